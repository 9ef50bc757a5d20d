// `agon divergences --lang ko`: each divergence's question and each book's reading in Korean, from
// rules/GAME.rulebook.json, beside the rulebooks' own words.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameInfo, loadGame, localizedNames } from "../../src/index.js";
import { agon, tempFolder } from "./run-cli.js";

const RULES = "rules/olympia-2000.agon";

describe("agon divergences --lang ko", () => {
  it("tells every divergence's question and every book's reading in Korean", async () => {
    const run = await agon(["divergences", RULES, "--lang", "ko"]);
    expect(run.code).toBe(0);
    const game = loadGame(RULES).game!;
    const info = gameInfo(game);
    // an option's divergence under the option's Korean name, its default by the value's Korean name
    // and as --option takes it; another divergence under its name
    for (const d of info.divergences) {
      const option = localizedNames(game).find((n) => n.thing === "option" && n.name === d.subject)?.names.ko;
      if (d.kind === "option")
        expect(run.stdout).toMatch(new RegExp(`^${option}: \\S.*\\n {2}기본값: \\S.* \\(--option ${d.subject}=${d.default}\\)$`, "m"));
      else {
        // another divergence under the Korean name of what it is about, or (a rule, a section,
        // which have none) under its question alone: never under its identifier
        const named = localizedNames(game).find((n) => n.name === d.subject && n.names.ko !== undefined)?.names.ko;
        if (named !== undefined) expect(run.stdout).toMatch(new RegExp(`^${named}: \\S`, "m"));
        expect(run.stdout).not.toMatch(new RegExp(`^${d.subject}:`, "m"));
      }
    }
    // beside the quoted words (원문) and what --option takes, Korean only
    for (const line of run.stdout.split("\n")) {
      if (line.trim().startsWith("원문:") || line === "") continue;
      const text = line
        .replace(/ \(--option [a-z-]+=[a-z-]+\)$/, "")
        .replace(/\bI{1,2} 칸|Weitsprung|marathon|multi-event|archery|\[sic\]/g, "");
      expect(text, line).not.toMatch(/[A-Za-z]/);
    }
    expect(run.stdout).toContain(
      "  한글판 [다음 카드를 확인한다 (적혀 있지 않으나 전제)]: 아직 카드를 받지 않은 플레이어에게만 넘길 수 있고",
    );
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
