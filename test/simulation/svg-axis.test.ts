// The report's value axes: ticks at round values from 0 (d3-array's), the axis reaching the
// highest bar; and the events per game in a reader's order of rulebook IDs.
import { describe, expect, it } from "vitest";
import { histogramSvg, rateSvg, valueAxis } from "../../src/simulation/svg.js";
import { loadGame } from "../../src/index.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { summaryOf } from "../../src/simulation/result.js";
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { byNaturalOrder } from "../../src/simulation/summary.js";

/** 1, 2 or 5 times a power of ten. */
function isRoundStep(step: number): boolean {
  const power = 10 ** Math.floor(Math.log10(step));
  return [1, 2, 5, 10].some((m) => Math.abs(step / power - m) < 1e-9);
}

function tickLabels(svg: string): string[] {
  return [...svg.matchAll(/<text x="\d+" y="[\d.]+" text-anchor="end" font-size="10">([^<]+)<\/text>/g)].map((m) => m[1]!);
}

describe("the report's value axis", () => {
  it.each([616, 1, 7, 99, 100, 1234, 0.55, 0.07])("ticks %s at round values from 0, up to the first at or above it", (max) => {
    const axis = valueAxis(max);
    expect(axis.ticks[0]).toBe(0);
    expect(axis.top).toBeGreaterThanOrEqual(max);
    expect(axis.ticks.at(-1)).toBe(axis.top);
    const step = axis.ticks[1]! - axis.ticks[0]!;
    expect(isRoundStep(step), `${step}`).toBe(true);
    axis.ticks.forEach((t, i) => expect(t).toBeCloseTo(i * step, 9));
    expect(axis.ticks.length).toBeGreaterThanOrEqual(3);
    expect(axis.ticks.length).toBeLessThanOrEqual(12);
  });

  it("labels a histogram of 616 games at most 0, 100, ... 700, not 0/154/308/462/616", () => {
    const labels = tickLabels(
      histogramSvg(
        [
          [1, 616],
          [2, 300],
        ],
        "#000",
        "x",
      ),
    );
    expect(labels).toEqual(["0", "100", "200", "300", "400", "500", "600", "700"]);
  });

  it("labels win rates at round percentages", () => {
    const labels = tickLabels(rateSvg([{ label: "A", rate: 0.4, low: 0.35, high: 0.45 }], "#000", "x"));
    expect(labels).toEqual(["0%", "10%", "20%", "30%", "40%", "50%"]);
  });
});

describe("the events per game", () => {
  it("are in a reader's order of rulebook IDs (T1, T2, T10)", () => {
    const game = loadGame("rules/olympia-2000.agon").game!;
    const spec: SimulationSpec = {
      rules: "rules/olympia-2000.agon",
      players: ["A", "B", "C"],
      agents: ["random", "random", "random"],
      options: {},
      seed: 1,
      games: 20,
      first: 0,
      count: 20,
    };
    const columns = new GamePlayer(game, spec).play(0, 20);
    const ids = Object.keys(summaryOf({ spec, game: game.name, turnRule: null, columns }).ruleEventsPerGame);
    expect(ids).toContain("OLY-T10");
    expect(ids.indexOf("OLY-T2")).toBeLessThan(ids.indexOf("OLY-T10"));
    expect(ids).toEqual([...ids].sort(byNaturalOrder));
    expect([...ids].sort()).not.toEqual(ids);
  });
});
