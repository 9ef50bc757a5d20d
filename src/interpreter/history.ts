// A match as the engine recorded it: what it started from and every answer given. Replaying it
// rebuilds the true state, hidden cards and all, so it is the referee's and never an agent's: an
// agent that searches is given a Position (position.ts), which keeps its history out of reach.
// The compiled closures keep the game's control flow on the stack, so a state cannot be copied
// mid-rule; a replay runs the recorded answers again instead (events off, which is a whole game's
// cost at most).
import type { MatchConfig } from "./api-types.js";
import { resolveArrangements, type ResolvedArrangement } from "./arrangements.js";
import { runGame } from "./engine.js";
import { DEFAULT_STEP_BUDGET } from "./limits.js";
import type { CompiledGame } from "./model.js";
import { makePlayers, resolveOptions } from "./options.js";
import { Runtime, type Decider, type DecisionSpec } from "./runtime.js";
import type { Player, Value } from "./values.js";

/** What every match of a game with these settings starts from. */
export interface MatchSetup {
  game: CompiledGame;
  players: Player[];
  opt: Value[];
  seed: number;
  budget: number;
  arrangements: readonly ResolvedArrangement[];
  /** done to the state before the game starts, in every replay: a test's match that starts from
   *  the cards in another order (none in a real match) */
  start?: (rt: Runtime) => void;
}

/** The setup of a match of `game` (already resolved for its engine) with these settings. */
export function matchSetup(game: CompiledGame, config: MatchConfig): MatchSetup {
  const players = makePlayers(game, config);
  return {
    game,
    players,
    opt: resolveOptions(game, config.options),
    arrangements: resolveArrangements(game, players, config.arrangements ?? []),
    seed: config.seed ?? 0,
    budget: config.stepBudget ?? DEFAULT_STEP_BUDGET,
  };
}

export interface ReplayHooks {
  /** done to the state before the game starts */
  start?(rt: Runtime): void;
  /** told of each recorded decision before it is answered (k counts them from 0) */
  recorded?(rt: Runtime, player: Player, spec: DecisionSpec, k: number): void;
}

/** The state the replays of one history (and its prefixes) play on, made at the first and reset
 *  in place for each after it (Runtime.reset): a search replays a match hundreds of times a
 *  decision, and a fresh state each time cost more than its sampling. A replay begun while one
 *  is running (none does today) gets a fresh state of its own. */
interface ReplayState {
  rt: Runtime | undefined;
  running: boolean;
}

export class History {
  readonly #state: ReplayState;

  constructor(
    readonly setup: MatchSetup,
    /** the answers given, as indices among their options (-1 for none) */
    readonly answers: readonly number[],
    state: ReplayState = { rt: undefined, running: false },
  ) {
    this.#state = state;
  }

  /** The match as it stood before its `n`-th answer. */
  prefix(n: number): History {
    return new History(this.setup, this.answers.slice(0, n), this.#state);
  }

  /** A state on the setup's seed, ready to run from the start with `decide`. */
  #fresh(decide: Decider): Runtime {
    const { game, players, opt, seed, budget } = this.setup;
    const state = this.#state;
    if (state.running || state.rt === undefined) {
      const rt = new Runtime(game, players, opt, seed, budget, null, decide);
      if (!state.running) state.rt = rt;
      return rt;
    }
    const rt = state.rt;
    rt.reset(seed);
    rt.decide = decide;
    rt.watch = undefined;
    return rt;
  }

  /** Replays the match to the decision after the recorded answers and hands its state to `at`,
   *  which answers it; later decisions go to whatever `at` leaves in `rt.decide`. The state
   *  returned is the finished game's, unless `at` throws to stop; it is the one the next replay
   *  of this history resets, so read it before replaying again. */
  replayTo(at: Decider, hooks: ReplayHooks = {}): Runtime {
    const { arrangements, start } = this.setup;
    const answers = this.answers;
    let next = 0;
    const replay: Decider = (rt, player, items, spec) => {
      if (next < answers.length) {
        hooks.recorded?.(rt, player, spec, next);
        return answers[next++]!;
      }
      rt.decide = at;
      return at(rt, player, items, spec);
    };
    const rt = this.#fresh(replay);
    const state = this.#state;
    const outer = state.running;
    state.running = true;
    try {
      start?.(rt);
      hooks.start?.(rt);
      runGame(rt, arrangements);
    } finally {
      state.running = outer;
    }
    return rt;
  }
}
