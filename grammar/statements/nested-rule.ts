// `rule refill implements G-T7 { ... }` inside a rule: a section.
import type { Block, Identifier, Node } from "../ast.js";
import { expectRuleIds } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { node, token } from "../cst.js";
import { statement } from "./construct.js";

/** `rule refill implements G-T7 { ... }` inside a rule: runs in place; its events carry its IDs */
export interface NestedRuleStmt extends Node {
  kind: "NestedRule";
  name: Identifier;
  implements: Identifier[];
  body: Block;
}

declare module "../ast.js" {
  interface StatementNodes {
    NestedRule: NestedRuleStmt;
  }
}

const sectionIdsDeclared: Check<"NestedRule"> = (r, ctx) => expectRuleIds(r.implements, ctx);

export const nestedRuleStatement = statement({
  kind: "NestedRule",
  rule: "nestedRuleStmt",
  build: (n, b, range) => ({
    kind: "NestedRule",
    name: b.id(token(n, "Name")),
    implements: b.ruleIds(node(n, "ruleIdList")),
    body: b.block(node(n, "block"), range),
    range,
  }),
  children: ["body"],
  link: (s, l, scope) => {
    l.ruleIds(s.implements);
    l.block(s.body, scope);
  },
  checks: [sectionIdsDeclared],
  docs: [{ syntax: "`rule r implements X-1 { }`", meaning: "a section: runs in place; the events of its statements carry its rule IDs" }],
});
