// The one place in grammar/ and src/ that turns text into code (DESIGN.md, "the one exception to
// no eval"). The text comes from emitProgram, which writes only names it made up, integers, and
// reads of the constants table; the function it makes sees nothing but that frozen table.
// Where code generation from strings is disallowed, this says so and the closures run instead.
import type { Runtime } from "../interpreter/runtime.js";
import type { Value } from "../interpreter/values.js";

/** A generated rule: its arguments one by one; it returns its flow code. */
export type GeneratedRule = (rt: Runtime, ...args: Value[]) => number;
export type ProgramFactory = (K: readonly unknown[]) => GeneratedRule[];

export function instantiate(text: string): ProgramFactory | undefined {
  try {
    return new Function("K", text) as ProgramFactory;
  } catch (e) {
    if (e instanceof EvalError) return undefined;
    throw e;
  }
}
