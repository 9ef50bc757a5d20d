// The paired tests against reference values: R's t.test(paired = TRUE) on Student's sleep data,
// an exact binomial tail worked out by hand, and R's p.adjust(method = "holm").
import { describe, expect, it } from "vitest";
import { holm, mcNemar, pairedT, tCritical } from "../../src/simulation/paired.js";

// extra hours of sleep under two drugs, ten patients (Student 1908; R's `sleep` data set)
const drug1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
const drug2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];

describe("paired tests", () => {
  it("paired t: R gives t = 4.0621, df = 9, p = 0.002833, CI 0.7001142 to 2.4598858", () => {
    const r = pairedT(drug1, drug2);
    expect(r.difference).toBeCloseTo(1.58, 10);
    expect(r.statistic).toBeCloseTo(4.0621, 4);
    expect(r.p).toBeCloseTo(0.002833, 6);
    expect(r.interval.low).toBeCloseTo(0.7001142, 6);
    expect(r.interval.high).toBeCloseTo(2.4598858, 6);
    expect(r.effect.value).toBeCloseTo(1.58 / 1.2299955, 5);
  });

  it("t critical values: qt(0.975, 9) = 2.262157, qt(0.975, 1000) = 1.962339", () => {
    expect(tCritical(9)).toBeCloseTo(2.262157, 5);
    expect(tCritical(1000)).toBeCloseTo(1.962339, 5);
  });

  it("McNemar exact: 5 of 20 discordant pairs one way is p = 2 * 21700 / 2^20", () => {
    const base: boolean[] = [];
    const variant: boolean[] = [];
    const pairs = (b: boolean, v: boolean, n: number) => {
      for (let i = 0; i < n; i++) {
        base.push(b);
        variant.push(v);
      }
    };
    pairs(true, false, 5);
    pairs(false, true, 15);
    pairs(true, true, 30);
    pairs(false, false, 50);
    const r = mcNemar(base, variant);
    expect(r.p).toBeCloseTo((2 * 21700) / 1048576, 12);
    expect(r.difference).toBeCloseTo(0.1, 12);
    // exact, as the test is: R's binom.test(15, 20)$conf.int is 0.5089541 .. 0.9134285 for the
    // share of the 20 disagreeing games the variant gained, scaled by 20/100 to the difference
    expect(r.interval.low).toBeCloseTo(0.2 * (2 * 0.5089541 - 1), 6);
    expect(r.interval.high).toBeCloseTo(0.2 * (2 * 0.9134285 - 1), 6);
  });

  it("McNemar with no disagreement is p = 1", () => {
    expect(mcNemar([true, false], [true, false]).p).toBe(1);
  });

  it("Holm: p.adjust(c(0.01, 0.04, 0.03, 0.005), 'holm') is 0.03 0.06 0.06 0.02", () => {
    const adjusted = holm([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((p, i) => expect(adjusted[i]).toBeCloseTo(p, 12));
  });
});

describe("the chi-square distribution", () => {
  it("matches R's pchisq", async () => {
    const { chiSquareCdf } = await import("../../src/simulation/stats.js");
    expect(chiSquareCdf(7.814728, 3)).toBeCloseTo(0.95, 6);
    expect(chiSquareCdf(3.841459, 1)).toBeCloseTo(0.95, 6);
    expect(chiSquareCdf(2, 4)).toBeCloseTo(0.2642411, 6);
    expect(chiSquareCdf(10, 2)).toBeCloseTo(1 - Math.exp(-5), 10);
    expect(chiSquareCdf(150, 100)).toBeCloseTo(0.9990961, 6);
  });
});
