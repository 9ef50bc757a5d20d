// Fallbacks to the closures. The generated code takes the fast path it knows (ints, cards,
// zones) and hands anything else to the closure the reference compiler makes for the same
// construct, so that rare cases and every runtime error behave exactly as they do there:
// - `over`: a construct whose operands the generated code has already computed, compiled with
//   each operand replaced by a local `$i` (no rules-file name can hold a `$`), run on the values;
// - `whole`: a construct the generator does not translate, compiled as it stands, run on a frame
//   holding the locals it names.
import type { Expr, SourceRange, Stmt } from "../../grammar/ast.js";
import { compileExpr } from "../interpreter/compile-expr.js";
import type { Ex, St } from "../interpreter/model.js";
import { Scope } from "../interpreter/scope.js";
import type { Constants } from "./code.js";
import type { Resolution } from "./resolution.js";
import type { LocalScope } from "./locals.js";

export function operand(i: number, range: SourceRange): Expr {
  return { kind: "Name", name: `$${i}`, range };
}

function operandScope(n: number): Scope {
  const scope = Scope.fresh();
  for (let i = 0; i < n; i++) scope.declare(`$${i}`);
  return scope;
}

/** Every name an expression or statement mentions (locals among them). */
export function namesIn(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const x of node) namesIn(x, out);
    return out;
  }
  if (node === null || typeof node !== "object") return out;
  const n = node as { kind?: unknown; name?: unknown; [k: string]: unknown };
  if (n.kind === "Name" && typeof n.name === "string") out.add(n.name);
  for (const k in n) if (k !== "range") namesIn(n[k], out);
  return out;
}

export class SlowPaths {
  constructor(
    private readonly res: Resolution,
    private readonly k: Constants,
  ) {}

  /** The closure of `build($0, ..., $n-1)`: call it as `k(rt, [v0, ..., vn-1])`. */
  over(n: number, range: SourceRange, build: (ops: Expr[]) => Expr): string {
    const ops = Array.from({ length: n }, (_, i) => operand(i, range));
    const ex: Ex = compileExpr(this.res.compiler, build(ops), operandScope(n));
    return this.k.fresh(ex);
  }

  /** `e` compiled by the closure compiler over the locals it names: the call, as code. */
  whole(e: Expr, locals: LocalScope): string {
    const { scope, args } = this.frameFor(e, locals);
    const ex: Ex = compileExpr(this.res.compiler, e, scope);
    return `${this.k.fresh(ex)}(rt, [${args.join(", ")}])`;
  }

  /** A statement compiled by `compile` over the locals it names. The statement may not declare
   *  locals (the callers keep `let` and `choose` for themselves) but may set them: the frame is
   *  returned so that the caller copies them back. */
  statement(
    s: Stmt,
    locals: LocalScope,
    compile: (scope: Scope) => St,
  ): { call: string; frame: string; assigned: { js: string; slot: number }[] } {
    const { scope, args, slots } = this.frameFor(s, locals);
    const st = compile(scope);
    return { call: this.k.fresh(st), frame: `[${args.join(", ")}]`, assigned: slots };
  }

  private frameFor(node: unknown, locals: LocalScope): { scope: Scope; args: string[]; slots: { js: string; slot: number }[] } {
    const scope = Scope.fresh();
    const args: string[] = [];
    const slots: { js: string; slot: number }[] = [];
    for (const name of namesIn(node)) {
      const js = locals.lookup(name);
      if (js === undefined) continue;
      slots.push({ js, slot: scope.declare(name) });
      args.push(js);
    }
    return { scope, args, slots };
  }
}
