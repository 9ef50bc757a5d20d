import { describe, expect, it } from "vitest";
import { AgonError, loadGame, newMatch, type CardChange } from "../../src/index.js";

// Two gems whose worths differ; the assertion holds for the deck as written.
const source = `game gems { players 1..2  score points }
enum colour { red, blue }
kind gem { worth: int 1..9  shade: map colour to int or colour }
cards gem {
  columns worth, shade.red, shade.blue
  ruby:     2, 1, red
  sapphire: 3, 2, 4
}
assert count(unique([g.worth for g in gem])) == count(gem) "no two gems are worth the same"
zone box: gem shared public holds all gem
var points: int per player = 0
var tied: bool = false
var numbered-blues: int = 0
rule setup { }
rule play {
  set tied = first([g.worth for g in box]) == last([g.worth for g in box])
  set numbered-blues = count([g for g in box if g.shade.blue is int])
}
rule finish { winners players }
`;

function load(cardChanges: CardChange[]) {
  return loadGame("/p/gems.agon", { projectRoot: "/p", readFile: () => source, cardChanges });
}

/** What the rules read from the deck: whether the two worths tie, how many blue shades are numbers. */
function readings(changes: CardChange[]): [unknown, unknown] {
  const match = newMatch(load(changes).game!, { players: [{ name: "ann" }] });
  return [match.variable("tied"), match.variable("numbered-blues")];
}

function failure(changes: CardChange[]): AgonError {
  try {
    load(changes);
  } catch (e) {
    if (e instanceof AgonError) return e;
    throw e;
  }
  throw new Error("expected the changes to be refused");
}

describe("card changes (a test deck)", () => {
  it("change what the rules read, after the card files' assertions held on the deck as written", () => {
    expect(readings([])).toEqual([false, 1]);
    // the assertion forbids equal worths, yet the changed deck loads: it was checked before the change
    expect(readings([{ card: "ruby", attribute: "worth", value: 3 }])).toEqual([true, 1]);
    expect(readings([{ card: "sapphire", attribute: "shade", key: "blue", value: "blue" }])).toEqual([false, 0]);
  });

  it("show in the card data the API reports, and leave other loads of the game alone", () => {
    const changed = load([{ card: "ruby", attribute: "worth", value: 3 }]).game!;
    expect(newMatch(changed, { players: [{ name: "ann" }] }).cardAttribute("ruby", "worth")).toBe(3);
    expect(newMatch(load([]).game!, { players: [{ name: "ann" }] }).cardAttribute("ruby", "worth")).toBe(2);
  });

  it("refuse an unknown card, attribute or entry, and a kind of value the attribute never holds", () => {
    expect(failure([{ card: "emerald", attribute: "worth", value: 1 }]).diagnostic.code).toBe("unknown-card");
    expect(failure([{ card: "ruby", attribute: "weight", value: 1 }]).diagnostic.code).toBe("unknown-attribute");
    expect(failure([{ card: "ruby", attribute: "shade", key: "green", value: 1 }]).diagnostic.code).toBe("unknown-attribute");
    expect(failure([{ card: "ruby", attribute: "shade", value: 1 }]).diagnostic.message).toContain("name the entry");
    expect(failure([{ card: "ruby", attribute: "worth", value: "red" }]).diagnostic.code).toBe("wrong-type");
    expect(failure([{ card: "ruby", attribute: "shade", key: "red", value: "purple" }]).diagnostic.code).toBe("wrong-type");
    // the declared range holds as in card data
    expect(failure([{ card: "ruby", attribute: "worth", value: 10 }]).diagnostic.message).toContain("outside 1..9");
  });
});
