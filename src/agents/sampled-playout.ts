// The one place the searching agents built on playouts (flat-mc.ts) get a playout on a sample of
// what the deciding player cannot see: today the position's own determinisation
// (Position.playout, interpreter/hidden-sample.ts). A sampler that builds beliefs from the record
// replaces it here, in one line, for every agent that plays through this seam.
import type { Position } from "../interpreter/position.js";
import type { Decider, Runtime } from "../interpreter/runtime.js";

/** Plays the game on from the position's decision to its end, on one sample (seeded by `seed`) of
 *  the hidden state; `decide` answers that decision and every later one. */
export type SampledPlayout = (position: Position, seed: number, decide: Decider) => Runtime;

export const sampledPlayout: SampledPlayout = (position, seed, decide) => position.playout(seed, decide);
