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

export class History {
  constructor(
    readonly setup: MatchSetup,
    /** the answers given, as indices among their options (-1 for none) */
    readonly answers: readonly number[],
  ) {}

  /** The match as it stood before its `n`-th answer. */
  prefix(n: number): History {
    return new History(this.setup, this.answers.slice(0, n));
  }

  /** Replays the match to the decision after the recorded answers and hands its state to `at`,
   *  which answers it; later decisions go to whatever `at` leaves in `rt.decide`. The state
   *  returned is the finished game's, unless `at` throws to stop. */
  replayTo(at: Decider, hooks: ReplayHooks = {}): Runtime {
    const { game, players, opt, seed, budget, arrangements, start } = this.setup;
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
    const rt = new Runtime(game, players, opt, seed, budget, null, replay);
    start?.(rt);
    hooks.start?.(rt);
    runGame(rt, arrangements);
    return rt;
  }
}
