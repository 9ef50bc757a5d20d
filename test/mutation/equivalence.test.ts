// The play probe: a change that only adds bookkeeping (a variable set to the value it has) plays
// like the original; one that changes a score does not.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadGame, type CompiledGame } from "../../src/index.js";
import { PlayBaseline } from "../../src/mutation/equivalence.js";

const work = mkdtempSync(join(tmpdir(), "agon-probe-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function changed(from: string, to: string): CompiledGame {
  const project = join(work, `p${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(project, "rules"), { recursive: true });
  cpSync("cards", join(project, "cards"), { recursive: true });
  const text = readFileSync("rules/lead-and-follow.agon", "utf8");
  expect(text).toContain(from);
  const file = join(project, "rules", "lead-and-follow.agon");
  writeFileSync(file, text.replace(from, to));
  const loaded = loadGame(file, { projectRoot: project });
  expect(loaded.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return loaded.game!;
}

describe("PlayBaseline", () => {
  const original = loadGame("rules/lead-and-follow.agon").game!;
  const baseline = new PlayBaseline(original, { seeds: 5, invariantSeeds: 1 });

  it("sees no difference in a set that changes nothing, though it adds an event", () => {
    expect(baseline.firstDifference(changed("set leader = winner", "set leader = winner\n    set leader = leader")).kind).toBe("same");
  });

  it("sees a changed count of tricks in the players' final view", () => {
    expect(baseline.firstDifference(changed("set tricks[winner] += 1", "set tricks[winner] += 2"))).toMatchObject({ kind: "differs" });
  });

  it("measures the original's longest game and gives a mutant a few times that", () => {
    expect(baseline.longestGame).toBeGreaterThan(0);
    expect(baseline.stepBudget).toBe(baseline.longestGame * 4);
    expect(baseline.longestCheckedGame).toBeGreaterThanOrEqual(baseline.longestGame);
    expect(baseline.firstDifference(changed("    call trick\n", "    let x = 1\n"))).toMatchObject({ kind: "runaway" });
  });

  it("gives the games replayed with the invariants a budget of their own (checking them costs steps)", () => {
    // Olympia's invariants cost more steps than its games: with the unchecked games' budget the
    // original itself would run out, and an unchanged copy would be taken for a runaway
    const olympia = new PlayBaseline(loadGame("rules/olympia-2000.agon").game!, { seeds: 2, invariantSeeds: 1 });
    expect(olympia.longestCheckedGame).toBeGreaterThan(olympia.longestGame);
    expect(olympia.firstDifference(loadGame("rules/olympia-2000.agon").game!)).toEqual({ kind: "same" });
  });
});
