// The built-ins of the language, one spec each: what it is called, its parameters, which of them
// must be lists, the type it returns, and its line in docs/language.md. The checks and the editor
// read these specs; each back end implements every name in a table typed by `BuiltinName`
// (src/interpreter/builtins.ts for the closures), so a built-in added here and forgotten there
// does not compile. (grammar/ cannot import the runtime, hence the implementations live beside it.)
import { BOOL, INT, PLAYER, TEXT, elementType, listOf, maybeNone, unknown, type Type } from "./types.js";

export interface BuiltinFunctionSpec {
  /** the parameters as docs/language.md writes them: `xs`, `p`, `Z`, `G, r, col` */
  params: readonly string[];
  /** the argument positions that must be lists */
  listArgs: readonly number[];
  /** the type of a call, from its arguments' types */
  result(args: readonly Type[]): Type;
  /** what it returns, in the words of the docs (hover) */
  doc: string;
}

const sameList = (args: readonly Type[]): Type => (args[0]?.t === "list" ? args[0] : unknown("the argument is no known list"));
const element = (args: readonly Type[]): Type => elementType(args[0] ?? unknown("no argument"));
/** an item of the list, or none when the list is empty */
const itemOrNone = (args: readonly Type[]): Type => maybeNone(element(args));

function over(doc: string, result: (args: readonly Type[]) => Type, params: readonly string[] = ["xs"]): BuiltinFunctionSpec {
  return { params, listArgs: [0], result, doc };
}

function of(params: readonly string[], doc: string, result: (args: readonly Type[]) => Type): BuiltinFunctionSpec {
  return { params, listArgs: [], result, doc };
}

export const BUILTIN_FUNCTIONS = {
  count: over("the number of items (cards in a zone, list length)", () => ({ t: "int", min: 0 })),
  sum: over("the sum of a list of ints", () => INT),
  min: over("the least int of a list; none when it is empty", itemOrNone),
  max: over("the greatest int of a list; none when it is empty", itemOrNone),
  any: over("true when some item is true", () => BOOL),
  all: over("true when every item is true", () => BOOL),
  first: over("the first item, or none when empty", itemOrNone),
  last: over("the last item, or none when empty", itemOrNone),
  top: over("the top card of a zone, or none when empty", itemOrNone, ["Z"]),
  unique: over("the list without repeats, first occurrences kept", sameList),
  reverse: over("the list in reverse order", sameList),
  "seats-from": of(["p"], "every player in seating order, starting at p", () => listOf(PLAYER)),
  next: of(["p"], "the neighbour in seating order (left in a clockwise game)", () => PLAYER),
  previous: of(["p"], "the neighbour the other way round", () => PLAYER),
  owner: of(["Z"], "the player of a per-player zone instance", () => maybeNone(PLAYER)),
  "zone-of": of(["c"], "the name of the zone a card is in", () => TEXT),
  "index-of": of(["c"], "the per-player or per-enum index of the zone a card is in", () =>
    unknown("a player or an enum value, by the zone the card is in"),
  ),
  pick: over("an item chosen by the seeded generator", itemOrNone),
  shuffled: over("the list in an order chosen by the seeded generator", sameList),
  cell: of(["G", "r", "col"], "the card in row r and column col of a grid zone", () => maybeNone({ t: "card" })),
  rows: of(["G"], "the number of rows of a grid zone", () => ({ t: "int", min: 0 })),
  "row-of": of(["c"], "the row of a grid zone a card lies in", () => maybeNone(INT)),
  name: of(["x"], "the localized name of a card or enum value, in English", () => TEXT),
} satisfies Record<string, BuiltinFunctionSpec>;

export type BuiltinName = keyof typeof BUILTIN_FUNCTIONS;

/** The built-in functions by name (a Map: a function named `constructor` is no built-in). */
export const builtinFunctions: ReadonlyMap<string, BuiltinFunctionSpec> = new Map(Object.entries(BUILTIN_FUNCTIONS));

export function isBuiltinName(name: string): name is BuiltinName {
  return builtinFunctions.has(name);
}

export interface BuiltinValueSpec {
  doc: string;
  /** its type, from the game's player count range */
  type(players: { min: number; max: number } | undefined): Type;
}

export const BUILTIN_VALUES = {
  players: { doc: "every player, in seat order", type: () => listOf(PLAYER) },
  "player-count": { doc: "the number of players", type: (p) => (p ? { t: "int", min: p.min, max: p.max } : INT) },
} satisfies Record<string, BuiltinValueSpec>;

export type BuiltinValueName = keyof typeof BUILTIN_VALUES;

/** Names every expression can read without a declaration. */
export const builtinValues: ReadonlyMap<string, BuiltinValueSpec> = new Map(Object.entries(BUILTIN_VALUES));
