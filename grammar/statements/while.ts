// `while c { }`
import type { Block, Expr, Node } from "../ast.js";
import { expectCondition } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { node } from "../cst.js";
import { statement } from "./construct.js";

export interface WhileStmt extends Node {
  kind: "While";
  condition: Expr;
  body: Block;
}

declare module "../ast.js" {
  interface StatementNodes {
    While: WhileStmt;
  }
}

const whileConditionIsBool: Check<"While"> = (s, ctx) => expectCondition(s.condition, ctx, "a `while` condition");

export const whileStatement = statement({
  kind: "While",
  rule: "whileStmt",
  build: (n, b, range) => ({ kind: "While", condition: b.exprAt(n, "expression", range), body: b.block(node(n, "block"), range), range }),
  children: ["condition", "body"],
  checks: [whileConditionIsBool],
  docs: [{ syntax: "`while c { }`", meaning: "a loop: runs the block again while c is true" }],
});
