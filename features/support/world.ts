// The state of one scenario: the configuration the Given steps build, then the match the first
// When or Then step starts. Every fact comes from the public API (src/index.ts); nothing here
// knows a rule of any game.
import { setWorldConstructor, World, type IWorldOptions } from "@cucumber/cucumber";
import {
  AgonError,
  newMatch,
  type Arrangement,
  type CardChange,
  type CompiledGame,
  type GameEvent,
  type Match,
  type MatchConfig,
  type PlainValue,
  type PlayerSpec,
} from "../../src/index.js";
import { startMatch, withStepCap } from "./engine.js";
import { gameNamed, gameNames, infoOf, type Game } from "./games.js";
import { answerPending, type PlannedAnswer } from "./decisions.js";
import { resolveCard, resolveValue, type CardWords } from "./resolve.js";
import { describeCard } from "../../src/interpreter/descriptions.js";
import { recordArrangedPosition } from "../../src/mutation/arranged-positions.js";
import { fail, type Setting, type TagPlace } from "./failures.js";

// Each card step named cards by every card's description, made anew per lookup (10% of `npm
// start`); a game's cards and their printed descriptions do not change, so once per game and language.
const cardWordsOf = new WeakMap<CompiledGame, Map<string, readonly CardWords[]>>();

/** Gherkin's step kinds: Given = context, When = action, Then = outcome ("And" inherits). */
export type StepKind = "Context" | "Action" | "Outcome" | "Unknown";

export class AgonWorld extends World {
  gameName?: string;
  language = "en";
  players: PlayerSpec[] = [];
  seed = 1;
  options: Record<string, string | number | boolean> = {};
  /** the tags that set the options, and where each stands, for a tag that names no value */
  optionTags: (TagPlace & { option: string; value: string })[] = [];
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
    if (!this.gameName) throw fail("noGame", gameNames(this.language));
    return gameNamed(this.gameName, this.cardChanges);
  }

  /** Each option a tag sets is one the game declares, with a value it takes: a tag that names
   *  none fails the scenario at the step that names the game, saying where the tag stands. */
  checkOptionTags(): void {
    const info = infoOf(this.game);
    for (const tag of this.optionTags) {
      const option = info.options.find((o) => o.name === tag.option);
      if (!option)
        throw fail(
          "tagOptionUnknown",
          tag,
          info.options.map((o) => o.name),
        );
      if (option.values.length > 0 ? !option.values.includes(tag.value) : this.refusesOption(tag.option))
        throw fail("tagOptionValue", tag, option.name, tag.value, option.values, option.type ?? "");
    }
  }

  private refusesOption(option: string): boolean {
    try {
      newMatch(this.game, {
        players: this.players.length > 0 ? this.players : [{ name: "P1" }, { name: "P2" }],
        options: { [option]: this.options[option]! },
      });
      return false;
    } catch (e) {
      if (e instanceof AgonError) return e.diagnostic.code === "bad-option";
      throw e;
    }
  }

  /** one more change to the test deck; names are looked up in the changed game from now on. The
   *  changed game is loaded here, so that a change the engine refuses fails at its own step
   *  (`written`: the value as the step wrote it). */
  changeCard(change: CardChange, written = String(change.value)): void {
    if (this.started) throw fail("testDeckTooLate");
    const changes = [...this.cardChanges, change];
    try {
      gameNamed(this.gameName!, changes);
    } catch (e) {
      if (e instanceof AgonError)
        throw fail("cardChangeRefused", change.card, change.attribute, change.key, written, e.diagnostic.code, e.message);
      throw e;
    }
    this.cardChanges = changes;
    this.probe = undefined;
  }

  get hasStarted(): boolean {
    return this.started !== undefined;
  }

  config(extraArrangements: Arrangement[] = []): MatchConfig {
    if (this.players.length === 0) throw fail("noPlayers");
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
  requireNotStarted(what: Setting): void {
    if (this.started) throw fail("tooLate", what, this.stepText);
  }

  card(text: string): string {
    return resolveCard(this.catalog, text, this.language, this.cardWords());
  }

  /** every card's name in the feature's language (its id where it has none), and how it reads */
  private cardWords(): readonly CardWords[] {
    if (!this.gameName) return [];
    const game = this.game;
    const byLanguage = cardWordsOf.get(game) ?? cardWordsOf.set(game, new Map()).get(game)!;
    let words = byLanguage.get(this.language);
    if (!words) {
      words = game.cards.map((c) => ({ name: c.names[this.language] ?? c.id, description: describeCard(game, c.id, this.language) }));
      byLanguage.set(this.language, words);
    }
    return words;
  }

  cards(texts: string[]): string[] {
    return texts.map((t) => this.card(t));
  }

  value(text: string, options?: readonly PlainValue[], match: Match = this.catalog): PlainValue {
    return resolveValue(match, text, this.language, options, this.game);
  }

  player(name: string): string {
    const known = this.players.map((p) => p.name);
    if (!known.includes(name)) throw fail("notAPlayer", name, known);
    return name;
  }

  eventsOfLastAction(): GameEvent[] {
    return this.match.events().slice(this.actionMark);
  }
}

setWorldConstructor(AgonWorld);
