// Limits that keep a hostile or mistaken rules file from taking all the memory or the stack: each
// ends the game with a diagnostic of its own code instead. No real game comes near them.
import { fail } from "./errors.js";
import type { Runtime } from "./runtime.js";

/** the most items one list may hold (a range, a joined list) */
export const MAX_COLLECTION = 1_000_000;
/** the most calls of rules-file functions running at once */
export const MAX_CALL_DEPTH = 1_000;

export function collectionTooLarge(rt: Runtime, size: number): never {
  return fail(rt, "collection-too-large", `a list of ${size} items: more than the ${MAX_COLLECTION.toLocaleString("en-US")} a list may hold`,
    "a range or a join that grows without end? lists in a game are as long as its decks");
}

export function recursionTooDeep(rt: Runtime): never {
  return fail(rt, "recursion-too-deep", `functions calling each other more than ${MAX_CALL_DEPTH} deep`,
    "a function that calls itself needs a case that does not");
}
