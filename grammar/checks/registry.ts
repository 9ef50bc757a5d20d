// A validation registry in the style of Langium: checks are registered per AST node kind, and a
// walker (walker.ts) calls them on every node with a context that knows the scope in force.
import type { Declaration, Expr, Stmt } from "../ast.js";
import type { Diagnostic } from "../diagnostic.js";
import type { Program } from "../program.js";
import { didYouMean } from "../suggest.js";
import type { TypeInference } from "./infer.js";
import { allValueNames, resolveName, type Resolution } from "./resolve.js";
import type { Scope } from "./scope.js";
import type { Type } from "./types.js";

export type Checkable = Declaration | Stmt | Expr;
export type CheckableKind = Checkable["kind"];
type NodeOf<K extends CheckableKind> = Extract<Checkable, { kind: K }>;

export interface CheckContext {
  readonly program: Program;
  readonly scope: Scope;
  readonly enumValues: Map<string, string>;
  /** the Rule or Function being checked, if any */
  readonly inside?: string;
  report(d: Omit<Diagnostic, "severity"> & { severity?: Diagnostic["severity"] }): void;
  typeOf(e: Expr): Type;
  /** the type of `e` in another scope, e.g. a comprehension's filter in the scope of its variable */
  typeIn(e: Expr, scope: Scope): Type;
  resolve(name: string): Resolution | undefined;
  /** "did you mean" over every name an expression could read here */
  suggestValue(name: string): string | undefined;
  /** marks an expression as already checked, so that later checks do not report it twice */
  claim(e: Expr): void;
  isClaimed(e: Expr): boolean;
}

export type Check<K extends CheckableKind> = (node: NodeOf<K>, ctx: CheckContext) => void;

export class CheckRegistry {
  private readonly checks = new Map<CheckableKind, Check<never>[]>();

  register<K extends CheckableKind>(kind: K, ...checks: Check<K>[]): this {
    const list = this.checks.get(kind) ?? [];
    list.push(...(checks as unknown as Check<never>[]));
    this.checks.set(kind, list);
    return this;
  }

  /** registers a table of checks at once: `{ Call: [a, b], Move: [c] }` */
  registerAll(table: { [K in CheckableKind]?: Check<K>[] }): this {
    for (const [kind, checks] of Object.entries(table) as unknown as [CheckableKind, Check<CheckableKind>[]][]) {
      this.register(kind, ...checks);
    }
    return this;
  }

  run(node: Checkable, ctx: CheckContext): void {
    for (const check of this.checks.get(node.kind) ?? []) (check as (n: Checkable, c: CheckContext) => void)(node, ctx);
  }
}

export function makeContext(
  base: { program: Program; enumValues: Map<string, string>; inference: TypeInference; claimed: WeakSet<Expr>; diagnostics: Diagnostic[] },
  scope: Scope,
  inside?: string,
): CheckContext {
  return {
    program: base.program,
    scope,
    enumValues: base.enumValues,
    inside,
    report: (d) => base.diagnostics.push({ severity: "error", ...d }),
    typeOf: (e) => base.inference.typeOf(e, scope),
    typeIn: (e, other) => base.inference.typeOf(e, other),
    resolve: (name) => resolveName(name, scope, base.program, base.enumValues),
    suggestValue: (name) => didYouMean(name, allValueNames(scope, base.program, base.enumValues)),
    claim: (e) => base.claimed.add(e),
    isClaimed: (e) => base.claimed.has(e),
  };
}
