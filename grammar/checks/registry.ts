// A validation registry in the style of Langium: checks are registered per AST node kind, and a
// walker (walker.ts) calls them on every node. Checks read the linking stage's resolution
// (grammar/link/) and resolve no name themselves.
import type { Declaration, Expr, Identifier, NameExpr, SourceRange, Stmt } from "../ast.js";
import type { Diagnostic } from "../diagnostic.js";
import type { Declaration as Resolved, LinkedProgram } from "../link/index.js";
import { plainType, type Type } from "../link/types.js";
import type { Program } from "../program.js";
import { allRuleNames } from "../rule-names.js";
import { didYouMean } from "../suggest.js";

export type Checkable = Declaration | Stmt | Expr;
export type CheckableKind = Checkable["kind"];
type NodeOf<K extends CheckableKind> = Extract<Checkable, { kind: K }>;

export interface CheckContext {
  readonly program: Program;
  readonly link: LinkedProgram;
  report(d: Omit<Diagnostic, "severity"> & { severity?: Diagnostic["severity"] }): void;
  /** the type the checks test (grammar/link/types.ts `plainType`): "may be none" set aside */
  typeOf(e: Expr): Type;
  /** what a name occurrence names, as the linking stage resolved it */
  declarationOf(node: NameExpr | Identifier): Resolved | undefined;
  /** every rule's and section's name, for "did you mean" */
  ruleNames(): readonly string[];
  /** "did you mean" over every name a bare name could read where it stands */
  suggestValue(e: NameExpr): string | undefined;
  /** marks an expression as already checked, so that later checks do not report it twice */
  claim(e: Expr): void;
  isClaimed(e: Expr): boolean;
}

export type Check<K extends CheckableKind> = (node: NodeOf<K>, ctx: CheckContext) => void;

export class CheckRegistry {
  private readonly checks = new Map<CheckableKind, Check<never>[]>();

  register<K extends CheckableKind>(kind: K, ...checks: readonly Check<K>[]): this {
    const list = this.checks.get(kind) ?? [];
    list.push(...(checks as unknown as Check<never>[]));
    this.checks.set(kind, list);
    return this;
  }

  /** registers a table of checks at once: `{ Call: [a, b], Move: [c] }` */
  registerAll(table: { [K in CheckableKind]?: readonly Check<K>[] }): this {
    for (const [kind, checks] of Object.entries(table) as unknown as [CheckableKind, Check<CheckableKind>[]][]) {
      this.register(kind, ...checks);
    }
    return this;
  }

  /** Runs the node's checks; one that throws becomes an `internal-error` on the node, so that a
   *  bug in one check neither aborts the load nor hides what the other checks find. */
  run(node: Checkable, ctx: CheckContext): void {
    const checks = this.checks.get(node.kind);
    if (!checks) return;
    for (const check of checks) {
      try {
        (check as (n: Checkable, c: CheckContext) => void)(node, ctx);
      } catch (error) {
        ctx.report(internalError(check.name, node.kind, node.range, error));
      }
    }
  }
}

/** The diagnostic for a check that threw: on the node it was checking, naming the check. */
export function internalError(check: string, where: string, range: SourceRange, error: unknown): Diagnostic {
  const why = error instanceof Error ? error.message : String(error);
  return {
    severity: "error",
    code: "internal-error",
    message: `internal error: the check \`${check || "(anonymous)"}\` failed on this ${where}: ${why}`,
    range,
    hint: "this is a bug in Agon, not in the game: please report it",
  };
}

export function makeContext(link: LinkedProgram, diagnostics: Diagnostic[]): CheckContext {
  const claimed = new WeakSet<Expr>();
  let ruleNames: string[] | undefined;
  return {
    program: link.program,
    link,
    report: (d) => diagnostics.push({ severity: "error", ...d }),
    typeOf: (e) => plainType(link.typeOf(e)),
    declarationOf: (node) => link.declarationOf(node),
    ruleNames: () => (ruleNames ??= allRuleNames(link.program)),
    suggestValue: (e) => didYouMean(e.name, [...(link.unresolved.get(e)?.localsInScope ?? []), ...link.namespace.valueNames()]),
    claim: (e) => claimed.add(e),
    isClaimed: (e) => claimed.has(e),
  };
}
