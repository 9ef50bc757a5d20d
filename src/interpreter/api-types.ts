// The public shapes of a running game: what the CLI, the features and any other program see.
// src/index.ts re-exports these together with the functions that produce them.
import type { Diagnostic } from "../../grammar/diagnostic.js";
import type { Position } from "./position.js";

/** A runtime value as the outside world sees it. Cards are shown by id, players by name,
 *  enum values (symbols) by name. */
export type PlainValue = number | boolean | string | null | PlainValue[];

/** A test's change to one card of a game being loaded (`loadGame(path, { cardChanges })`): its
 *  `attribute` (the entry `key` of a map attribute) becomes `value`, checked against the attribute's
 *  declared type as card data is (a value naming a card is refused). The card files' assertions are checked before the changes. */
export interface CardChange {
  card: string;
  attribute: string;
  key?: string;
  value: PlainValue;
}

export interface PlayerSpec {
  name: string;
  /** values for the game's declared player attributes, e.g. { age: 12 } */
  attributes?: Record<string, number | string | boolean>;
}

/** Puts chosen cards in chosen zones after the `setup` rule has run and before `play` starts,
 *  so a scenario can begin from a known position. Cards are taken from wherever they are; the
 *  zone's displaced cards go back to where the chosen ones came from (a swap), so no card is
 *  lost or duplicated. For a pile, `cards` are put on top in the given order. */
export interface Arrangement {
  zone: string;
  /** player name for a per-player zone, enum value name for a per-enum zone */
  index?: string;
  cards: string[];
  /** "exactly": the zone holds these cards and no others (default); "top": they go on top */
  mode?: "exactly" | "top";
}

export interface MatchConfig {
  players: PlayerSpec[];
  /** an integer from 0 to 2^53 - 1 (Number.MAX_SAFE_INTEGER), default 0; each seed plays a game
   *  of its own, and seeds below 2^32 play the games they always have */
  seed?: number;
  /** option name -> value (symbol name, number or boolean); unknown names or values are errors */
  options?: Record<string, string | number | boolean>;
  arrangements?: Arrangement[];
  /** step budget (fuel), a positive integer; default 10,000,000 steps (docs/language.md) */
  stepBudget?: number;
  /** record events (default true); simulation turns this off for speed */
  recordEvents?: boolean;
  /** fast path only (playGame): events go here instead of into a list, e.g. to count them */
  eventSink?: EventSink;
  /** test mode: check every `invariant` where the game is at rest, at the end of every rule block
   *  and at every choice point (default false); a broken one stops the game with an AgonError
   *  `invariant-violated` at the block's last statement or at the `choose` */
  checkInvariants?: boolean;
  /** the back end: "generated" (default) runs JavaScript generated from the rules, "closures" the
   *  reference interpreter; both give the same results and events (the differential test) */
  engine?: "generated" | "closures";
}

export interface Decision {
  /** the player who must decide */
  player: string;
  /** the label written in the rules (`choose c from hand[p] by p "card to play"`) or the variable name */
  label: string;
  /** the variable the rules bind the answer to */
  variable: string;
  /** the legal answers, as plain values (card ids, player names, symbols, numbers) */
  options: PlainValue[];
  /** true when `none` is also a legal answer */
  optional: boolean;
  secret: boolean;
  /** present when the options are cards' ids (a list option: of cards' ids), as the rules' types
   *  say: an enum value may be named like a card */
  card?: true;
  /** the rulebook rule ID of the innermost block that asks */
  rule?: string;
}

/** `rule`: the rulebook IDs of the innermost running block that declares `implements`;
 *  `rules`: when such blocks run inside one another (a rule called from one), the `rule` of each,
 *  outermost first, the innermost last. */
export type GameEvent =
  | { type: "phase"; rule?: string; rules?: string[]; name: string; phase: "start" | "end" }
  | { type: "move"; rule?: string; rules?: string[]; cards: string[]; from: string; to: string; row?: number }
  | { type: "shuffle"; rule?: string; rules?: string[]; zone: string }
  | { type: "reveal"; rule?: string; rules?: string[]; zone: string; cards: string[] }
  | { type: "look"; rule?: string; rules?: string[]; player: string; cards: string[] }
  /** `card`: present when the value is a card's id (a list: of cards' ids), as the rules' types say */
  | {
      type: "choice";
      rule?: string;
      rules?: string[];
      player: string;
      label: string;
      variable: string;
      value: PlainValue;
      secret: boolean;
      card?: true;
    }
  | { type: "set"; rule?: string; rules?: string[]; variable: string; index?: string; value: PlainValue }
  | { type: "log"; rule?: string; rules?: string[]; message: string }
  | { type: "trigger"; rule?: string; rules?: string[]; name: string }
  | { type: "end"; rule?: string; rules?: string[] };

/** Where a running game puts its events: a list, or anything else that takes them one by one. */
export interface EventSink {
  push(event: GameEvent): unknown;
  /** Told once, as the game starts, how to read each seat's standings at any moment (for a game
   *  that declares `standings`): a sink that measures leads calls it when it likes. Every read
   *  fills the same array, so a sink that keeps a read copies it. */
  standings?(read: () => number[]): void;
  /** A sink that counts rather than keeps: the events it does not take whole are never built,
   *  and `countRule` hears the rulebook IDs each of them would have carried. */
  counting?: EventCounting;
}

/** What a counting sink takes whole; every other event only has its rule IDs counted. */
export interface EventCounting {
  /** the event types it takes whole */
  types: readonly GameEvent["type"][];
  /** of the phase events (when `types` names "phase"), only those of these rules and sections */
  phases?: readonly string[];
  /** of the `set` events (when `types` names "set"), only those of these vars */
  variables?: readonly string[];
  /** Told that one of `phases` starts or ends, instead of its event being built (whatever
   *  `types` says); its rule IDs are counted as an event not built. */
  phase?(name: string, phase: "start" | "end"): void;
  /** `events` events in a row, not built, that carried the rule IDs `rule` (joined by ", " as in
   *  `GameEvent.rule`); all of a game's are told by the time it ends */
  countRule(rule: string, events: number): void;
}

export interface GameResult {
  scores: Record<string, number>;
  winners: string[];
}

/** What one player may see: zones they can see in full, others as counts only. */
export interface PlayerView {
  player: string;
  zones: Record<string, { cards?: string[]; count: number }>;
  variables: Record<string, PlainValue>;
  /** cards this player has been shown in secret and that have not moved since */
  known: string[];
}

/** Decides for one player, synchronously. Must return one of `decision.options`
 *  (or null when `decision.optional`). */
export interface Agent {
  name: string;
  /** `position` is given to an agent that `searches`: the match so far, to play on from */
  decide(decision: Decision, view: () => PlayerView, position?: Position): PlainValue;
  /** the agent plays the game on from each decision (it is given the position) */
  searches?: boolean;
  /** Optional fast path for simulation: the index of the chosen option among `count` options
   *  (-1 for none, when `optional`), without building a Decision. It must answer exactly as
   *  `decide` would, so that a game plays the same either way. */
  decideIndex?(count: number, optional: boolean): number;
}

export interface Match {
  /** the next decision the game waits for, or undefined once the game is over */
  pending(): Decision | undefined;
  /** answers the pending decision; throws an AgonError (code `illegal-choice`) for an answer that
   *  is not legal, and leaves the match as it was */
  choose(value: PlainValue): void;
  /** plays on with the given agents until the end: an array in seat order, or a function of the
   *  player name, asked once per player. An agent that throws or answers illegally ends the call
   *  with an AgentError; the match then waits at that decision. */
  runWith(agents: Agent[] | ((player: string) => Agent)): GameResult;
  isOver(): boolean;
  result(): GameResult | undefined;
  events(): GameEvent[];
  view(player: string): PlayerView;
  /** the full state, for tests and assertions: zone name (with `[index]`) -> card ids */
  zone(name: string, index?: string): string[];
  variable(name: string, index?: string): PlainValue;
  /** a card's attribute, e.g. attribute("ruby", "score", "red") */
  cardAttribute(card: string, attribute: string, key?: string): PlainValue;
  /** the card ids whose localized name in `lang` is `name` (or whose id is `name`) */
  findCards(name: string, lang?: string): string[];
  players(): string[];
}

/** Thrown by the API for problems the user caused (bad option, illegal choice, step budget, ...). */
export class AgonError extends Error {
  constructor(public readonly diagnostic: Diagnostic) {
    super(diagnostic.message);
    this.name = "AgonError";
  }
}

/** Thrown when an agent fails inside `runWith` or `playGame`: it threw, or it answered what is not
 *  a legal answer. The fault is the agent's, not the rules': the error names the agent and the
 *  decision, and has no rules-file position. A match it happened in waits at that decision, as it
 *  was before the agent was asked, and may be answered or run on with other agents. */
export class AgentError extends AgonError {
  constructor(
    diagnostic: Diagnostic,
    readonly agent: string,
    readonly decision: Decision,
  ) {
    super(diagnostic);
    this.name = "AgentError";
  }
}
