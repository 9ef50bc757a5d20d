// The fuzzing property shared by the quick run in `npm test` and the long one in `npm run fuzz`:
// a case is a real rules or card file with a few mutations, or a program generated from spliced
// blocks and hostile transforms (programs.ts).
import fc from "fast-check";
import { FUZZ_TARGETS, GENERATED_ENTRY, checkMutated, original } from "./check-case.js";
import { mutate, mutationArb, tokensOf, type Mutation } from "./mutate.js";
import { programCaseArb, programText, type ProgramCase } from "./programs.js";

export interface MutationCase {
  kind: "mutation";
  target: string;
  mutations: Mutation[];
}

export type FuzzCase = MutationCase | ProgramCase;

const mutationCaseArb: fc.Arbitrary<MutationCase> = fc.constantFrom(...FUZZ_TARGETS).chain((target) => {
  const text = original(target);
  return fc.record({
    kind: fc.constant("mutation" as const),
    target: fc.constant(target),
    mutations: fc.array(mutationArb(tokensOf(text).length, text.length), { minLength: 1, maxLength: 3 }),
  });
});

export const fuzzCaseArb: fc.Arbitrary<FuzzCase> = fc.oneof(mutationCaseArb, programCaseArb);

/** The file a case replaces. */
export function caseTarget(c: FuzzCase): string {
  return c.kind === "mutation" ? c.target : GENERATED_ENTRY;
}

export function caseText(c: FuzzCase): string {
  return c.kind === "mutation" ? c.mutations.reduce(mutate, original(c.target)) : programText(c);
}

/** Undefined when `check` handled the case well, else what went wrong. */
export function fuzzFailure(c: FuzzCase): string | undefined {
  return checkMutated(caseTarget(c), caseText(c));
}
