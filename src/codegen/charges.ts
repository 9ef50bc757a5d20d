// The generated code's charges against the step budget and the memory budget, as the closures
// charge them (src/interpreter/limits.ts).
import { LIST_COST, budgetExceeded, chargeMemory } from "../interpreter/limits.js";
import type { Gen } from "./gen.js";

/** Charges `n` (code) steps. */
export function chargeSteps(g: Gen, n: string): void {
  g.fn.line(`if ((rt.steps += ${n}) > rt.budget) ${g.k.ref(budgetExceeded)}(rt);`);
}

export function chargeList(g: Gen, n: string): void {
  g.fn.line(`${g.k.ref(chargeMemory)}(rt, ${n} + ${LIST_COST});`);
}
