import { describe, expect, it } from "vitest";
import type { Declaration, Expr, RuleDecl, Stmt } from "../../grammar/ast.js";
import { parseSource } from "../../grammar/parse.js";
import { agonParser } from "../../grammar/parser.js";

function parse(text: string) {
  return parseSource(text, "t.agon");
}

function declarations(text: string): Declaration[] {
  const r = parse(text);
  expect(r.diagnostics).toEqual([]);
  return r.file!.declarations;
}

function statements(body: string): Stmt[] {
  return (declarations(`rule r {\n${body}\n}`)[0] as RuleDecl).body.statements;
}

function expr(text: string): Expr {
  const s = statements(`let x = ${text}`)[0]!;
  if (s.kind !== "Let") throw new Error("not a let");
  return s.value;
}

/** A compact prefix form of an expression, to compare shapes. */
function shape(e: Expr): string {
  switch (e.kind) {
    case "Int":
      return String(e.value);
    case "Bool":
      return String(e.value);
    case "Text":
      return JSON.stringify(e.value);
    case "None":
      return "none";
    case "Name":
      return e.name;
    case "Member":
      return `${shape(e.object)}.${e.member.name}`;
    case "Index":
      return `${shape(e.object)}[${e.indices.map(shape).join(", ")}]`;
    case "Call":
      return `${e.callee.name}(${e.args.map(shape).join(", ")})`;
    case "Unary":
      return `(${e.op} ${shape(e.operand)})`;
    case "Binary":
      return `(${shape(e.left)} ${e.op} ${shape(e.right)})`;
    case "Is":
      return `(${shape(e.value)} is${e.negated ? " not" : ""} ${e.type.kind})`;
    case "IfExpr":
      return `(if ${shape(e.condition)} then ${shape(e.then)} else ${shape(e.else)})`;
    case "List":
      return `[${e.items.map(shape).join(", ")}]`;
    case "Comprehension":
      return `[${shape(e.element)} for ${e.name.name} in ${shape(e.iterable)}${e.filter ? ` if ${shape(e.filter)}` : ""}]`;
    case "Sort":
      return `sort ${e.name.name} in ${shape(e.iterable)}${e.filter ? ` where ${shape(e.filter)}` : ""} by ${e.keys.map((k) => shape(k.key) + (k.descending ? " desc" : "")).join(", ")}`;
    case "Range":
      return `(${shape(e.from)}..${shape(e.to)})`;
  }
}

describe("parser: expressions", () => {
  it.each([
    ["1 + 2 * 3", "(1 + (2 * 3))"],
    ["a - b - c", "((a - b) - c)"],
    ["-a * b", "((- a) * b)"],
    ["a ?? b or c", "(a ?? (b or c))"],
    ["a or b and c", "(a or (b and c))"],
    ["not a and b", "((not a) and b)"],
    ["not x in xs", "(not (x in xs))"],
    ["a == b + 1", "(a == (b + 1))"],
    ["1 + 1..5", "((1 + 1)..5)"],
    ["c.placing[d] is int", "(c.placing[d] is IntType)"],
    ["x is not none and y is runner", "((x is not NoneType) and (y is NamedType))"],
    ["if a then b else c + 1", "(if a then b else (c + 1))"],
    ["f(a, b).value", "f(a, b).value"],
    ["table[1, 2]", "table[1, 2]"],
    ["[a.value for a in hand[p] if a.value > 2]", "[a.value for a in hand[p] if (a.value > 2)]"],
    ["[]", "[]"],
    ["sort p in players where points[p] > 0 by points[p] desc, p.age", "sort p in players where (points[p] > 0) by points[p] desc, p.age"],
    ["min([1, 2]) ?? 99", "(min([1, 2]) ?? 99)"],
  ])("%s", (text, expected) => {
    expect(shape(expr(text))).toBe(expected);
  });

  it("keeps soft keywords usable as names", () => {
    expect(shape(expr("row[top] + value + count(players) + box.of"))).toBe("(((row[top] + value) + count(players)) + box.of)");
  });
});

describe("parser: statements", () => {
  it("reads every statement form", () => {
    const kinds = statements(`
      let x = 1
      set points[p] += 3
      move c to top of pile
      move c to tableau[red] at row 2
      move hand[p] to gone
      shuffle pile
      deal 4 from pile to hand
      deal 1 from pile to hand for waiting
      reveal played
      look c by dealer
      choose optional c from hand[p] by p secret "card to play"
      if a { } else if b { } else { }
      for p in players { }
      while false { }
      repeat { leave r }
      call turn
      end game
      winners players
      rule section implements X-1 { }
      log "done"
    `).map((s) => s.kind);
    expect(kinds).toEqual([
      "Let",
      "Set",
      "Move",
      "Move",
      "Move",
      "Shuffle",
      "Deal",
      "Deal",
      "Reveal",
      "Look",
      "Choose",
      "If",
      "For",
      "While",
      "Repeat",
      "CallStmt",
      "EndGame",
      "Winners",
      "NestedRule",
      "Log",
    ]);
  });

  it("tells `deal ... for ps` from a following `for` loop", () => {
    const [deal, loop] = statements("deal 1 from pile to hand\nfor p in players { }");
    expect(deal).toMatchObject({ kind: "Deal", players: undefined });
    expect(loop).toMatchObject({ kind: "For" });
  });

  it("reads move destinations and choose flags", () => {
    const [top, grid, choose] = statements(`move c to top of pile\nmove c to g[k] at row r\nchoose c from xs by p`);
    expect(top).toMatchObject({ kind: "Move", at: "top" });
    expect(grid).toMatchObject({ kind: "Move", at: "bottom", row: { kind: "Name", name: "r" } });
    expect(choose).toMatchObject({ kind: "Choose", optional: false, secret: false, label: undefined });
  });
});

describe("parser: declarations", () => {
  it("reads a game, a rulebook, enums, kinds and options", () => {
    const [game, book, en, kind, option, intOption] = declarations(`
      game g { title "G" players 2..5 seating counterclockwise attribute age: int = 30 score points }
      rulebook G { G-1 "one" G-2 "two" }
      enum sport { sprint en "sprint" de "Sprintlauf" ko "단거리", long-jump }
      kind runner { placing: map sport to int 1..55 or no-placing  loser: bool = false }
      option chooser: worst | best = worst resolves G-1, G-2 "who chooses"
      option hand-size: int 1..10 = 4 "cards in a hand"
    `);
    expect(game).toMatchObject({
      kind: "Game",
      title: "G",
      minPlayers: 2,
      maxPlayers: 5,
      seating: "counterclockwise",
      score: { name: "points" },
    });
    expect(book).toMatchObject({ kind: "Rulebook", entries: [{ id: { name: "G-1" }, summary: "one" }, { id: { name: "G-2" } }] });
    expect(en).toMatchObject({
      kind: "Enum",
      values: [
        { name: { name: "sprint" }, names: { names: [{ lang: "en" }, { lang: "de" }, { lang: "ko", text: "단거리" }] } },
        { name: { name: "long-jump" } },
      ],
    });
    expect(kind).toMatchObject({
      kind: "Kind",
      attributes: [
        {
          type: {
            kind: "MapType",
            key: { name: "sport" },
            value: { kind: "UnionType", options: [{ kind: "IntType", min: 1, max: 55 }, { kind: "NamedType" }] },
          },
        },
        { type: { kind: "BoolType" }, default: { kind: "Bool", value: false } },
      ],
    });
    expect(option).toMatchObject({
      kind: "Option",
      values: [{ name: "worst" }, { name: "best" }],
      resolves: [{ name: "G-1" }, { name: "G-2" }],
      description: "who chooses",
    });
    expect(intOption).toMatchObject({
      kind: "Option",
      values: [],
      type: { kind: "IntType", min: 1, max: 10 },
      default: { kind: "Int", value: 4 },
    });
  });

  it("reads cards, zones, vars, tables, functions, triggers, invariants and variants", () => {
    const kinds = declarations(`
      use "../cards/x.agon"
      cards runner {
        columns en, placing.sprint, loser
        ada: "Ada", 1, false
        milo: "Milo", overstepped, true
      }
      cards medal { generate sport in sport, value in 2..6 named en "{sport} {value}" }
      cards bonus { generate 7 with value 1 }
      assert count(runner) == 2 "two runners"
      zone tableau: card shared public grid columns colour
      zone hand: runner per player owner
      var points: int per player = 0
      table scoring: int, int -> int default 0 { 1, 1: 5  1, 2: 3 }
      function best(a: runner): int = min([a.placing[d] for d in sport]) ?? 99
      trigger over implements G-1 after turn when count(pile) == 0 { end game }
      invariant "small hands": all([count(hand[p]) <= 4 for p in players])
      variant english of "../base.agon" { set chooser = best  replace rule refill { log "x" } }
    `);
    expect(kinds.map((d) => d.kind)).toEqual([
      "Use",
      "Cards",
      "Cards",
      "Cards",
      "Assert",
      "Zone",
      "Zone",
      "Var",
      "Table",
      "Function",
      "Trigger",
      "Invariant",
      "Variant",
    ]);
    expect(kinds[1]).toMatchObject({
      columns: [{ path: [{ name: "en" }] }, { path: [{ name: "placing" }, { name: "sprint" }] }, {}],
      rows: [{ id: { name: "ada" } }, { id: { name: "milo" } }],
    });
    expect(kinds[2]).toMatchObject({
      generators: [
        {
          loops: [{ attribute: { name: "sport" } }, { source: { kind: "Range" } }],
          names: { names: [{ lang: "en", text: "{sport} {value}" }] },
        },
      ],
    });
    expect(kinds[3]).toMatchObject({
      generators: [{ count: { value: 7 }, fixed: [{ attribute: { name: "value" }, value: { value: 1 } }] }],
    });
    expect(kinds[5]).toMatchObject({ visibility: "public", per: undefined, gridColumns: { name: "colour" }, of: { name: "card" } });
    expect(kinds[6]).toMatchObject({ visibility: "owner", per: { name: "player" } });
    expect(kinds[8]).toMatchObject({
      keyTypes: [{ kind: "IntType" }, { kind: "IntType" }],
      entries: [{ keys: [{ value: 1 }, { value: 1 }], value: { value: 5 } }, { value: { value: 3 } }],
    });
    expect(kinds[12]).toMatchObject({
      base: "../base.agon",
      settings: [{ option: { name: "chooser" } }],
      replacements: [{ name: { name: "refill" } }],
    });
  });
});

describe("parser: errors", () => {
  it("reports three independent errors in one file", () => {
    const r = parse(`kind gem { a: = 3 }\nrule setup {\n  let x = ]\n}\nrule play {\n  move x to to discard\n}\n`);
    expect(r.diagnostics.map((d) => [d.code, d.range?.start.line])).toEqual([
      ["syntax-error", 1],
      ["syntax-error", 3],
      ["syntax-error", 6],
    ]);
  });

  it("reports the end of input at the real end of the file, naming the open block", () => {
    const r = parse('rule setup {\n  if true {\n    log "x"\n');
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: "unexpected-end-of-input", range: { start: { line: 3, column: 12 } } });
    expect(r.diagnostics[0]!.message).toContain("opened at 2:11");
  });

  it("guesses where a missing `}` belongs from the next declaration at the margin", () => {
    const r = parse('rule setup {\n  for p in players {\n    log "x"\n}\nrule play { end game }\n');
    expect(r.diagnostics[0]).toMatchObject({ code: "unexpected-end-of-input", hint: "add `}` to close it, probably before line 5" });
  });

  it("says in words what it expected", () => {
    const r = parse("zone hand runner per player");
    expect(r.diagnostics[0]!.message).toBe("expected `:` but found `runner`");
    const closing = parse('rule r {\n  log "a"\n  )\n}');
    expect(closing.diagnostics[0]!.message).toMatch(/^expected .* but found `\)`/);
  });

  it("skips stray words between declarations and parses on", () => {
    const r = parse(`zone hand: card per player owner\nfoo bar\nrule r { let x = ] }\n}\nrule s { log "ok" }\n`);
    expect(r.diagnostics.map((d) => [d.range?.start.line, d.message.slice(0, 22)])).toEqual([
      [2, "expected a declaration"],
      [3, "expected an expression"],
      [4, "expected a declaration"],
    ]);
    expect(r.file!.declarations.map((d) => d.kind)).toEqual(["Zone", "Rule", "Rule"]);
  });

  it("hints at common slips: `=` for `==`, a missing comma between enum values", () => {
    expect(parse("rule r { if x = 1 { } }").diagnostics[0]!.hint).toBe("to compare two values, write `==`");
    expect(parse("rule r { let = 3 }").diagnostics[0]!.hint).toBeUndefined();
    expect(parse("enum e { a b }").diagnostics[0]!.hint).toBe("separate enum values with `,`");
  });

  it("explains that a reserved word cannot be a name", () => {
    const r = parse("zone in: card shared public");
    expect(r.diagnostics[0]!.hint).toContain("reserved word");
  });
});

describe("the CST's children", () => {
  // parser.ts makes each node's `children` a plain object, which inherits Object.prototype's
  // names: a label or token named like one of them would read an inherited function
  it("are keyed by no name that Object.prototype has", () => {
    interface Production {
      type: string;
      name?: string;
      label?: string;
      definition?: Production[];
    }
    const keys = new Set<string>();
    const visit = (p: Production): void => {
      if (p.type === "Terminal" || p.type === "NonTerminal") keys.add(p.label ?? p.name!);
      for (const d of p.definition ?? []) visit(d);
    };
    for (const rule of agonParser.getSerializedGastProductions() as unknown as Production[]) visit(rule);
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((k) => k in Object.prototype)).toEqual([]);
    const [rule] = declarations("rule r { let x = 1 }");
    expect(rule).toMatchObject({ body: { statements: [{ kind: "Let", value: { kind: "Int", value: 1 } }] } });
  });
});
