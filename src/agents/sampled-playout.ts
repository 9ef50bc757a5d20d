// The one place the searching agents built on playouts (flat-mc.ts) get a playout on a sample of
// what the deciding player cannot see: Position.playout, which deals from the player's beliefs
// (beliefs.ts). A test puts a cheating or a fixed sampler here.
import type { PlayoutOptions, Position } from "../interpreter/position.js";
import type { Decider, Runtime } from "../interpreter/runtime.js";

/** Plays the game on from the position's decision to its end, on one sample (seeded by `seed`) of
 *  the hidden state; `decide` answers that decision and every later one. */
export type SampledPlayout = (position: Position, seed: number, decide: Decider, options?: PlayoutOptions) => Runtime;

export const sampledPlayout: SampledPlayout = (position, seed, decide, options) => position.playout(seed, decide, options);
