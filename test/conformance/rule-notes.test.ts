// Every rule ID of every game has a summary in English (the rules file's `rulebook` block) and in
// Korean, with the rulebook section it comes from (rules/GAME.rulebook.json); and a notes file
// that is wrong or out of step with its rulebook is reported, not half read.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameInfo, loadGame } from "../../src/index.js";
import { readRuleNotes, ruleNotesPath, ruleNotesProblems, RuleNotesError } from "../../src/conformance/rule-notes.js";
import { tempFolder } from "../cli/run-cli.js";
import { conformanceHtml, escapeHtml } from "../../src/conformance/html-report.js";
import { gameCoverage } from "../../src/conformance/report-model.js";

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
  // and 머리말 for the untitled introduction under the title, the only place naming the disciplines
  const lines = new Set([
    "머리말",
    "게임 구성물",
    "게임 설명",
    "게임 준비",
    "카드 & 카드의 종류",
    "게임 플레이",
    "게임 종료",
    "위로 칩",
    "4-5인 플레이",
  ]);

  it("name each a section heading of the Korean rulebook (a note on it in brackets)", () => {
    for (const [id, note] of Object.entries(notes.rules))
      expect(lines.has(note.section.ko!.replace(/ \(.*\)$/, "")), `${id}: ${note.section.ko}`).toBe(true);
    // the winner's sentence is the last of the overview (게임 설명), not of 게임 종료, which names no winner
    expect(notes.rules["OLY-E3"]!.section.ko).toBe("게임 설명");
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

  it("name every divergence they note, each a declared one, and no identifier in the Korean text", () => {
    const declared = new Set(info.divergences.map((d) => d.subject));
    for (const [id, note] of Object.entries(notes.rules)) {
      for (const name of note.divergences ?? []) expect(declared.has(name), `${id}: ${name}`).toBe(true);
      // the page links the noted divergences beside the text; in it, only the circles' numerals
      expect(note.ko.replace(/\bI{1,2}\b/g, ""), `${id} names an identifier`).not.toMatch(/[A-Za-z=]/);
    }
  });

  // What the Korean text does not say, per divergence: a sentence of a summary noting the divergence
  // that says it must say it is not there (없다, 않는다), or it claims for the Korean text a reading
  // of the English text or of the rules file.
  const NOT_IN_KOREAN: Record<string, RegExp> = {
    played: /앞면이 아래로/,
    pile: /몰래/,
    refill: /마지막 카드/,
    "refill-after-giving": /넘긴 뒤|다음 카드|다시 (?:확인|뽑|정)/,
    "consolation-points": /위로 칩.*더/,
    "circle-1": /I 칸의 칩/,
    "replay-draw": /모자라|적으면/,
    "consolation-when-exhausted": /다 나간/,
    "void-contest-consolation": /다시 하는/,
    "placing-ties": /둘 이상|같으면|같을 때/,
    "winner-ties": /동점|같으면/,
    row: /다 나간|남지 않은/,
    "olympia-2000": /2명에서 5명/,
  };
  const NEGATED = /없다|없지만|않는다|않다|않고|않지만|아니다/;
  /** a sentence that gives the reading as one (…고 읽는다) claims no words for the text */
  const READING = /고 읽는다/;
  /** a summary's sentences, without the divergence it names (갈리는 곳: its title, a question) */
  const sentences = (ko: string): string[] => ko.replace(/\(갈리는 곳: [^)]*\)/g, "").split(/\. |: /);

  it("claim for the Korean text nothing it does not say", () => {
    const probe = "앞면이 아래로 가게 둔다. 몰래 본다는 말은 없다";
    expect(probe.split(/\. |: /).filter((s) => NOT_IN_KOREAN.played!.test(s) && !NEGATED.test(s))).toHaveLength(1);
    for (const [id, note] of Object.entries(notes.rules))
      for (const subject of note.divergences ?? []) {
        const claim = NOT_IN_KOREAN[subject];
        if (!claim) continue;
        for (const sentence of sentences(note.ko))
          if (claim.test(sentence) && !READING.test(sentence)) expect(sentence, `${id} (${subject})`).toMatch(NEGATED);
      }
  });

  it("are shown on the conformance page beside the divergences they note, linked to them", () => {
    const coverage = gameCoverage({ name: info.name, ruleIds: info.ruleIds, divergences: info.divergences }, [], { notes });
    const html = conformanceHtml([coverage], { generated: "now" });
    for (const [id, note] of Object.entries(notes.rules)) {
      const row = html.match(new RegExp(`<tr[^>]*id="${info.name}-${id}">(.*?)</tr>`))?.[1];
      expect(row, id).toContain(`<span lang="ko">${escapeHtml(note.ko)}</span>`);
      for (const d of note.divergences ?? []) {
        expect(row, `${id} links ${d}`).toContain(`<a href="#${info.name}-divergence-${d}">${d}</a>`);
        expect(html, `${d} has a row to link to`).toContain(`<tr id="${info.name}-divergence-${d}">`);
      }
    }
  });

  it("contradict no divergence: where the Korean text takes another side, the summary of each rule it resolves notes it", () => {
    const sides = (d: (typeof info.divergences)[number], book: string) =>
      [...new Set(d.readings.filter((r) => r.book === book && r.value !== undefined).map((r) => r.value))].sort().join("+");
    const differing = info.divergences.filter((d) => d.kind === "option" && sides(d, "ko") !== sides(d, "en"));
    expect(differing.map((d) => d.subject).sort()).toEqual(["next-discipline-chooser"]);
    for (const d of differing) {
      const rules = info.options.find((o) => o.name === d.subject)!.resolves;
      for (const id of rules) expect(notes.rules[id]!.divergences ?? [], `${id} (${d.subject})`).toContain(d.subject);
    }
    // what the Korean text does not say is not claimed for it: the chips added to the score (OLY-E3)
    // is its implication, beside the words that imply it (1점, 위로 점수)
    expect(notes.rules["OLY-E3"]!.ko).toContain('최종 승자를 "가장 많은 월계관을 획득한 플레이어"라고만 한다. 그러나 게임 구성물은');
    expect(notes.rules["OLY-E3"]!.ko).toContain("위로 칩의 점수도 총점에 더한다고 읽는다");
    // the reading after giving a card comes with its reason, and says what it reads, not "must"
    expect(notes.rules["OLY-T7"]!.ko).toContain("다음 카드를 확인한다는 말은 한글판에 없지만");
    expect(notes.rules["OLY-T7"]!.ko).not.toMatch(/해야 한다/);
  });

  it("list every declared divergence under some rule ID, so that the page shows it beside a rule", () => {
    const listed = new Set(Object.values(notes.rules).flatMap((n) => n.divergences ?? []));
    expect(info.divergences.map((d) => d.subject).filter((s) => !listed.has(s))).toEqual([]);
  });

  // the rulebooks' texts are kept beside the project, not in it (shared/rulebooks, as CI checks out)
  const texts = join("..", "shared", "rulebooks");
  it.skipIf(!existsSync(texts))("quote the rulebooks' own words in every reading, and nothing else (a note stands apart)", () => {
    const book = (lang: string) => readFileSync(join(texts, notes.sources[lang]!), "utf8").replace(/\s+/g, " ");
    const books: Record<string, string> = { en: book("en"), ko: book("ko") };
    let quoted = 0;
    for (const d of info.divergences)
      for (const r of d.readings) {
        if (r.text === undefined) {
          expect(r.note, `${d.subject} ${r.book}: nothing quoted and nothing noted`).toBeDefined();
          continue;
        }
        // a quotation may leave words out, marked … or ...
        for (const part of r.text.split(/\s*(?:…|\.\.\.)\s*/).filter((p) => p !== "")) {
          quoted++;
          expect(books[r.book], `${d.subject} ${r.book}: "${part}"`).toContain(part);
        }
      }
    expect(quoted).toBeGreaterThan(50);
  });

  it("describe every option in Korean (agon options --lang ko)", () => {
    expect(Object.keys(notes.options ?? {}).sort()).toEqual(info.options.map((o) => o.name).sort());
  });

  it("note every divergence of an option that resolves the rule", () => {
    for (const o of info.options)
      if (info.divergences.some((d) => d.subject === o.name))
        for (const id of o.resolves) expect(notes.rules[id]!.divergences ?? [], `${id} (${o.name})`).toContain(o.name);
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
