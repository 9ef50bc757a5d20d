// The linking stage: one resolution of every name and one type per expression, which the checks
// and the closure compiler both read (so they cannot disagree on what a name means).
import { describe, expect, it } from "vitest";
import type { CallExpr, Expr, NameExpr } from "../../grammar/ast.js";
import { exprChildren, stmtChildren } from "../../grammar/ast-children.js";
import type { Block } from "../../grammar/ast.js";
import { linkProgram, type LinkedProgram } from "../../grammar/link/index.js";
import { loadProgram } from "../../grammar/loader.js";
import { loadGame } from "../../src/interpreter/load.js";
import { playGame } from "../../src/interpreter/match.js";
import { firstLegalAgent } from "../../src/interpreter/agents.js";

const game = `
game g { players 2..4 score points }
enum suit { red, blue }
kind token { suit: suit  value: int 1..5  rank: int 1..9 or joker }
enum joker { wild }
cards token { columns suit, value, rank  t1: red, 1, 3  t2: blue, 2, wild }
zone deck: token shared hidden holds all token
zone hand: token per player owner
zone rows: token per suit public
var points: int per player = 0
option chooser: worst | best = worst "who picks"
rule setup { }
rule play {
  let low = min([t.value for t in deck])
  let who = chooser
  if chooser == best { move t2 to hand[first(players)] }
  let score = points
  let k = player-count
  let r = top(deck)
  end game
}
rule finish { winners [p for p in players if count(hand[p]) > 0] }
`;

function loaded(text: string): { link: LinkedProgram; errors: string[] } {
  const r = loadProgram("/p/g.agon", { projectRoot: "/p", readFile: () => text });
  return { link: r.linked, errors: r.diagnostics.filter((d) => d.severity === "error").map((d) => `${d.code} ${d.message}`) };
}

/** Every expression of a block, in source order. */
function exprsOf(block: Block): Expr[] {
  const out: Expr[] = [];
  const visit = (e: Expr) => {
    out.push(e);
    exprChildren(e).forEach(visit);
  };
  const stmts = (b: Block) => {
    for (const s of b.statements) {
      const parts = stmtChildren(s);
      parts.exprs.forEach(visit);
      parts.blocks.forEach(stmts);
      parts.stmts.forEach((x) => stmts({ kind: "Block", statements: [x], range: x.range }));
    }
  };
  stmts(block);
  return out;
}

describe("the linking stage", () => {
  const { link, errors } = loaded(game);
  const play = exprsOf(link.program.rules.get("play")!.body);
  const named = (name: string) => play.filter((e): e is NameExpr => e.kind === "Name" && e.name === name);

  it("links a game without errors", () => expect(errors).toEqual([]));

  it("resolves every name to its declaration", () => {
    expect(link.declarationOf(named("deck")[0]!)?.kind).toBe("zone");
    expect(link.declarationOf(named("chooser")[0]!)?.kind).toBe("option");
    expect(link.declarationOf(named("players")[0]!)?.kind).toBe("builtin-value");
    expect(link.declarationOf(named("t2")[0]!)).toMatchObject({ kind: "card", card: { id: "t2" } });
    // `best` beside the option is its value
    expect(link.declarationOf(named("best")[0]!)).toMatchObject({ kind: "option-value", value: { name: "best" } });
    // the comprehension's `t` is the local the comprehension binds
    const t = named("t")[0]!;
    const local = link.declarationOf(t);
    expect(local?.kind === "local" && local.local.binder).toBe("comprehension");
    const callee = play.find((e): e is CallExpr => e.kind === "Call" && e.callee.name === "min")!;
    expect(link.declarationOf(callee.callee)?.kind).toBe("builtin-function");
  });

  it("types every expression, with may-be-none, ranges, option value sets and zone facts", () => {
    const min = play.find((e) => e.kind === "Call" && e.callee.name === "min")!;
    expect(link.typeOf(min)).toEqual({ t: "union", of: [{ t: "int", min: 1, max: 5 }, { t: "none" }] });
    expect(link.typeOf(named("chooser")[0]!)).toEqual({ t: "symbol", option: "chooser", values: ["worst", "best"] });
    expect(link.typeOf(named("player-count")[0]!)).toEqual({ t: "int", min: 2, max: 4 });
    expect(link.typeOf(named("points")[0]!)).toEqual({ t: "list", of: { t: "int" } });
    const deck = link.declarationOf(named("deck")[0]!);
    expect(deck?.kind === "zone" && deck.facts).toMatchObject({ holds: "token", layout: { per: "shared" }, visibility: "hidden" });
  });

  it("says why a type is unknown", () => {
    const { link: broken } = loaded(`${game}\nfunction f(x: int): int = nothing-here + x`);
    const body = broken.program.functions.get("f")!.body;
    expect(exprChildren(body).map((e) => broken.typeOf(e))[0]).toEqual({ t: "unknown", reason: "`nothing-here` names nothing" });
  });

  it("the top card of a zone may be none", () => {
    const rank = linkProgram(link.program).namespace.attribute("token", "rank");
    expect(rank?.kind).toBe("attribute");
    const member = play.find((e) => e.kind === "Call" && e.callee.name === "top")!;
    expect(link.typeOf(member)).toEqual({ t: "union", of: [{ t: "card", kind: "token" }, { t: "none" }] });
  });
});

describe("the two readings the checks and the interpreter once disagreed on", () => {
  it("a card id in a rule names that card, for the checks and when the game runs", () => {
    const { errors } = loaded(game);
    expect(errors).toEqual([]);
    const r = loadGame("/p/g.agon", {
      projectRoot: "/p",
      readFile: () => game.replace("chooser: worst | best = worst", "chooser: worst | best = best"),
    });
    expect(r.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const result = playGame(r.game!, { players: [{ name: "ann" }, { name: "bob" }], seed: 1 }, () => firstLegalAgent());
    // t2 went to the first player's hand, so ann alone holds a card
    expect(result.result.winners).toEqual(["ann"]);
  });

  it("`var players` is refused: `players` keeps meaning every player", () => {
    const text = game.replace("var points: int per player = 0", "var points: int per player = 0\nvar players: int = 3");
    const { link, errors } = loaded(text);
    expect(errors).toEqual([expect.stringMatching(/^duplicate-name `players` is a built-in name/)]);
    expect(
      link.declarationOf(
        exprsOf(link.program.rules.get("finish")!.body).find((e): e is NameExpr => e.kind === "Name" && e.name === "players")!,
      )?.kind,
    ).toBe("builtin-value");
  });
});

describe("a describe template's placeholders", () => {
  it("are linked to the attribute, the map entry and the var they name", () => {
    const text = `${game}
kind badge { worth: map suit to int  label: text }
cards badge { columns worth.red, worth.blue, label  gold: 1, 2, "g" }
var trump: suit or none = none
describe badge en "{label}: {+worth.red} {worth[trump]} {name} {missing}"
`;
    const { link, errors } = loaded(text);
    expect(errors).toEqual(["unknown-template-attribute `badge` has no attribute `missing`"]);
    const template = link.program.descriptions[0]!.templates[0]!;
    const refs = link.templates.get(template)!.refs;
    expect(refs.map((r) => [r.ref.name, r.attribute?.attribute.name.name, r.key?.kind])).toEqual([
      ["label", "label", undefined],
      ["worth", "worth", "enum-value"],
      ["worth", "worth", "var"],
      ["name", undefined, undefined],
      ["missing", undefined, undefined],
    ]);
    expect(refs[1]!.attributeType).toEqual({ t: "map", key: "suit", value: { t: "int" } });
  });
});
