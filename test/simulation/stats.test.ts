import { describe, expect, it } from "vitest";
import { histogram, median, normalCdf, spread, tTwoSided, twoProportionZ, welch, wilson } from "../../src/simulation/stats.js";

describe("statistics", () => {
  it("Wilson's interval matches the textbook values", () => {
    // 50 of 100: 0.4038 .. 0.5962; 0 of 10: 0 .. 0.2775
    const half = wilson(50, 100);
    expect(half.low).toBeCloseTo(0.4038, 4);
    expect(half.high).toBeCloseTo(0.5962, 4);
    expect(wilson(0, 10).low).toBe(0);
    expect(wilson(0, 10).high).toBeCloseTo(0.2775, 4);
  });

  it("summaries: median of even and odd samples, sample standard deviation, histogram", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const s = spread([2, 4, 4, 4, 5, 5, 7, 9]);
    expect(s.mean).toBe(5);
    expect(s.sd).toBeCloseTo(2.138, 3);
    expect([s.min, s.max]).toEqual([2, 9]);
    expect(histogram([3, 1, 3])).toEqual([
      [1, 1],
      [3, 2],
    ]);
  });

  it("distribution functions agree with tables", () => {
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 5);
    expect(normalCdf(-1)).toBeCloseTo(0.158655, 5);
    // t = 2.228 is the 97.5% point for 10 degrees of freedom
    expect(tTwoSided(2.228, 10)).toBeCloseTo(0.05, 3);
    expect(tTwoSided(0, 5)).toBeCloseTo(1, 6);
  });

  it("the two tests: equal samples are not significant, clearly different ones are", () => {
    expect(twoProportionZ(50, 100, 50, 100).p).toBeCloseTo(1, 6);
    const rates = twoProportionZ(40, 100, 60, 100);
    expect(rates.statistic).toBeCloseTo(2.828, 3);
    expect(rates.p).toBeCloseTo(0.00468, 4);
    expect(welch([1, 2, 3, 4], [1, 2, 3, 4]).p).toBeCloseTo(1, 6);
    // R: t.test(c(1,2,3,4,5), c(3,4,5,6,7)) gives t = -2, df = 8, p = 0.08052
    const means = welch([1, 2, 3, 4, 5], [3, 4, 5, 6, 7]);
    expect(means.statistic).toBeCloseTo(2, 6);
    expect(means.p).toBeCloseTo(0.08052, 4);
  });
});
