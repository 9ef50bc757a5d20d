// Ints are safe integers: an arithmetic result outside them is a diagnostic at the statement
// that made it, and a range never counts past them.
import { describe, expect, it } from "vitest";
import { compileText } from "../interpreter/helpers.js";
import { firstError, header, lineOf, where } from "./helpers.js";

describe("ints stay safe integers", () => {
  const played = (play: string) => {
    const text = `${header}rule play {\n${play}\n}`;
    return { text, d: firstError(text) };
  };

  for (const [what, expr] of [
    ["a sum", "9007199254740991 + 1"],
    ["a difference", "0 - 9007199254740991 - 1"],
    ["a product", "3000000000 * 3000000000"],
    ["sum()", "sum([9007199254740991, 1])"],
    ["sum() of a comprehension", "sum([x * 4503599627370496 for x in 1..3])"],
  ] as const) {
    it(`${what} out of range is integer-out-of-range at its statement`, () => {
      const { text, d } = played(`  let x = 1\n  let y = ${expr}`);
      expect(where(d)).toBe(`integer-out-of-range ${lineOf(text, "let y")}:3`);
      expect(d?.message).toContain("rule `play`");
    });
  }

  it("so is `+=` on a var", () => {
    const { text, d } = played("  set points[first(players)] = 9007199254740990\n  set points[first(players)] += 5");
    expect(where(d)).toBe(`integer-out-of-range ${lineOf(text, "+= 5")}:3`);
  });

  it("the largest safe integers themselves are fine", () => {
    expect(played("  let y = 9007199254740990 + 1\n  let z = 0 - 9007199254740991").d).toBeUndefined();
  });

  // a literal that large is refused by the front end; a computed end must be refused here
  it("a range ending at 2^53 or more is refused at once, never counted (a card file's assertion)", () => {
    const { diagnostics } = compileText(
      "kind k { v: int }\ncards k {\n  columns v\n  a: 1\n}\nassert count(9007199254740991..9007199254740991 + 1) == 1\nassert count(k) == 1",
    );
    expect(diagnostics.map(where)).toEqual(["integer-out-of-range 6:1"]);
  });
});
