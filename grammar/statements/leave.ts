// `leave turn`: ends a running rule early.
import type { Identifier, Node } from "../ast.js";
import { expectRule } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { token } from "../cst.js";
import { statement } from "./construct.js";

/** `leave turn`: ends the innermost running execution of the named rule */
export interface LeaveStmt extends Node {
  kind: "Leave";
  rule: Identifier;
}

declare module "../ast.js" {
  interface StatementNodes {
    Leave: LeaveStmt;
  }
}

const leftRuleExists: Check<"Leave"> = (s, ctx) => expectRule(s.rule, ctx.ruleNames(), ctx);

export const leaveStatement = statement({
  kind: "Leave",
  rule: "leaveStmt",
  build: (n, b, range) => ({ kind: "Leave", rule: b.id(token(n, "Name")), range }),
  children: [],
  link: (s, l) => l.refer(s.rule, l.ns.rule(s.rule.name)),
  checks: [leftRuleExists],
  docs: [{ syntax: "`leave r`", meaning: "end the innermost running execution of rule r (its triggers still run)" }],
});
