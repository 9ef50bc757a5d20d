// What a match allocates is metered: lists kept by the million, or an event log of huge moves,
// end with memory-budget-exceeded at the statement, long before the process runs out of memory.
import { describe, expect, it } from "vitest";
import { firstError, header, lineOf, loadText, where } from "./helpers.js";

describe("the memory budget", () => {
  it("many lists kept at once", () => {
    const text = `${header}rule play {\n  let all = [[0]]\n  repeat {\n    set all = all + [1..500000]\n  }\n}`;
    expect(where(firstError(text))).toBe(`memory-budget-exceeded ${lineOf(text, "set all")}:5`);
  });

  it("one comprehension of huge lists", () => {
    const text = `${header}rule play {\n  let xs = [1..900000 for i in 1..100]\n}`;
    const d = firstError(text);
    expect(where(d)).toBe(`memory-budget-exceeded ${lineOf(text, "let xs")}:3`);
    expect(d?.message).toContain("rule `play`");
  });

  it("copies of a zone and of a var per player", () => {
    const deck = "kind chip { }\ncards chip { generate 20 }\nzone pile: chip shared hidden holds all chip\n";
    const copies = (what: string) => {
      const text = `${header}${deck}rule play {\n  let xs = [${what} for i in 1..1000000]\n  let ys = [${what} for i in 1..1000000]\n}`;
      return { text, d: firstError(text, { recordEvents: false }) };
    };
    const zone = copies("pile");
    expect(where(zone.d)).toBe(`memory-budget-exceeded ${lineOf(zone.text, "let xs")}:3`);
    const perPlayer = copies("points");
    expect(where(perPlayer.d)).toBe(`memory-budget-exceeded ${lineOf(perPlayer.text, "let xs")}:3`);
  });

  describe("an event log of 20,000-card moves", () => {
    const deck =
      "kind chip { }\ncards chip { generate 20000 }\nzone pile: chip shared hidden holds all chip\nzone discard: chip shared public\n";
    const text = `${header}${deck}rule play {\n  repeat {\n    move pile to discard\n    move discard to pile\n  }\n}`;

    it("ends at the memory budget", () => {
      expect(where(firstError(text))).toMatch(
        new RegExp(`^memory-budget-exceeded (${lineOf(text, "move pile")}|${lineOf(text, "move discard")}):5$`),
      );
    });

    it("and without events at the step budget, a step per card moved", () => {
      expect(where(firstError(text, { recordEvents: false }))).toBe(`step-budget-exceeded ${lineOf(text, "repeat")}:3`);
    });
  });
});

describe("card files", () => {
  const checked = (cards: string) =>
    loadText(`kind chip { a: int = 0  b: int = 0  c: int = 0 }\ncards chip {\n  ${cards}\n}\n`).diagnostics.map(
      (d) => `${where(d)} ${d.message}`,
    );

  it("a generator of a billion cards is refused before any is made", () => {
    expect(checked("generate a in 1..1000000000")).toEqual([
      "too-many-cards 3:17 1,000,000,000 cards: more than the 100,000 a game may have",
    ]);
    expect(checked("generate 1000000000")).toEqual(["too-many-cards 3:12 1,000,000,000 cards: more than the 100,000 a game may have"]);
  });

  it("so are three nested loops of a thousand", () => {
    expect(checked("generate a in 1..1000, b in 1..1000, c in 1..1000")).toEqual([
      "too-many-cards 3:3 1,000,000,000 cards: more than the 100,000 a game may have",
    ]);
  });

  it("and cards past the limit counted over several generators", () => {
    expect(checked("generate 60000\n  generate 60000")).toEqual([
      "too-many-cards 4:12 60,000 cards after the 60,000 declared before: more than the 100,000 a game may have",
    ]);
  });
});
