// What every emitting function shares: the model, the constants table, the fallbacks, and the
// function being written.
import type { Constants, FnCode } from "./code.js";
import type { Resolution } from "./resolution.js";
import type { SlowPaths } from "./slow-paths.js";

export interface Gen {
  readonly res: Resolution;
  readonly k: Constants;
  readonly slow: SlowPaths;
  fn: FnCode;
  /** the top-level rule, trigger or function being written, for positions */
  owner: string;
  /** top-level rule name -> its generated function */
  readonly ruleFns: Map<string, string>;
  /** rules-file function name -> its generated function */
  readonly userFns: Map<string, string>;
  /** rule or section name -> the generated triggers tested after each of its executions */
  readonly triggersAfter: Map<string, string[]>;
  /** sections written as top-level functions of their own (emit-stmt.ts), and how many so far */
  readonly sections: { count: number; parts: string[] };
}

/** The first line of every top-level function: the runtime's parts it reads most. */
export const PRELUDE = "const V = rt.vars, Z = rt.zones, O = rt.opt, ci = rt.checkInvariants;";

/** `const t = code;`: the value as a temporary. */
export function keep(g: Gen, code: string): string {
  const t = g.fn.temp();
  g.fn.line(`const ${t} = ${code};`);
  return t;
}

/** A temporary assigned on several paths. */
export function declare(g: Gen): string {
  const t = g.fn.temp();
  g.fn.line(`let ${t};`);
  return t;
}
