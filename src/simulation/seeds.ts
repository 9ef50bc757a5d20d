// Every game of a simulation depends only on (seed, game index): its match seed and each seat's
// agent seed are hashes of them, so any split of the games over workers or machines plays the
// same games.

/** A 32-bit avalanche hash of two numbers (murmur3's finalizer over a golden-ratio mix). */
function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b >>> 0, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Folds any safe integer into 32 bits without losing its high part. */
function fold(seed: number): number {
  const high = Math.floor(seed / 0x1_0000_0000);
  return mix(seed >>> 0, high >>> 0);
}

/** A match seed in 0 .. 2^32 - 1: the unsigned form of the signed 32 bits once used, which starts
 *  the same stream, so a game named in a report replays with `agon play --seed`. */
export function gameSeed(seed: number, index: number): number {
  return mix(mix(fold(seed), index), 0);
}

/** A seat's agent seed from its match's seed, the same for `agon play --seed` and a simulation's
 *  game, so that the match seed a simulation names plays that game again with `play --seed`. */
export function seatSeed(matchSeed: number, seat: number): number {
  return mix(fold(matchSeed), seat + 1);
}

export function agentSeed(seed: number, index: number, seat: number): number {
  return seatSeed(gameSeed(seed, index), seat);
}
