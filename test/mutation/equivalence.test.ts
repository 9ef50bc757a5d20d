// The play probe: a change that only adds bookkeeping (a variable set to the value it has) plays
// like the original; one that changes a score does not.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadGame, type CompiledGame } from "../../src/index.js";
import { everyOptionValue, PlayBaseline } from "../../src/mutation/equivalence.js";
import { optionSettingsOf } from "../../src/mutation/feature-options.js";

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

  it("plays every value of each option, so that a change only one value takes is seen", () => {
    // only under trumps=hearts does a trump's strength count; the defaults play no trumps
    const mutant = changed("then 20 + c.value", "then 1 + c.value");
    expect(baseline.firstDifference(mutant)).toMatchObject({ kind: "differs", game: { options: { trumps: "hearts" } } });
  });

  it("plays the option sets it is given too", () => {
    const withSettings = new PlayBaseline(original, { seeds: 2, invariantSeeds: 1, settings: [{ trumps: "hearts" }] });
    expect(withSettings.games.filter((g) => g.options?.trumps === "hearts").length).toBeGreaterThan(0);
  });
});

describe("everyOptionValue", () => {
  it("gives each value of each option but the default, one option at a time", () => {
    const olympia = loadGame("rules/olympia-2000.agon").game!;
    const settings = everyOptionValue(olympia);
    expect(settings).toContainEqual({ "refill-after-giving": "deal-rest" });
    expect(settings).toContainEqual({ "void-contest-consolation": "withheld" });
    // hand-size is int 3..6, default 4: its whole range
    expect(settings.filter((s) => "hand-size" in s)).toEqual([{ "hand-size": 3 }, { "hand-size": 5 }, { "hand-size": 6 }]);
    const olympeak = loadGame("rules/olympeak.agon").game!;
    expect(everyOptionValue(olympeak)).toContainEqual({ clamp: "per-card" });
    expect(everyOptionValue(olympeak)).toContainEqual({ "white-in-small-games": true });
  });
});

describe("optionSettingsOf", () => {
  it("reads the option sets of the scenarios' tags, as the steps do", () => {
    const scenario = (tags: string[], index: number) => ({ index, uri: "f.feature", name: "s", tags, language: "en" });
    expect(optionSettingsOf([scenario(["@OPK-T8", "@clamp=per-card", "@hand-size=5"], 0), scenario(["@OPK-T1"], 1)])).toEqual([
      { clamp: "per-card", "hand-size": 5 },
    ]);
  });
});
