// `winners [p for p in players if points[p] == best]`
import type { Expr, Node } from "../ast.js";
import { statement } from "./construct.js";

/** `winners [p for p in players if points[p] == best]` */
export interface WinnersStmt extends Node {
  kind: "Winners";
  players: Expr;
}

declare module "../ast.js" {
  interface StatementNodes {
    Winners: WinnersStmt;
  }
}

export const winnersStatement = statement({
  kind: "Winners",
  rule: "winnersStmt",
  build: (n, b, range) => ({ kind: "Winners", players: b.exprAt(n, "expression", range), range }),
  children: ["players"],
  checks: [],
  docs: [{ syntax: "`winners e`", meaning: "in `finish`: the list of winning players" }],
});
