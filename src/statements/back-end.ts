// What the back ends know about one statement: its closure (the reference back end,
// src/interpreter/) and its generated code (src/codegen/). Each file of this folder holds one
// statement's, beside its front end in grammar/statements/ (same file name); src/statements/index.ts,
// written by `npm run generate`, lists them in a table typed by `Stmt["kind"]`, so that a statement
// without its back end does not compile. compileBlock and emitBlock reach a statement's back end
// through that table (dispatch.ts), passed in as the compiler's and the generator's recursion.
import type { Stmt, StmtOf } from "../../grammar/ast.js";
import type { Gen } from "../codegen/gen.js";
import type { LocalScope } from "../codegen/locals.js";
import type { Compiler } from "../interpreter/compiler.js";
import type { St } from "../interpreter/model.js";
import type { Scope } from "../interpreter/scope.js";

export interface StatementBackEnd<K extends Stmt["kind"]> {
  kind: K;
  /** the statement as a closure `(rt, L) => flow`; compileBlock sets the position and charges
   *  its step before it runs */
  closure(c: Compiler, s: NoInfer<StmtOf<K>>, scope: Scope): St;
  /** the statement as JavaScript written into `g.fn`; emitBlock sets the position and charges its
   *  step before it. A flow code other than normal goes to `f`, and `label` is the block it leaves. */
  emit(g: Gen, s: NoInfer<StmtOf<K>>, scope: LocalScope, label: string): void;
  /** whether the statement itself may end with a flow code other than normal (`leave`, `end game`,
   *  a call, a section, `repeat`); the statements it holds are looked into anyway (dispatch.ts) */
  flows: boolean;
}

/** Some statement's back end: what a table over every kind holds. */
export type SomeBackEnd = { [K in Stmt["kind"]]: StatementBackEnd<K> }[Stmt["kind"]];

/** A statement's back end, typed by its kind (`kind` says which: the closure and the emitter may
 *  take more kinds, as compile-stmt.ts's and emit-stmt.ts's do). */
export function backEnd<K extends Stmt["kind"]>(b: StatementBackEnd<K>): StatementBackEnd<K> {
  return b;
}
