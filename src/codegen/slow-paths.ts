// Fallbacks to the closures, and the one file of the generator that reads the closure compiler.
// The generated code takes the fast path it knows and hands anything else to the closure the
// reference compiler makes for the same construct, so that rare cases and every runtime error
// behave exactly as they do there:
// - `over`: a construct whose operands the generated code has already computed, compiled with
//   each operand replaced by a local `$i` (no rules-file name can hold a `$`), run on the values;
// - `whole`: a construct the generator does not translate, compiled as it stands, run on a frame
//   holding the locals it names.
// Every fallback is a site (`sites`), so that `agon compile --report` can count the ones a game
// takes; a site is either `failure` (reached only where the closure fails, or at a value the
// checks refuse) or `work` (the closure computes a value the generated code does not).
import type { Expr, Identifier, NameExpr, SourceRange, Stmt, TypeExpr } from "../../grammar/ast.js";
import type { DealStmt } from "../../grammar/statements/deal.js";
import type { LookStmt } from "../../grammar/statements/look.js";
import type { MoveStmt } from "../../grammar/statements/move.js";
import type { RevealStmt } from "../../grammar/statements/reveal.js";
import type { ShuffleStmt } from "../../grammar/statements/shuffle.js";
import type { LinkedProgram } from "../../grammar/link/index.js";
import { compileDeal, compileLook, compileMove, compileReveal, compileShuffle } from "../interpreter/card-statements.js";
import { compileExpr, typeTest } from "../interpreter/compile-expr.js";
import type { Compiler } from "../interpreter/compiler.js";
import { compileBlock } from "../interpreter/compile-stmt.js";
import type { Ex, St } from "../interpreter/model.js";
import { Scope } from "../interpreter/scope.js";
import type { Constants } from "./code.js";
import type { LocalScope } from "./locals.js";

export type SlowPathKind = "failure" | "work";

export interface SlowPathSite {
  range: SourceRange;
  /** the construct, as the report names it (`Range`, `Call count`, `Move`) */
  what: string;
  kind: SlowPathKind;
  /** its index in the constants table */
  constant: number;
}

type CardStmt = MoveStmt | ShuffleStmt | DealStmt | RevealStmt | LookStmt;

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

function describeNode(node: { kind: string; op?: string; callee?: { name: string } }): string {
  if (node.kind === "Call" && node.callee) return `Call ${node.callee.name}`;
  if (node.kind === "Binary" && node.op) return `Binary ${node.op}`;
  return node.kind;
}

export class SlowPaths {
  readonly sites: SlowPathSite[] = [];
  private readonly link: LinkedProgram;

  constructor(
    private readonly compiler: Compiler,
    private readonly k: Constants,
  ) {
    this.link = compiler.link;
  }

  private site(v: unknown, node: { kind: string; range: SourceRange }, kind: SlowPathKind): string {
    const ref = this.k.fresh(v);
    this.sites.push({ range: node.range, what: describeNode(node as never), kind, constant: Number(ref.slice(1)) });
    return ref;
  }

  /** Operands `$0 ... $n-1` (no rules-file name can hold a `$`), linked as locals, and a scope
   *  holding them in frame slots 0 to n-1. */
  operands(n: number, range: SourceRange): { reads: Expr[]; scope: Scope } {
    const scope = Scope.fresh();
    const reads = Array.from({ length: n }, (_, i) => {
      const { read, binding } = this.link.operandLocal(`$${i}`, range);
      scope.declare(binding);
      return read;
    });
    return { reads, scope };
  }

  /** The closure of `build($0, ..., $n-1)`: call it as `k(rt, [v0, ..., vn-1])`. */
  over(n: number, range: SourceRange, build: (ops: Expr[]) => Expr, kind: SlowPathKind = "failure"): string {
    const { reads, scope } = this.operands(n, range);
    const e = build(reads);
    const ex: Ex = compileExpr(this.compiler, e, scope);
    return this.site(ex, e, kind);
  }

  /** `e` compiled by the closure compiler over the locals it names: the call, as code. */
  whole(e: Expr, locals: LocalScope, kind: SlowPathKind = "work"): string {
    const { scope, args } = this.frameFor(e, locals);
    const ex: Ex = compileExpr(this.compiler, e, scope);
    return `${this.site(ex, e, kind)}(rt, [${args.join(", ")}])`;
  }

  /** The closure of a one-statement block over operands `$0 ...` (its step charged again: only
   *  for paths that fail), compiled as part of `owner` for its positions. */
  statementOver(n: number, owner: string, build: (ops: Expr[]) => Stmt): string {
    const { reads: ops, scope } = this.operands(n, build([]).range);
    const saved = this.compiler.owner;
    this.compiler.owner = owner;
    const st = build(ops);
    const closure = compileBlock(this.compiler, { kind: "Block", statements: [st], range: st.range }, scope);
    this.compiler.owner = saved;
    return this.site(closure, st, "failure");
  }

  /** A statement the generator does not write, run as a one-statement block over the locals it
   *  names (its step charged there: the caller takes it back). It may set those locals but not
   *  declare any: the frame is returned so that the caller copies them back. Compiled as part of
   *  `owner`, so that its errors name the rule it stands in. */
  block(st: Stmt, locals: LocalScope, owner: string): { call: string; frame: string; assigned: { js: string; slot: number }[] } {
    const { scope, args, slots } = this.frameFor(st, locals);
    const saved = this.compiler.owner;
    this.compiler.owner = owner;
    const closure = compileBlock(this.compiler, { kind: "Block", statements: [st], range: st.range }, scope);
    this.compiler.owner = saved;
    return { call: this.site(closure, st, "work"), frame: `[${args.join(", ")}]`, assigned: slots };
  }

  /** A card statement run in its closure over the locals it names (uncharged). */
  cardStatement(st: CardStmt, locals: LocalScope, kind: SlowPathKind): string {
    const { scope, args } = this.frameFor(st, locals);
    const c = this.compiler;
    const closure = ((): St => {
      switch (st.kind) {
        case "Move":
          return compileMove(c, st, scope);
        case "Shuffle":
          return compileShuffle(c, st, scope);
        case "Deal":
          return compileDeal(c, st, scope);
        case "Reveal":
          return compileReveal(c, st, scope);
        case "Look":
          return compileLook(c, st, scope);
      }
    })();
    return `${this.site(closure, st, kind)}(rt, [${args.join(", ")}]);`;
  }

  /** The closure testing a value against a type (`x is card`): a function of the value. */
  typeTest(t: TypeExpr): unknown {
    return typeTest(this.compiler, t);
  }

  /** The closure of a trigger, which tests its condition again where it is no bool (and fails). */
  triggerFailure(after: string, name: string, node: { kind: string; range: SourceRange }): string {
    const run = this.compiler.triggersOf(after).find((spec) => spec.name === name)!.run;
    return this.site(run, node, "failure");
  }

  private frameFor(node: unknown, locals: LocalScope): { scope: Scope; args: string[]; slots: { js: string; slot: number }[] } {
    const scope = Scope.fresh();
    const args: string[] = [];
    const slots: { js: string; slot: number }[] = [];
    const declared = new Set<Identifier>();
    for (const read of nameReads(node)) {
      const binding = this.link.localOf(read)?.id;
      const js = locals.lookup(read.name);
      if (binding === undefined || js === undefined || declared.has(binding)) continue;
      declared.add(binding);
      slots.push({ js, slot: scope.declare(binding) });
      args.push(js);
    }
    return { scope, args, slots };
  }
}
