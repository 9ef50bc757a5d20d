// Runtime values. Ints and bools are JS numbers and booleans, enum symbols and text are strings,
// none is null, lists are arrays (never mutated once built), cards and players are interned
// objects compared by identity. Per-match card state lives in flat arrays indexed by Card.num.
import type { PlainValue } from "./api-types.js";

export class Card {
  constructor(
    readonly id: string,
    readonly kind: string,
    /** position in the game's card list: the index into every per-card array */
    readonly num: number,
    readonly names: Record<string, string>,
  ) {}
}

export class Player {
  constructor(
    readonly name: string,
    /** position in `players` (seat order) */
    readonly seat: number,
    readonly attrs: Record<string, Value>,
  ) {}
}

/** A runtime value: int or bool, text or enum symbol (a string), none (null; `undefined` where a
 *  slot was never filled), a card, a player, a map attribute, or a list of values. */
export type Value = number | boolean | string | null | undefined | Card | Player | MapValue | Value[];

/** A card attribute of map type: enum symbol -> value, one own property per entry. Its prototype
 *  has nothing on it and nothing behind it, so that an entry `toString` or `constructor` is an
 *  entry like any other; unlike a null-prototype object, each is a fast (non-dictionary) object. */
export class MapValue {
  [key: string]: Value;
}
Object.setPrototypeOf(MapValue.prototype, null);
delete (MapValue.prototype as { constructor?: unknown }).constructor;

export function isMap(v: Value): v is MapValue {
  return v instanceof MapValue;
}

/** Card data as the runtime holds it: map attributes become MapValues, lists stay lists. */
export function runtimeValue(v: Value): Value {
  if (Array.isArray(v)) return v.map(runtimeValue);
  if (v !== null && typeof v === "object") {
    const out = new MapValue();
    // defined, not assigned: an entry `__proto__` is an entry too
    for (const [k, x] of Object.entries(v))
      Object.defineProperty(out, k, { value: runtimeValue(x), enumerable: true, writable: true, configurable: true });
    return out;
  }
  return v;
}

export function toPlain(v: Value): PlainValue {
  if (v instanceof Card) return v.id;
  if (v instanceof Player) return v.name;
  if (Array.isArray(v)) return v.map(toPlain);
  if (v === undefined) return null;
  if (isMap(v)) return Object.values(v).map(toPlain);
  return v as PlainValue;
}

export function plainEquals(a: PlainValue, b: PlainValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!plainEquals(a[i], b[i])) return false;
    return true;
  }
  return false;
}

export function valuesEqual(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!valuesEqual(a[i], b[i])) return false;
    return true;
  }
  return false;
}

/** How a value is named in error messages. */
export function describe(v: Value): string {
  if (v === null || v === undefined) return "none";
  if (v instanceof Card) return `card \`${v.id}\``;
  if (v instanceof Player) return `player \`${v.name}\``;
  if (Array.isArray(v)) return `a list of ${v.length}`;
  if (typeof v === "string") return `\`${v}\``;
  if (isMap(v)) return "a map";
  return String(v);
}
