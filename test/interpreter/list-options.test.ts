// An option typed `list of T` is a list in the game, is listed with its type, and is set from the
// command line as comma-separated items of T, each checked like a single option's value.
import { describe, expect, it } from "vitest";
import { AgonError, gameInfo, loadGame, playGame, firstLegalAgent } from "../../src/index.js";

const text = `game lists { players 2..2  score points }
enum suit { red, blue }
var points: int per player = 0
option sizes: list of int 1..9 = [2, 3] "some sizes"
option suits: list of suit = [red] "some suits"
rule setup { }
rule play { set points[first(players)] = sum(sizes) + count([s for s in suits if s == blue]) }
rule finish { winners players }
`;
const { game, diagnostics } = loadGame("/p/rules/g.agon", { projectRoot: "/p", readFile: () => text });

function firstScore(options: Record<string, string>): number {
  const { result } = playGame(game!, { players: [{ name: "a" }, { name: "b" }], options }, () => firstLegalAgent());
  return result.scores.a!;
}

describe("list options", () => {
  it("check clean and are listed as lists", () => {
    expect(diagnostics).toEqual([]);
    expect(gameInfo(game!).options.map((o) => [o.name, o.type, o.default])).toEqual([
      ["sizes", "list of int", [2, 3]],
      ["suits", "list of suit", ["red"]],
    ]);
  });

  it("are lists in the game, by default and when set as comma-separated items", () => {
    expect(firstScore({})).toBe(5);
    expect(firstScore({ sizes: "4, 5,6", suits: "blue,red,blue" })).toBe(17);
    expect(firstScore({ sizes: "" })).toBe(0);
  });

  it("refuse an item that is not of the element type", () => {
    const refusal = (options: Record<string, string>): string => {
      try {
        return `played: ${firstScore(options)}`;
      } catch (e) {
        return e instanceof AgonError ? e.diagnostic.code : String(e);
      }
    };
    expect(([{ sizes: "1,x" }, { sizes: "10" }, { suits: "green" }] as Record<string, string>[]).map(refusal)).toEqual([
      "bad-option",
      "bad-option",
      "bad-option",
    ]);
  });
});
