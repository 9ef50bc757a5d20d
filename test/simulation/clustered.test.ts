// The single-answer share with games as the unit, against reference values from statsmodels 0.13.5
// (Debian's python3-statsmodels): one row per decision (1 when it had a single legal answer),
// `sm.OLS(y, ones).fit(cov_type="cluster", cov_kwds={"groups": game}, use_t=True)` for the share,
// and for two runs on the same games the same fit on a constant and the run's indicator.
import { describe, expect, it } from "vitest";
import { clusteredShare, pairedClusteredShares } from "../../src/simulation/clustered.js";

const base = { hits: [0, 1, 3, 2, 0, 5], trials: [4, 2, 5, 6, 3, 7] };
const variant = { hits: [1, 1, 2, 2, 1, 6], trials: [5, 2, 4, 6, 4, 8] };

describe("the share clustered by game", () => {
  it("matches statsmodels' cluster-robust fit of the share", () => {
    const s = clusteredShare(base.hits, base.trials);
    expect(s.share).toBeCloseTo(0.40740740740740744, 12);
    expect(s.se).toBeCloseTo(0.1278063249380013, 10);
    expect(s.interval.low).toBeCloseTo(0.0788707899172999, 8);
    expect(s.interval.high).toBeCloseTo(0.735944024897515, 8);
    expect(s.games).toBe(6);
  });

  it("matches statsmodels' paired difference of two runs, games as clusters", () => {
    const t = pairedClusteredShares(base, variant);
    expect(t.difference).toBeCloseTo(0.04086845466155814, 12);
    expect(t.statistic).toBeCloseTo(0.9478568323915348, 8);
    expect(t.p).toBeCloseTo(0.38672757123158624, 6);
    expect(t.interval.low).toBeCloseTo(-0.06996654030118173, 8);
    expect(t.interval.high).toBeCloseTo(0.151703449624298, 8);
  });

  it("is wider than the interval that takes each decision as independent when games differ", () => {
    // half the games force every decision, half none: 50% either way, but 4 games, not 40 decisions
    const s = clusteredShare([10, 0, 10, 0], [10, 10, 10, 10]);
    expect(s.share).toBe(0.5);
    const naiveHalfWidth = 1.96 * Math.sqrt((0.5 * 0.5) / 40);
    expect(s.interval.high - s.share).toBeGreaterThan(3 * naiveHalfWidth);
  });
});
