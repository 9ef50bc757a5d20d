// Limits that keep a hostile or mistaken rules file from taking all the time, the memory or the
// stack: each ends the game (or the assertion) with a diagnostic of its own code instead. No real
// game comes near them.
//
// Two meters run through a match. Steps count work: one per statement and per pass of a loop, one
// per item a comprehension, filter, fold, `in`, `unique` or sort visits (a sort n log n), one per
// item of a range, one per function call, per round of a `deal` and per card
// moved, looked at or revealed. Memory counts
// what a match allocates, in items: each item of a list it builds (ranges, comprehensions, `+`,
// sorts, copies of a zone) plus a few for the list itself, each character of a text joined with
// `+`, and each event it records with the cards the event names. Memory is never given back to
// the meter: what a match may allocate in all bounds what it can hold at once, and counting costs
// one addition where the allocation happens anyway.
import { AgonError } from "./api-types.js";
import { fail } from "./errors.js";
import type { Runtime } from "./runtime.js";

/** the most items one list may hold (a range, a joined list) */
export const MAX_COLLECTION = 1_000_000;
/** the most calls of rules-file functions running at once */
export const MAX_CALL_DEPTH = 1_000;
/** the steps a match may take unless its config says otherwise */
export const DEFAULT_STEP_BUDGET = 10_000_000;
/** the steps each data assertion may take when a file is checked */
export const ASSERTION_STEP_BUDGET = 1_000_000;
/** the items a match (or one assertion) may allocate: about 64 MB of 8-byte slots; a real game allocates
 *  under 50,000 */
export const MEMORY_BUDGET = 8_000_000;
/** what a list costs beyond its items (its header), and what an event costs beyond its cards */
export const LIST_COST = 4;
export const EVENT_COST = 8;
/** the largest and smallest ints: JavaScript's safe integers, exact in a double */
export const MAX_INT = Number.MAX_SAFE_INTEGER;

/** Points at the innermost running loop, where a game that never ends usually spins. */
export function budgetExceeded(rt: Runtime): never {
  const at = rt.loop ?? rt.at;
  const where = at ? ` (rule \`${at.rule}\`, ${at.range.file}:${at.range.start.line}:${at.range.start.column})` : "";
  throw new AgonError({
    code: "step-budget-exceeded",
    severity: "error",
    message: `more than ${rt.budget} steps of work${where}`,
    ...(at ? { range: at.range } : {}),
    hint: "a loop that never ends? `repeat` runs until `leave` or `end game`; `while` until its condition is false; a function that calls itself twice per call doubles its work with each level",
  });
}

/** Charges `n` steps of work. */
export function chargeSteps(rt: Runtime, n: number): void {
  if ((rt.steps += n) > rt.budget) budgetExceeded(rt);
}

/** Charges the allocation of `n` items. */
export function chargeMemory(rt: Runtime, n: number): void {
  if ((rt.memory += n) > MEMORY_BUDGET) memoryBudgetExceeded(rt);
}

function memoryBudgetExceeded(rt: Runtime): never {
  return fail(
    rt,
    "memory-budget-exceeded",
    `more than ${MEMORY_BUDGET.toLocaleString("en-US")} items of lists, texts and events made`,
    "lists kept in a loop, or a game that records an event per card again and again? a real game allocates a tiny fraction of this",
  );
}

export function collectionTooLarge(rt: Runtime, size: number): never {
  return fail(
    rt,
    "collection-too-large",
    `a list of ${size} items: more than the ${MAX_COLLECTION.toLocaleString("en-US")} a list may hold`,
    "a range or a join that grows without end? lists in a game are as long as its decks",
  );
}

export function recursionTooDeep(rt: Runtime): never {
  return fail(
    rt,
    "recursion-too-deep",
    `functions calling each other more than ${MAX_CALL_DEPTH} deep`,
    "a function that calls itself needs a case that does not",
  );
}

/** An int result outside the safe integers: refused rather than rounded. */
export function intOutOfRange(rt: Runtime, what: string): never {
  return fail(
    rt,
    "integer-out-of-range",
    `${what} is outside the ints Agon computes exactly (-${MAX_INT} to ${MAX_INT})`,
    "ints in a game count cards and points; a number this large is a mistake",
  );
}

/** `r` when it is a safe integer; the arithmetic that made it fails otherwise. */
export function checkedInt(rt: Runtime, r: number, what: string): number {
  if (r > MAX_INT || r < -MAX_INT) intOutOfRange(rt, what);
  return r;
}
