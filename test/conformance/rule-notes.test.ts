// Every rule ID of every game has a summary in English (the rules file's `rulebook` block) and in
// Korean, with the rulebook section it comes from (rules/GAME.rulebook.json); and a notes file
// that is wrong or out of step with its rulebook is reported, not half read.
import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameInfo, loadGame } from "../../src/index.js";
import { readRuleNotes, ruleNotesPath, ruleNotesProblems, RuleNotesError } from "../../src/conformance/rule-notes.js";
import { tempFolder } from "../cli/run-cli.js";

const games = readdirSync("rules")
  .filter((f) => f.endsWith(".agon"))
  .map((f) => join("rules", f));

describe("the rule notes of the project's games", () => {
  it.each(games)("%s: every rule ID has a Korean summary and a section, and nothing else is noted", (file) => {
    const { game } = loadGame(file);
    const ids = gameInfo(game!).ruleIds.map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    const notes = readRuleNotes(file);
    expect(ruleNotesProblems(ids, notes)).toEqual([]);
    for (const id of ids) {
      // Korean in Hangul, not an English summary copied over
      expect(notes!.rules[id]!.ko).toMatch(/[\uAC00-\uD7A3]/);
    }
    expect(notes!.rulebook).toBe(ids[0]!.split("-")[0]);
  });
});

describe("a notes file that is not right", () => {
  const folder = tempFolder();
  const rules = join(folder, "g.agon");

  it("lists missing and stray rule IDs", () => {
    const notes = {
      rulebook: "G",
      sources: { en: "g.txt" },
      rules: { "G-1": { ko: "하나", section: { en: "Setup" } }, "G-9": { ko: "아홉", section: { en: "End" } } },
    };
    expect(ruleNotesProblems(["G-1", "G-2"], notes)).toEqual([
      "G-2 has no Korean summary and section",
      "G-9 is not a rule ID of the game's rulebook",
    ]);
    expect(ruleNotesProblems(["G-1"], undefined)).toEqual(["no rulebook notes file"]);
  });

  it("names the file and the field that is wrong", () => {
    expect(ruleNotesPath(rules)).toBe(join(folder, "g.rulebook.json"));
    writeFileSync(
      ruleNotesPath(rules),
      JSON.stringify({ rulebook: "G", sources: {}, rules: { "G-1": { ko: "", section: { en: "Setup" } } } }),
    );
    expect(() => readRuleNotes(rules)).toThrow(RuleNotesError);
    expect(() => readRuleNotes(rules)).toThrow(/g\.rulebook\.json: rules\.G-1\.ko: /);
    writeFileSync(ruleNotesPath(rules), "{ not json");
    expect(() => readRuleNotes(rules)).toThrow(/g\.rulebook\.json is not valid JSON/);
  });
});
