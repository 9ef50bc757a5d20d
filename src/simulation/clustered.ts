// The share of decisions with a single legal answer, with games as the unit. Decisions of one game
// are not independent (one position forces several in a row), so the share is a ratio of sums over
// games, r = Σ forced_g / Σ decisions_g, and its standard error is the cluster-robust (sandwich) one
// of a regression on one row per decision, clustered by game, with the CR1 correction
// G/(G−1)·(N−1)/(N−K): SE² = G/(G−1) · Σ_g (forced_g − r·decisions_g)² / N² for the share (K = 1),
// and for the difference of two runs on the same games (a constant and the run's indicator, K = 2)
// SE² = G/(G−1)·(N−1)/(N−2) · Σ_g (s2_g/N2 − s1_g/N1)², s_g a game's residual sum. These are
// statsmodels' `OLS(...).fit(cov_type="cluster", use_t=True)`, and the intervals and tests use
// Student's t with G − 1 degrees of freedom as it does (test/simulation/clustered.test.ts).
import { type PairedTest, tCritical, tTestOf } from "./paired.js";

export interface ClusteredShare {
  share: number;
  /** cluster-robust standard error */
  se: number;
  /** 95% interval, clipped to 0..1 */
  interval: { low: number; high: number };
  /** games (clusters) */
  games: number;
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** Each game's part of the ratio's deviation, scaled so that the variance is G/(G-1) Σ u². */
function influence(hits: readonly number[], trials: readonly number[]): { share: number; u: number[] } {
  const total = sum(trials);
  const share = total ? sum(hits) / total : 0;
  return { share, u: hits.map((h, g) => (total ? (h - share * trials[g]!) / total : 0)) };
}

/** The CR1 standard error from each game's influence; `correction` is (N−1)/(N−K). */
function clusterSe(u: readonly number[], correction = 1): number {
  const g = u.length;
  return g > 1 ? Math.sqrt((g / (g - 1)) * correction * sum(u.map((x) => x * x))) : 0;
}

/** The share of `hits` among `trials`, one entry per game, with its cluster-robust interval. */
export function clusteredShare(hits: readonly number[], trials: readonly number[]): ClusteredShare {
  if (hits.length !== trials.length) throw new Error(`per-game counts of different lengths (${hits.length}, ${trials.length})`);
  const { share, u } = influence(hits, trials);
  const se = clusterSe(u);
  const half = u.length > 1 ? tCritical(u.length - 1) * se : 0;
  return { share, se, interval: { low: Math.max(0, share - half), high: Math.min(1, share + half) }, games: u.length };
}

/** The difference of two such shares measured on the same games (variant minus base), tested
 *  with games as the paired unit: each game's influence on the one ratio minus that on the other. */
export function pairedClusteredShares(
  base: { hits: readonly number[]; trials: readonly number[] },
  variant: { hits: readonly number[]; trials: readonly number[] },
): PairedTest {
  if (base.hits.length !== variant.hits.length) throw new Error("paired shares of different numbers of games");
  const a = influence(base.hits, base.trials);
  const b = influence(variant.hits, variant.trials);
  const difference = b.share - a.share;
  const rows = sum(base.trials) + sum(variant.trials);
  const se =
    rows > 2
      ? clusterSe(
          b.u.map((x, g) => x - a.u[g]!),
          (rows - 1) / (rows - 2),
        )
      : 0;
  const games = a.u.length;
  return tTestOf("paired test of shares clustered by game", difference, se, games - 1, () => ({
    name: "difference of shares",
    value: difference,
  }));
}
