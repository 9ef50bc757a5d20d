// Small runtime pieces the generated code calls that have no closure of their own to reuse.
import { Card, toPlain, type Value } from "../interpreter/values.js";

export { combineSet as combine } from "../interpreter/compile-stmt.js";

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
