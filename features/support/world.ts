// The state of one scenario: the configuration the Given steps build, then the match the first
// When or Then step starts. Every fact comes from the public API (src/index.ts); nothing here
// knows a rule of any game.
import { setWorldConstructor, World, type IWorldOptions } from "@cucumber/cucumber";
import {
  newMatch,
  type Arrangement,
  type CardChange,
  type GameEvent,
  type Match,
  type MatchConfig,
  type PlainValue,
  type PlayerSpec,
} from "../../src/index.js";
import { startMatch, withStepCap } from "./engine.js";
import { gameNamed, type Game } from "./games.js";
import { answerPending, type PlannedAnswer } from "./decisions.js";
import { resolveCard, resolveValue } from "./resolve.js";
import { recordArrangedPosition } from "../../src/mutation/arranged-positions.js";

/** Gherkin's step kinds: Given = context, When = action, Then = outcome ("And" inherits). */
export type StepKind = "Context" | "Action" | "Outcome" | "Unknown";

export class AgonWorld extends World {
  gameName?: string;
  language = "en";
  players: PlayerSpec[] = [];
  seed = 1;
  options: Record<string, string | number | boolean> = {};
  arrangements: Arrangement[] = [];
  /** decisions told in Given steps ("Anna chose marathon 2"): made as soon as the match starts */
  plannedAnswers: PlannedAnswer[] = [];
  stepKind: StepKind = "Unknown";
  /** the text of the step being run, for the messages of a failing step */
  stepText = "";
  /** the entries of a map attribute, as the feature lists them (see card-data.steps.ts) */
  attributeKeys: Record<string, string[]> = {};
  /** events before this index happened before the current block of When steps */
  actionMark = 0;
  /** a test deck: cards changed from the card files (Given in a test deck the card ...) */
  cardChanges: CardChange[] = [];
  private started?: Match;
  private probe?: Match;

  constructor(options: IWorldOptions) {
    super(options);
  }

  get game(): Game {
    if (!this.gameName) throw new Error('no game yet: start the scenario with Given the game "NAME"');
    return gameNamed(this.gameName, this.cardChanges);
  }

  /** one more change to the test deck; names are looked up in the changed game from now on */
  changeCard(change: CardChange): void {
    if (this.started) throw new Error("a test deck is set before the match starts: put this step before any When");
    this.cardChanges.push(change);
    this.probe = undefined;
  }

  get hasStarted(): boolean {
    return this.started !== undefined;
  }

  config(extraArrangements: Arrangement[] = []): MatchConfig {
    if (this.players.length === 0) throw new Error("no players yet: say Given the players Anna and Ben (or Given 3 players)");
    return {
      players: this.players,
      seed: this.seed,
      options: this.options,
      arrangements: [...this.arrangements, ...extraArrangements],
    };
  }

  /** The match, started on first use with everything the Given steps said. */
  get match(): Match {
    if (this.started) return this.started;
    const match = this.rehearsal();
    this.started = match;
    // agon mutate plays on from the positions the scenarios arrange (a test deck is a game of its own)
    if (this.cardChanges.length === 0)
      recordArrangedPosition({
        game: this.gameName!,
        config: structuredClone(this.config()),
        answers: match.events().flatMap((e) => (e.type === "choice" ? [e.value] : [])),
      });
    return match;
  }

  /** A fresh match from the Given steps so far: the position the scenario will start from. */
  rehearsal(): Match {
    // test mode: the rules file's invariants are checked wherever the game is at rest
    const match = startMatch(this.game, { ...this.config(), checkInvariants: true }, this.cardChanges);
    for (const planned of this.plannedAnswers) answerPending(match, planned, (t, opts) => this.value(t, opts, match));
    return match;
  }

  /** A copy of the match as it stands: the Given steps' match with every answer given so far, to
   *  try an answer on without giving it. */
  copyOfMatch(): Match {
    const copy = startMatch(this.game, { ...this.config(), checkInvariants: true }, this.cardChanges);
    for (const e of this.match.events()) if (e.type === "choice") copy.choose(e.value);
    return copy;
  }

  /** A match that only serves to look names up while the Given steps are still being read. */
  get catalog(): Match {
    if (this.started) return this.started;
    const probe =
      this.probe ?? newMatch(this.game, withStepCap({ players: this.config().players, seed: this.seed, options: this.options }));
    this.probe = probe;
    return probe;
  }

  /** Fails when a Given step would change a match that has already started. */
  requireNotStarted(what: string): void {
    if (this.started) throw new Error(`${what} must be said before the first When or Then step`);
  }

  card(text: string): string {
    return resolveCard(this.catalog, text, this.language, this.cardNames());
  }

  /** every card's name in the feature's language (its id where it has none) */
  private cardNames(): string[] {
    try {
      return this.game.cards.map((c) => c.names[this.language] ?? c.id);
    } catch {
      return [];
    }
  }

  cards(texts: string[]): string[] {
    return texts.map((t) => this.card(t));
  }

  value(text: string, options?: readonly PlainValue[], match: Match = this.catalog): PlainValue {
    return resolveValue(match, text, this.language, options, this.game);
  }

  player(name: string): string {
    const known = this.players.map((p) => p.name);
    if (!known.includes(name)) throw new Error(`${name} is not one of the players (${known.join(", ")})`);
    return name;
  }

  eventsOfLastAction(): GameEvent[] {
    return this.match.events().slice(this.actionMark);
  }
}

setWorldConstructor(AgonWorld);
