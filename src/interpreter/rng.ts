// The game's seeded generator: one xoroshiro128+ stream per match, so the same seed and the same
// decisions give the same game.
import { xoroshiro128plus, unsafeUniformIntDistribution, type RandomGenerator } from "pure-rand";

export class Rng {
  private readonly gen: RandomGenerator;
  constructor(seed: number) {
    this.gen = xoroshiro128plus(seed | 0);
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
