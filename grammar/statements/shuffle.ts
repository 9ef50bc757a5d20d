// `shuffle pile`: shuffles a zone.
import type { Expr, Node } from "../ast.js";
import { expectZone } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { statement } from "./construct.js";

/** `shuffle pile` */
export interface ShuffleStmt extends Node {
  kind: "Shuffle";
  zone: Expr;
}

declare module "../ast.js" {
  interface StatementNodes {
    Shuffle: ShuffleStmt;
  }
}

const shuffleTargetIsZone: Check<"Shuffle"> = (s, ctx) => expectZone(s.zone, ctx);

export const shuffleStatement = statement({
  kind: "Shuffle",
  rule: "shuffleStmt",
  build: (n, b, range) => ({ kind: "Shuffle", zone: b.exprAt(n, "expression", range), range }),
  children: ["zone"],
  checks: [shuffleTargetIsZone],
  docs: [{ syntax: "`shuffle Z`", meaning: "shuffle a zone with the game's seeded generator" }],
});
