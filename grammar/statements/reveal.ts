// `reveal played`: the cards become public.
import type { Expr, Node } from "../ast.js";
import { expectZone } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { statement } from "./construct.js";

/** `reveal played` (all instances of a per-player zone) or `reveal played[p]`: the cards become public */
export interface RevealStmt extends Node {
  kind: "Reveal";
  zone: Expr;
}

declare module "../ast.js" {
  interface StatementNodes {
    Reveal: RevealStmt;
  }
}

const revealTargetIsZone: Check<"Reveal"> = (s, ctx) => expectZone(s.zone, ctx);

export const revealStatement = statement({
  kind: "Reveal",
  rule: "revealStmt",
  build: (n, b, range) => ({ kind: "Reveal", zone: b.exprAt(n, "expression", range), range }),
  children: ["zone"],
  checks: [revealTargetIsZone],
  docs: [{ syntax: "`reveal Z`", meaning: "the cards in Z (all of a per-player zone's instances when unindexed) become public" }],
});
