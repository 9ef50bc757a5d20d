// `move c to hand[p]`: moves a card, a list of cards or a zone's cards to a zone.
import type { Expr, Node } from "../ast.js";
import { expectZone } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { token } from "../cst.js";
import { statement } from "./construct.js";

/** `move c to hand[p]`, `move played[p] to gone`, `move c to top of pile`,
 *  `move c to tableau[red] at row r` (grid zones) */
export interface MoveStmt extends Node {
  kind: "Move";
  /** a card, a list of cards, or a zone (all its cards) */
  what: Expr;
  to: Expr;
  /** default bottom (end of the zone's list); `top` puts the cards first */
  at: "top" | "bottom";
  /** grid zones: the row to place into */
  row?: Expr;
}

declare module "../ast.js" {
  interface StatementNodes {
    Move: MoveStmt;
  }
}

const moveTargetIsZone: Check<"Move"> = (s, ctx) => expectZone(s.to, ctx);

export const moveStatement = statement({
  kind: "Move",
  rule: "moveStmt",
  build: (n, b, range) => ({
    kind: "Move",
    what: b.exprAt(n, "what", range),
    to: b.exprAt(n, "to", range),
    at: token(n, "Top") ? "top" : "bottom",
    row: b.optionalExpr(n, "row"),
    range,
  }),
  children: ["what", "to", "row"],
  checks: [moveTargetIsZone],
  docs: [
    {
      syntax: "`move e to Z`, `move e to top of Z`",
      meaning: "move a card, a list of cards or a whole zone's cards to zone Z (bottom by default)",
    },
    { syntax: "`move e to G[col] at row r`", meaning: "place into a grid zone" },
  ],
});
