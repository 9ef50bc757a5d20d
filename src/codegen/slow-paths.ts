// Fallbacks to the closures. The generated code takes the fast path it knows (ints, cards,
// zones) and hands anything else to the closure the reference compiler makes for the same
// construct, so that rare cases and every runtime error behave exactly as they do there:
// - `over`: a construct whose operands the generated code has already computed, compiled with
//   each operand replaced by a local `$i` (no rules-file name can hold a `$`), run on the values;
// - `whole`: a construct the generator does not translate, compiled as it stands, run on a frame
//   holding the locals it names.
import type { Expr, Identifier, NameExpr, SourceRange, Stmt } from "../../grammar/ast.js";
import { compileExpr } from "../interpreter/compile-expr.js";
import type { Ex, St } from "../interpreter/model.js";
import { Scope } from "../interpreter/scope.js";
import type { Constants } from "./code.js";
import type { Resolution } from "./resolution.js";
import type { LocalScope } from "./locals.js";

/** Every bare name an expression or statement mentions. */
function nameReads(node: unknown, out: NameExpr[] = []): NameExpr[] {
  if (Array.isArray(node)) {
    for (const x of node) nameReads(x, out);
    return out;
  }
  if (node === null || typeof node !== "object") return out;
  const n = node as { kind?: unknown; name?: unknown; [k: string]: unknown };
  if (n.kind === "Name" && typeof n.name === "string") out.push(node as NameExpr);
  for (const k in n) if (k !== "range") nameReads(n[k], out);
  return out;
}

export class SlowPaths {
  constructor(
    private readonly res: Resolution,
    private readonly k: Constants,
  ) {}

  /** Operands `$0 ... $n-1` (no rules-file name can hold a `$`), linked as locals, and a scope
   *  holding them in frame slots 0 to n-1. */
  operands(n: number, range: SourceRange): { reads: Expr[]; scope: Scope } {
    const scope = Scope.fresh();
    const reads = Array.from({ length: n }, (_, i) => {
      const { read, binding } = this.res.link.operandLocal(`$${i}`, range);
      scope.declare(binding);
      return read;
    });
    return { reads, scope };
  }

  /** The closure of `build($0, ..., $n-1)`: call it as `k(rt, [v0, ..., vn-1])`. */
  over(n: number, range: SourceRange, build: (ops: Expr[]) => Expr): string {
    const { reads, scope } = this.operands(n, range);
    const ex: Ex = compileExpr(this.res.compiler, build(reads), scope);
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
    const declared = new Set<Identifier>();
    for (const read of nameReads(node)) {
      const binding = this.res.link.localOf(read)?.id;
      const js = locals.lookup(read.name);
      if (binding === undefined || js === undefined || declared.has(binding)) continue;
      declared.add(binding);
      slots.push({ js, slot: scope.declare(binding) });
      args.push(js);
    }
    return { scope, args, slots };
  }
}
