// Two things that keep `agon mutate` fast without changing what it finds: a mutant whose game never
// ends is killed by that runaway game within a few times the original's longest game, and the
// mutants split over worker threads give the same results as on one thread.
import { describe, expect, it } from "vitest";
import { formatSummary, summarize } from "../../src/mutation/report.js";
import { mutateGame, type MutantResult } from "../../src/mutation/run.js";

const chosen = (m: { original: string; replacement: string; operator: string }): boolean =>
  // without the trick in it, `repeat` spins for ever and the game never ends
  (m.operator === "delete-statement" && m.original === "call trick") ||
  (m.operator === "comparison" && m.original === ">" && m.replacement === ">=") ||
  (m.operator === "integer" && m.original === "20");

const withoutTime = (results: MutantResult[]) => results.map(({ ms: _ms, ...rest }) => rest);

describe("agon mutate's budgets and threads", () => {
  it("kills a mutant that never ends by its runaway game, and gives the same results on two threads", { timeout: 180_000 }, async () => {
    const one = await mutateGame({ cwd: process.cwd(), game: "lead-and-follow", seeds: 10, select: chosen });
    const endless = one.results.find((r) => r.original === "call trick")!;
    expect(endless.status).toBe("killed");
    expect(endless.runaway).toBe(true);
    // the budget is a small multiple of the original's longest game, far below the default 10,000,000
    expect(one.limits.steps).toBeLessThan(1_000_000);
    expect(endless.ms).toBeLessThan(30_000);
    for (const r of one.results) expect(r.ms).toBeGreaterThanOrEqual(0);
    const summary = summarize(one);
    expect(summary.killedByRunaway).toBe(1);
    expect(summary.limits).toEqual(one.limits);
    expect(summary.slowest.map((r) => r.ms)).toEqual([...one.results.map((r) => r.ms)].sort((a, b) => b - a).slice(0, 5));
    expect(formatSummary(summary)).toMatch(/killed \(1 by a runaway game\)/);

    const two = await mutateGame({ cwd: process.cwd(), game: "lead-and-follow", seeds: 10, select: chosen, workers: 2 });
    expect(new Set(one.results.map((r) => r.where)).size).toBeGreaterThan(1);
    expect(withoutTime(two.results)).toEqual(withoutTime(one.results));
    expect(two.limits).toEqual(one.limits);
  });
});
