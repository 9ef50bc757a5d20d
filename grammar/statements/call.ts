// `call turn`, `call draw(q)`: runs a rule.
import type { Expr, Identifier, Node } from "../ast.js";
import { expectArgumentsFit, expectRule } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { node, token } from "../cst.js";
import { statement } from "./construct.js";

/** `call turn` */
export interface CallStmt extends Node {
  kind: "CallStmt";
  rule: Identifier;
  /** one per parameter of the rule */
  args: Expr[];
}

declare module "../ast.js" {
  interface StatementNodes {
    CallStmt: CallStmt;
  }
}

const calledRuleExists: Check<"CallStmt"> = (s, ctx) => {
  const d = ctx.declarationOf(s.rule);
  if (!d) expectRule(s.rule, [...ctx.program.rules.keys()], ctx);
  const rule = d?.kind === "rule" ? d.decl : undefined;
  if (rule && rule.params.length !== s.args.length) {
    const n = rule.params.length;
    ctx.report({
      code: "wrong-arity",
      message: `rule \`${rule.name.name}\` takes ${n} argument${n === 1 ? "" : "s"} but is given ${s.args.length}`,
      range: s.range,
      hint: `\`call ${rule.name.name}${n ? `(${rule.params.map((p) => p.name.name).join(", ")})` : ""}\``,
    });
  }
};

const ruleArgumentsFitParameters: Check<"CallStmt"> = (s, ctx) => expectArgumentsFit(s.rule, s.args, ctx);

export const callStatement = statement({
  kind: "CallStmt",
  rule: "callStmt",
  build: (n, b, range) => ({ kind: "CallStmt", rule: b.id(token(n, "Name")), args: b.args(node(n, "argumentList")), range }),
  children: ["args"],
  link: (s, l, scope) => {
    l.refer(s.rule, l.ns.topLevelRule(s.rule.name));
    for (const a of s.args) l.expr(a, scope);
  },
  checks: [calledRuleExists, ruleArgumentsFitParameters],
  docs: [{ syntax: "`call r`, `call r(a, b)`", meaning: "run rule r, passing a value for each of its parameters" }],
});
