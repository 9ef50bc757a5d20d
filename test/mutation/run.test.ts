// A mutation run end to end, on a handful of chosen mutants of a real game: each is classified,
// a killed one names the scenario that killed it, a stillborn one is one that no longer checks,
// and a change that no random game can notice is told apart from a survivor.
import { describe, expect, it } from "vitest";
import { mutateGame, type MutantResult } from "../../src/mutation/run.js";
import { summarize } from "../../src/mutation/report.js";

const chosen = (m: { original: string; replacement: string; operator: string; line: number }): boolean =>
  // the follow-suit test: with `>=` a player without the led suit has nothing legal to play
  (m.operator === "comparison" && m.original === ">" && m.replacement === ">=") ||
  // the trump offset: any value above the led suit's ten plays the same
  (m.operator === "integer" && m.original === "20") ||
  // deleting the lead's move leaves nothing to read the led suit from
  (m.operator === "delete-statement" && m.original === "move card to played[leader]");

describe("agon mutate on lead-and-follow", () => {
  it("kills, keeps apart and reports the chosen mutants", { timeout: 120_000 }, async () => {
    const run = await mutateGame({ cwd: process.cwd(), game: "lead-and-follow", seeds: 30, select: chosen });
    const byChange = (original: string, replacement: string): MutantResult =>
      run.results.find((r) => r.original === original && r.replacement === replacement)!;

    expect(run.results.length).toBeGreaterThanOrEqual(4);
    const follow = run.results.filter((r) => r.operator === "comparison");
    expect(follow.length).toBeGreaterThan(0);
    for (const r of follow) {
      expect(r.status).toBe("killed");
      expect(r.killedBy).toMatch(/^features\/lead-and-follow\/.*\.feature:\d+ /);
    }
    expect(byChange("20", "21").status).toBe("no-difference-in-play");
    expect(byChange("20", "19").status).toBe("no-difference-in-play");
    expect(byChange("move card to played[leader]", "").status).toBe("killed");

    const summary = summarize(run);
    expect(summary.survived).toBe(0);
    expect(summary.score).toBe(1);
    expect(summary.byRuleId.find((r) => r.ruleId === "TRK-T2")?.killed).toBeGreaterThan(0);
    expect(summary.likelyEquivalent.map((r) => r.where)).toEqual(["function strength", "function strength"]);
  });
});
