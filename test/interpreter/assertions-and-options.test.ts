import { describe, expect, it } from "vitest";
import { compileText, errorOf, lineOf, matchOf, withPlay } from "./helpers.js";

describe("data assertions", () => {
  const cards = `
kind chip { value: int }
cards chip {
  columns value
  c1: 1
  c2: 2
}
assert count(chip) == 2 "two chips"
assert sum([c.value for c in chip]) == 4 "the values add up to 4"
assert count(players) == 0 "no players exist yet"
`;
  it("reports a failing assertion at its line with its message", () => {
    const { diagnostics } = compileText(cards);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: "assertion-failed", severity: "error" });
    expect(diagnostics[0]!.message).toContain("the values add up to 4");
    expect(diagnostics[0]!.range?.start.line).toBe(lineOf(cards, "add up to 4"));
  });

  it("reports a runtime failure inside an assertion at the assertion", () => {
    const source = `${cards.replace("== 4", "== 3")}\nassert first([]) + 1 == 2 "bad"`;
    const { diagnostics } = compileText(source);
    expect(diagnostics.map((d) => d.code)).toEqual(["none-in-arithmetic"]);
    expect(diagnostics[0]!.range?.start.line).toBe(lineOf(source, '"bad"'));
  });

  it("computes a function once per argument: nothing changes while assertions run", () => {
    // each call sums 10,000 numbers; 300 of them would pass the assertion step budget (1,000,000)
    const source = `${cards.replace("== 4", "== 3")}
function slow(c: chip): int = sum([x for x in 1..10000]) + c.value
assert all([slow(c1) == 50005001 for i in 1..300]) "remembered"`;
    expect(compileText(source).diagnostics.map((d) => d.message)).toEqual([]);
  });
});

describe("options and players", () => {
  const game = withPlay(
    `option pace: slow | fast = slow resolves T-1 "how fast"
option rounds: int 1..5 = 2 "rounds"`,
    "  log [pace, rounds]",
  );

  it("uses defaults and given values", () => {
    expect(
      matchOf(game)
        .events()
        .find((e) => e.type === "log"),
    ).toMatchObject({ message: '["slow",2]' });
    expect(
      matchOf(game, { options: { pace: "fast", rounds: 4 } })
        .events()
        .find((e) => e.type === "log"),
    ).toMatchObject({ message: '["fast",4]' });
    expect(matchOf(game, { options: { rounds: "3" } }).variable("rounds")).toBe(3);
  });

  it("refuses unknown options and values with a hint", () => {
    expect(errorOf(() => matchOf(game, { options: { pase: "fast" } })).diagnostic).toMatchObject({
      code: "bad-option",
      hint: "did you mean `pace`?",
    });
    expect(errorOf(() => matchOf(game, { options: { pace: "fasst" } })).diagnostic).toMatchObject({
      code: "bad-option",
      hint: "did you mean `fast`?",
    });
    expect(errorOf(() => matchOf(game, { options: { rounds: 9 } })).diagnostic.code).toBe("bad-option");
  });

  it("refuses a player count outside the game's range", () => {
    const five = { players: ["a", "b", "c", "d", "e"].map((name) => ({ name })) };
    expect(errorOf(() => matchOf(game, five)).diagnostic.code).toBe("bad-player-count");
    expect(errorOf(() => matchOf(game, { players: [] })).diagnostic.code).toBe("bad-player-count");
  });

  it("player attributes have defaults and can be given", () => {
    const source = withPlay("", "  log [p.age for p in players]").replace("score points }", "score points  attribute age: int = 30 }");
    expect(
      matchOf(source, { players: [{ name: "ann", attributes: { age: 9 } }, { name: "bob" }] })
        .events()
        .find((e) => e.type === "log"),
    ).toMatchObject({ message: "[9,30]" });
  });

  it("counterclockwise seating reverses the order of play from the first player", () => {
    const source = withPlay("", "  log [players, next(first(players))]").replace(
      "score points }",
      "score points  seating counterclockwise }",
    );
    const m = matchOf(source, { players: ["a", "b", "c"].map((name) => ({ name })) });
    expect(m.events().find((e) => e.type === "log")).toMatchObject({ message: '[["a","c","b"],"c"]' });
  });
});
