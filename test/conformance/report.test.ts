import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { conformanceHtml, escapeHtml } from "../../src/conformance/html-report.js";
import { gameCoverage, type ScenarioRun } from "../../src/conformance/report-model.js";
import { featureLanguage, isOfGame, selectedFeatures } from "../../src/cli/conform-select.js";
import { divergenceTable } from "../../src/cli/divergences.js";
import { agon, agonProcess, tempFolder } from "../cli/run-cli.js";

const rules = [
  { id: "G-1", summary: "the first rule" },
  { id: "G-2", summary: "the second rule" },
  { id: "G-3", summary: "the third <rule>" },
];

const run = (name: string, tags: string[], status: ScenarioRun["status"], language?: string, line = 3): ScenarioRun => ({
  uri: `features/${language === "ko" ? "ko/" : ""}g/a.feature`,
  line,
  name,
  tags,
  status,
  ...(language ? { language } : {}),
});

describe("the coverage of one game", () => {
  const scenarios = [
    run("one", ["@G-1"], "passed"),
    run("two", ["@G-1", "@G-2"], "failed"),
    run("하나", ["@G-1"], "passed", "ko"),
    run("best reading", ["@G-2", "@chooser=best"], "passed"),
  ];
  const coverage = gameCoverage(
    {
      name: "g",
      title: "Game",
      ruleIds: rules,
      divergences: [
        {
          subject: "chooser",
          kind: "option",
          summary: "who picks",
          default: "worst",
          readings: [
            { book: "en", value: "best", text: "lowest" },
            { book: "ko", value: "worst", text: "최하위" },
          ],
        },
      ],
    },
    scenarios,
  );

  it("gives each rule ID its scenarios, its status and its status per language", () => {
    expect(coverage.languages).toEqual(["en", "ko"]);
    expect(coverage.rules.map((r) => [r.id, r.status, r.byLanguage.en, r.byLanguage.ko])).toEqual([
      ["G-1", "failing", "failing", "ok"],
      ["G-2", "failing", "failing", "uncovered"],
      ["G-3", "uncovered", "uncovered", "uncovered"],
    ]);
    expect(coverage.overall).toEqual({ covered: 2, passing: 0, total: 3 });
    expect(coverage.perLanguage.ko).toEqual({ covered: 1, passing: 1, total: 3 });
  });

  it("finds each divergence reading's scenarios by their option tag", () => {
    expect(coverage.divergences[0]!.readings.map((r) => r.scenarios.map((s) => s.name))).toEqual([["best reading"], []]);
  });

  it("renders one self-contained page: figures on top, failing and uncovered IDs marked, text escaped", () => {
    const html = conformanceHtml([coverage], { generated: "now" });
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//);
    expect(html).toContain("<style>");
    expect(html.indexOf("66%")).toBeLessThan(html.indexOf("<table>"));
    expect(html).toContain("Korean (한국어)");
    expect(html).toContain('Failing rule IDs: <a href="#g-G-1">G-1</a>, <a href="#g-G-2">G-2</a>');
    expect(html).toContain("Uncovered rule IDs: G-3");
    expect(html).toMatch(
      /<li><a href="#g">Game<\/a>: English 66% covered, 0% passing · Korean \(한국어\) 33% covered, 33% passing <span class="st st-failing">FAILING: G-1, G-2<\/span><\/li>/,
    );
    expect(conformanceHtml([coverage], { generated: "now", rulesDir: "/tmp/broken/rules" })).toContain(
      "ran against the rules in <code>/tmp/broken/rules</code>",
    );
    expect(html).toContain("the third &lt;rule&gt;");
    expect(html).toContain("features/ko/g/a.feature:3");
    expect(html).toContain("no @chooser=worst scenario");
    // what is Korean is marked as Korean: a scenario's name, a reading's words
    expect(html).toContain('<span lang="ko">하나</span>');
    expect(html).toContain('<span class="meta" lang="ko">“최하위”</span>');
    expect(html).not.toContain('<span lang="en">');
    expect(escapeHtml(`<a href="x">&</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;");
  });

  it("shows crafted names, tags, paths and the narrowing as text", () => {
    const crafted = "<img src=x onerror=alert(1)>";
    const hostile = gameCoverage({ name: crafted, title: crafted, ruleIds: [{ id: crafted, summary: crafted }] }, [
      { uri: `features/${crafted}.feature`, name: crafted, tags: [`@${crafted}`], status: "undefined", language: crafted },
    ]);
    const html = conformanceHtml([hostile], { generated: crafted, narrowed: `--tags "${crafted}"`, rulesDir: crafted });
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("UNDEFINED steps");
  });
});

describe("which features a narrowed conform runs", () => {
  it("reads a feature's language from its header, English without one", () => {
    expect(featureLanguage("# language: ko\n@tag\n기능: x")).toBe("ko");
    expect(featureLanguage("\n# a comment\n#language:de\nFunktionalität: x")).toBe("de");
    expect(featureLanguage("@tag\nFeature: x\n# language: ko")).toBe("en");
  });

  it("places a feature in a game by a folder on its path", () => {
    expect(isOfGame("features/ko/olympia-2000/turn.feature", "olympia-2000")).toBe(true);
    expect(isOfGame("features/olympia-2000/turn.feature", "olympia-2000")).toBe(true);
    expect(isOfGame("features/olympeak/olympia-2000.feature", "olympia-2000")).toBe(false);
  });

  it("selects the Korean Olympia features of this project", () => {
    const ko = selectedFeatures(process.cwd(), { lang: "ko" });
    expect(ko.length).toBeGreaterThanOrEqual(5);
    expect(ko.every((f) => f.startsWith("features/ko/olympia-2000/"))).toBe(true);
    expect(selectedFeatures(process.cwd(), { game: "olympeak" }).every((f) => f.startsWith("features/olympeak/"))).toBe(true);
    expect(() => selectedFeatures(process.cwd(), { lang: "xx" })).toThrow(/no feature files for language xx/);
  });
});

describe("agon divergences", () => {
  it("prints a table with a column per rulebook, then each reading's words", async () => {
    const out = await agon(["divergences", "rules/olympia-2000.agon"]);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^divergence +kind +default +en +ko +summary$/m);
    // the English text reads worst, then [sic] best: it contradicts itself
    expect(out.stdout).toMatch(/^next-discipline-chooser +option +worst +worst\+best +worst +who picks the next discipline/m);
    // both texts choose them in so many words (chooses, 골라)
    expect(out.stdout).toMatch(/^opening-tiles +option +chosen +chosen +chosen +how /m);
    // the Korean text never states these values; what it says needs them
    expect(out.stdout).toMatch(/^consolation-points +option +counted +counted +counted \(implied\) /m);
    expect(out.stdout).toMatch(/^refill-after-giving +option +draw-again +draw-again +draw-again \(implied\) /m);
    expect(out.stdout).toMatch(/^long-jump +naming +- +\(not named\) +높이뛰기 +/m);
    expect(out.stdout).toMatch(/^ {2}ko {2}worst +"최하위의 플레이어/m);
    expect(out.stdout).toContain('  ko  "높이뛰기"');
  });

  it("prints JSON with --json", async () => {
    const out = await agon(["divergences", "rules/olympia-2000.agon", "--json"]);
    expect(JSON.parse(out.stdout).map((d: { subject: string }) => d.subject)).toContain("long-jump");
  });

  it("aligns Korean text by its width on the terminal", () => {
    const lines = divergenceTable([
      {
        subject: "x",
        kind: "naming",
        summary: "s",
        readings: [
          { book: "en", text: "ab" },
          { book: "ko", text: "가나" },
        ],
      },
    ]);
    expect(lines[0]).toBe("divergence  kind    default  en  ko    summary");
    expect(lines[2]).toBe("x           naming  -        ab  가나  s");
  });

  it("cuts a long naming reading in the table, and quotes it whole below", () => {
    const long = "카드를 가져가 확인한 후 자신이 갖거나 다음 사람에게 넘긴다";
    const lines = divergenceTable([
      {
        subject: "x",
        kind: "naming",
        summary: "s",
        readings: [
          { book: "en", text: "ab" },
          { book: "ko", text: long },
        ],
      },
    ]);
    expect(lines[2]).toMatch(/^x +naming +- +ab +카드를 가져가 확인한 후…/);
    expect(lines).toContain(`  ko  "${long}"`);
  });
});

describe("agon conform --lang ko --features ko", () => {
  it("runs only the Korean scenarios, which cover every Olympia rule ID, and tells the run in Korean", async () => {
    const reports = tempFolder();
    const out = await agonProcess(["conform", "--lang", "ko", "--features", "ko", "--reports", reports]);
    // told in Korean: the files checked, the run's own summary (not Cucumber's English one), the table
    expect(out.stdout).toMatch(/^파일 \d+개를 검사했다: 문제 없음$/m);
    expect(out.stdout).toMatch(/^시나리오 \d+개 \(통과 \d+개\)$/m);
    expect(out.stdout).toMatch(/^단계 \d+개 \(통과 \d+개\)$/m);
    for (const english of ["scenarios (", "steps (", "checked ", "Failures:"]) expect(out.stdout).not.toContain(english);
    // the English features did not run: said so, not counted as uncovered
    expect(out.stdout).toMatch(/언어별: en 실행하지 않음; ko 시나리오 있음 25\/25 \(100%\), 통과 25\/25/);
    expect(out.stdout).toMatch(/^규칙 +시나리오 +통과 +실패 +상태 +요약$/m);
    expect(out.stdout).toMatch(/^OLY-C4 .* 위로 칩은 7개이고 하나에 1점이다$/m);
    expect(out.stdout).not.toContain("olympeak");
    expect(out.stdout).toMatch(/적합성: 통과\n$/);
    expect(out.code).toBe(0);
    for (const file of ["conformance.html", "cucumber.html", "cucumber.xml", "cucumber.ndjson", "@rerun.txt"])
      expect(existsSync(join(reports, file))).toBe(true);
    const page = readFileSync(join(reports, "conformance.html"), "utf8");
    expect(page).toContain("일부만 실행했다 (--features ko)");
    expect(page).toContain('<div class="figure notrun">영어: 실행하지 않음</div>');
    expect(page).toContain("시나리오가 모두 통과한 규칙 ID 25개");
    expect(page).toContain('<html lang="ko">');
    for (const english of ["Rule</th>", "Summary</th>", "Uncovered rule IDs", "rulebook:", "Divergences between the rulebooks"])
      expect(page).not.toContain(english);
  }, 180_000);
});

describe("agon conform against a deliberately broken copy of the rules", () => {
  it("shows the broken rule's IDs failing, on the terminal and on the page", async () => {
    const { cpSync, mkdtempSync, readFileSync: read, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const copy = mkdtempSync(join(tmpdir(), "agon-broken-"));
    cpSync("rules", join(copy, "rules"), { recursive: true });
    cpSync("cards", join(copy, "cards"), { recursive: true });
    const file = join(copy, "rules/olympia-2000.agon");
    const rules = read(file, "utf8");
    // the best placing no longer takes the tile: the worst does
    const broken = rules.replace("move circle-1 to won[first(placers)]", "move circle-1 to won[last(placers)]");
    expect(broken).not.toBe(rules);
    writeFileSync(file, broken);
    const reports = join(copy, "reports");
    const out = await agonProcess(["conform", "--game", "olympia-2000", "--tags", "@OLY-T3", "--reports", reports], {
      env: { AGON_RULES_DIR: join(copy, "rules") },
    });
    expect(out.stdout).toMatch(/^OLY-T3 +\d+ +0 +\d+ +FAILING/m);
    expect(out.stdout).toContain("conformance: FAILED");
    expect(out.code).toBe(1);
    const page = readFileSync(join(reports, "conformance.html"), "utf8");
    expect(page).toMatch(/Failing rule IDs: .*OLY-T3/);
    expect(page).toContain("AGON_RULES_DIR");
    expect(readFileSync(join(reports, "@rerun.txt"), "utf8")).toMatch(/olympia-2000\/turn\.feature:\d+/);
  }, 180_000);
});

describe("the text table on the terminal", () => {
  it("colours the status column only when asked (a TTY)", async () => {
    const { formatReport, gameReport } = await import("../../src/cli/coverage-table.js");
    const report = gameReport([run("one", ["@G-1"], "passed"), run("two", ["@G-2"], "failed")], "g", rules);
    const plain = formatReport(report, "Game").join("\n");
    const coloured = formatReport(report, "Game", true).join("\n");
    expect(plain).not.toContain("\u001b[");
    expect(coloured).toContain("\u001b[32mok\u001b[0m");
    expect(coloured).toContain("\u001b[31mFAILING\u001b[0m");
    expect(coloured).toContain("\u001b[31mUNCOVERED\u001b[0m");
    expect(coloured.replace(/\u001b\[\d+m/g, "")).toBe(plain);
  });
});

describe("the Korean summary, the section and the mutation column", () => {
  const notes = { rulebook: "G", sources: { en: "g.txt" }, rules: { "G-1": { ko: "첫 규칙", section: { en: "Setup", ko: "게임 준비" } } } };
  const mutation = {
    game: "g",
    rulesFile: "rules/g.agon",
    seconds: 1,
    mutants: 5,
    killed: 4,
    survived: 1,
    noDifferenceInPlay: 0,
    byRuleId: [{ ruleId: "G-1", mutants: 5, killed: 4, survived: 1, noDifferenceInPlay: 0 }],
    survivors: [],
    likelyEquivalent: [],
  };

  it("puts them beside each rule, and leaves the column out without a report", () => {
    const scenarios = [run("one", ["@G-1"], "passed")];
    const withBoth = gameCoverage({ name: "g", ruleIds: rules }, scenarios, { notes, mutation });
    expect(withBoth.rules[0]!.note?.ko).toBe("첫 규칙");
    expect(withBoth.rules[0]!.mutation).toEqual({ mutants: 5, killed: 4, survived: 1, noDifferenceInPlay: 0 });
    // a rule no mutant touched shows zero, not nothing
    expect(withBoth.rules[1]!.mutation).toEqual({ mutants: 0, killed: 0, survived: 0, noDifferenceInPlay: 0 });
    const html = conformanceHtml([withBoth], { generated: "now" });
    expect(html).toContain('<span lang="ko">첫 규칙</span>');
    expect(html).toContain('rulebook: Setup / <span lang="ko">게임 준비</span>');
    expect(html).toContain("<th>Mutation</th>");
    expect(html).toContain("5 mutants, 4 killed");
    expect(html).toContain("1 survived");

    const plain = conformanceHtml([gameCoverage({ name: "g", ruleIds: rules }, scenarios)], { generated: "now" });
    expect(plain).not.toContain("<th>Mutation</th>");
  });
});
