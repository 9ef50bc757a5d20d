// A translator's own Korean scenario with a wrong particle (안나은 where the step takes 안나가):
// no step pattern matches it, and Cucumber only calls it undefined, in English. `agon conform`
// says, in Korean and at file:line:col, which particle the step takes.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agonProcess, ROOT, tempFolder, tempProject } from "./run-cli.js";

const FEATURE = `# language: ko
@olympia-2000 @translators-own
기능: 번역자가 쓴 시나리오

  시나리오: 조사가 틀린 단계
    조건 게임은 올림피아 2000이다
    그리고 플레이어는 안나, 벤과 클레오다
    만일 안나은 I 칸에 놓을 칩으로 "2점짜리 마라톤"을 골랐다
    그리고 벤의 손에 "아이아스"과 "이아손"이 있다
    그러면 게임이 끝나지 않았다
`;

describe("a wrong particle in a translator's Korean scenario", () => {
  it("is told in Korean with its place and the particle the step takes", async () => {
    const project = tempProject(ROOT, [
      "package.json",
      "cucumber.mjs",
      "scripts",
      "rules",
      "cards",
      "features",
      "dist",
      "grammar",
      "src",
      "tsconfig.json",
    ]);
    writeFileSync(join(project, "features/ko/olympia-2000/translators-own.feature"), FEATURE);
    const run = await agonProcess(["conform", "--lang", "ko", "--tags", "@translators-own", "--reports", tempFolder()], { cwd: project });
    expect(run.code).toBe(1);
    const where = "features/ko/olympia-2000/translators-own.feature";
    // 안나은 stands at column 8 of line 8 (after "    만일 ")
    expect(run.stdout).toContain(
      `${where}:8:8: 정의되지 않은 단계: 안나은 I 칸에 놓을 칩으로 "2점짜리 마라톤"을 골랐다\n` +
        `  = 도움말: 조사가 앞말과 맞지 않는다: "안나은" 대신 "안나가"로 쓴다 (안나가 I 칸에 놓을 칩으로 "2점짜리 마라톤"을 골랐다)\n`,
    );
    // a step with no particle to blame is told so, not given a wrong fix (게임이 → 게임은 would
    // match "게임은 ...다", a step of another sentence)
    expect(run.stdout).toContain(`${where}:10:5: 정의되지 않은 단계: 게임이 끝나지 않았다\n  = 도움말: 이 문장에 맞는 단계가 없다`);
    expect(run.stdout).toContain("정의되지 않은 단계가 있는 시나리오 1개");
  }, 300_000);
});
