// `log "text"`: a free-form event.
import type { Expr, Node } from "../ast.js";
import { statement } from "./construct.js";

/** `log "text"`: a free-form event, for readable accounts */
export interface LogStmt extends Node {
  kind: "Log";
  message: Expr;
}

declare module "../ast.js" {
  interface StatementNodes {
    Log: LogStmt;
  }
}

export const logStatement = statement({
  kind: "Log",
  rule: "logStmt",
  build: (n, b, range) => ({ kind: "Log", message: b.exprAt(n, "expression", range), range }),
  children: ["message"],
  checks: [],
  docs: [{ syntax: "`log e`", meaning: "a free-form event for readable accounts" }],
});
