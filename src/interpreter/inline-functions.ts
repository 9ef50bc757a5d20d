// Calls of small functions that never call themselves are compiled in place: the arguments go
// into slots of the caller's frame and the body reads them there. That saves a frame and a call
// each time, and rules call such helpers (`small-game()`, `races(k)`) hundreds of times a game.
// Recursive functions, and large ones, keep their frame and the recursion limit.
import type { Expr, FunctionDecl } from "../../grammar/ast.js";
import type { Compiler } from "./compiler.js";
import type { Ex } from "./model.js";
import { Scope } from "./scope.js";
import type { Value } from "./values.js";

/** Above this many syntax nodes a body is called, not copied into every caller. */
const MAX_INLINE_NODES = 40;
/** ... and above this many with the bodies of the calls it compiles in place */
const MAX_EXPANDED_NODES = 4 * MAX_INLINE_NODES;

/** Every node object under `node` (kinds, lists, ranges), by a walk that knows no node type. */
function nodesOf(node: unknown, visit: (n: { kind: string; [k: string]: unknown }) => void): void {
  if (Array.isArray(node)) {
    for (const x of node) nodesOf(x, visit);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const n = node as { kind?: unknown; [k: string]: unknown };
  if (typeof n.kind === "string") visit(n as { kind: string });
  for (const k in n) if (k !== "range") nodesOf(n[k], visit);
}

/** The functions a call may be compiled in place for: unable to reach themselves, and small once
 *  the calls in their bodies that are compiled in place too are counted in (else functions that
 *  each call the one before twice would grow their code, and the compile time, exponentially). */
export function inlinableFunctions(decls: readonly FunctionDecl[]): Set<string> {
  const names = new Set(decls.map((f) => f.name.name));
  /** function -> the functions it calls, once per call */
  const calls = new Map<string, string[]>();
  const size = new Map<string, number>();
  for (const f of decls) {
    const called: string[] = [];
    let nodes = 0;
    nodesOf(f.body, (n) => {
      nodes++;
      if (n.kind === "Call") {
        const callee = (n as unknown as { callee: { name: string } }).callee.name;
        if (names.has(callee)) called.push(callee);
      }
    });
    calls.set(f.name.name, called);
    size.set(f.name.name, nodes);
  }
  const reachesItself = (start: string): boolean => {
    const seen = new Set<string>();
    const stack = [...calls.get(start)!];
    while (stack.length) {
      const g = stack.pop()!;
      if (g === start) return true;
      if (seen.has(g)) continue;
      seen.add(g);
      stack.push(...(calls.get(g) ?? []));
    }
    return false;
  };
  const acyclic = new Set([...names].filter((name) => !reachesItself(name)));
  // the size of a function's body with its inlined calls in place; past the limit it is called
  const expanded = new Map<string, number>();
  function expandedSize(name: string): number {
    let n = expanded.get(name);
    if (n !== undefined) return n;
    n = size.get(name)!;
    for (const g of calls.get(name)!) {
      if (n > MAX_EXPANDED_NODES) break;
      // a call of a function that reaches itself stays a call; the others form no cycle, so this ends
      if (!acyclic.has(g)) continue;
      if (inlinable(g)) n += expandedSize(g);
    }
    expanded.set(name, n);
    return n;
  }
  function inlinable(name: string): boolean {
    return acyclic.has(name) && size.get(name)! <= MAX_INLINE_NODES && expandedSize(name) <= MAX_EXPANDED_NODES;
  }
  return new Set([...names].filter(inlinable));
}

export function compileInlineCall(c: Compiler, decl: FunctionDecl, argExprs: readonly Expr[], scope: Scope): Ex {
  const args = argExprs.map((a) => c.expr(a, scope));
  // the body sees its parameters and the game's names, none of the caller's locals
  const bodyScope = new Scope(scope.frame);
  const slots = decl.params.map((p) => bodyScope.declare(p.name));
  // the function's own compilation has reported what is wrong in its body, once
  const reported = c.diagnostics.length;
  const body = c.expr(decl.body, bodyScope);
  c.diagnostics.length = reported;
  const n = args.length;
  if (n === 0) return body;
  if (n === 1) {
    const arg = args[0]!;
    const slot = slots[0]!;
    return (rt, L) => {
      L[slot] = arg(rt, L);
      return body(rt, L);
    };
  }
  return (rt, L) => {
    const values = new Array<Value>(n);
    for (let i = 0; i < n; i++) values[i] = args[i]!(rt, L);
    for (let i = 0; i < n; i++) L[slots[i]!] = values[i];
    return body(rt, L);
  };
}
