// The one knob for how many games, seeds and random cases the tests play: `npm test` plays them
// all; `npm run test:fast` (vitest --mode fast) a tenth, at least one, for the edit loop.
const FAST = process.env.AGON_TEST_SCALE === "fast";

/** `n` games (or seeds, or cases) in a full run, a tenth of them (at least `least`) in a fast one. */
export function scaled(n: number, least = 1): number {
  return FAST ? Math.max(least, Math.ceil(n / 10)) : n;
}

/** All of `items` in a full run; in a fast one every tenth (the first, the eleventh, ...): the same
 * items every run, spread over the whole list rather than its head. */
export function sampled<T>(items: readonly T[]): T[] {
  return FAST ? items.filter((_, i) => i % 10 === 0) : [...items];
}
