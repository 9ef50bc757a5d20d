// Tests for paired samples. `agon compare` plays both rules files on the same seeds, so game i of
// the base and game i of the variant are a pair: testing them as independent samples (Welch, a
// pooled z-test) throws that pairing away and needs up to several times the games for the same
// power. Each test gives its difference with a 95% interval and an effect size.
import { mean, tTwoSided, variance } from "./stats.js";

export interface PairedTest {
  test: string;
  statistic: number;
  p: number;
  /** variant minus base */
  difference: number;
  interval: { low: number; high: number };
  effect: { name: string; value: number };
}

/** The t value below which `1 - alpha/2` of Student's distribution lies (two-sided critical value). */
export function tCritical(df: number, alpha = 0.05): number {
  // tTwoSided falls from 1 at t = 0 towards 0: bisect for the t whose two-sided p is alpha
  let low = 0;
  let high = 1;
  while (tTwoSided(high, df) > alpha) high *= 2;
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2;
    if (tTwoSided(mid, df) > alpha) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** A t-test of a difference with its standard error and degrees of freedom; with no spread
 *  (se 0) the difference is certain: p is 1 when it is 0, else 0, and the interval is the point. */
export function tTestOf(
  test: string,
  difference: number,
  se: number,
  df: number,
  effect: (certain: boolean) => PairedTest["effect"],
): PairedTest {
  if (se === 0 || df < 1) {
    const point = { low: difference, high: difference };
    return { test, statistic: 0, p: difference === 0 ? 1 : 0, difference, interval: point, effect: effect(true) };
  }
  const t = difference / se;
  const half = tCritical(df) * se;
  return {
    test,
    statistic: t,
    p: tTwoSided(t, df),
    difference,
    interval: { low: difference - half, high: difference + half },
    effect: effect(false),
  };
}

/** Paired t-test of `variant - base`, game by game; the effect size is Cohen's d_z (mean / sd of the differences). */
export function pairedT(base: readonly number[], variant: readonly number[]): PairedTest {
  if (base.length !== variant.length) throw new Error(`paired samples of different sizes (${base.length}, ${variant.length})`);
  const d = variant.map((v, i) => v - base[i]!);
  const n = d.length;
  const m = n > 0 ? mean(d) : 0;
  const sd = n > 1 ? Math.sqrt(variance(d)) : 0;
  const se = n > 0 ? sd / Math.sqrt(n) : 0;
  return tTestOf("paired t-test", m, se, n - 1, (certain) => ({ name: "d_z", value: certain ? 0 : m / sd }));
}

function logChoose(n: number, k: number): number {
  let s = 0;
  for (let i = 1; i <= k; i++) s += Math.log(n - k + i) - Math.log(i);
  return s;
}

/** Two-sided exact binomial p of `k` successes in `n` trials at one half. */
function binomialTwoSided(k: number, n: number): number {
  if (n === 0) return 1;
  const low = Math.min(k, n - k);
  let tail = 0;
  for (let i = 0; i <= low; i++) tail += Math.exp(logChoose(n, i) - n * Math.LN2);
  return Math.min(1, 2 * tail);
}

/** McNemar's test (exact) of two paired yes/no outcomes, e.g. "seat 1 won game i" under base and
 *  variant. Only the games where the two disagree carry information. The difference of the two
 *  rates has a Wald interval for paired proportions; the effect size is that difference. */
export function mcNemar(base: readonly boolean[], variant: readonly boolean[]): PairedTest {
  if (base.length !== variant.length) throw new Error(`paired samples of different sizes (${base.length}, ${variant.length})`);
  const n = base.length;
  let lost = 0; // yes under base, no under the variant
  let gained = 0;
  for (let i = 0; i < n; i++) {
    if (base[i] && !variant[i]) lost++;
    if (!base[i] && variant[i]) gained++;
  }
  const difference = n > 0 ? (gained - lost) / n : 0;
  const se = n > 0 ? Math.sqrt(Math.max(0, gained + lost - (gained - lost) ** 2 / n)) / n : 0;
  return {
    test: "McNemar's exact test",
    statistic: gained - lost,
    p: binomialTwoSided(gained, gained + lost),
    difference,
    interval: { low: difference - 1.959963984540054 * se, high: difference + 1.959963984540054 * se },
    effect: { name: "difference of rates", value: difference },
  };
}

/** Holm's step-down adjustment of p-values tested together, in their original order. */
export function holm(ps: readonly number[]): number[] {
  const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const adjusted = new Array<number>(ps.length);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (ps.length - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
