import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { loadProgram } from "../../grammar/loader.js";
import { editDistance, didYouMean } from "../../grammar/suggest.js";

const base = `
game g { players 2..4 attribute age: int = 30 score points }
enum suit { red, blue }
kind token { suit: suit  value: int 1..5 }
cards token { generate suit in suit, value in 1..5 }
zone deck: token shared hidden holds all token
zone hand: token per player owner
zone discard: token shared public
var points: int per player = 0
var dealer: player = first(players)
option scoring: high | low = high "which cards score"
function worth(t: token): int = t.value * 2
table bonus: int -> int default 0 { 1: 5 }
rule setup { shuffle deck  deal 2 from deck to hand }
rule play { repeat { call turn } }
rule finish { winners players }
`;

/** Loads `base` plus `extra` (a rules file) and returns the diagnostics. */
function check(extra: string, withBase = true): Diagnostic[] {
  const text = (withBase ? base : "") + extra;
  return loadProgram("/p/g.agon", { projectRoot: "/p", readFile: () => text }).diagnostics;
}

function codes(extra: string, withBase = true): string[] {
  return check(extra, withBase).map((d) => d.code);
}

function only(extra: string, code: string, withBase = true): Diagnostic {
  const found = check(extra, withBase);
  expect(found.map((d) => d.code)).toEqual([code]);
  return found[0]!;
}

const turn = (body: string) => `rule turn {\n${body}\nend game\n}`;

describe("checks: a correct game", () => {
  it("accepts locals from let, choose, for, comprehensions, sort and parameters", () => {
    expect(
      check(
        turn(`
      let n = count(deck)
      for p in players {
        choose c from hand[p] by p secret "card"
        move c to discard
        set points[p] += c.value + worth(c) + bonus[n] + p.age
      }
      let best = sort p in players where points[p] > 0 by points[p] desc, p.age
      let values = [t.value for t in discard if t.suit == red]
      if scoring == low and count(values) > 0 { set dealer = next(dealer) }
      let v = top(deck)
      set v = none
    `),
      ),
    ).toEqual([]);
  });

  it("lets soft keywords serve as names", () => {
    expect(
      check(`zone row: token shared public\nvar top: int = 0\nrule turn { move top(deck) to row  set top = count(row)  end game }`),
    ).toEqual([]);
  });
});

describe("checks: one per diagnostic code", () => {
  it("unknown-name, with a hint", () => {
    const d = only(turn("set points[first(players)] = pionts[first(players)]"), "unknown-name");
    expect(d.hint).toBe("did you mean `points`?");
    expect(d.range?.start).toMatchObject({ line: base.split("\n").length + 1, column: 30 });
  });

  it("unknown-name for a local used outside its block", () => {
    only(turn("for p in players { let x = 1 }\nlog x"), "unknown-name");
  });

  it("unknown-zone for move, shuffle, deal and reveal targets", () => {
    expect(codes(turn("move top(deck) to hnd[first(players)]\nshuffle dek\ndeal 1 from deck to hnad\nreveal points"))).toEqual([
      "unknown-zone",
      "unknown-zone",
      "unknown-zone",
      "unknown-zone",
    ]);
    expect(check(turn("shuffle dek"))[0]!.hint).toBe("did you mean `deck`?");
  });

  it("unknown-rule for call, leave and trigger after", () => {
    expect(codes(`${turn("call trun\nleave tunr")}\ntrigger t after trun when true { end game }`)).toEqual([
      "unknown-rule",
      "unknown-rule",
      "unknown-rule",
    ]);
  });

  it("unknown-kind for zones and types", () => {
    expect(codes(`zone pile: tokn shared public\nvar x: list of tokn = []\nrule turn { end game }`)).toEqual([
      "unknown-kind",
      "unknown-kind",
    ]);
  });

  it("unknown-attribute on a card and on a player", () => {
    const d = check(turn("let v = top(deck).valeu\nlet a = first(players).aeg"));
    expect(d.map((x) => [x.code, x.hint])).toEqual([
      ["unknown-attribute", "did you mean `value`?"],
      ["unknown-attribute", "did you mean `age`?"],
    ]);
  });

  it("unknown-attribute in card columns", () => {
    // the misspelt column also leaves `x` unset
    expect(codes(`enum e { a }\nkind k { x: int }\ncards k { columns y\n one: 1 }`, false)).toEqual([
      "unknown-attribute",
      "missing-attribute",
    ]);
  });

  it("unknown-enum-value in card data", () => {
    const d = only(`enum e { red, blue }\nkind k { c: e }\ncards k { columns c\n one: rde }`, "unknown-enum-value", false);
    expect(d.hint).toBe("did you mean `red`?");
  });

  it("unknown-function, with a hint", () => {
    expect(only(turn("let n = cuont(deck)"), "unknown-function").hint).toBe("did you mean `count`?");
  });

  it("unknown-rule-id when a rulebook exists, and only then", () => {
    const book = `rulebook G { G-1 "one" }\n`;
    expect(codes(`${book}rule turn implements G-2 { end game }\noption o: a = a resolves G-1`)).toEqual(["unknown-rule-id"]);
    expect(codes(`rule turn implements G-2 { end game }`)).toEqual([]);
  });

  it("unknown-option-value in a comparison and in a default", () => {
    expect(only(turn("if scoring == hihg { end game }"), "unknown-option-value").hint).toBe("did you mean `high`?");
    only(`option o: a | b = c\nrule turn { end game }`, "unknown-option-value");
  });

  it("duplicate-name across declarations and within an enum", () => {
    expect(codes(`zone points: token shared public\nenum e { x, x }\nrule turn { end game }`)).toEqual([
      "duplicate-name",
      "duplicate-name",
    ]);
  });

  it("duplicate-card-id", () => {
    only(`kind k { x: int }\ncards k { columns x\n a: 1\n a: 2 }`, "duplicate-card-id", false);
  });

  it("duplicate-table-key: the second entry of a key, with the line of the first", () => {
    const d = only(
      `enum suit { red, blue }\ntable t: int, suit -> int default 0 {\n  1, red: 5\n  1, blue: 3\n  1, red: 4\n}`,
      "duplicate-table-key",
      false,
    );
    expect(d.message).toBe("table `t` has two entries for `1, red` (the first on line 3)");
    expect(d.range?.start.line).toBe(5);
    // keys that differ in any part are different keys
    expect(codes(`enum suit { red, blue }\ntable u: int, suit -> int default 0 { 1, red: 5  2, red: 3  1, blue: 4 }`, false)).toEqual([]);
  });

  it("duplicate-rule-id", () => {
    expect(codes(`rulebook A { A-1 "x" }\nrulebook B { A-1 "y" }\nassert true "A-1"`, false)).toEqual(["duplicate-rule-id"]);
  });

  it("wrong-type for conditions, list functions, arithmetic and logic", () => {
    expect(
      codes(
        turn(`
      if count(deck) { }
      while 1 { }
      let n = count(true)
      let m = true + 1
      let joined = "a" + "b" + name(top(deck))
      let wrong = "a" + 1
      let o = 1 and true
      let q = not 3
      let r = [t for t in deck if t.value]
    `),
      ),
    ).toEqual(["wrong-type", "wrong-type", "wrong-type", "wrong-type", "wrong-type", "wrong-type", "wrong-type", "wrong-type"]);
    only(`assert 3 "three"`, "wrong-type", false);
  });

  it("wrong-type for loops and choices over something that is not a list", () => {
    const d = check(turn("for i in 3 { }\nchoose c from first(players) by first(players)\nlet x = [t for t in true]"));
    expect(d.map((x) => x.code)).toEqual(["wrong-type", "wrong-type", "wrong-type"]);
    expect(d[0]!.hint).toBe("for a count, use a range: `1..n`");
  });

  it("wrong-type for a `set` of something that is not a var or a local", () => {
    const d = check(turn("set deck = 1\nset scoring = low\nset top(deck).value = 2"));
    expect(d.map((x) => x.message)).toEqual([
      "`deck` is a zone and cannot be set",
      "`scoring` is an option and cannot be set",
      "`set` assigns a var, a var's entry or a local",
    ]);
  });

  it("never reports wrong-type for what it cannot know", () => {
    expect(
      check(
        turn(
          "let found = none\nset found = true\nif found { }\nlet x = first([]) \nif x { }\nlet t = top(deck)\nlet y = [d for d in suit if bonus[1] > t.value]",
        ),
      ),
    ).toEqual([]);
  });

  it("wrong-arity for built-ins and user functions", () => {
    const d = check(turn("let a = count(deck, hand)\nlet b = worth()"));
    expect(d.map((x) => x.code)).toEqual(["wrong-arity", "wrong-arity"]);
    expect(d[1]!.message).toBe("`worth` takes 1 argument but is given 0");
  });

  it("rule parameters are in scope in the rule, and a call passes one argument per parameter", () => {
    const rules = `rule give(p: player, n: int) { deal n from deck to hand for [p] }\n`;
    expect(check(rules + turn("call give(dealer, 1)"))).toEqual([]);
    const d = check(rules + turn("call give(dealer)"));
    expect(d.map((x) => x.code)).toEqual(["wrong-arity"]);
    expect(d[0]!.message).toBe("rule `give` takes 2 arguments but is given 1");
    expect(d[0]!.hint).toBe("`call give(p, n)`");
    expect(codes(`rule lone(p: player) { }\n${turn("call lone(q)")}`)).toEqual(["unknown-name"]);
    expect(codes(base.replace("rule setup {", "rule setup(p: player) {") + turn(""), false)).toEqual(["wrong-arity"]);
  });

  it("wrong-column-count, value-out-of-range and missing-attribute in card data", () => {
    const kind = `kind k { x: int 1..3  y: bool }\n`;
    only(`${kind}cards k { columns x, y\n a: 1 }`, "wrong-column-count", false);
    only(`${kind}cards k { columns x, y\n a: 9, true }`, "value-out-of-range", false);
    only(`${kind}cards k { columns x\n a: 1 }`, "missing-attribute", false);
    only(`${kind}cards k { columns x, y\n a: 1, 2 }`, "wrong-type", false);
  });

  it("missing-game and missing-rule for a rules file, nothing for a card file", () => {
    expect(codes(`rule setup { }\nrule play { }\nrule finish { winners players }`, false)).toEqual(["missing-game"]);
    expect(codes(`game g { players 2 }\nrule setup { }`, false)).toEqual(["missing-rule", "missing-rule"]);
    expect(codes(`enum e { a }\nkind k { x: int }\ncards k { generate 3 with x 1 }`, false)).toEqual([]);
  });

  it("missing-winners and unimplemented-rule-id are warnings", () => {
    const d = check(
      `game g { players 2 }\nrulebook G { G-1 "one" G-2 "two" }\nrule setup implements G-1 { }\nrule play { }\nrule finish { log "end" }`,
      false,
    );
    expect(d.map((x) => [x.code, x.severity])).toEqual([
      ["unimplemented-rule-id", "warning"],
      ["missing-winners", "warning"],
    ]);
  });
});

describe("suggestions", () => {
  it("counts a swap of neighbours as one edit", () => {
    expect(editDistance("hnad", "hand")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });

  it("suggests only names close enough to be a typo", () => {
    expect(didYouMean("hnd", ["hand", "deck"])).toBe("did you mean `hand`?");
    expect(didYouMean("zzz", ["hand", "deck"])).toBeUndefined();
  });
});
