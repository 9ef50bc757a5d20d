// `agon divergences --lang ko`: each divergence's question and each book's reading in Korean, from
// rules/GAME.rulebook.json, beside the rulebooks' own words.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameInfo, loadGame, localizedNames } from "../../src/index.js";
import { readRuleNotes } from "../../src/conformance/rule-notes.js";
import { agon, tempFolder } from "./run-cli.js";

const RULES = "rules/olympia-2000.agon";

describe("agon divergences --lang ko", () => {
  it("tells every divergence's question and every book's reading in Korean", async () => {
    const run = await agon(["divergences", RULES, "--lang", "ko"]);
    expect(run.code).toBe(0);
    const game = loadGame(RULES).game!;
    const info = gameInfo(game);
    // each divergence under its Korean title (the one the page and the features' comments name it
    // by); an option's divergence then names the option and its default by their Korean names, and
    // as --option takes them; never an identifier as a title
    const notes = readRuleNotes(RULES)!.divergences!;
    for (const d of info.divergences) {
      const title = notes[d.subject]!.title;
      const option = localizedNames(game).find((n) => n.thing === "option" && n.name === d.subject)?.names.ko;
      if (d.kind === "option") expect(run.stdout).toContain(`${title}\n  옵션 "${option}", 기본값 "`);
      else expect(run.stdout).toMatch(new RegExp(`^${title}$`, "m"));
      expect(run.stdout).not.toMatch(new RegExp(`^${d.subject}:`, "m"));
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
      "  한글판 [다음 카드를 확인한다 (적혀 있지 않으나 전제)]: 아직 카드를 받지 않은 플레이어에게 넘길 수 있고",
    );
    // what a book does not say is the reading's note, never inside the quotation marks of 원문
    for (const line of run.stdout.split("\n").filter((l) => l.trim().startsWith("원문:")))
      expect(line, line).not.toMatch(/silent on|not named|no range|no moment|is not said/);
    // a book with no words to quote has no 원문 line: the English text names no discus
    expect(run.stdout).toContain("원반 던지기의 이름\n  영어판은 이 종목의 이름을 적지 않는다\n  영어판: 이름이 나오지 않는다\n  한글판:");
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
