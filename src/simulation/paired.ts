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
  /** the 95% interval of the difference */
  interval: { low: number; high: number };
  /** the interval at confidence 1 - alpha, by the same method (for an adjusted level) */
  intervalAt(alpha: number): { low: number; high: number };
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
    return { test, statistic: 0, p: difference === 0 ? 1 : 0, difference, interval: point, intervalAt: () => point, effect: effect(true) };
  }
  const t = difference / se;
  const intervalAt = (alpha: number) => {
    const half = tCritical(df, alpha) * se;
    return { low: difference - half, high: difference + half };
  };
  return { test, statistic: t, p: tTwoSided(t, df), difference, interval: intervalAt(0.05), intervalAt, effect: effect(false) };
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

/** P(X <= k) for X binomial with n trials and success probability q. */
function binomialCdf(k: number, n: number, q: number): number {
  if (k < 0) return 0;
  if (k >= n) return 1;
  let s = 0;
  for (let i = 0; i <= k; i++) s += Math.exp(logChoose(n, i) + i * Math.log(q) + (n - i) * Math.log1p(-q));
  return Math.min(1, s);
}

/** The q in (0, 1) at which the decreasing function f falls to `target`, by bisection. */
function solveDecreasing(f: (q: number) => number, target: number): number {
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (f(mid) > target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** Clopper-Pearson's exact interval of a binomial proportion (k of n) at confidence 1 - alpha:
 *  it leaves out one half exactly when binomialTwoSided(k, n) is below alpha. */
function clopperPearson(k: number, n: number, alpha: number): { low: number; high: number } {
  // P(X >= k) rises with q, so P(X <= k - 1) falls; P(X <= k) falls with q
  const low = k === 0 ? 0 : solveDecreasing((q) => binomialCdf(k - 1, n, q), 1 - alpha / 2);
  const high = k === n ? 1 : solveDecreasing((q) => binomialCdf(k, n, q), alpha / 2);
  return { low, high };
}

/** McNemar's test (exact) of two paired yes/no outcomes, e.g. "seat 1 won game i" under base and
 *  variant. Only the games where the two disagree carry information. The interval is exact too:
 *  Clopper-Pearson's for the share of the disagreeing games the variant gained, given how many
 *  disagree, scaled to the difference of the two rates (the effect size), so that it leaves out 0
 *  exactly when the exact p is below its level. */
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
  const discordant = gained + lost;
  const intervalAt = (alpha: number) => {
    if (discordant === 0) return { low: 0, high: 0 };
    const q = clopperPearson(gained, discordant, alpha);
    return { low: (discordant / n) * (2 * q.low - 1), high: (discordant / n) * (2 * q.high - 1) };
  };
  return {
    test: "McNemar's exact test",
    statistic: gained - lost,
    p: binomialTwoSided(gained, discordant),
    difference,
    interval: intervalAt(0.05),
    intervalAt,
    effect: { name: "difference of rates", value: difference },
  };
}

/** The level at which each of these p-values is tested by Holm's step-down procedure at `alpha`,
 *  in their original order: alpha / (m - rank) up to the first hypothesis kept, and that one's level
 *  for it and every later one. An interval at confidence 1 - level then leaves out 0 exactly when
 *  Holm rejects (for a test whose interval inverts it). */
export function holmLevels(ps: readonly number[], alpha: number): number[] {
  const m = ps.length;
  const order = ps.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
  const levels = new Array<number>(m);
  let kept: number | undefined;
  order.forEach(({ p, i }, rank) => {
    const level = alpha / (m - rank);
    if (kept === undefined && p >= level) kept = level;
    levels[i] = kept ?? level;
  });
  return levels;
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
