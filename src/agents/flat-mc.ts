// Determinised flat Monte Carlo: the baseline every searching agent must beat. For each legal
// answer of a decision it plays the game to the end from that answer on samples of what the
// deciding player cannot see, every later decision (its own and its rivals') by the rollout
// policy, and takes the answer with the best mean reward (rewards.ts). No tree: what a search adds
// over this is what its tree knows.
//
// The playouts of a decision are dealt round-robin over its answers (answer 1, 2, ..., k, 1, 2,
// ...), so a budget of N playouts is N playouts in all, as ISMCTS counts its iterations; round r
// plays every answer on the same sample seed (common random numbers: the answers are compared on
// the same deals and chance, which narrows the differences between their means).
import { AgonError, type Agent, type Decision, type PlainValue } from "../interpreter/api-types.js";
import type { Position } from "../interpreter/position.js";
import { Rng } from "../interpreter/rng.js";
import type { Decider, Runtime } from "../interpreter/runtime.js";
import { plainEquals, toPlain, type Value } from "../interpreter/values.js";
import { playerRewards } from "./rewards.js";
import type { RolloutPolicy } from "./ismcts.js";
import { sampledPlayout, type SampledPlayout } from "./sampled-playout.js";

/** Draws of a sample per playout before the playout is given up: a sample the game's rules cannot
 *  play on from (a rule fails in it: the sampler keeps counts and kinds, not every constraint a
 *  game puts on its hidden places) is drawn again. */
const REDRAWS = 10;

/** Thrown inside a playout whose sample does not offer the answer being tried. */
class AnswerMissing extends Error {}

/** The index among this sample's options of the answer `wanted` (null: none), or -1 when absent. */
function indexIn(items: readonly Value[], wanted: PlainValue | null): number {
  if (wanted === null) return -1;
  for (let i = 0; i < items.length; i++) if (plainEquals(toPlain(items[i]!), wanted)) return i;
  throw new AnswerMissing();
}

export interface FlatMcSettings {
  /** playouts per decision, over all its answers */
  playouts: number;
  rollout: RolloutPolicy;
  /** rivals' secret answers given just before this decision are answered again by the rollout
   *  policy in each playout, as ISMCTS does (Position.playout's `rivals`) */
  redecideRivals?: boolean;
  /** answers a decision with one answer or without a position */
  fallback: Agent;
  /** the playouts on samples (the seam a belief sampler replaces) */
  playout?: SampledPlayout;
}

export function flatMcAgent(seed: number, settings: FlatMcSettings): Agent {
  const { playouts, rollout, fallback } = settings;
  const playOn = settings.playout ?? sampledPlayout;
  const rng = new Rng(seed);
  /** The reward of the deciding player when it answers `answer` at the position, on the sample
   *  `sample` (drawn again while the rules fail on it); undefined when no draw could be played. */
  const tryAnswer = (position: Position, answer: PlainValue | null, sample: Rng): number | undefined => {
    for (let draw = 0; draw < REDRAWS; draw++) {
      const drawSeed = sample.below(0x7fff_ffff);
      let root = true;
      const decide: Decider = (rt, player, items, spec) => {
        if (!root) return rollout(rt, player, items, spec);
        root = false;
        return indexIn(items, answer);
      };
      let end: Runtime;
      try {
        end = playOn(position, drawSeed, decide, settings.redecideRivals ? { rivals: rollout } : {});
      } catch (e) {
        if (e instanceof AgonError || e instanceof AnswerMissing) continue;
        throw e;
      }
      return playerRewards(end)[position.player.seat]!;
    }
    return undefined;
  };
  return {
    name: `flat-mc(${seed})`,
    searches: true,
    decide(d: Decision, view, position?: Position): PlainValue {
      const answers: (PlainValue | null)[] = d.optional ? [...d.options, null] : [...d.options];
      if (answers.length <= 1 || position === undefined) return fallback.decide(d, view);
      const total = answers.map(() => 0);
      const played = answers.map(() => 0);
      const rounds = Math.ceil(playouts / answers.length);
      for (let round = 0, left = playouts; round < rounds; round++) {
        const roundSeed = rng.below(0x7fff_ffff);
        for (let i = 0; i < answers.length && left > 0; i++, left--) {
          const reward = tryAnswer(position, answers[i]!, new Rng(roundSeed));
          if (reward === undefined) continue;
          total[i]! += reward;
          played[i]!++;
        }
      }
      let best = -1;
      let bestMean = -Infinity;
      answers.forEach((_, i) => {
        const mean = played[i]! > 0 ? total[i]! / played[i]! : -Infinity;
        if (mean > bestMean) [best, bestMean] = [i, mean];
      });
      // no playout could be played on any answer: nothing to compare
      if (best < 0) return fallback.decide(d, view);
      return answers[best]!;
    },
  };
}
