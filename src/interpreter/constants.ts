// Expressions whose value is known when they are compiled (literals, enum symbols, cards). An
// operator with a constant operand compares against the value itself instead of calling for it.
import type { Ex } from "./model.js";
import type { Value } from "./values.js";

const constantValues = new WeakMap<Ex, Value>();

export function constant(v: Value): Ex {
  const ex: Ex = () => v;
  constantValues.set(ex, v);
  return ex;
}

/** The value of a constant expression that is an int, a bool or a text; undefined otherwise. */
export function primitiveConstant(ex: Ex): number | boolean | string | undefined {
  const v = constantValues.get(ex);
  return typeof v === "number" || typeof v === "boolean" || typeof v === "string" ? v : undefined;
}
