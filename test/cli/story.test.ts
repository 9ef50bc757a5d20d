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
    expect(text).toMatch(/\nwinners?: .+\n$/);
    expect(text.split("\n").length).toBeLessThan(400);
  });

  it("is told in Korean with --lang ko, with the games' Korean names", async () => {
    const run = await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--seed", "7", "--lang", "ko"]);
    expect(run.code).toBe(0);
    // the Korean rulebook's headings, the tiles as the rulebook names them (2점짜리 마라톤)
    expect(run.stdout).toMatch(/^게임 준비$/m);
    expect(run.stdout).toMatch(/^게임 플레이$/m);
    expect(run.stdout).toMatch(/^게임 종료$/m);
    expect(run.stdout).toContain("3점짜리 마라톤, 4점짜리 마라톤, 5점짜리 마라톤, 6점짜리 마라톤: 월계관 칩 더미 → 마라톤의 칩 줄");
    expect(run.stdout).toContain("현재 점수: ");
    // the end's reason, by the trigger's Korean name, and the totals told once, with 점
    // a noun-style line among the others, and the heading (게임 종료) once, not twice in a row
    expect(run.stdout).toMatch(/^ {2}끝난 까닭: (모두 손의 카드를 다 냈다|겨룰 월계관 칩이 남지 않았다)$/m);
    expect(run.stdout).not.toMatch(/게임 종료.*\n게임 종료/);
    expect(run.stdout).toMatch(/\n게임 종료\n( {2}플레이어 \d: 총점 \d+점\n){3}승자: 플레이어 \d(, 플레이어 \d)*\n$/);
    expect(run.stdout).not.toContain("결과:");
    // who holds the pile, as it passes on
    expect(run.stdout).toMatch(/^ {4}딜러: 플레이어 2$/m);
    // a chip going to a player's zone named like it is told as going to the player, not named twice
    const four = await agon(["play", "rules/olympia-2000.agon", "--players", "4", "--seed", "3", "--lang", "ko"]);
    expect(four.stdout).toMatch(/^ {4}위로 칩: 위로 칩 더미 → 플레이어 \d$/m);
    expect(four.stdout).not.toMatch(/→ 플레이어 \d의 위로 칩/);
    expect((await agon(["play", OLYMPEAK, "--players", "4", "--lang", "xx"])).code).toBe(2);
  });

  it("in Korean holds no English: players, turns, triggers (only I and II, the circles' names, and the options' names to type)", async () => {
    const run = await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--seed", "7", "--lang", "ko"]);
    const lines = run.stdout.split("\n");
    const body = lines.slice(lines.indexOf("게임 준비"));
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
      // the totals, told once as the game ends: the last standings are the result
      const result = run.stdout.slice(run.stdout.lastIndexOf(lang === "ko" ? "게임 종료" : "End of the game"));
      for (const entry of last) {
        const [name, points] = [entry.slice(0, entry.lastIndexOf(" ")), entry.slice(entry.lastIndexOf(" ") + 1)];
        const told = lang === "ko" ? `^ {2}${escapeRegExp(name)}: 총점 ${points}$` : `^ {2}${escapeRegExp(name)} has ${points} points$`;
        expect(result).toMatch(new RegExp(told, "m"));
      }
    }
  });

  it("prints the readings in force at the top; --readings ko plays every option at the Korean reading", async () => {
    const plain = await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--lang", "ko"]);
    expect(plain.stdout).toMatch(
      /^ {2}위로 칩 점수 = 점수에 더한다 — 영어판에 적힌 값, 한글판에는 적혀 있지 않으나 전제된 값 \[consolation-points=counted\]$/m,
    );
    // the options and their values by their Korean names; the identifiers only as --option takes them
    const header = plain.stdout.split("\n").slice(1, plain.stdout.split("\n").indexOf("게임 준비"));
    expect(header.length).toBeGreaterThan(5);
    for (const line of header) expect(line.replace(/ \[[a-z-]+=[a-z-]+\]$/, ""), line).not.toMatch(/[A-Za-z]/);
    // both books choose the opening tiles in so many words (골라 / chooses): neither only implies it
    expect(plain.stdout).toMatch(/^ {2}첫 칩 고르기 = 플레이어가 고른다 — 영어판과 한글판에 적힌 값 \[opening-tiles=chosen\]$/m);
    // the English text states both values: its contradiction is told, not hidden behind the Korean reading
    expect(plain.stdout).toMatch(
      /^ {2}다음 종목을 고르는 사람 = 최하위의 플레이어 — 한글판에 적힌 값 \(영어판은 두 값을 다 적는다: 최하위의 플레이어 \/ 우승한 플레이어\) \[next-discipline-chooser=worst\]$/m,
    );
    expect(plain.stdout.split("\n")[0]).not.toContain("--readings");
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
    // --readings leaves its trace at the top, and says when it changes nothing (Olympia's defaults
    // are the Korean readings already)
    expect(korean.stdout.split("\n")[0]).toBe(
      "적용한 규칙 해석 (--readings ko: 한글판의 해석, 기본값과 같다; 바꾸려면 [ ] 안의 이름=값을 고쳐 --option으로 준다):",
    );
    const english = await agon(["play", "rules/olympia-2000.agon", "--players", "3", "--readings", "en"]);
    expect(english.stdout.split("\n")[0]).toBe(
      "readings in force (--readings en: the English rulebook's readings, the same as the defaults; change one with --option NAME=VALUE):",
    );
    expect(korean.stdout).not.toMatch(/영어판과 한글판에 적힌 값 \[refill-after-giving=/);
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
    // plainly: the game has no Korean names at all, not "some are missing"
    expect(run.stderr).toContain("rules/olympeak.agon의 구역과 결정에는 한국어 이름이 하나도 없다 (한글판 규칙서가 없는 게임이다)");
    expect(run.stderr).not.toContain("draw-pile");
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
