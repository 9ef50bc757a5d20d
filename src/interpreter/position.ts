// A decision as a searching agent sees it: the match so far (rules, options, seed, the answers
// given), from which it can play the game on as often as it likes, each time on a fresh sample of
// what the deciding player cannot see. The compiled closures keep the game's control flow on the
// stack, so a state cannot be copied mid-rule; a playout replays the recorded answers instead
// (events off, which is a whole game's cost at most) and samples at the decision itself.
import type { ResolvedArrangement } from "./arrangements.js";
import { runGame } from "./engine.js";
import { sampleHidden } from "./hidden-sample.js";
import type { CompiledGame } from "./model.js";
import { Rng } from "./rng.js";
import { Runtime, type Decider } from "./runtime.js";
import type { Player, Value } from "./values.js";

/** What every match of a game with these settings starts from. */
export interface MatchSetup {
  game: CompiledGame;
  players: readonly Player[];
  opt: Value[];
  seed: number;
  budget: number;
  arrangements: readonly ResolvedArrangement[];
}

export class Position {
  constructor(
    private readonly setup: MatchSetup,
    /** the player deciding now */
    readonly player: Player,
    /** the answers given before this decision, as indices among their options (-1 for none) */
    private readonly answers: readonly number[],
    /** what is done to the replayed state at this decision before anything else sees it */
    private readonly prepare: (rt: Runtime) => void = () => {},
  ) {}

  /** The same decision in a game that dealt the cards this player has not seen differently (a
   *  sample of them, seeded): a game the player cannot tell from this one. */
  withHiddenDealt(seed: number): Position {
    return new Position(this.setup, this.player, this.answers, (rt) => {
      this.prepare(rt);
      sampleHidden(rt, this.player, new Rng(seed));
    });
  }

  /** Replays the match to this decision and hands its state to \`at\`, which answers it; later
   *  decisions go to whatever \`at\` leaves in \`rt.decide\`. The state returned is the finished
   *  game's, unless \`at\` throws to stop. */
  replayTo(at: Decider): Runtime {
    const { game, players, opt, budget, arrangements } = this.setup;
    const answers = this.answers;
    let next = 0;
    const replay: Decider = (rt, player, items, spec) => {
      if (next < answers.length) return answers[next++]!;
      rt.decide = at;
      this.prepare(rt);
      return at(rt, player, items, spec);
    };
    const rt = new Runtime(game, players as Player[], opt, this.setup.seed, budget, null, replay);
    runGame(rt, arrangements);
    return rt;
  }

  /** Plays the game from this decision to its end on a sample of the hidden cards (seeded by
   *  `seed`, as is every chance event after it); `decide` answers this decision and every later
   *  one. The finished state comes back for its result and standings. A sample depends only on
   *  what the deciding player can see, so the real hidden cards never reach `decide`. */
  playout(seed: number, decide: Decider): Runtime {
    return this.replayTo((rt, player, items, spec) => {
      const sampler = new Rng(seed);
      sampleHidden(rt, this.player, sampler);
      rt.rng.reseed(sampler.below(0x7fff_ffff));
      rt.decide = decide;
      return decide(rt, player, items, spec);
    });
  }
}
