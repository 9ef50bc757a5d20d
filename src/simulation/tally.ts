// Counts what one game's events say, without keeping them: events per rule ID, executions of the
// turn rule, and who leads after each turn. The lead is read from the game's standings when it
// declares them (grammar/standings.ts), else from the score var while it changes during play.
import type { EventCounting, EventSink, GameEvent } from "../index.js";
import { leaderOf } from "../interpreter/standings.js";

/** Events per rule ID, counted as the events come: one counter per `implements` text ("A, B"),
 *  found by a map lookup only when the text is neither of the last two (runs of events from one
 *  block are common, and so are a block and the block it calls taking turns), split into single
 *  IDs only when read. One instance may count many games. */
export class RuleCounts {
  private readonly byText = new Map<string, { n: number }>();
  private lastText: string | undefined;
  private last = { n: 0 };
  private otherText: string | undefined;
  private other = { n: 0 };

  count(text: string, events = 1): void {
    if (text !== this.lastText) this.select(text);
    this.last.n += events;
  }

  private select(text: string): void {
    const lastText = this.lastText;
    const last = this.last;
    if (text === this.otherText) this.last = this.other;
    else {
      let slot = this.byText.get(text);
      if (!slot) this.byText.set(text, (slot = { n: 0 }));
      this.last = slot;
    }
    this.lastText = text;
    this.otherText = lastText;
    this.other = last;
  }

  /** Forgets the counts (once read), keeping the counters. */
  clear(): void {
    for (const slot of this.byText.values()) slot.n = 0;
  }

  /** rule ID -> events that carried it */
  byRule(): Map<string, number> {
    const out = new Map<string, number>();
    // an event carries the IDs of its block joined by ", "; most blocks name one
    for (const [text, { n }] of this.byText) if (n > 0) for (const id of text.split(", ")) out.set(id, (out.get(id) ?? 0) + n);
    return out;
  }
}

export class GameTally implements EventSink {
  turns = 0;
  leadChanges = 0;
  /** the lead can be followed: standings are declared, or the score var was set before `finish` */
  scoreTracked = false;
  /** after each turn: the seat that led alone, or -1 */
  readonly leaders: number[] = [];
  private readonly scores: number[];
  private leader = -1;
  private finishing = false;
  private readStandings: (() => number[]) | undefined;
  /** what this sink takes whole and hears, asked by every game played on it */
  readonly counting: EventCounting;

  constructor(
    private readonly turnRule: string | undefined,
    private readonly scoreVar: string | undefined,
    private readonly seatOf: ReadonlyMap<string, number>,
    /** +1 when the highest standing leads, -1 when the lowest does */
    private readonly sign: 1 | -1 = 1,
    /** where the events per rule ID are counted: this game's own, or one shared by many games */
    private readonly rules: RuleCounts = new RuleCounts(),
  ) {
    this.scores = new Array<number>(seatOf.size).fill(0);
    const scoreSets = this.scoreVar !== undefined;
    const tally = this;
    // Only the score var's changes are built whole, while the lead is read from it; the turn
    // rule's and `finish`'s phases are told (phase), every other event is only counted.
    this.counting = {
      get types(): GameEvent["type"][] {
        return tally.readStandings || !scoreSets ? [] : ["set"];
      },
      variables: this.scoreVar === undefined ? [] : [this.scoreVar],
      phases: this.turnRule === undefined ? ["finish"] : [this.turnRule, "finish"],
      phase: (name, phase) => this.phase(name, phase),
      countRule: (rule, events) => this.rules.count(rule, events),
    };
  }

  /** Ready for the next game: the counts of the last are read (a worker plays many on one). */
  reset(): void {
    this.turns = 0;
    this.leadChanges = 0;
    this.scoreTracked = this.readStandings !== undefined;
    this.leaders.length = 0;
    this.scores.fill(0);
    this.leader = -1;
    this.finishing = false;
  }

  standings(read: () => number[]): void {
    this.readStandings = read;
    this.scoreTracked = true;
  }

  private phase(name: string, phase: "start" | "end"): void {
    if (name === this.turnRule) {
      if (phase === "start") this.turns++;
      else this.updateLeader();
    } else if (name === "finish") this.finishing = true;
  }

  push(e: GameEvent): void {
    if (e.rule !== undefined) this.rules.count(e.rule);
    if (e.type === "phase") this.phase(e.name, e.phase);
    else if (e.type === "set" && !this.readStandings && e.variable === this.scoreVar && !this.finishing && e.index !== undefined) {
      const seat = this.seatOf.get(e.index);
      if (seat !== undefined && typeof e.value === "number") {
        this.scores[seat] = e.value;
        this.scoreTracked = true;
      }
    }
  }

  /** rule ID -> events that carried it (in every game its counter has counted) */
  get ruleEvents(): Map<string, number> {
    return this.rules.byRule();
  }

  /** The leader is the one player standing best; a tie leads nobody. */
  private updateLeader(): void {
    if (!this.scoreTracked) return;
    const who = leaderOf(this.readStandings ? this.readStandings() : this.scores, this.readStandings ? this.sign : 1);
    this.leaders.push(who);
    if (who >= 0 && who !== this.leader) {
      if (this.leader >= 0) this.leadChanges++;
      this.leader = who;
    }
  }

  /** The last turn after which `winner` led alone at every turn's end (1 = from the first turn
   *  on); 0 when it did not lead after the last turn (or there is no single winner). */
  decisiveTurn(winner: number): number {
    const n = this.leaders.length;
    if (winner < 0 || n === 0 || this.leaders[n - 1] !== winner) return 0;
    let t = n;
    while (t > 1 && this.leaders[t - 2] === winner) t--;
    return t;
  }
}
