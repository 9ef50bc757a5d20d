// `agon play`'s account: the game as the table sees it, not the interpreter's trace.
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";
import { agon } from "./run-cli.js";

const OLYMPEAK = "rules/olympeak.agon";
const peak = loadGame(OLYMPEAK).game!;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the account of agon play", () => {
  it("reads as a game: turns with standings, cards by their descriptions, no card id, no variable", async () => {
    const run = await agon(["play", OLYMPEAK, "--players", "4", "--seed", "3"]);
    expect(run.code).toBe(0);
    const text = run.stdout;
    for (const card of peak.cards) expect(new RegExp(`(^|[^\\w-])${escapeRegExp(card.id)}(?![\\w-])`).test(text), card.id).toBe(false);
    expect(text).not.toMatch(/^\s*[\w-]+(\[[^\]]*\])? = /m);
    expect(text).toMatch(/^ {2}turn 1$/m);
    expect(text).toMatch(/^ {4}standings: /m);
    expect(text).toMatch(/^ {4}revealed, Player \d's chosen: [+-]?\d /m);
    // a secret choice says who chose and what for, never what
    expect(text).toMatch(/^ {4}Player 1 chooses in secret: card to play$/m);
    expect(text).toContain("result:");
    expect(text.split("\n").length).toBeLessThan(400);
  });

  it("is told in Korean with --lang ko, with the games' Korean names", async () => {
    const run = await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--seed", "7", "--lang", "ko"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^준비$/m);
    expect(run.stdout).toContain("칩 더미 → 마라톤의 칩 줄");
    expect(run.stdout).toContain("현재 점수: ");
    expect(run.stdout).toContain("결과:");
    expect((await agon(["play", OLYMPEAK, "--players", "4", "--lang", "xx"])).code).toBe(2);
  });

  it("in Korean holds no English: players, turns, triggers (only I and II, the circles' names, and the options' names to type)", async () => {
    const run = await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--seed", "7", "--lang", "ko"]);
    const lines = run.stdout.split("\n");
    const body = lines.slice(lines.findIndex((line) => line === "준비"));
    expect(body.length).toBeGreaterThan(100);
    for (const line of body) expect(line.replace(/\bI{1,2} 칸/g, ""), line).not.toMatch(/[A-Za-z]/);
    expect(run.stdout).toMatch(/^ {2}1라운드$/m);
    expect(run.stdout).toContain("플레이어 1");
  });

  it("follows the declared standings every turn, in English and Korean (not a score set only at the end)", async () => {
    for (const lang of ["en", "ko"]) {
      const run = await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--seed", "7", "--lang", lang]);
      const label = lang === "ko" ? "현재 점수" : "standings";
      const standings = run.stdout.split("\n").filter((line) => line.trim().startsWith(`${label}: `));
      expect(standings.length).toBeGreaterThan(5);
      // the first turn's winner has the tile's value at once; the last standings are the result
      // (in Korean with 점: 플레이어 1 2점)
      expect(standings[0]).toMatch(lang === "ko" ? / [2-6]점 · / : / [2-6] · /);
      const last = standings
        .at(-1)!
        .replace(/^.*?: /, "")
        .split(" · ");
      const result = run.stdout.slice(run.stdout.lastIndexOf(lang === "ko" ? "결과:" : "result:"));
      for (const entry of last) {
        const [name, points] = [entry.slice(0, entry.lastIndexOf(" ")), entry.slice(entry.lastIndexOf(" ") + 1)];
        expect(result).toMatch(new RegExp(`^ {2}${escapeRegExp(name)} +${points}$`, "m"));
      }
    }
  });

  it("prints the readings in force at the top; --readings ko plays every option at the Korean reading", async () => {
    const plain = await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--lang", "ko"]);
    expect(plain.stdout).toMatch(
      /^ {2}위로 칩 점수 = 점수에 더한다 — 영어판에 적힌 값, 한글판에는 적혀 있지 않으나 전제된 값 \[consolation-points=counted\]$/m,
    );
    // the options and their values by their Korean names; the identifiers only as --option takes them
    const header = plain.stdout.split("\n").slice(1, plain.stdout.split("\n").indexOf("준비"));
    expect(header.length).toBeGreaterThan(5);
    for (const line of header) expect(line.replace(/ \[[a-z-]+=[a-z-]+\]$/, ""), line).not.toMatch(/[A-Za-z]/);
    const korean = await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--lang", "ko", "--readings", "ko"]);
    expect(korean.code).toBe(0);
    expect(korean.stdout).toMatch(
      /^ {2}위로 칩 점수 = 점수에 더한다 — 영어판에 적힌 값, 한글판에는 적혀 있지 않으나 전제된 값 \[consolation-points=counted\]$/m,
    );
    // the Korean text never states the draw-again (T7's summary says so): it implies it, and the
    // header, read from the divergence's `reading ko implied`, does not credit it with saying it
    expect(korean.stdout).toMatch(
      /^ {2}카드를 넘긴 뒤 = 다음 카드를 확인한다 — 영어판에 적힌 값, 한글판에는 적혀 있지 않으나 전제된 값 \[refill-after-giving=draw-again\]$/m,
    );
    expect(korean.stdout).toMatch(/^ {2}다음 종목을 고르는 사람 = 최하위의 플레이어 — 영어판과 한글판에 적힌 값 /m);
    expect(korean.stdout).not.toMatch(/영어판과 한글판에 적힌 값 \[(refill-after-giving|opening-tiles)=/);
    // an --option given as well wins over the reading
    const mixed = await agon([
      "play",
      "rules/olympia-2000.agon",
      "--players",
      "3",
      "--readings",
      "ko",
      "--option",
      "consolation-points=uncounted",
    ]);
    // a value both books read against is no book's reading, not a silence
    expect(mixed.stdout).toMatch(
      /^ {2}consolation-points = uncounted — no rulebook's reading \(the English rulebook: counted, the Korean rulebook: counted\)$/m,
    );
    expect((await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--readings", "de"])).code).toBe(2);
  });

  it("refuses --lang ko for a game with no Korean names, saying so", async () => {
    const run = await agon(["play", OLYMPEAK, "--players", "4", "--lang", "ko"]);
    expect(run.code).toBe(2);
    // told in Korean, as --lang asks
    expect(run.stderr).toContain("rules/olympeak.agon에는 이 언어(ko)의 이름이 없는 것이 있어");
    expect(run.stderr).toContain("구역 draw-pile");
    expect(run.stdout).toBe("");
  });

  it("keeps the interpreter's trace behind --trace", async () => {
    const run = await agon(["play", OLYMPEAK, "--players", "4", "--seed", "3", "--trace"]);
    expect(run.stdout).toMatch(/progress-\d+: draw-pile -> hand\[Player 1\] {2}\[OPK-S4\]/);
    expect((await agon(["play", OLYMPEAK, "--players", "4", "--trace", "--json"])).code).toBe(2);
  });

  it("--json keeps every field and adds the cards' descriptions beside their ids", async () => {
    const run = await agon(["play", OLYMPEAK, "--players", "4", "--seed", "3", "--json"]);
    const events = run.stdout
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const moves = events.filter((e) => e.type === "move");
    expect(moves.length).toBeGreaterThan(10);
    for (const move of moves) {
      expect(Object.keys(move).slice(0, 4)).toEqual(["type", "cards", "from", "to"]);
      expect((move.descriptions as string[]).length).toBe((move.cards as string[]).length);
    }
    const first = moves.find((m) => (m.cards as string[])[0] === "progress-38")!;
    expect((first.descriptions as string[])[0]).toBe("+1 red/white, 4 heads");
    const cardChoice = events.find(
      (e) => e.type === "choice" && typeof e.value === "string" && (e.value as string).startsWith("progress-"),
    )!;
    expect(cardChoice.description).toMatch(/heads/);
  });
});
