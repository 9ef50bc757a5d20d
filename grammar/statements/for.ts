// `for p in seats-from(dealer) { ... }`
import type { Block, Expr, Identifier, Node } from "../ast.js";
import { expectList } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { node, token } from "../cst.js";
import { elementType } from "../link/types.js";
import { statement } from "./construct.js";

/** `for p in seats-from(dealer) { ... }` */
export interface ForStmt extends Node {
  kind: "For";
  name: Identifier;
  iterable: Expr;
  body: Block;
}

declare module "../ast.js" {
  interface StatementNodes {
    For: ForStmt;
  }
}

const forRunsOverAList: Check<"For"> = (s, ctx) => expectList(s.iterable, ctx, "`for`");

export const forStatement = statement({
  kind: "For",
  rule: "forStmt",
  build: (n, b, range) => ({
    kind: "For",
    name: b.id(token(n, "Name")),
    iterable: b.exprAt(n, "expression", range),
    body: b.block(node(n, "block"), range),
    range,
  }),
  children: ["iterable", "body"],
  link: (s, l, scope) => {
    const t = l.expr(s.iterable, scope);
    const inner = scope.child();
    l.bind(inner, s.name, "for", elementType(t));
    l.statements(s.body, inner);
  },
  checks: [forRunsOverAList],
  docs: [{ syntax: "`for x in e { }`", meaning: "over a list: players, cards in a zone, enum values, a range" }],
});
