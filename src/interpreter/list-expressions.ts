// Comprehensions `[e for x in xs if c]` and sorts `sort x in xs where c by k1 desc, k2` (stable).
import type { ComprehensionExpr, SortExpr } from "../../grammar/ast.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import type { Ex } from "./model.js";
import { orderKeys } from "./operators.js";
import type { Runtime } from "./runtime.js";
import type { Scope } from "./scope.js";
import { describe, type Value } from "./values.js";
import { LIST_COST, chargeMemory, chargeSteps } from "./limits.js";

function badFilter(rt: Runtime, v: Value): never {
  return fail(rt, "runtime-error", `a filter needs true or false, not ${describe(v)}`);
}

/** Whether the current item passes a `where`/`if` filter (none: every item does). */
export function kept(filter: Ex | undefined, rt: Runtime, L: Value[]): boolean {
  if (!filter) return true;
  const keep = filter(rt, L);
  if (keep === true) return true;
  if (keep !== false) badFilter(rt, keep);
  return false;
}

/** A comprehension taken apart, for readers that fold its items instead of listing them. */
export interface ComprehensionParts {
  source: Ex;
  /** the frame slot of the loop variable */
  slot: number;
  filter: Ex | undefined;
  element: Ex;
}

export function comprehensionParts(c: Compiler, e: ComprehensionExpr, scope: Scope): ComprehensionParts {
  const source = c.list(e.iterable, scope);
  const inner = scope.child();
  const slot = inner.declare(e.name);
  const element = c.expr(e.element, inner);
  const filter = e.filter ? c.expr(e.filter, inner) : undefined;
  return { source, slot, filter, element };
}

export function compileComprehension(c: Compiler, e: ComprehensionExpr, scope: Scope): Ex {
  const { source, slot, filter, element } = comprehensionParts(c, e, scope);
  return (rt, L) => {
    const xs = source(rt, L) as Value[];
    chargeSteps(rt, xs.length);
    const out: Value[] = [];
    for (let i = 0; i < xs.length; i++) {
      L[slot] = xs[i];
      if (!kept(filter, rt, L)) continue;
      out.push(element(rt, L));
    }
    chargeMemory(rt, out.length + LIST_COST);
    return out;
  };
}

/** Lists this short are sorted by insertion, without allocating a row per item. */
const SHORT = 16;

/** Compares items `a` and `b` of a sort by their keys (`nk` per item, flat in `ks`). */
function compareItems(rt: Runtime, ks: Value[], nk: number, desc: boolean[], a: number, b: number): number {
  for (let k = 0; k < nk; k++) {
    const x = ks[a * nk + k];
    const y = ks[b * nk + k];
    const d = typeof x === "number" && typeof y === "number" ? x - y : orderKeys(rt, x, y);
    if (d !== 0) return desc[k] ? -d : d;
  }
  return 0;
}

export function compileSort(c: Compiler, e: SortExpr, scope: Scope): Ex {
  const source = c.list(e.iterable, scope);
  const inner = scope.child();
  const slot = inner.declare(e.name);
  const filter = e.filter ? c.expr(e.filter, inner) : undefined;
  const keys = e.keys.map((k) => c.expr(k.key, inner));
  const desc = e.keys.map((k) => k.descending);
  const nk = keys.length;
  return (rt, L) => {
    const xs = source(rt, L) as Value[];
    chargeSteps(rt, xs.length);
    const items: Value[] = [];
    // keys of item i at i * nk .. i * nk + nk - 1
    const ks: Value[] = [];
    for (let i = 0; i < xs.length; i++) {
      L[slot] = xs[i];
      if (!kept(filter, rt, L)) continue;
      items.push(xs[i]);
      for (let k = 0; k < nk; k++) ks.push(keys[k]!(rt, L));
    }
    return sortedByKeys(rt, items, ks, nk, desc);
  };
}

/** The kept items of a sort in the order of their keys (`nk` per item, flat in `ks`), stable; the
 *  sort's memory and its n log n comparisons charged. The generated code sorts with it too, from
 *  scratch lists of which only the first `n` items are this sort's. The list made is new. */
export function sortedByKeys(rt: Runtime, items: Value[], ks: Value[], nk: number, desc: boolean[], n = items.length): Value[] {
  // the items, their keys and the order made; comparisons of the order, n log n
  chargeMemory(rt, n * (nk + 2) + LIST_COST);
  chargeSteps(rt, n * Math.ceil(Math.log2(n + 1)));
  if (n <= SHORT) {
    // stable insertion sort of the item numbers; then the numbers are replaced by the items
    const order: number[] = [];
    for (let i = 0; i < n; i++) {
      let j = i;
      while (j > 0 && compareItems(rt, ks, nk, desc, order[j - 1]!, i) > 0) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    // the numbers are replaced by the items in place: no second array
    const out = order as Value[];
    for (let i = 0; i < n; i++) out[i] = items[order[i]!];
    return out;
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => compareItems(rt, ks, nk, desc, a, b));
  return order.map((i) => items[i]);
}
