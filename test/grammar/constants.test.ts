// Constant integer arithmetic in card data: generator ranges and fixed attributes may compute
// (`1..2 * 2`, `with bonus 2 + 3`) as the docs say; what cannot be computed exactly is a diagnostic.
import { describe, expect, it } from "vitest";
import { loadProgram } from "../../grammar/index.js";

function load(cards: string) {
  const text = `kind chip { worth: int  bonus: int = 0 }\n${cards}\n`;
  const r = loadProgram("/p/cards/c.agon", { projectRoot: "/p", readFile: () => text });
  return { cards: r.program.cards, problems: r.diagnostics.map((d) => `${d.code} ${d.range?.start.line}:${d.range?.start.column}`) };
}

describe("constant arithmetic in card data", () => {
  it("a generator range and a fixed attribute are computed", () => {
    const r = load("cards chip { generate worth in 1..2 * 2 with bonus 2 + 3 }");
    expect(r.problems).toEqual([]);
    expect(r.cards.map((c) => [c.id, c.attributes.worth, c.attributes.bonus])).toEqual([
      ["1", 1, 5],
      ["2", 2, 5],
      ["3", 3, 5],
      ["4", 4, 5],
    ]);
  });

  it("`/` truncates and `%` keeps the sign, as when the game runs", () => {
    const r = load("cards chip { columns worth, bonus\n  a: -7 / 2, -7 % 2 }");
    expect(r.problems).toEqual([]);
    expect(r.cards[0]?.attributes).toEqual({ worth: -3, bonus: -1 });
  });

  it("the largest exact integers are accepted, one past them is not", () => {
    const r = load("cards chip { columns worth, bonus\n  a: 9007199254740991, -9007199254740991\n  b: 9007199254740991 + 1, 0 }");
    expect(r.cards[0]?.attributes).toEqual({ worth: 9007199254740991, bonus: -9007199254740991 });
    expect(r.problems).toEqual(["integer-out-of-range 4:6"]);
  });

  it("a division by zero is a diagnostic at the division", () => {
    expect(load("cards chip { generate worth in 1..4 / 0 }").problems).toEqual(["division-by-zero 2:35"]);
  });

  it("a generator of more cards than any game has is refused before a card is made", () => {
    expect(load("cards chip { generate worth in 1..1000000000 }").problems).toEqual(["too-many-cards 2:32"]);
    expect(load("cards chip { generate 1000000000 }").problems).toEqual(["too-many-cards 2:23"]);
  });
});
