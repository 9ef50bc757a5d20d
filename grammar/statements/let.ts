// `let d = card.suit`: a local for the rest of the block.
import type { Expr, Identifier, Node } from "../ast.js";
import { token } from "../cst.js";
import { unknown } from "../link/types.js";
import { statement } from "./construct.js";

/** `let d = card.suit` (a local; may be re-assigned with `set`) */
export interface LetStmt extends Node {
  kind: "Let";
  name: Identifier;
  value: Expr;
}

declare module "../ast.js" {
  interface StatementNodes {
    Let: LetStmt;
  }
}

export const letStatement = statement({
  kind: "Let",
  rule: "letStmt",
  build: (n, b, range) => ({ kind: "Let", name: b.id(token(n, "Name")), value: b.exprAt(n, "expression", range), range }),
  children: ["value"],
  link: (s, l, scope) => {
    const t = l.expr(s.value, scope);
    // `let x = none` is a local a later `set` fills: what it will hold is not known here
    l.bind(scope, s.name, "let", t.t === "none" ? unknown("set later; declared as none") : t);
  },
  checks: [],
  docs: [{ syntax: "`let x = e`", meaning: "a local for the rest of the block; `set x = e` re-assigns it" }],
});
