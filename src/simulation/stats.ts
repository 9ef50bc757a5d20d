// The statistics a simulation reports: intervals for proportions, the usual summaries of a sample,
// and the two tests `agon compare` uses (a two-proportion z-test, Welch's t-test).

export interface Interval {
  low: number;
  high: number;
}

/** 95% Wilson score interval for `successes` out of `trials`: sound near 0 and 1, unlike the normal one. */
export function wilson(successes: number, trials: number, z = 1.959963984540054): Interval {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface Spread {
  mean: number;
  median: number;
  sd: number;
  min: number;
  max: number;
}

// Indexed loops: a simulation's summary runs once, over columns of thousands of games, mostly
// before V8 has optimised these functions, and an unoptimised `for...of` pays the iterator
// protocol on every element.

export function mean(xs: readonly number[]): number {
  let total = 0;
  for (let i = 0; i < xs.length; i++) total += xs[i]!;
  return xs.length ? total / xs.length : 0;
}

/** The sample variance (n - 1 in the denominator). */
export function variance(xs: readonly number[]): number {
  if (xs.length < 2) return 0;
  const m = mean(xs);
  let total = 0;
  for (let i = 0; i < xs.length; i++) total += (xs[i]! - m) * (xs[i]! - m);
  return total / (xs.length - 1);
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return 0;
  const sorted = Float64Array.from(xs).sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function spread(xs: readonly number[]): Spread {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < xs.length; i++) {
    const x = xs[i]!;
    if (x < min) min = x;
    if (x > max) max = x;
  }
  if (xs.length === 0) min = max = 0;
  return { mean: mean(xs), median: median(xs), sd: Math.sqrt(variance(xs)), min, max };
}

/** value -> how many times it occurs, by rising value */
export function histogram(xs: readonly number[]): Array<[number, number]> {
  const counts = new Map<number, number>();
  for (let i = 0; i < xs.length; i++) counts.set(xs[i]!, (counts.get(xs[i]!) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}

/** The standard normal distribution function (Abramowitz-Stegun 7.1.26 via erf, |error| < 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function logGamma(x: number): number {
  // Lanczos approximation (g = 7, n = 9)
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  x -= 1;
  let a = c[0]!;
  const t = x + 7.5;
  for (let i = 1; i < 9; i++) a += c[i]! / (x + i);
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The continued fraction of the regularized incomplete beta function (Numerical Recipes' betacf). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 300; m++) {
    const m2 = 2 * m;
    let aa = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    d = 1 + aa * d;
    if (Math.abs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-12) break;
  }
  return h;
}

function incompleteBeta(a: number, b: number, x: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log(1 - x));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

/** Two-sided p-value of Student's t with `df` degrees of freedom. */
export function tTwoSided(t: number, df: number): number {
  if (!Number.isFinite(t)) return Number.isNaN(t) ? 1 : 0;
  return incompleteBeta(df / 2, 0.5, df / (df + t * t));
}

/** The regularized lower incomplete gamma function P(a, x) (Numerical Recipes' series and
 *  continued fraction). Written here, as the t distribution above is, because the statistics
 *  packages that have it bring native add-ons or far more than these few lines. */
function lowerGammaRegularized(a: number, x: number): number {
  if (x <= 0) return 0;
  const logFront = a * Math.log(x) - x - logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 500; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return sum * Math.exp(logFront);
  }
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 500; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < 1e-15) break;
  }
  return 1 - Math.exp(logFront) * h;
}

/** The chi-square distribution function with `df` degrees of freedom. */
export function chiSquareCdf(x: number, df: number): number {
  return lowerGammaRegularized(df / 2, x / 2);
}

export interface TestResult {
  test: string;
  statistic: number;
  p: number;
}

/** Two-proportion z-test with the pooled proportion: do two win rates differ? */
export function twoProportionZ(s1: number, n1: number, s2: number, n2: number): TestResult {
  const pooled = (s1 + s2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  const z = se === 0 ? 0 : (s2 / n2 - s1 / n1) / se;
  return { test: "two-proportion z-test", statistic: z, p: 2 * (1 - normalCdf(Math.abs(z))) };
}

/** Welch's t-test: do two means differ, without assuming equal variances? */
export function welch(a: readonly number[], b: readonly number[]): TestResult {
  const va = variance(a) / a.length;
  const vb = variance(b) / b.length;
  const se = Math.sqrt(va + vb);
  if (se === 0) return { test: "Welch's t-test", statistic: 0, p: mean(a) === mean(b) ? 1 : 0 };
  const t = (mean(b) - mean(a)) / se;
  const df = (va + vb) ** 2 / (va ** 2 / (a.length - 1) + vb ** 2 / (b.length - 1));
  return { test: "Welch's t-test", statistic: t, p: tTwoSided(t, df) };
}
