// `agon play`'s account: the game told as the table sees it, from the event log and the game's
// declarations only. Cards read by their descriptions and only where the table sees them (a public
// zone, a reveal); hidden moves are counted, consecutive ones of a deal summed up; a secret choice
// says who chose what kind of thing, not what; variables stay out, but for the score, and the
// standings follow every turn (a repeated rule without parameters that no other turn holds): the
// game's declared `standings` as they stood when the turn ended, else its score variable.
import type { CompiledGame, EventSink, GameEvent, GameResult, MatchConfig, PlainValue } from "../index.js";
import { nameIn, playGame, scriptedAgent } from "../index.js";
import { displayWidth, escapeControls, padEnd } from "../../grammar/terminal-text.js";
import { phaseOrdinals } from "./phase-ordinals.js";
import { EventCardDescriber } from "./card-descriptions.js";
import { phrasesFor, type StoryPhrases } from "./story-phrases.js";

type Move = Extract<GameEvent, { type: "move" }>;

interface ZonePlace {
  name: string;
  index?: string;
}

function zonePlace(label: string): ZonePlace {
  const open = label.indexOf("[");
  return open < 0 ? { name: label } : { name: label.slice(0, open), index: label.slice(open + 1, -1) };
}

export class Storyteller {
  private readonly words: StoryPhrases;
  private readonly cards: EventCardDescriber;
  private readonly revealed = new Set<string>();
  private readonly scores = new Map<string, number>();
  private readonly lines: string[] = [];
  private readonly symbols = new Map<string, Record<string, string>>();
  /** hidden moves waiting to be told together: same zones, one line */
  private pendingHidden:
    | { from: string; to: string; rule: string | undefined; counts: Map<string, number>; total: number; depth: number }
    | undefined;
  /** int variables per enum value (a track): their values as last set */
  private readonly tracks = new Map<string, Map<string, number>>();
  /** shared variables that hold a player (the dealer), as last told */
  private readonly roles = new Map<string, string>();
  /** a trigger that fired, told with the end of the game it causes (or alone, where it causes none) */
  private pendingTrigger: { name: string; depth: number } | undefined;

  constructor(
    private readonly game: CompiledGame,
    private readonly players: readonly string[],
    private readonly lang: string,
    /** the declared standings at each phase's end, for a game that declares them */
    private readonly timeline?: StandingsTimeline,
  ) {
    this.words = phrasesFor(lang);
    this.cards = new EventCardDescriber(game, lang);
    for (const e of game.program.enums.values())
      for (const v of e.values) this.symbols.set(v.name.name, Object.fromEntries((v.names?.names ?? []).map((n) => [n.lang, n.text])));
    for (const p of players) this.scores.set(p, 0);
  }

  private get scoreVar(): string | undefined {
    return this.game.program.game?.score?.name;
  }

  private symbol(name: string): string {
    const names = this.symbols.get(name);
    return names ? (names[this.lang] ?? names.en ?? name) : name;
  }

  /** A declaration's name in the account's language; in English a name without one reads with spaces. */
  private named(thing: "zone" | "variable", name: string): string {
    const shown = nameIn(this.game, thing, name, this.lang);
    return shown === name && this.lang === "en" ? name.replaceAll("-", " ") : shown;
  }

  /** A trigger by what it found, in the account's language; undefined in another language than
   *  English where the rules give it no name there (its identifier is no word of the language). */
  private triggerName(name: string): string | undefined {
    const shown = nameIn(this.game, "trigger", name, this.lang);
    if (shown !== name) return shown;
    return this.lang === "en" ? name.replaceAll("-", " ") : undefined;
  }

  /** A trigger that fired and did not end the game is told on its own. */
  private flushTrigger(): void {
    const t = this.pendingTrigger;
    if (!t) return;
    this.pendingTrigger = undefined;
    const name = this.triggerName(t.name);
    if (name !== undefined) this.say(t.depth, this.words.trigger(name));
  }

  private zone(label: string): string {
    const { name, index } = zonePlace(label);
    const zone = this.named("zone", name);
    if (index === undefined) return zone;
    return this.players.includes(index) ? this.words.zoneOf(zone, index) : this.words.zoneOfValue(zone, this.symbol(index));
  }

  /** Where cards go: a player's zone named like every card going there (보너스 칩 into 보너스 칩) is the
   *  player, so that the cards are not named twice (보너스 칩: 칩 통 → 플레이어 3). */
  private placeOf(label: string, described: readonly string[]): string {
    const { name, index } = zonePlace(label);
    const player = index !== undefined && this.players.includes(index);
    return player && described.every((d) => d === this.named("zone", name)) ? index : this.zone(label);
  }

  private visibility(label: string): "hidden" | "owner" | "public" {
    return this.game.zoneByName.get(zonePlace(label).name)?.visibility ?? "hidden";
  }

  /** A chosen value in words; `card`: the rules' types say it is a card (or a list of them). */
  private value(v: PlainValue, card: boolean): string {
    if (v === null) return this.words.nothing;
    if (v === true) return this.words.yes;
    if (v === false) return this.words.no;
    if (Array.isArray(v)) return v.map((x) => this.value(x, card)).join(", ");
    if (typeof v === "string") return card ? this.cards.card(v) : this.symbol(v);
    return String(v);
  }

  private say(depth: number, text: string): void {
    this.flushHidden();
    this.lines.push(`${"  ".repeat(depth)}${text}`);
  }

  private flushHidden(): void {
    const p = this.pendingHidden;
    if (!p) return;
    this.pendingHidden = undefined;
    const whose = [...p.counts].map(([owner, n]) => (owner === "" ? this.words.cards(n) : this.words.dealt(owner, this.words.cards(n))));
    const what = p.counts.size === 1 ? this.words.cards(p.total) : whose.join(", ");
    // moves from several hands (or to several) name the zone, not the first one's owner
    const from = p.from.endsWith("[*]") ? this.named("zone", zonePlace(p.from).name) : this.zone(p.from);
    const to = p.counts.size === 1 ? this.zone(p.to) : this.words.everyone(this.named("zone", zonePlace(p.to).name));
    this.lines.push(`${"  ".repeat(p.depth)}${this.words.move(what, from, to)}`);
  }

  private move(e: Move, depth: number): void {
    const seen = this.visibility(e.to) === "public" || this.visibility(e.from) === "public" || e.cards.every((c) => this.revealed.has(c));
    if (this.visibility(e.to) !== "public") for (const c of e.cards) this.revealed.delete(c);
    if (seen) {
      const described = e.cards.map((c) => this.cards.card(c));
      this.say(depth, this.words.move(described.join(", "), this.zone(e.from), this.placeOf(e.to, described)));
      return;
    }
    // hidden: told with the moves like it that come right after (a deal), by whose zone they reach
    const from = zonePlace(e.from);
    const to = zonePlace(e.to);
    const owner = to.index !== undefined && this.players.includes(to.index) ? to.index : "";
    const p = this.pendingHidden;
    // one line holds the moves of one rule only: each line is told under its rule
    const fits =
      p &&
      p.rule === e.rule &&
      zonePlace(p.from).name === from.name &&
      zonePlace(p.to).name === to.name &&
      (p.from === e.from || owner !== "");
    if (!fits) {
      this.flushHidden();
      this.pendingHidden = { from: e.from, to: e.to, rule: e.rule, counts: new Map(), total: 0, depth };
    }
    const pending = this.pendingHidden!;
    if (pending.to !== e.to) pending.to = `${to.name}[*]`;
    if (pending.from !== e.from) pending.from = `${from.name}[*]`;
    pending.counts.set(owner, (pending.counts.get(owner) ?? 0) + e.cards.length);
    pending.total += e.cards.length;
  }

  /** One event's line(s), at `depth`. */
  tell(e: GameEvent, depth: number): void {
    if (e.type !== "end" && e.type !== "phase") this.flushTrigger();
    switch (e.type) {
      case "move":
        this.move(e, depth);
        break;
      case "shuffle":
        this.say(depth, this.words.shuffle(this.zone(e.zone)));
        break;
      case "reveal":
        for (const c of e.cards) this.revealed.add(c);
        if (e.cards.length > 0) this.say(depth, this.words.reveal(this.zone(e.zone), e.cards.map((c) => this.cards.card(c)).join(", ")));
        break;
      case "look":
        this.say(depth, this.words.look(e.player, e.cards.length));
        break;
      case "choice": {
        const label = nameIn(this.game, "decision", e.label, this.lang);
        this.say(
          depth,
          e.secret ? this.words.secretChoice(e.player, label) : this.words.choice(e.player, label, this.value(e.value, e.card === true)),
        );
        break;
      }
      case "set":
        if (e.variable === this.scoreVar && e.index !== undefined && typeof e.value === "number" && this.scores.get(e.index) !== e.value) {
          this.scores.set(e.index, e.value);
          this.say(depth, this.words.score(e.index, this.named("variable", e.variable), e.value));
        } else if (e.index === undefined && typeof e.value === "string" && this.players.includes(e.value)) {
          // a role that passes between the players (the dealer): who holds it now
          if (this.roles.get(e.variable) !== e.value) this.say(depth, this.words.role(this.named("variable", e.variable), e.value));
          this.roles.set(e.variable, e.value);
        } else if (e.index !== undefined && typeof e.value === "number" && this.isTrack(e.variable)) {
          const track = this.tracks.get(e.variable) ?? new Map<string, number>();
          track.set(e.index, e.value);
          this.tracks.set(e.variable, track);
        }
        break;
      case "log":
        this.say(depth, e.message);
        break;
      case "trigger":
        this.pendingTrigger = { name: e.name, depth };
        break;
      case "end": {
        const reason = this.pendingTrigger === undefined ? undefined : this.triggerName(this.pendingTrigger.name);
        this.pendingTrigger = undefined;
        this.say(depth, this.words.end(reason));
        break;
      }
      case "phase":
        break;
    }
    this.cards.observe(e);
  }

  heading(text: string, depth: number): void {
    this.say(depth, text);
  }

  private isTrack(variable: string): boolean {
    const per = this.game.varByName.get(variable)?.per;
    return per !== undefined && typeof per === "object";
  }

  /** Each player's standing when the turn ended (its event `endIndex`), best first, and each
   *  track that has moved off zero. A game that declares standings is told by them: its score
   *  variable may be set only as the game ends. */
  standings(depth: number, endIndex: number): void {
    const parts: string[] = [];
    const declared = this.game.program.game?.standings;
    const points = declared
      ? this.timeline?.get(endIndex)
      : this.scoreVar !== undefined
        ? this.players.map((p) => this.scores.get(p)!)
        : undefined;
    if (points !== undefined) {
      const sign = declared?.order === "lowest" ? -1 : 1;
      const order = this.players.map((p, seat) => [p, points[seat]!] as const).sort(([, a], [, b]) => sign * (b - a));
      parts.push(order.map(([p, v]) => `${p} ${this.words.points(v)}`).join(" · "));
    }
    for (const [name, track] of this.tracks) {
      if ([...track.values()].every((v) => v === 0)) continue;
      const entries = [...track].sort(([, a], [, b]) => b - a).map(([key, v]) => `${this.symbol(key)} ${v}`);
      parts.push(`${this.named("variable", name)}: ${entries.join(" · ")}`);
    }
    if (parts.length > 0) this.say(depth, `${this.words.standings}: ${parts.join("; ")}`);
  }

  finish(): string[] {
    this.flushTrigger();
    this.flushHidden();
    return this.lines;
  }
}

/** A turn: a rule without parameters that runs more than once in the same place. */
function turnPhases(game: CompiledGame, events: readonly GameEvent[]): Map<number, number> {
  const { ordinals, repeating } = phaseOrdinals(events);
  const turns = new Map<number, number>();
  for (const [index, ordinal] of ordinals) {
    const name = (events[index] as Extract<GameEvent, { type: "phase" }>).name;
    const rule = game.program.rules.get(name);
    if (repeating.has(name) && (rule === undefined || rule.params.length === 0)) turns.set(index, ordinal);
  }
  return turns;
}

/** How many turns have begun in the events (outermost turns only). */
export function turnsBegun(game: CompiledGame, events: readonly GameEvent[]): number {
  const turns = turnPhases(game, events);
  let depth = 0;
  let turnDepth = -1;
  let begun = 0;
  events.forEach((event, index) => {
    if (event.type !== "phase") return;
    if (event.phase === "start") {
      if (turns.has(index) && turnDepth < 0) {
        turnDepth = depth;
        begun++;
      }
      depth++;
    } else {
      depth--;
      if (depth === turnDepth) turnDepth = -1;
    }
  });
  return begun;
}

/** Each seat's declared standings (in seating order) at the end of each phase, by the index of
 *  the phase's end event. */
export type StandingsTimeline = ReadonlyMap<number, readonly number[]>;

/** The standings timeline of a game played from `config` with `decisions`, read as the game is
 *  played again (the event log holds no standings); undefined for a game that declares none. A
 *  game the decisions do not finish (a person's next decision, a failure) is read up to there. */
export function standingsTimeline(
  game: CompiledGame,
  config: MatchConfig,
  decisions: readonly PlainValue[],
): StandingsTimeline | undefined {
  if (!game.program.game?.standings) return undefined;
  const timeline = new Map<number, number[]>();
  let index = 0;
  let read: (() => number[]) | undefined;
  const sink: EventSink = {
    push(event) {
      if (event.type === "phase" && event.phase === "end" && read) timeline.set(index, [...read()]); // the reader refills one array
      index++;
    },
    standings(reader) {
      read = reader;
    },
  };
  const agent = scriptedAgent(decisions);
  try {
    playGame(
      game,
      { ...config, recordEvents: true, eventSink: sink },
      config.players.map(() => agent),
    );
  } catch {
    // the decisions ran out or the game failed: the timeline holds the phases that ended before
  }
  return timeline;
}

/** The standings as the last phase to end left them (undefined before any phase has ended). */
export function latestStandings(timeline: StandingsTimeline | undefined): readonly number[] | undefined {
  if (timeline === undefined || timeline.size === 0) return undefined;
  return timeline.get(Math.max(...timeline.keys()));
}

/** The account of a game in `lang`, its text escaped (names come from the game's files); the
 *  standings after each turn come from `timeline` in a game that declares standings. */
export function tellGame(
  game: CompiledGame,
  events: readonly GameEvent[],
  players: readonly string[],
  lang: string,
  timeline?: StandingsTimeline,
): string[] {
  const teller = new Storyteller(game, players, lang, timeline);
  const words = phrasesFor(lang);
  const turns = turnPhases(game, events);
  // the open phases: a top-level rule and the turn inside it are headings, the rest is told flat
  const open: { heading?: string; turn: boolean }[] = [];
  let turnDepth = -1;
  events.forEach((event, index) => {
    if (event.type === "phase") {
      if (event.phase === "start") {
        const ordinal = turns.get(index);
        const turn = ordinal !== undefined && turnDepth < 0;
        if (turn) turnDepth = open.length;
        const heading =
          open.length === 0 ? (words.ruleHeading[event.name] ?? event.name) : turn ? words.turn(event.name, ordinal) : undefined;
        if (heading !== undefined) teller.heading(heading, open.filter((o) => o.heading !== undefined).length);
        open.push({ heading, turn });
      } else {
        const closed = open.pop();
        if (closed?.turn) {
          teller.standings(open.filter((o) => o.heading !== undefined).length + 1, index);
          turnDepth = -1;
        }
      }
      return;
    }
    teller.tell(event, open.filter((o) => o.heading !== undefined).length);
  });
  return teller.finish().map(escapeControls);
}

/** The scores in seating order (any name the result adds comes after the players). */
export function orderedScores(result: GameResult, players: readonly string[]): [string, number][] {
  const names = [
    ...players.filter((name) => name in result.scores),
    ...Object.keys(result.scores).filter((name) => !players.includes(name)),
  ];
  return names.map((name) => [name, result.scores[name]!]);
}

/** Each player's score as the account last told it: the score variable's last value per player. */
export function scoresTold(game: CompiledGame, events: readonly GameEvent[]): ReadonlyMap<string, number> {
  const score = game.program.game?.score?.name;
  const told = new Map<string, number>();
  for (const e of events)
    if (e.type === "set" && e.variable === score && e.index !== undefined && typeof e.value === "number") told.set(e.index, e.value);
  return told;
}

/** The result; its scores only where the account did not already tell them all (`told`): the
 *  totals are told once. */
export function tellResult(
  result: GameResult,
  players: readonly string[],
  lang: string,
  told: ReadonlyMap<string, number> = new Map(),
): string[] {
  const words = phrasesFor(lang);
  const scores = orderedScores(result, players);
  const width = Math.max(0, ...scores.map(([name]) => displayWidth(name)));
  const lines: string[] = [];
  if (!scores.every(([name, points]) => told.get(name) === points)) {
    lines.push(words.result);
    for (const [name, points] of scores) lines.push(`  ${padEnd(name, width)}  ${words.points(points)}`);
  }
  const label = result.winners.length === 1 ? words.winner : words.winners;
  lines.push(`${label}: ${result.winners.length === 0 ? words.nobody : result.winners.join(", ")}`);
  return lines.map(escapeControls);
}
