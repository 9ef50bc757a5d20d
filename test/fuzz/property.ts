// The fuzzing property shared by the quick run in `npm test` and the long one in `npm run fuzz`.
import fc from "fast-check";
import { FUZZ_TARGETS, checkMutated, original } from "./check-case.js";
import { mutate, mutationArb, tokensOf, type Mutation } from "./mutate.js";

export interface FuzzCase {
  target: string;
  mutations: Mutation[];
}

export const fuzzCaseArb: fc.Arbitrary<FuzzCase> = fc.constantFrom(...FUZZ_TARGETS).chain((target) => {
  const text = original(target);
  return fc.record({
    target: fc.constant(target),
    mutations: fc.array(mutationArb(tokensOf(text).length, text.length), { minLength: 1, maxLength: 3 }),
  });
});

export function mutatedText(c: FuzzCase): string {
  return c.mutations.reduce(mutate, original(c.target));
}

/** Undefined when `check` handled the mutated file well, else what went wrong. */
export function fuzzFailure(c: FuzzCase): string | undefined {
  return checkMutated(c.target, mutatedText(c));
}
