// What a statement's own linking step reaches the linker through. A statement that binds a name or
// names a declaration itself (`let`, `choose`, `for`, `deal ... to ZONE`, a rule call, `leave`, a
// nested rule) links in its construct file (grammar/statements/NAME.ts); every other statement
// links its children, which ast-children.ts lists.
import type { Block, Expr, Identifier, NameExpr } from "../ast.js";
import type { ChooseStmt } from "../statements/choose.js";
import type { Declaration, LocalBinder } from "./declarations.js";
import type { Namespace } from "./namespace.js";
import type { Type } from "./types.js";

/** A scope of locals while linking: a statement may open a child scope; only the linker reads one. */
export interface ScopeOfLocals<S> {
  child(): S;
}

export interface StatementLinker<S extends ScopeOfLocals<S>> {
  /** links an expression in `scope`; returns its type */
  expr(e: Expr, scope: S): Type;
  /** links a block's statements in `scope` itself (a block that sees the names bound before it) */
  statements(b: Block, scope: S): void;
  /** links a block in a scope of its own */
  block(b: Block, scope: S): void;
  /** declares a local of `scope` */
  bind(scope: S, id: Identifier, binder: LocalBinder, type: Type): void;
  /** records what a name names (nothing when `d` is undefined: the checks report it) */
  refer(node: NameExpr | Identifier, d: Declaration | undefined): void;
  /** links the rule IDs a block `implements` */
  ruleIds(ids: Identifier[]): void;
  /** records a `choose` under its label, for strategies and the decisions' table */
  decision(label: string, s: ChooseStmt): void;
  readonly ns: Namespace;
}
