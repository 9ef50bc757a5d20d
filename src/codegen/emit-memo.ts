// Values of pure functions (src/ir/purity.ts) kept for the match: the first call with an argument
// runs the function and notes its value with what it charged (steps, memory) and the call depth
// it ran at; a later call with the same argument charges the same and returns the value, unless
// those charges would pass a budget or the call runs deeper: then the function runs again, and
// fails where it would have failed. The values live in the match's Runtime (`rt.memo`): the
// options and the players they depend on are the match's own, and outlive a reset.
import { MEMORY_BUDGET } from "../interpreter/limits.js";
import type { Runtime } from "../interpreter/runtime.js";
import type { Value } from "../interpreter/values.js";
import type { Constants } from "./code.js";

/** the most arguments whose values one function keeps (an int argument may take many) */
const MAX_KEPT = 1024;

/** A kept value with its charges, and the call depth it was computed at. */
interface Kept {
  value: Value;
  steps: number;
  memory: number;
  depth: number;
}

function kept(value: Value, steps: number, memory: number, depth: number): Kept {
  return { value, steps, memory, depth };
}

/** The kept values of memo slot `slot` of a function of one argument, by the argument. */
function keptBy(rt: Runtime, slot: number): Map<Value, Kept> {
  let m = rt.memo[slot] as Map<Value, Kept> | undefined;
  if (m === undefined) rt.memo[slot] = m = new Map();
  return m;
}

/** Whether a function is kept so: pure, of one argument at most (the key), and with a loop in
 *  its code (`lines`), without which looking its value up costs about what computing it does. */
export function memoizable(fn: { pure: boolean; arity: number }, lines: readonly string[]): boolean {
  return fn.pure && fn.arity <= 1 && lines.some((l) => l.startsWith("for ("));
}

/** The lines of `name(rt[, a])`, keeping the values of `body(rt[, a])` in memo slot `slot`. */
export function memoWrapper(k: Constants, name: string, body: string, slot: number, param: string | undefined): string[] {
  const args = param === undefined ? "rt" : `rt, ${param}`;
  const lines = [`function ${name}(${args}) {`];
  if (param === undefined) lines.push(`const t0 = rt.memo[${slot}];`);
  else {
    // a list argument is a value of its own each time: no key
    lines.push(`if (${k.ref(Array.isArray)}(${param})) return ${body}(${args});`);
    lines.push(`const t1 = ${k.ref(keptBy)}(rt, ${slot});`);
    lines.push(`const t0 = t1.get(${param});`);
  }
  lines.push(
    `if (t0 !== undefined && rt.callDepth <= t0.depth && rt.steps + t0.steps <= rt.budget && rt.memory + t0.memory <= ${MEMORY_BUDGET}) { rt.steps += t0.steps; rt.memory += t0.memory; return t0.value; }`,
    "const t2 = rt.steps, t3 = rt.memory, t4 = rt.callDepth;",
    `const t5 = ${body}(${args});`,
  );
  const entry = `${k.ref(kept)}(t5, rt.steps - t2, rt.memory - t3, t4)`;
  if (param === undefined) lines.push(`if (t0 === undefined) rt.memo[${slot}] = ${entry};`);
  else lines.push(`if (t0 === undefined && t1.size < ${MAX_KEPT}) t1.set(${param}, ${entry});`);
  lines.push("return t5;", "}");
  return lines;
}
