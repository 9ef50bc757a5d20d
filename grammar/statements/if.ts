// `if c { } else if c { } else { }`
import type { Block, Expr, Node, SourceRange } from "../ast.js";
import { expectCondition } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { type NodeOf, node } from "../cst.js";
import { type StatementBuilder, statement } from "./construct.js";

export interface IfStmt extends Node {
  kind: "If";
  condition: Expr;
  then: Block;
  else?: Block | IfStmt;
}

declare module "../ast.js" {
  interface StatementNodes {
    If: IfStmt;
  }
}

function buildIf(n: NodeOf<"ifStmt">, b: StatementBuilder, range: SourceRange): IfStmt {
  const elseIf = node(n, "elseIf") as NodeOf<"ifStmt"> | undefined;
  const elseBlock = node(n, "else");
  return {
    kind: "If",
    condition: b.exprAt(n, "expression", range),
    then: b.block(node(n, "then"), range),
    else: elseIf ? buildIf(elseIf, b, b.range(elseIf)) : elseBlock ? b.block(elseBlock, range) : undefined,
    range,
  };
}

const ifConditionIsBool: Check<"If"> = (s, ctx) => expectCondition(s.condition, ctx, "an `if` condition");

export const ifStatement = statement({
  kind: "If",
  rule: "ifStmt",
  build: buildIf,
  children: ["condition", "then", "else"],
  checks: [ifConditionIsBool],
  docs: [{ syntax: "`if c { } else if c { } else { }`", meaning: "runs the first block whose condition is true, or the `else` block" }],
});
