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
    expect(run.stdout).toContain("칩 더미 → 칩 줄");
    expect(run.stdout).toContain("순위: ");
    expect(run.stdout).toContain("결과:");
    expect((await agon(["play", OLYMPEAK, "--players", "4", "--lang", "xx"])).code).toBe(2);
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
