// `agon conform --explain ID`: one rule ID's summaries, section, options with each value's
// scenarios, the scenarios run now, and the mutation result from a report; an unknown ID is a bad
// command line with a did-you-mean.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agon, tempFolder } from "./run-cli.js";

const report = (survived: number) => ({
  seeds: 5,
  games: [
    {
      game: "lead-and-follow",
      rulesFile: "rules/lead-and-follow.agon",
      seconds: 3,
      mutants: 7,
      killed: 6,
      survived,
      noDifferenceInPlay: 1 - survived,
      byRuleId: [{ ruleId: "TRK-T3", mutants: 7, killed: 6, survived, noDifferenceInPlay: 1 - survived }],
      survivors:
        survived === 0
          ? []
          : [
              {
                file: "rules/lead-and-follow.agon",
                line: 84,
                column: 9,
                operator: "first-last",
                original: "first",
                replacement: "last",
                ruleIds: ["TRK-T3"],
                where: "rule take",
              },
            ],
      likelyEquivalent: [],
    },
  ],
});

describe("agon conform --explain", () => {
  it("tells everything about one rule ID and runs its scenarios", { timeout: 120_000 }, async () => {
    const folder = tempFolder();
    const file = join(folder, "mutation.json");
    writeFileSync(file, JSON.stringify(report(1)));
    const r = await agon(["conform", "--explain", "TRK-T3", "--mutation", file]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(/^TRK-T3 \(lead-and-follow\), rulebook section: A trick \/ 트릭\n/);
    expect(out).toContain("  en: The highest card of the led suit takes the trick");
    expect(out).toContain("  ko: 이끈 무늬의 가장 높은 카드가 트릭을 가져가되");
    expect(out).toContain("implemented by: take, option trumps");
    expect(out).toMatch(
      / {3}hearts: [1-9]\d* scenarios?\n {4}passed {2}features\/lead-and-follow\/trick\.feature:\d+ {2}With hearts as trumps/,
    );
    expect(out).toMatch(/scenarios tagged @TRK-T3: [1-9]/);
    expect(out).not.toContain("FAILED");
    expect(out).toContain("mutation: 7 mutants, 6 killed, 1 survived, 0 with no difference seen in play");
    expect(out).toContain("survivor rules/lead-and-follow.agon:84:9 first-last: “first” -> “last”");
  });

  it("tells a rule ID in Korean under --lang ko, with the Korean scenarios only under --features ko", { timeout: 120_000 }, async () => {
    const r = await agon(["conform", "--explain", "OLY-E3", "--lang", "ko", "--features", "ko"]);
    expect(r.code).toBe(0);
    // the game by its Korean name; the winner's sentence is the last of 게임 설명
    expect(r.stdout).toMatch(/^OLY-E3 \(올림피아 2000\), 규칙서의 절: 게임 설명 \/ End of the Game$/m);
    expect(r.stdout).toMatch(/^ {2}한글판 요약: 게임 설명의 마지막 문장은/m);
    // the reading the last round changed is checked by a Korean scenario tagged with its value
    expect(r.stdout).toMatch(/^ {3}점수에 더한다 \[counted\] \(기본값\): 시나리오 [1-9]\d*개$/m);
    // the blocks that implement it: an option beside its Korean name
    expect(r.stdout).toContain('옵션 "위로 칩 점수" [consolation-points]');
    expect(r.stdout).toContain("  위로 칩 점수 [consolation-points]: 점수에 더한다 [counted] | 더하지 않는다 [uncounted]");
    expect(r.stdout).toMatch(/^규칙서 사이에 갈리는 곳:$/m);
    expect(r.stdout).toMatch(/^ {4}통과 {2}features\/ko\/olympia-2000\/end\.feature:\d+ /m);
    expect(r.stdout).not.toContain("features/olympia-2000/");
    for (const english of ["implemented by", "options", "divergences", "scenarios tagged", "passed", "reads"])
      expect(r.stdout).not.toContain(english);
  });

  it("shows both values of a bool option with their scenarios", { timeout: 120_000 }, async () => {
    const r = await agon(["conform", "--explain", "OPK-S2"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      / {3}false \(default\): 1 scenario\n {4}passed {2}features\/olympeak\/boundaries\.feature:\d+ {2}By default white's card/,
    );
    expect(r.stdout).toMatch(
      / {3}true: 1 scenario\n {4}passed {2}features\/olympeak\/boundaries\.feature:\d+ {2}With white-card-in-small-games/,
    );
  });

  it("shows both readings of the insert (OPK-O4), each with its scenarios", { timeout: 120_000 }, async () => {
    const r = await agon(["conform", "--explain", "OPK-O4"]);
    expect(r.code).toBe(0);
    for (const [option, values] of [
      ["insert-column", ["row (default)", "turn"]],
      ["inserted-order", ["inert (default)", "acts"]],
    ] as const) {
      expect(r.stdout).toContain(`  ${option}: ${values.map((v) => v.split(" ")[0]).join(" | ")} = `);
      for (const v of values) expect(r.stdout).toMatch(new RegExp(` {3}${v.replace(/[()]/g, "\\$&")}: [1-9]\\d* scenarios?\n {4}passed `));
    }
  });

  it("says when no mutation report is given", { timeout: 120_000 }, async () => {
    const r = await agon(["conform", "--explain", "TRK-E1"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("mutation: no report given");
    expect(r.stdout).toContain("options: none");
  });

  it("refuses an unknown rule ID with exit 2 and the closest one", async () => {
    const r = await agon(["conform", "--explain", "TRK-T33"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("error[usage]: no rule ID TRK-T33 in any game's rulebook; did you mean `TRK-T3`?");
  });

  it("refuses a mutation report that is not one, naming the field", async () => {
    const folder = tempFolder();
    const file = join(folder, "bad.json");
    writeFileSync(file, JSON.stringify({ seeds: 5, games: [{ game: "lead-and-follow" }] }));
    const r = await agon(["conform", "--explain", "TRK-T3", "--mutation", file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad\.json is not a mutation report: games\[0\]\.rulesFile: /);
  });
});
