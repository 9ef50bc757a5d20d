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

describe("Olympia's Korean summaries, from the Korean rulebook", () => {
  const file = "rules/olympia-2000.agon";
  const info = gameInfo(loadGame(file).game!);
  const notes = readRuleNotes(file)!;
  // the section headings of the Korean rulebook (olympia-2000.ko.txt, kept outside the project)
  const lines = new Set([
    "게임 구성물",
    "게임 설명",
    "게임 준비",
    "카드 & 카드의 종류",
    "게임 플레이",
    "게임 종료",
    "위로 칩",
    "4-5인 플레이",
  ]);

  it("name each a section heading of the Korean rulebook", () => {
    for (const [id, note] of Object.entries(notes.rules)) expect(lines.has(note.section.ko!), `${id}: ${note.section.ko}`).toBe(true);
  });

  it("use the rulebook's words, not a translation of the English summaries", () => {
    // 높이뛰기 (not 멀리뛰기), 목발을 짚은 선수 (not 패자), 카드덱 and 경쟁 카드 (not 카드 더미, 판),
    // 숫자가 가장 낮은 (가장 낮은 순위 reads as the worst placing)
    const foreign = /멀리뛰기|패자|카드 더미|(?<![글어])판[에이을]|가장 낮은 순위|원반던지기|차례/;
    for (const [id, note] of Object.entries(notes.rules)) expect(note.ko, id).not.toMatch(foreign);
    for (const word of ["높이뛰기", "목발을 짚은 선수", "카드덱", "경쟁 카드", "첫번째 줄"])
      expect(
        Object.values(notes.rules).some((n) => n.ko.includes(word)),
        word,
      ).toBe(true);
  });

  it("give every declared divergence, and only those, a Korean question and a Korean reading per book", () => {
    expect(Object.keys(notes.divergences ?? {}).sort()).toEqual(info.divergences.map((d) => d.subject).sort());
    for (const d of info.divergences)
      for (const book of new Set(d.readings.map((r) => r.book)))
        expect(notes.divergences![d.subject]!.readings[book], `${d.subject} ${book}`).toMatch(/[\uAC00-\uD7A3]|^[a-z-]+$/);
  });

  it("name every divergence they note, each a declared one, in their text", () => {
    const declared = new Set(info.divergences.map((d) => d.subject));
    for (const [id, note] of Object.entries(notes.rules))
      for (const name of note.divergences ?? []) {
        expect(declared.has(name), `${id}: ${name}`).toBe(true);
        expect(note.ko, `${id} states the reading of ${name}`).toContain(name);
      }
  });

  it("contradict no divergence: where the Korean text takes another side, the summary of each rule it resolves notes it", () => {
    const sides = (d: (typeof info.divergences)[number], book: string) =>
      [...new Set(d.readings.filter((r) => r.book === book && r.value !== undefined).map((r) => r.value))].sort().join("+");
    const differing = info.divergences.filter((d) => d.kind === "option" && sides(d, "ko") !== sides(d, "en"));
    expect(differing.map((d) => d.subject).sort()).toEqual(["consolation-points", "next-discipline-chooser"]);
    for (const d of differing) {
      const rules = info.options.find((o) => o.name === d.subject)!.resolves;
      for (const id of rules) expect(notes.rules[id]!.divergences ?? [], `${id} (${d.subject})`).toContain(d.subject);
    }
    // what the Korean text does not say is not claimed for it: the chips added to the score (OLY-E3)
    expect(notes.rules["OLY-E3"]!.ko).toContain("한글판은 위로 칩을 점수에 더한다고 적지 않는다");
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
