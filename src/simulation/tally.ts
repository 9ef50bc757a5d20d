// Counts what one game's events say, without keeping them: events per rule ID, executions of the
// turn rule, and changes of the leading player while the score var changes during play.
import type { EventSink, GameEvent } from "../index.js";

export class GameTally implements EventSink {
  /** rule ID -> events that carried it */
  readonly ruleEvents = new Map<string, number>();
  turns = 0;
  leadChanges = 0;
  /** the score var was set before `finish` started */
  scoreTracked = false;
  private readonly scores: number[];
  private leader = -1;
  private finishing = false;
  private readonly idLists = new Map<string, string[]>();

  constructor(
    private readonly turnRule: string | undefined,
    private readonly scoreVar: string | undefined,
    private readonly seatOf: ReadonlyMap<string, number>,
  ) {
    this.scores = new Array<number>(seatOf.size).fill(0);
  }

  push(e: GameEvent): void {
    if (e.rule !== undefined) this.countRule(e.rule);
    if (e.type === "phase") {
      if (e.name === this.turnRule) {
        if (e.phase === "start") this.turns++;
        else this.updateLeader();
      } else if (e.name === "finish") this.finishing = true;
    } else if (e.type === "set" && e.variable === this.scoreVar && !this.finishing && e.index !== undefined) {
      const seat = this.seatOf.get(e.index);
      if (seat !== undefined && typeof e.value === "number") {
        this.scores[seat] = e.value;
        this.scoreTracked = true;
      }
    }
  }

  private countRule(text: string): void {
    // an event carries the IDs of its block joined by ", "; most blocks name one
    let ids = this.idLists.get(text);
    if (!ids) this.idLists.set(text, (ids = text.split(", ")));
    for (const id of ids) this.ruleEvents.set(id, (this.ruleEvents.get(id) ?? 0) + 1);
  }

  /** The leader is the one player with the highest score; a tie leads nobody. */
  private updateLeader(): void {
    if (!this.scoreTracked) return;
    let best = -Infinity;
    let who = -1;
    for (let seat = 0; seat < this.scores.length; seat++) {
      const s = this.scores[seat]!;
      if (s > best) [best, who] = [s, seat];
      else if (s === best) who = -1;
    }
    if (who >= 0 && who !== this.leader) {
      if (this.leader >= 0) this.leadChanges++;
      this.leader = who;
    }
  }
}
