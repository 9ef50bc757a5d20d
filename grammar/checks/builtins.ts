// The built-in functions of docs/language.md: their arity and what they return.
import { BOOL, INT, PLAYER, TEXT, UNKNOWN, listOf, type Type } from "./types.js";

export interface Builtin {
  min: number;
  max: number;
  /** the argument positions that must be lists */
  listArgs: number[];
  result(args: Type[]): Type;
}

const elementOf = (t: Type | undefined): Type => (t?.t === "list" ? t.of : UNKNOWN);
const sameList = (args: Type[]): Type => (args[0]?.t === "list" ? args[0] : UNKNOWN);

function fn(min: number, max: number, result: (args: Type[]) => Type, listArgs: number[] = []): Builtin {
  return { min, max, listArgs, result };
}

export const builtins: ReadonlyMap<string, Builtin> = new Map([
  ["count", fn(1, 1, () => INT, [0])],
  ["sum", fn(1, 1, () => INT, [0])],
  ["min", fn(1, 1, (a) => elementOf(a[0]), [0])],
  ["max", fn(1, 1, (a) => elementOf(a[0]), [0])],
  ["any", fn(1, 1, () => BOOL, [0])],
  ["all", fn(1, 1, () => BOOL, [0])],
  ["first", fn(1, 1, (a) => elementOf(a[0]), [0])],
  ["last", fn(1, 1, (a) => elementOf(a[0]), [0])],
  ["top", fn(1, 1, (a) => elementOf(a[0]), [0])],
  ["unique", fn(1, 1, sameList, [0])],
  ["reverse", fn(1, 1, sameList, [0])],
  ["seats-from", fn(1, 1, () => listOf(PLAYER))],
  ["next", fn(1, 1, () => PLAYER)],
  ["previous", fn(1, 1, () => PLAYER)],
  ["owner", fn(1, 1, () => PLAYER)],
  ["zone-of", fn(1, 1, () => UNKNOWN)],
  ["index-of", fn(1, 1, () => UNKNOWN)],
  ["pick", fn(1, 1, (a) => elementOf(a[0]), [0])],
  ["shuffled", fn(1, 1, sameList, [0])],
  ["cell", fn(3, 3, () => ({ t: "card" }))],
  ["rows", fn(1, 1, () => INT)],
  ["row-of", fn(1, 1, () => INT)],
  ["name", fn(1, 1, () => TEXT)],
]);

/** Names every expression can read without a declaration. */
export const builtinNames: ReadonlyMap<string, Type> = new Map<string, Type>([
  ["players", listOf(PLAYER)],
  ["player-count", INT],
]);
