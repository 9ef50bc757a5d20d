// `agon divergences --lang ko`: each divergence's question and each book's reading in Korean, from
// rules/GAME.rulebook.json, beside the rulebooks' own words.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameInfo, loadGame } from "../../src/index.js";
import { agon, tempFolder } from "./run-cli.js";

const RULES = "rules/olympia-2000.agon";

describe("agon divergences --lang ko", () => {
  it("tells every divergence's question and every book's reading in Korean", async () => {
    const run = await agon(["divergences", RULES, "--lang", "ko"]);
    expect(run.code).toBe(0);
    const subjects = gameInfo(loadGame(RULES).game!).divergences.map((d) => d.subject);
    for (const subject of subjects) expect(run.stdout).toMatch(new RegExp(`^${subject}( \\(선택지, 기본값 \\S+\\))?: \\S`, "m"));
    // beside the quoted words (원문) and the names to type, Korean only
    for (const line of run.stdout.split("\n")) {
      if (line.trim().startsWith("원문:") || line === "") continue;
      const text = line
        .replace(/^[a-z0-9-]+( \(선택지, 기본값 [a-z-]+\))?:/, "")
        .replace(/\[[a-z+-]+\]|\[말 없음\]/g, "")
        .replace(/\bI{1,2} 칸|Weitsprung|marathon|multi-event|archery|\[sic\]/g, "");
      expect(text, line).not.toMatch(/[A-Za-z]/);
    }
    expect(run.stdout).toContain("  한글판 [draw-again]: 아직 카드를 받지 않은 플레이어에게만 넘길 수 있고");
  });

  it("refuses a game whose notes give no Korean question for a divergence, naming it", async () => {
    const root = tempFolder();
    const folder = join(root, "rules");
    mkdirSync(folder);
    mkdirSync(join(root, "cards"));
    writeFileSync(join(root, "package.json"), "{}");
    for (const f of ["olympia-2000.agon", "olympia-2000.rulebook.json"]) copyFileSync(join("rules", f), join(folder, f));
    copyFileSync("cards/olympia-2000.agon", join(root, "cards", "olympia-2000.agon"));
    const notesFile = join(folder, "olympia-2000.rulebook.json");
    const notes = JSON.parse(readFileSync(notesFile, "utf8"));
    delete notes.divergences.pile;
    writeFileSync(notesFile, JSON.stringify(notes));
    const run = await agon(["divergences", join(folder, "olympia-2000.agon"), "--lang", "ko"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("gives no Korean question for pile");
    expect((await agon(["divergences", RULES, "--lang", "de"])).code).toBe(2);
  });
});
