import { describe, expect, it } from "vitest";
import { formatReport, gameReport, isClean, rowStatus, scenariosOfGame } from "../../src/cli/coverage-table.js";
import type { ScenarioOutcome } from "../../src/cli/scenario-results.js";

const ruleIds = [
  { id: "G-1", summary: "the first rule" },
  { id: "G-2", summary: "the second rule" },
  { id: "G-3", summary: "a rule nobody tests" },
];

const outcomes: ScenarioOutcome[] = [
  { uri: "features/g/a.feature", name: "a", tags: ["@G-1"], status: "passed" },
  { uri: "features/g/a.feature", name: "b", tags: ["@G-1", "@G-2"], status: "failed" },
  { uri: "features/elsewhere/ko.feature", name: "c", tags: ["@G-2"], status: "passed" },
  { uri: "features/g/untagged.feature", name: "d", tags: [], status: "passed" },
  { uri: "features/other/x.feature", name: "e", tags: ["@H-1"], status: "failed" },
  // a file of one's own, outside the project (conform --features FILE), tagged with the game
  { uri: "../mine/own.feature", name: "f", tags: ["@g"], status: "failed" },
];

describe("the conformance report of a game", () => {
  it("takes the game's folder and the scenarios tagged with its IDs or its name", () => {
    expect(scenariosOfGame(outcomes, "g", ruleIds).map((o) => o.name)).toEqual(["a", "b", "c", "d", "f"]);
  });

  it("counts scenarios per rule ID and marks the uncovered ones", () => {
    const report = gameReport(outcomes, "g", ruleIds);
    expect(report.rows.map((row) => [row.id, row.scenarios, row.passed, row.failed, rowStatus(row)])).toEqual([
      ["G-1", 2, 1, 1, "FAILING"],
      ["G-2", 2, 1, 1, "FAILING"],
      ["G-3", 0, 0, 0, "UNCOVERED"],
    ]);
    expect(isClean(report)).toBe(false);
  });

  it("is clean when every ID has only passing scenarios", () => {
    const passing = outcomes
      .filter((o) => o.status === "passed")
      .concat({ uri: "features/g/z.feature", name: "z", tags: ["@G-3"], status: "passed" });
    const report = gameReport(passing, "g", ruleIds);
    expect(report.rows.map(rowStatus)).toEqual(["ok", "ok", "ok"]);
    expect(isClean(report)).toBe(true);
  });

  it("prints an aligned table with a coverage figure", () => {
    const lines = formatReport(gameReport(outcomes, "g", ruleIds), "Game");
    expect(lines[0]).toBe('g "Game": 5 scenarios, 2 failing');
    expect(lines[1]).toBe("rule  scenarios  passed  failed  status     summary");
    expect(lines[3]).toBe("G-1           2       1       1  FAILING    the first rule");
    expect(lines[5]).toBe("G-3           0       0       0  UNCOVERED  a rule nobody tests");
    expect(lines.at(-1)).toBe("coverage: 2/3 rule IDs have scenarios (66%); 0/3 all passing (0%)");
  });
});
