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

/** What a fold gathers as it goes: how many items, their sum, least and most (of ints), and
 *  whether some were true and some false (of bools). */
export type Gathered = "count" | "total" | "least" | "most" | "someTrue" | "someFalse";

/** Each fold, once for both back ends (the closures here, the generated loops in
 *  codegen/emit-loops.ts): the items it takes, and its result from what it gathered, none for no
 *  item or the negation where it says so. */
export const FOLDS: Record<FoldName, { items: "any" | "int" | "bool"; result: Gathered; noneIfEmpty?: true; negated?: true }> = {
  count: { items: "any", result: "count" },
  sum: { items: "int", result: "total" },
  min: { items: "int", result: "least", noneIfEmpty: true },
  max: { items: "int", result: "most", noneIfEmpty: true },
  any: { items: "bool", result: "someTrue" },
  all: { items: "bool", result: "someFalse", negated: true },
};

export function notAnInt(rt: Runtime, fn: string, x: Value): never {
  return fail(rt, x === null ? "none-in-arithmetic" : "runtime-error", `${fn}() works on ints, not ${describe(x)}`);
}

export function notABool(rt: Runtime, fn: string, x: Value): never {
  return fail(rt, "runtime-error", `${fn}() works on true/false values, not ${describe(x)}`);
}

export function compileFold(c: Compiler, fn: FoldName, e: ComprehensionExpr, scope: Scope): Ex {
  const { source, slot, filter, element } = comprehensionParts(c, e, scope);
  const fold = FOLDS[fn];
  const numeric = fold.items === "int";
  const logical = fold.items === "bool";
  const { result, noneIfEmpty = false, negated = false } = fold;
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
    if (noneIfEmpty && n === 0) return null;
    switch (result) {
      case "count":
        return n;
      case "total":
        return total;
      case "least":
        return least;
      case "most":
        return most;
      case "someTrue":
        return negated ? !someTrue : someTrue;
      case "someFalse":
        return negated ? !someFalse : someFalse;
    }
  };
}
