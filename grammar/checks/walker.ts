// Walks a Program's declarations, statements and expressions in source order (a node before its
// parts, so that a check may claim a part before the part's own checks run) and runs the
// registered checks on every node. What each name means comes from the linking stage.
import type { Declaration, Expr, Stmt } from "../ast.js";
import { exprChildren, stmtChildren } from "../ast-children.js";
import { declarationsOf, type Program } from "../program.js";
import type { CheckContext, CheckRegistry } from "./registry.js";

/** The expressions and statements of each declaration that the checks visit. Card data, option
 *  defaults and a variant's settings are checked by their declarations' own checks. */
const DECLARATION_PARTS: {
  readonly [K in Declaration["kind"]]: (d: Extract<Declaration, { kind: K }>) => { exprs: Expr[]; stmts: Stmt[] };
} = {
  Use: () => none,
  Game: (g) => exprs(...g.playerAttributes.map((a) => a.default)),
  Rulebook: () => none,
  Enum: () => none,
  // a default that is a bare name is card data (an enum value, a card id)
  Kind: (k) => exprs(...k.attributes.map((a) => (a.default?.kind === "Name" ? undefined : a.default))),
  Cards: () => none,
  // a template holds no expressions: its placeholders are checked by description-checks.ts
  Describe: () => none,
  // a strategy holds no expressions: strategy-checks.ts checks its names
  Strategy: () => none,
  Assert: (a) => exprs(a.condition),
  Option: () => none,
  Zone: () => none,
  Var: (v) => exprs(v.initial),
  Table: (t) => exprs(...t.entries.flatMap((e) => [...e.keys, e.value]), t.default),
  Function: (f) => exprs(f.body),
  Rule: (r) => ({ exprs: [], stmts: r.body.statements }),
  Trigger: (t) => ({ exprs: [t.when], stmts: t.body.statements }),
  Invariant: (i) => exprs(i.condition),
  Variant: () => none,
  Divergence: () => none,
};

const none = { exprs: [], stmts: [] };
function exprs(...list: (Expr | undefined)[]): { exprs: Expr[]; stmts: Stmt[] } {
  return { exprs: list.filter((e) => e !== undefined), stmts: [] };
}

export class Walker {
  constructor(
    private readonly program: Program,
    private readonly registry: CheckRegistry,
    private readonly ctx: CheckContext,
  ) {}

  walkProgram(): void {
    for (const d of declarationsOf(this.program)) {
      this.registry.run(d, this.ctx);
      const parts = (DECLARATION_PARTS[d.kind] as (d: Declaration) => { exprs: Expr[]; stmts: Stmt[] })(d);
      for (const e of parts.exprs) this.expr(e);
      for (const s of parts.stmts) this.statement(s);
    }
  }

  private statement(s: Stmt): void {
    this.registry.run(s, this.ctx);
    const parts = stmtChildren(s);
    for (const e of parts.exprs) this.expr(e);
    for (const b of parts.blocks) for (const inner of b.statements) this.statement(inner);
    for (const inner of parts.stmts) this.statement(inner);
  }

  private expr(e: Expr): void {
    this.registry.run(e, this.ctx);
    for (const part of exprChildren(e)) this.expr(part);
  }
}
