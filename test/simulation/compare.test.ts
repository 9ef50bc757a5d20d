// compareResults on hand-made columns: pairs by game, Holm over the tested figures, the games
// whose winners changed, and the decision share tested with games as the unit.
import { describe, expect, it } from "vitest";
import { compareResults } from "../../src/simulation/compare.js";
import type { SimulationResult } from "../../src/simulation/result.js";
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { emptyColumns } from "../../src/simulation/spec.js";

function result(scores: number[][], winners: number[], seed = 1, forced = winners.map(() => 1)): SimulationResult {
  const columns = {
    ...emptyColumns(scores.length),
    scores,
    winners,
    turns: winners.map(() => 10),
    leadChanges: winners.map(() => 0),
    decisions: winners.map(() => 10),
    forced,
  };
  const spec: SimulationSpec = {
    rules: "r.agon",
    players: ["A", "B"],
    agents: ["random", "random"],
    options: {},
    seed,
    games: winners.length,
    first: 0,
    count: winners.length,
  };
  return { spec, game: "g", turnRule: "turn", columns };
}

describe("compareResults", () => {
  const base = result(
    [
      [1, 2, 3, 4, 5, 6],
      [6, 5, 4, 3, 2, 1],
    ],
    [2, 2, 2, 1, 1, 1],
  );
  const variant = result(
    [
      [2, 3, 4, 5, 6, 7],
      [6, 5, 4, 3, 2, 1],
    ],
    [2, 2, 1, 1, 1, 1],
    1,
    [2, 3, 2, 4, 3, 2],
  );
  const comparison = compareResults(base, variant);
  const figure = (name: string) => comparison.figures.find((f) => f.figure === name)!;

  it("counts the games whose winners changed", () => {
    expect(comparison.gamesWithOtherWinners).toBe(1);
  });

  it("tests a constant shift of one seat's score as certain, paired", () => {
    const a = figure("A mean score");
    expect(a.test).toBe("paired t-test");
    expect(a.difference).toBe(1);
    expect(a.p).toBe(0);
    expect(a.interval).toEqual({ low: 1, high: 1 });
  });

  it("adjusts every tested figure together, the decision share among them", () => {
    const testedPs = comparison.figures.filter((f) => f.p !== undefined);
    for (const f of testedPs) expect(f.pAdjusted).toBeGreaterThanOrEqual(f.p!);
    expect(figure("A win rate (a shared win counts for each winner)").test).toBe("McNemar's exact test");
    expect(figure("A win rate (a shared win counts for each winner)").pAdjusted).toBe(1);
    const share = figure("decisions with one legal answer");
    expect(share.test).toBe("paired test of shares clustered by game");
    expect(share.base).toBeCloseTo(0.1, 12);
    expect(share.variant).toBeCloseTo(16 / 60, 12);
    expect(share.difference).toBeCloseTo(16 / 60 - 0.1, 12);
    expect(share.p).toBeLessThan(0.01);
    expect(share.pAdjusted).toBeGreaterThanOrEqual(share.p!);
  });

  it("refuses runs that are not the same games", () => {
    expect(() => compareResults(base, result([[1], [2]], [1], 2))).toThrow(/same games/);
  });
});
