// The state of compiling one Program: the game model being built, the diagnostics found, and
// the lookups every compile step shares (functions, tables, symbols).
import type { Diagnostic, DiagnosticCode } from "../../grammar/diagnostic.js";
import type { LinkedProgram } from "../../grammar/link/index.js";
import type { Block, Expr, FunctionDecl, SourceRange, Stmt } from "../../grammar/ast.js";
import type { Program } from "../../grammar/program.js";
import type { CompiledGame, Ex, St, TriggerSpec } from "./model.js";
import type { Scope } from "./scope.js";
import type { Value } from "./values.js";

export interface FunctionSlot {
  name: string;
  arity: number;
  decl: FunctionDecl;
  /** small and not recursive: calls compile the body in place (inline-functions.ts) */
  inline: boolean;
  /** filled once every function is declared, so functions may call each other in any order */
  body: Ex;
  frameSize: number;
}

export interface TableSlot {
  name: string;
  arity: number;
  entries: Map<string, Value>;
  fallback: Value;
}

/** The compile steps that recurse, passed in by the module that joins them (compile-game.ts), so
 *  that an expression's parts compile their own parts without importing compile-expr.ts back, and
 *  a block reaches each statement's back end (src/statements/), whose back ends import
 *  compile-stmt.ts, without importing them back. */
export interface Recursion {
  expr(c: Compiler, e: Expr, scope: Scope): Ex;
  /** a list for a reader that only looks at it (a zone is read without copying its cards) */
  list(c: Compiler, e: Expr, scope: Scope): Ex;
  block(c: Compiler, b: Block, scope: Scope): St;
  /** a statement, by its back end (src/statements/) */
  statement(c: Compiler, s: Stmt, scope: Scope): St;
}

/** The compilation a game came from: the generated back end reads its resolution and closures. */
export const compilerOf = new WeakMap<CompiledGame, Compiler>();

export class Compiler {
  readonly diagnostics: Diagnostic[] = [];
  readonly functions = new Map<string, FunctionSlot>();
  readonly tables = new Map<string, TableSlot>();
  /** every enum symbol -> its localized names */
  readonly symbolNames = new Map<string, Record<string, string>>();
  /** card attribute name -> value per card number (undefined for cards of other kinds) */
  readonly cardAttributes = new Map<string, Value[]>();
  /** rule name -> the triggers tested after each of its executions */
  readonly triggersAfter = new Map<string, TriggerSpec[]>();
  /** the top-level rule, trigger, function or assertion being compiled, for diagnostics */
  owner = "";
  /** set while the data assertions compile: calls of functions there remember their values
   *  (nothing changes while assertions run, so a function's value depends on its arguments) */
  memoCalls = false;

  constructor(
    readonly program: Program,
    readonly game: CompiledGame,
    /** what every name means and every expression's type: the one resolution (grammar/link/) */
    readonly link: LinkedProgram,
    private readonly recursion: Recursion,
  ) {}

  expr(e: Expr, scope: Scope): Ex {
    return this.recursion.expr(this, e, scope);
  }

  list(e: Expr, scope: Scope): Ex {
    return this.recursion.list(this, e, scope);
  }

  block(b: Block, scope: Scope): St {
    return this.recursion.block(this, b, scope);
  }

  statement(s: Stmt, scope: Scope): St {
    return this.recursion.statement(this, s, scope);
  }

  triggersOf(rule: string): TriggerSpec[] {
    let ts = this.triggersAfter.get(rule);
    if (!ts) this.triggersAfter.set(rule, (ts = []));
    return ts;
  }

  error(range: SourceRange, code: DiagnosticCode, message: string, hint?: string): void {
    this.diagnostics.push({ code, severity: "error", message, range, ...(hint ? { hint } : {}) });
  }
}

/** The key a table entry is stored under: its key values joined. */
export function tableKey(keys: readonly Value[]): string {
  let s = "";
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i];
    s +=
      (i ? "\u0000" : "") +
      (k !== null && typeof k === "object" && "id" in k ? k.id : k !== null && typeof k === "object" && "name" in k ? k.name : String(k));
  }
  return s;
}
