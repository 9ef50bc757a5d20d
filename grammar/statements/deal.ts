// `deal 4 from pile to hand`: deals cards one at a time round the players.
import type { Expr, Identifier, Node } from "../ast.js";
import { expectZone, expectZoneName } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { token } from "../cst.js";
import { statement } from "./construct.js";

/** `deal 4 from pile to hand`, `deal 1 from pile to hand for waiting`:
 *  one card at a time, round the given players (default: all, in seat order) */
export interface DealStmt extends Node {
  kind: "Deal";
  count: Expr;
  from: Expr;
  /** a per-player zone name */
  to: Identifier;
  players?: Expr;
}

declare module "../ast.js" {
  interface StatementNodes {
    Deal: DealStmt;
  }
}

const dealZonesExist: Check<"Deal"> = (s, ctx) => {
  expectZone(s.from, ctx);
  expectZoneName(s.to, ctx);
};

export const dealStatement = statement({
  kind: "Deal",
  rule: "dealStmt",
  build: (n, b, range) => ({
    kind: "Deal",
    count: b.exprAt(n, "count", range),
    from: b.exprAt(n, "from", range),
    to: b.id(token(n, "Name")),
    players: b.optionalExpr(n, "players"),
    range,
  }),
  children: ["count", "from", "players"],
  link: (s, l, scope) => {
    l.expr(s.count, scope);
    l.expr(s.from, scope);
    l.refer(s.to, l.ns.zone(s.to.name));
    if (s.players) l.expr(s.players, scope);
  },
  checks: [dealZonesExist],
  docs: [
    {
      syntax: "`deal n from Z to H [for ps]`",
      meaning: "one card at a time round `ps` (default: every player in seat order), `n` rounds, into the per-player zone H",
    },
  ],
});
