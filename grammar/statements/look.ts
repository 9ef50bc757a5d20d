// `look c by dealer`: a player sees cards in secret.
import type { Expr, Node } from "../ast.js";
import { statement } from "./construct.js";

/** `look c by dealer`: the player sees the card(s) in secret */
export interface LookStmt extends Node {
  kind: "Look";
  what: Expr;
  by: Expr;
}

declare module "../ast.js" {
  interface StatementNodes {
    Look: LookStmt;
  }
}

export const lookStatement = statement({
  kind: "Look",
  rule: "lookStmt",
  build: (n, b, range) => ({ kind: "Look", what: b.exprAt(n, "what", range), by: b.exprAt(n, "by", range), range }),
  children: ["what", "by"],
  checks: [],
  docs: [{ syntax: "`look e by p`", meaning: "p sees the card(s) in secret" }],
});
