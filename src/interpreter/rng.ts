// The game's seeded generator: one xoroshiro128+ stream per match, so the same seed and the same
// decisions give the same game. A seed is any integer from 0 to 2^53 - 1 (the API refuses others).
// Seeds below 2^32 start the stream as they always have; a larger seed puts its high bits in a
// word of the state that is 0 for every smaller one, so no two seeds start the same stream.
import { xoroshiro128plus, unsafeUniformIntDistribution, type RandomGenerator } from "pure-rand";

function generatorOf(seed: number): RandomGenerator {
  // within 32 bits (signed, too: agents derive seeds by xor) the seed is the state's seed
  if (seed >= -0x8000_0000 && seed <= 0xffff_ffff) return xoroshiro128plus(seed | 0);
  const low = seed | 0;
  const high = Math.floor(seed / 0x1_0000_0000) | 0;
  return xoroshiro128plus.fromState([-1, ~low, low, high]);
}

export class Rng {
  private gen: RandomGenerator;
  constructor(seed: number) {
    this.gen = generatorOf(seed);
  }
  /** Restarts the stream as `new Rng(seed)` would: a search that plays a game on from a sampled
   *  state draws its own future, not the match's. */
  reseed(seed: number): void {
    this.gen = generatorOf(seed);
  }
  /** a uniform int in [0, n) */
  below(n: number): number {
    return unsafeUniformIntDistribution(0, n - 1, this.gen);
  }
  /** Fisher-Yates, in place */
  shuffle<T>(xs: T[]): void {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = unsafeUniformIntDistribution(0, i, this.gen);
      const t = xs[i]!;
      xs[i] = xs[j]!;
      xs[j] = t;
    }
  }
}
