// `count`, `sum`, `min`, `max`, `any` and `all` of a comprehension fold its items as they are made,
// with no list in between: rules and invariants use them in every turn. Every item is still
// made, in order (one may draw from the generator), and a wrong item fails after the loop, as it
// would once the whole list was made.
import type { ComprehensionExpr } from "../../grammar/ast.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import { comprehensionParts, kept } from "./list-expressions.js";
import type { Ex } from "./model.js";
import type { Runtime } from "./runtime.js";
import type { Scope } from "./scope.js";
import { describe, type Value } from "./values.js";
import { chargeSteps, checkedInt } from "./limits.js";

export type FoldName = "count" | "sum" | "min" | "max" | "any" | "all";

export function notAnInt(rt: Runtime, fn: string, x: Value): never {
  return fail(rt, x === null ? "none-in-arithmetic" : "runtime-error", `${fn}() works on ints, not ${describe(x)}`);
}

export function notABool(rt: Runtime, fn: string, x: Value): never {
  return fail(rt, "runtime-error", `${fn}() works on true/false values, not ${describe(x)}`);
}

export function compileFold(c: Compiler, fn: FoldName, e: ComprehensionExpr, scope: Scope): Ex {
  const { source, slot, filter, element } = comprehensionParts(c, e, scope);
  const numeric = fn === "sum" || fn === "min" || fn === "max";
  const logical = fn === "any" || fn === "all";
  return (rt, L) => {
    const xs = source(rt, L) as Value[];
    chargeSteps(rt, xs.length);
    let n = 0;
    let total = 0;
    let least = Infinity;
    let most = -Infinity;
    let someTrue = false;
    let someFalse = false;
    let wrong = false;
    let firstWrong: Value;
    for (let i = 0; i < xs.length; i++) {
      L[slot] = xs[i];
      if (!kept(filter, rt, L)) continue;
      const v = element(rt, L);
      n++;
      if (numeric) {
        if (typeof v !== "number") {
          if (!wrong) firstWrong = v;
          wrong = true;
          continue;
        }
        total = checkedInt(rt, total + v, "the sum");
        if (v < least) least = v;
        if (v > most) most = v;
      } else if (logical) {
        if (v === true) someTrue = true;
        else if (v === false) someFalse = true;
        else {
          if (!wrong) firstWrong = v;
          wrong = true;
        }
      }
    }
    if (wrong) return numeric ? notAnInt(rt, fn, firstWrong) : notABool(rt, fn, firstWrong);
    switch (fn) {
      case "count":
        return n;
      case "sum":
        return total;
      case "min":
        return n ? least : null;
      case "max":
        return n ? most : null;
      case "any":
        return someTrue;
      case "all":
        return !someFalse;
    }
  };
}
