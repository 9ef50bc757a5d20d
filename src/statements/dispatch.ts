// Each statement to its back end (index.ts): the compiler's and the generator's recursion into
// statements, passed in by the modules that join them (compile-game.ts, emit-program.ts), so that
// compile-stmt.ts and emit-stmt.ts, which the back ends call, do not import this table back.
import type { Stmt } from "../../grammar/ast.js";
import { innerStatements } from "../../grammar/ast-children.js";
import type { Gen } from "../codegen/gen.js";
import type { LocalScope } from "../codegen/locals.js";
import type { Compiler } from "../interpreter/compiler.js";
import type { St } from "../interpreter/model.js";
import type { Scope } from "../interpreter/scope.js";
import type { SomeBackEnd } from "./back-end.js";
import { BACK_ENDS } from "./index.js";

// each back end takes the statements of its own kind (back-end.ts), which the table's entries lose
const backEndOf = (s: Stmt): SomeBackEnd => BACK_ENDS[s.kind];

export function statementClosure(c: Compiler, s: Stmt, scope: Scope): St {
  return backEndOf(s).closure(c, s as never, scope);
}

export function emitStatement(g: Gen, st: Stmt, s: LocalScope, label: string): void {
  backEndOf(st).emit(g, st as never, s, label);
}

/** Whether a statement, or one it holds, may end with a flow code other than normal. */
export function mayFlow(s: Stmt): boolean {
  return backEndOf(s).flows || innerStatements(s).some((b) => b.some(mayFlow));
}
