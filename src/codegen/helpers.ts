// Small runtime pieces the generated code calls that have no closure of their own to reuse.
import { fail } from "../interpreter/errors.js";
import { checkedInt } from "../interpreter/limits.js";
import { joinLists } from "../interpreter/operators.js";
import type { Runtime } from "../interpreter/runtime.js";
import { Card, describe, toPlain, type Value } from "../interpreter/values.js";

/** `set x op= v` as compileSet combines (compile-stmt.ts): the differential test holds the two together. */
export function combine(rt: Runtime, op: "=" | "+=" | "-=", old: Value, v: Value): Value {
  if (op === "=") return v;
  if (typeof old === "number" && typeof v === "number") return checkedInt(rt, op === "+=" ? old + v : old - v, `\`${op}\``);
  if (op === "+=" && Array.isArray(old) && Array.isArray(v)) return joinLists(rt, old, v);
  return fail(
    rt,
    old === null || v === null ? "none-in-arithmetic" : "runtime-error",
    `\`${op}\` cannot combine ${describe(old)} and ${describe(v)}`,
  );
}

/** A `log` statement's message as its event holds it. */
export function logText(v: Value): string {
  const plain = toPlain(v);
  return typeof plain === "string" ? plain : JSON.stringify(plain);
}

/** A list of cards only: what a move may take as it stands. */
export function allCards(v: Value): boolean {
  if (!Array.isArray(v)) return false;
  for (const x of v) if (!(x instanceof Card)) return false;
  return true;
}
