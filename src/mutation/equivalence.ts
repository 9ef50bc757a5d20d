// Whether a mutant plays like the original: the same seeded random games, at every player count
// and under every option setting of the probe (the defaults, every value of each option, and the
// option sets the features run: a mistake in a branch only one option value takes is invisible
// under the defaults), must give the same events of play (see PLAY_EVENTS), the same result and the same view for every
// player at the end. A surviving mutant that does is listed as "no
// difference seen in play" (likely equivalent) rather than as a hole in the suite.
//
// The original's games are played once per run, remembered, and measured: the least power of two
// steps that lets every one of them end is the original's longest game, and a mutant's game gets a
// small multiple of it. A mutant that needs more never ends in any sense that matters (a broken
// loop) and is killed by that runaway game, instead of spending the default budget of millions of
// steps in each game it plays. A mutant's games are played without the invariants first (they cost
// five times the game itself), stopping at the first difference; a mutant that matches every game
// is then played again, on a few seeds per player count, with the invariants checked, so that one
// that breaks an invariant still differs.
import {
  AgonError,
  gameInfo,
  newMatch,
  randomAgent,
  type Agent,
  type CompiledGame,
  type GameEvent,
  type GameResult,
  type PlayerView,
} from "../index.js";
import { DEFAULT_STEP_BUDGET } from "../interpreter/limits.js";
import type { ArrangedPosition } from "./arranged-positions.js";

export type OptionSetting = Record<string, string | number | boolean>;

export interface PlayProbe {
  /** seeds per player count */
  seeds: number;
  /** seeds per player count replayed with the invariants checked (at most `seeds`) */
  invariantSeeds: number;
  /** option sets to probe under besides the defaults (the features' own, say) */
  settings?: readonly OptionSetting[];
  /** seeds per player count under each setting other than the defaults (default: a fifth of
   *  `seeds`, at least 5): the settings multiply the games, and each changes a few rules only */
  settingSeeds?: number;
  /** positions the features arrange, each played on with random agents */
  positions?: readonly ArrangedPosition[];
  /** seeds per arranged position (default 2) */
  positionSeeds?: number;
}

export interface ProbeGame {
  players: number;
  seed: number;
  /** the options set for this game (none: the defaults) */
  options?: OptionSetting;
  /** the arranged position it starts from (its players, options and cards), by its index */
  from?: number;
}

/** Most values of an int option probed: its range when that small, else its bounds and default. */
const WHOLE_RANGE = 12;

/** Every value of each option, one option at a time, the others at their defaults: enumerated
 *  values, true and false, an int option's range (or its bounds and default when it is long). */
export function everyOptionValue(game: CompiledGame): OptionSetting[] {
  const settings: OptionSetting[] = [];
  for (const o of gameInfo(game).options) {
    const values: (string | number | boolean)[] = [];
    if (o.values.length > 0) values.push(...o.values);
    else if (o.type === "bool") values.push(true, false);
    else if (o.type === "int") {
      const spec = game.options.find((x) => x.name === o.name);
      const { min, max } = spec ?? {};
      if (min !== undefined && max !== undefined) {
        if (max - min < WHOLE_RANGE) for (let v = min; v <= max; v++) values.push(v);
        else values.push(min, max, ...(typeof o.default === "number" ? [o.default] : []));
      }
    }
    for (const v of values) if (v !== o.default) settings.push({ [o.name]: v });
  }
  return settings;
}

/** The settings without repeats (the same options in another order are the same setting). */
export function distinctSettings(settings: readonly OptionSetting[]): OptionSetting[] {
  const seen = new Map<string, OptionSetting>();
  for (const s of settings) {
    const key = JSON.stringify(
      Object.keys(s)
        .sort()
        .map((k) => [k, s[k]]),
    );
    if (key !== "[]" && !seen.has(key)) seen.set(key, s);
  }
  return [...seen.values()];
}

/** How many times the original's longest game a mutant's game may run before it is a runaway. */
export const RUNAWAY_FACTOR = 4;
/** The smallest step budget tried for the original's games. */
const FIRST_BUDGET = 1 << 12;

interface Outcome {
  result?: GameResult;
  /** the events of play, in order (see PLAY_EVENTS) */
  events: GameEvent[];
  /** what each player sees once the game is over */
  final?: PlayerView[];
  /** the decisions taken */
  decisions: number;
  /** the error that ended the game */
  error?: string;
  /** the game ran out of steps */
  runaway: boolean;
}

const agentsFor = (seed: number, players: number): Agent[] =>
  // each seat's agent is seeded from the game's seed, so both games see the same agents
  Array.from({ length: players }, (_, i) => randomAgent(seed * 7919 + i));

function seatsOf(players: number): { name: string }[] {
  return Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
}

function failureOf(error: unknown): Pick<Outcome, "error" | "runaway"> {
  const runaway = error instanceof AgonError && error.diagnostic.code === "step-budget-exceeded";
  return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error), runaway };
}

/** The events that are play: cards that move, are shuffled, shown or looked at, the choices,
 *  messages and the end. The others are bookkeeping: a variable set (to the value it had, it may
 *  be) or a rule block entered, which shows how an outcome came about rather than the outcome;
 *  what the variables hold in the end is compared instead, through every player's final view. */
const PLAY_EVENTS: Record<GameEvent["type"], boolean> = {
  move: true,
  shuffle: true,
  reveal: true,
  look: true,
  choice: true,
  log: true,
  end: true,
  set: false,
  phase: false,
  trigger: false,
};

/** A game played to its end (or its error), kept whole. */
function playOnce(
  game: CompiledGame,
  { players, seed, options, from }: ProbeGame,
  checkInvariants: boolean,
  stepBudget: number,
  positions: readonly ArrangedPosition[] = [],
): Outcome {
  try {
    const position = from === undefined ? undefined : positions[from]!;
    const match = position
      ? newMatch(game, { ...position.config, checkInvariants, stepBudget })
      : newMatch(game, { players: seatsOf(players), seed, checkInvariants, stepBudget, ...(options ? { options } : {}) });
    for (const answer of position?.answers ?? []) match.choose(answer);
    const result = match.runWith(agentsFor(seed, players));
    const events = match.events();
    return {
      result,
      events: events.filter((e) => PLAY_EVENTS[e.type]),
      final: match.players().map((p) => match.view(p)),
      decisions: events.reduce((n, e) => (e.type === "choice" ? n + 1 : n), 0),
      runaway: false,
    };
  } catch (error) {
    return { events: [], decisions: 0, ...failureOf(error) };
  }
}

/** Two plain values (an event, a result) alike: the same keys with the same values. */
function alike(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!alike(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    keys++;
    if (!alike(x[k], y[k])) return false;
  }
  for (const _ in y) keys--;
  return keys === 0;
}

/** Whether the mutant's game gives the original's events and result, or its error. */
function playsLike(
  mutant: CompiledGame,
  g: ProbeGame,
  checkInvariants: boolean,
  stepBudget: number,
  original: Outcome,
  positions: readonly ArrangedPosition[],
) {
  const played = playOnce(mutant, g, checkInvariants, stepBudget, positions);
  const same =
    played.error === original.error &&
    played.events.length === original.events.length &&
    played.events.every((e, i) => alike(e, original.events[i])) &&
    alike(played.result, original.result) &&
    alike(played.final, original.final);
  return { same, runaway: played.runaway };
}

export type ProbeVerdict =
  | { kind: "same" }
  | { kind: "differs"; game: ProbeGame; checkedInvariants: boolean }
  /** the mutant's game did not end within the budget */
  | { kind: "runaway"; game: ProbeGame; checkedInvariants: boolean };

/** The original game's random games, played once, and the budget they set for a mutant's. */
export class PlayBaseline {
  private readonly played = new Map<string, Outcome>();
  readonly games: ProbeGame[] = [];
  /** the least power of two steps in which every one of the original's games ends */
  readonly longestGame: number;
  /** the same for the games replayed with the invariants checked, which costs steps too */
  readonly longestCheckedGame: number;
  /** the most decisions one of the original's games takes */
  readonly mostDecisions: number;
  private readonly checkedGames: ProbeGame[];
  private readonly positions: readonly ArrangedPosition[];

  constructor(
    private readonly original: CompiledGame,
    readonly probe: PlayProbe,
  ) {
    const { minPlayers, maxPlayers } = gameInfo(original);
    for (let seed = 1; seed <= probe.seeds; seed++)
      for (let players = minPlayers; players <= maxPlayers; players++) this.games.push({ players, seed });
    const settingSeeds = Math.min(probe.seeds, probe.settingSeeds ?? Math.max(5, Math.ceil(probe.seeds / 5)));
    for (const options of distinctSettings([...everyOptionValue(original), ...(probe.settings ?? [])]))
      for (let seed = 1; seed <= settingSeeds; seed++)
        for (let players = minPlayers; players <= maxPlayers; players++) this.games.push({ players, seed, options });
    this.positions = probe.positions ?? [];
    this.positions.forEach((p, from) => {
      for (let seed = 1; seed <= (probe.positionSeeds ?? 2); seed++) this.games.push({ players: p.config.players.length, seed, from });
    });
    this.checkedGames = this.games.filter((g) => g.seed <= probe.invariantSeeds);
    this.longestGame = this.measure(this.games, false);
    this.longestCheckedGame = this.measure(this.checkedGames, true);
    this.mostDecisions = Math.max(1, ...this.games.map((g) => this.played.get(this.key(g, false))!.decisions));
  }

  /** Plays the original's games, each remembered, with a budget doubled until every one ends. */
  private measure(games: readonly ProbeGame[], checkInvariants: boolean): number {
    let budget = FIRST_BUDGET;
    for (const g of games) {
      let outcome = playOnce(this.original, g, checkInvariants, budget, this.positions);
      while (outcome.runaway && budget < DEFAULT_STEP_BUDGET) {
        budget = Math.min(budget * 2, DEFAULT_STEP_BUDGET);
        outcome = playOnce(this.original, g, checkInvariants, budget, this.positions);
      }
      this.played.set(this.key(g, checkInvariants), outcome);
    }
    return budget;
  }

  /** the steps a mutant's game may take (the first guess at a scenario's match too) */
  get stepBudget(): number {
    return Math.min(this.longestGame * RUNAWAY_FACTOR, DEFAULT_STEP_BUDGET);
  }

  private budget(checkInvariants: boolean): number {
    return checkInvariants ? Math.min(this.longestCheckedGame * RUNAWAY_FACTOR, DEFAULT_STEP_BUDGET) : this.stepBudget;
  }

  private key(g: ProbeGame, checkInvariants: boolean): string {
    return `${g.players}/${g.seed}/${checkInvariants}/${JSON.stringify(g.options ?? {})}/${g.from ?? ""}`;
  }

  /** The first game (player count and seed) in which the mutant differs or runs away, if any. */
  firstDifference(mutant: CompiledGame): ProbeVerdict {
    for (const [games, invariants] of [
      [this.games, false],
      [this.checkedGames, true],
    ] as const) {
      for (const g of games) {
        const original = this.played.get(this.key(g, invariants))!;
        const played = playsLike(mutant, g, invariants, this.budget(invariants), original, this.positions);
        if (played.same) continue;
        return { kind: played.runaway ? "runaway" : "differs", game: g, checkedInvariants: invariants };
      }
    }
    return { kind: "same" };
  }
}
