// The figures of simulate and compare say what they measure (issue 27): drama per turn transition
// as well as per game, "decided at the end" apart from ties, seat advantage only when every seat
// holds the same agent, mismatched results refused, intervals adjusted as the verdicts beside
// them (Holm) and exact where the test is exact (McNemar), win rate and win share named apart.
import { describe, expect, it } from "vitest";
import { compareResults } from "../../src/simulation/compare.js";
import { mcNemar } from "../../src/simulation/paired.js";
import type { SimulationResult } from "../../src/simulation/result.js";
import { emptyColumns, type GameColumns, type SimulationSpec } from "../../src/simulation/spec.js";
import { summarize } from "../../src/simulation/summary.js";
import { renderSummary } from "../../src/simulation/text.js";

function result(columns: Partial<GameColumns> & { winners: number[] }, spec: Partial<SimulationSpec> = {}): SimulationResult {
  const players = spec.players ?? ["A", "B"];
  const games = columns.winners.length;
  const full: GameColumns = {
    ...emptyColumns(players.length),
    scores: players.map((_, seat) => columns.winners.map((mask) => (mask & (1 << seat) ? 10 : 5))),
    turns: columns.winners.map(() => 10),
    leadChanges: columns.winners.map(() => 0),
    decisiveTurns: columns.winners.map(() => 1),
    margins: columns.winners.map(() => 0),
    decisions: columns.winners.map(() => 10),
    forced: columns.winners.map(() => 1),
    scoreTracked: true,
    ...columns,
  };
  const s: SimulationSpec = {
    rules: "r.agon",
    players,
    agents: players.map(() => "random"),
    options: {},
    seed: 1,
    games,
    first: 0,
    count: games,
    ...spec,
  };
  return { spec: s, game: "g", turnRule: "turn", columns: full };
}

const winners = [1, 2, 1, 2, 1, 2, 1, 2];

describe("compareResults refuses results that are not of the same set-up", () => {
  it("of other player counts, with a message rather than a TypeError", () => {
    const four = result({ winners }, { players: ["A", "B", "C", "D"] });
    const three = result({ winners }, { players: ["A", "B", "C"] });
    expect(() => compareResults(four, three)).toThrow(/4 players.*3 players|players/);
    expect(() => compareResults(four, three)).not.toThrow(TypeError);
  });
  it("of other agents", () => {
    const a = result({ winners });
    const b = result({ winners }, { agents: ["heuristic", "random"] });
    expect(() => compareResults(a, b)).toThrow(/agents/);
  });
  it("of other options", () => {
    const a = result({ winners }, { options: { clamp: "per-card" } });
    const b = result({ winners }, { options: { clamp: "per-turn" } });
    expect(() => compareResults(a, b)).toThrow(/options/);
  });
});

describe("lead changes", () => {
  it("are compared per turn transition as well as per game, each labelled", () => {
    const base = result({ winners, turns: winners.map(() => 11), leadChanges: winners.map((_, g) => 2 + (g % 2)) });
    const variant = result({ winners, turns: winners.map(() => 5), leadChanges: winners.map((_, g) => 1 + (g % 2)) });
    const figures = compareResults(base, variant).figures;
    const perGame = figures.find((f) => f.figure === "lead changes per game (mean)")!;
    const perTransition = figures.find((f) => f.figure === "lead changes per turn transition (mean over games)")!;
    expect(perGame.difference).toBeLessThan(0);
    expect(perTransition.base).toBeCloseTo(2.5 / 10, 12);
    expect(perTransition.variant).toBeCloseTo(1.5 / 4, 12);
    expect(perTransition.difference).toBeGreaterThan(0);
  });
  it("are summarized per turn transition too", () => {
    const s = summarize(
      result({ winners, turns: winners.map(() => 5), leadChanges: winners.map(() => 2) }).columns,
      ["A", "B"],
      ["random", "random"],
      "turn",
    );
    expect(s.leadChangesPerTransition?.mean).toBeCloseTo(0.5, 12);
    expect(renderSummary("t", s).join("\n")).toMatch(/lead changes per turn transition/);
  });
});

describe("decided at the end", () => {
  it("counts the games one winner took only on the last turn, not the shared wins", () => {
    const columns = result({
      winners: [3, 3, 1, 2],
      turns: [10, 10, 10, 10],
      // shared wins have no decisive turn; game 2 was settled on its last turn, game 3 early
      decisiveTurns: [0, 0, 10, 4],
    }).columns;
    const s = summarize(columns, ["A", "B"], ["random", "random"], "turn");
    expect(s.sharedWins).toBe(2);
    expect(s.drama!.decidedAtTheEnd).toBe(1);
  });
});

describe("seat advantage", () => {
  it("is tested when every seat holds the same agent", () => {
    const s = summarize(result({ winners }).columns, ["A", "B"], ["random", "random"], "turn");
    expect(s.seatAdvantage).not.toBeNull();
  });
  it("is not tested, and says why, when the seats hold different agents", () => {
    const s = summarize(result({ winners }).columns, ["A", "B"], ["heuristic", "random"], "turn");
    expect(s.seatAdvantage).toBeNull();
    const text = renderSummary("t", s).join("\n");
    expect(text).toMatch(/seat advantage: not tested/);
    expect(text).not.toMatch(/first seat's edge/);
  });
});

describe("intervals", () => {
  it("of McNemar's test are exact: they leave out 0 exactly when its exact p is below 5%", () => {
    for (let n = 1; n <= 30; n++) {
      for (let gained = 0; gained <= n; gained++) {
        const base = Array.from({ length: n }, (_, i) => i >= gained);
        const variant = base.map((x) => !x);
        const t = mcNemar(base, variant);
        const excludesZero = t.interval.low > 0 || t.interval.high < 0;
        expect(excludesZero, `${gained} gained, ${n - gained} lost: p ${t.p}, ${JSON.stringify(t.interval)}`).toBe(t.p < 0.05);
      }
    }
  });
  it("beside Holm's verdicts are adjusted the same way, and say so", () => {
    // seat A's score rises by about 1 with noise; many figures are tested together
    const games = 40;
    const w = Array.from({ length: games }, (_, g) => (g % 3 === 0 ? 2 : 1));
    const noise = (g: number) => ((g * 7919) % 13) / 13;
    const base = result({ winners: w, scores: [w.map((_, g) => 10 + noise(g)), w.map(() => 5)] });
    const variant = result({ winners: w, scores: [w.map((_, g) => 10.25 + noise((g * 3) % games)), w.map(() => 5)] });
    const c = compareResults(base, variant);
    for (const f of c.figures.filter((x) => x.p !== undefined && x.interval)) {
      const excludesZero = f.interval!.low > 0 || f.interval!.high < 0;
      if (f.interval!.low !== f.interval!.high) expect(excludesZero, f.figure).toBe(f.significant);
      expect(f.intervalLevel).toMatch(/Holm/);
    }
  });
});

describe("win rate and win share", () => {
  it("are compared under names that tell them apart", () => {
    const figures = compareResults(result({ winners: [3, 1, 2, 3] }), result({ winners: [1, 1, 2, 3] })).figures.map((f) => f.figure);
    expect(figures).toContain("A win rate (a shared win counts for each winner)");
    expect(figures).toContain("A win share (a shared win split among its winners)");
  });
});
