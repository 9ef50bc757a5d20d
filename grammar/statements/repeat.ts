// `repeat { }`
import type { Block, Node } from "../ast.js";
import { node } from "../cst.js";
import { statement } from "./construct.js";

/** `repeat { ... }`: loops until left by `leave`, `end game` or the step budget */
export interface RepeatStmt extends Node {
  kind: "Repeat";
  body: Block;
}

declare module "../ast.js" {
  interface StatementNodes {
    Repeat: RepeatStmt;
  }
}

export const repeatStatement = statement({
  kind: "Repeat",
  rule: "repeatStmt",
  build: (n, b, range) => ({ kind: "Repeat", body: b.block(node(n, "block"), range), range }),
  children: ["body"],
  checks: [],
  docs: [{ syntax: "`repeat { }`", meaning: "a loop that runs until `leave`, `end game`, or the step budget" }],
});
