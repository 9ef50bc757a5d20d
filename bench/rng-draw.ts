// `node --import ./scripts/register.mjs bench/rng-draw.ts`: nanoseconds a bounded random draw costs,
// through pure-rand's generator object (src/interpreter/rng.ts) and through the same xoroshiro128+
// stream and rejection written out on four fields (a prototype for issue 26, item 4), in
// alternating rounds on CPU time. The two must draw the same numbers: the sums are compared first.
import { unsafeUniformIntDistribution, xoroshiro128plus } from "pure-rand";
import { Rng } from "../src/interpreter/rng.js";
import { alternatingRates, ratioOfRounds } from "./measure.js";

/** xoroshiro128+ and pure-rand's bounded draw, as src/interpreter/rng.ts seeds them, written out. */
class WrittenOutRng {
  // the 128-bit state as four 32-bit words: s0 = (s01, s00), s1 = (s11, s10), high word first
  private s01 = 0;
  private s00 = 0;
  private s11 = 0;
  private s10 = 0;

  constructor(seed: number) {
    this.reseed(seed);
  }

  /** Restarts the stream as `new Rng(seed)` would: a search that plays a game on from a sampled
   *  state draws its own future, not the match's. */
  reseed(seed: number): void {
    // within 32 bits (signed, too: agents derive seeds by xor) the seed is the state's seed
    const small = seed >= -0x8000_0000 && seed <= 0xffff_ffff;
    const low = seed | 0;
    this.s01 = -1;
    this.s00 = ~low;
    this.s11 = low;
    this.s10 = small ? 0 : Math.floor(seed / 0x1_0000_0000) | 0;
  }

  /** The next 32 bits of the stream, as a signed int. */
  private next(): number {
    const s00 = this.s00;
    const s01 = this.s01;
    const out = (s00 + this.s10) | 0;
    const a0 = this.s10 ^ s00;
    const a1 = this.s11 ^ s01;
    this.s00 = (s00 << 24) ^ (s01 >>> 8) ^ a0 ^ (a0 << 16);
    this.s01 = (s01 << 24) ^ (s00 >>> 8) ^ a1 ^ ((a1 << 16) | (a0 >>> 16));
    this.s10 = (a1 << 5) ^ (a0 >>> 27);
    this.s11 = (a0 << 5) ^ (a1 >>> 27);
    return out;
  }

  /** a uniform int in [0, n), for 1 <= n <= 2^32: a draw past the last whole multiple of n is drawn again */
  below(n: number): number {
    const allowed = n > 2 ? Math.trunc(0x1_0000_0000 / n) * n : 0x1_0000_0000;
    let v = this.next() + 0x8000_0000;
    while (v >= allowed) v = this.next() + 0x8000_0000;
    return v % n;
  }

  /** Fisher-Yates, in place */
  shuffle<T>(xs: T[]): void {
    for (let i = xs.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const t = xs[i]!;
      xs[i] = xs[j]!;
      xs[j] = t;
    }
  }
}

const DRAWS = 10_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 1);
const bounds = [3, 5, 52, 4, 6, 10, 2, 7];
let sink = 0;

const library = (seed: number): void => {
  const r = new Rng(seed);
  for (let i = 0; i < DRAWS; i++) sink += r.below(bounds[i & 7]!);
};
const bare = (seed: number): void => {
  const g = xoroshiro128plus(seed);
  for (let i = 0; i < DRAWS; i++) sink += unsafeUniformIntDistribution(0, bounds[i & 7]! - 1, g);
};
const written = (seed: number): void => {
  const r = new WrittenOutRng(seed);
  for (let i = 0; i < DRAWS; i++) sink += r.below(bounds[i & 7]!);
};

const sumOf = (draw: (seed: number) => void, seed: number): number => {
  sink = 0;
  draw(seed);
  return sink;
};
for (const seed of [7, 0xffff_ffff, 2 ** 40 + 3]) {
  // pure-rand called directly seeds a seed past 32 bits as rng.ts does not
  const sums = (seed > 0xffff_ffff ? [library, written] : [library, bare, written]).map((draw) => sumOf(draw, seed));
  if (new Set(sums).size !== 1) throw new Error(`the generators drew differently from seed ${seed}: ${sums.join(", ")}`);
}
const librarySum = sumOf(library, 7);

const { rates, rounds } = alternatingRates([library, bare, written], SECONDS, 7);
const ns = (rate: number): string => (1e9 / (rate * DRAWS)).toFixed(1);
console.log("| generator | ns per draw |");
console.log("| --- | --- |");
console.log(`| src/interpreter/rng.ts (pure-rand underneath) | ${ns(rates[0]!)} |`);
console.log(`| pure-rand called directly | ${ns(rates[1]!)} |`);
console.log(`| written out on four fields | ${ns(rates[2]!)} |`);
console.log(`\nwritten out / rng.ts, draws per CPU second: ${ratioOfRounds(rounds, 2, 0)} (same draws: sum ${librarySum})`);
