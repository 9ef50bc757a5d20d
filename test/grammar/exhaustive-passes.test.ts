// Every pass over the AST handles every kind of node or does not compile. `tsc --noEmit` (in
// `npm test`) checks the `@ts-expect-error` lines below: each marks a forgotten kind that must be
// a type error; were it not one, the directive itself would fail the type check.
import { describe, expect, it } from "vitest";
import type { Declaration, Expr, Stmt } from "../../grammar/ast.js";
import { type ByKind, exprChildren, stmtChildren } from "../../grammar/ast-children.js";
import { assertNever } from "../../grammar/assert-never.js";
import { type StatementConstruct, statement } from "../../grammar/statements/construct.js";
import { STATEMENTS } from "../../grammar/statements/index.js";
import type { StatementBackEnd } from "../../src/statements/back-end.js";
import { BACK_ENDS } from "../../src/statements/index.js";

const ignore = () => undefined;

// a statement table that forgets `Log`
// @ts-expect-error Property 'Log' is missing
const withoutLog: ByKind<Stmt, undefined> = {
  Let: ignore,
  Set: ignore,
  Move: ignore,
  Shuffle: ignore,
  Deal: ignore,
  Reveal: ignore,
  Look: ignore,
  Choose: ignore,
  If: ignore,
  For: ignore,
  While: ignore,
  Repeat: ignore,
  CallStmt: ignore,
  Leave: ignore,
  EndGame: ignore,
  Winners: ignore,
  NestedRule: ignore,
};

// an expression table that forgets `Range`
// @ts-expect-error Property 'Range' is missing
const withoutRange: ByKind<Expr, number> = {
  Int: () => 0,
  Bool: () => 0,
  Text: () => 0,
  None: () => 0,
  Name: () => 0,
  Member: () => 0,
  Index: () => 0,
  Call: () => 0,
  Unary: () => 0,
  Binary: () => 0,
  Is: () => 0,
  IfExpr: () => 0,
  List: () => 0,
  Comprehension: () => 0,
  Sort: () => 0,
};

// the statements' table without `Log`'s construct
// @ts-expect-error Property 'Log' is missing
const withoutLogConstruct: { [K in Stmt["kind"]]: StatementConstruct<K> } = { ...STATEMENTS, Log: undefined };

// the back ends' table without `Log`'s
// @ts-expect-error Property 'Log' is missing
const withoutLogBackEnd: { [K in Stmt["kind"]]: StatementBackEnd<K> } = { ...BACK_ENDS, Log: undefined };

// a construct of `while` that forgets its body among its children
// @ts-expect-error Property 'unlisted' is missing ... required in type '{ unlisted: "body"; }'
const forgetsBody = statement({
  kind: "While",
  rule: "whileStmt",
  build: (n, b, range) => ({ kind: "While", condition: b.exprAt(n, "expression", range), body: b.block(undefined, range), range }),
  children: ["condition"],
  checks: [],
  docs: [],
});

/** A switch over declarations that forgets every kind but `Use`. */
function forgetful(d: Declaration): string {
  switch (d.kind) {
    case "Use":
      return d.path;
    default:
      // @ts-expect-error Argument of type 'GameDecl | ...' is not assignable to parameter of type 'never'
      return assertNever(d, "the declaration");
  }
}

describe("exhaustive passes", () => {
  it("the tables above are incomplete, as the type check says", () => {
    expect(Object.keys(withoutLog)).not.toContain("Log");
    expect(Object.keys(withoutRange)).not.toContain("Range");
    expect(withoutLogConstruct.Log).toBeUndefined();
    expect(withoutLogBackEnd.Log).toBeUndefined();
    expect(forgetsBody.children).not.toContain("body");
  });

  it("a kind that reaches assertNever at run time is an internal error, not a silent default", () => {
    const game = { kind: "Game", range: undefined } as unknown as Declaration;
    expect(() => forgetful(game)).toThrow(/internal error: no case for the declaration/);
  });

  it("the children tables reach every part of a node", () => {
    const one = { kind: "Int", value: 1, range: undefined } as unknown as Expr;
    const range = { kind: "Range", from: one, to: one, range: undefined } as unknown as Expr;
    expect(exprChildren(range)).toEqual([one, one]);
    const log = { kind: "Log", message: one, range: undefined } as unknown as Stmt;
    expect(stmtChildren(log).exprs).toEqual([one]);
  });
});
