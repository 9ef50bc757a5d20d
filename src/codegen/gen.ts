// What every emitting function shares: the game's resolved IR, the constants table, the
// fallbacks, and the function being written.
import type { Expr, Stmt } from "../../grammar/ast.js";
import type { GameIR } from "../ir/game-ir.js";
import type { Constants, FnCode } from "./code.js";
import type { LocalScope } from "./locals.js";
import type { SlowPaths } from "./slow-paths.js";

export interface Gen {
  readonly ir: GameIR;
  readonly k: Constants;
  readonly slow: SlowPaths;
  fn: FnCode;
  /** the top-level rule, trigger or function being written, for positions */
  owner: string;
  /** top-level rule name -> its generated function */
  readonly ruleFns: Map<string, string>;
  /** rules-file function name -> its generated function */
  readonly userFns: Map<string, string>;
  /** rule or section name -> the generated triggers tested after each of its executions */
  readonly triggersAfter: Map<string, string[]>;
  /** sections written as top-level functions of their own (emit-stmt.ts), and how many so far */
  readonly sections: { count: number; parts: string[] };
  /** an expression's value (code), written by emit-expr.ts and passed in, so that the emitters of
   *  an expression's parts write their own parts without importing emit-expr.ts back */
  expr(e: Expr, s: LocalScope): string;
  /** a list for a reader that only looks at it (a zone's cards without a copy) */
  list(e: Expr, s: LocalScope): string;
  /** a statement, by its back end (src/statements/), passed in likewise: those import emit-stmt.ts */
  statement(st: Stmt, s: LocalScope, label: string): void;
  /** whether a statement, or one it holds, may end with a flow code other than normal */
  mayFlow(st: Stmt): boolean;
}

/** The first line of every top-level function: the runtime's parts it reads most. */
export const PRELUDE = "const V = rt.vars, Z = rt.zones, O = rt.opt, ci = rt.checkInvariants;";

/** `const t = code;`: the value as a temporary. */
export function keep(g: Gen, code: string): string {
  const t = g.fn.temp();
  g.fn.line(`const ${t} = ${code};`);
  return t;
}

/** A temporary assigned on several paths. */
export function declare(g: Gen): string {
  const t = g.fn.temp();
  g.fn.line(`let ${t};`);
  return t;
}
