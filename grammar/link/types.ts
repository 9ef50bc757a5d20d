// The static types the linking stage gives every expression. A type says what the front end knows
// for certain; where it cannot know, it says so: `unknown` carries the reason. Unions say "either":
// `int 1..13 or joker`, and "may be none" is a union with `none` (`top`, `first`, `min`, ...).
import type { TypeExpr } from "../ast.js";
import type { Program } from "../program.js";
import { assertNever } from "../assert-never.js";

export type Type =
  /** `min`/`max`: the bounds when known (a literal, a declared `int A..B`, the player count) */
  | { t: "int"; min?: number; max?: number }
  | { t: "bool" }
  | { t: "text" }
  | { t: "player" }
  | { t: "none" }
  | { t: "unknown"; reason: string }
  /** an enum's value (`enum`), or an option's own value (`option`); `values`: the only values it can be */
  | { t: "symbol"; enum?: string; option?: string; values?: readonly string[] }
  /** a card; `kind` absent for any kind */
  | { t: "card"; kind?: string }
  | { t: "list"; of: Type }
  | { t: "map"; key: string; value: Type }
  /** a value of one of these types (never nested, never of one member) */
  | { t: "union"; of: Type[] };

export const INT: Type = { t: "int" };
export const BOOL: Type = { t: "bool" };
export const TEXT: Type = { t: "text" };
export const PLAYER: Type = { t: "player" };
export const NONE: Type = { t: "none" };
export const unknown = (reason: string): Type => ({ t: "unknown", reason });
export const listOf = (of: Type): Type => ({ t: "list", of });
export const intIn = (min: number | undefined, max: number | undefined): Type =>
  min === undefined && max === undefined ? INT : { t: "int", ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };

export function elementType(t: Type): Type {
  if (t.t === "list") return t.of;
  if (t.t === "unknown") return t;
  return unknown(`not a list: ${describe(t)}`);
}

function sameType(a: Type, b: Type): boolean {
  if (a.t !== b.t) return false;
  switch (a.t) {
    case "int":
      return a.min === (b as typeof a).min && a.max === (b as typeof a).max;
    case "symbol": {
      const o = b as typeof a;
      return a.enum === o.enum && a.option === o.option && (a.values ?? []).join("|") === (o.values ?? []).join("|");
    }
    case "card":
      return a.kind === (b as typeof a).kind;
    case "list":
      return sameType(a.of, (b as typeof a).of);
    case "map":
      return a.key === (b as typeof a).key && sameType(a.value, (b as typeof a).value);
    case "union": {
      const o = b as typeof a;
      return a.of.length === o.of.length && a.of.every((x, i) => sameType(x, o.of[i]!));
    }
    case "unknown":
      return a.reason === (b as typeof a).reason;
    // types without parts: the same sort is the same type
    case "bool":
    case "text":
    case "player":
    case "none":
      return true;
    default:
      return assertNever(a, "the type");
  }
}

/** Whether a value of type `t` is certainly not a list (nor a map, nor of a type not known). */
export function neverAList(t: Type): boolean {
  switch (t.t) {
    case "int":
    case "bool":
    case "text":
    case "player":
    case "none":
    case "symbol":
    case "card":
      return true;
    case "union":
      return t.of.every(neverAList);
    case "list":
    case "map":
    case "unknown":
      return false;
  }
}

/** Whether every value of type `t` that is not none is a card (or a list of cards): what tells a
 *  card's id from an enum value of the same name once a value is plain (a choice event's value, a
 *  decision's options). A union with anything else, or an unknown type, is not. */
export function holdsCards(t: Type): boolean {
  switch (t.t) {
    case "card":
      return true;
    case "list":
      return holdsCards(t.of);
    case "union": {
      const some = t.of.filter((x) => x.t !== "none");
      return some.length > 0 && some.every(holdsCards);
    }
    case "int":
    case "bool":
    case "text":
    case "player":
    case "none":
    case "symbol":
    case "map":
    case "unknown":
      return false;
    default:
      return assertNever(t, "the type");
  }
}

/** A value of either type. Unknown absorbs everything: a union with an unknown part is unknown. */
export function unionOf(...types: Type[]): Type {
  const parts: Type[] = [];
  for (const t of types.flatMap((x) => (x.t === "union" ? x.of : [x]))) {
    if (t.t === "unknown") return t;
    if (!parts.some((p) => sameType(p, t))) parts.push(t);
  }
  if (parts.length === 0) return unknown("no value");
  return parts.length === 1 ? parts[0]! : { t: "union", of: parts };
}

export const maybeNone = (t: Type): Type => (t.t === "unknown" ? t : unionOf(t, NONE));

export function withoutNone(t: Type): Type {
  if (t.t !== "union") return t;
  const rest = t.of.filter((x) => x.t !== "none");
  return rest.length === t.of.length ? t : unionOf(...rest);
}

export const mayBeNone = (t: Type): boolean => t.t === "none" || (t.t === "union" && t.of.some((x) => x.t === "none"));

/**
 * The type the checks test: "may be none" set aside (a none there is a runtime error with its own
 * code, `none-in-arithmetic`), ints of any range alike, and any other union unknown, so that a
 * check never reports what it cannot be sure of.
 */
export function plainType(t: Type): Type {
  const u = withoutNone(t);
  if (u.t !== "union") return u;
  if (u.of.every((x) => x.t === "int")) return INT;
  if (u.of.every((x) => x.t === "symbol" && x.enum !== undefined && x.enum === (u.of[0] as { enum?: string }).enum))
    return { t: "symbol", enum: (u.of[0] as { enum?: string }).enum };
  return unknown(`one of ${u.of.map(describe).join(", ")}`);
}

/** The type a declaration writes (`int 1..13 or joker`, `list of token`, `map suit to int`). */
export function typeFromDecl(type: TypeExpr | undefined, program: Program, enumOfValue?: (name: string) => string | undefined): Type {
  if (!type) return unknown("no type is declared");
  switch (type.kind) {
    case "IntType":
      return intIn(type.min, type.max);
    case "BoolType":
      return BOOL;
    case "TextType":
      return TEXT;
    case "PlayerType":
      return PLAYER;
    case "NamedType": {
      const name = type.name.name;
      if (program.enums.has(name)) return { t: "symbol", enum: name };
      if (program.kinds.has(name)) return { t: "card", kind: name };
      if (name === "card") return { t: "card" };
      if (name === "none") return NONE;
      const e = enumOfValue?.(name);
      if (e !== undefined) return { t: "symbol", ...(e ? { enum: e } : {}), values: [name] };
      return unknown(`\`${name}\` names no type`);
    }
    case "ListType":
      return listOf(typeFromDecl(type.element, program, enumOfValue));
    case "MapType":
      return { t: "map", key: type.key.name, value: typeFromDecl(type.value, program, enumOfValue) };
    case "UnionType":
      return unionOf(...type.options.map((o) => typeFromDecl(o, program, enumOfValue)));
  }
}

/**
 * Whether no value of type `value` can be stored where a value of type `target` is expected (a
 * var, a var's entry, a parameter): true only when that is certain, so an unknown, a none (its
 * own runtime error) or a union with one fitting member is never reported.
 */
export function cannotHold(target: Type, value: Type): boolean {
  if (target.t === "unknown" || target.t === "none" || value.t === "unknown" || value.t === "none") return false;
  if (target.t === "union") return target.of.every((t) => cannotHold(t, value));
  if (value.t === "union") return value.of.every((v) => cannotHold(target, v));
  if (target.t !== value.t) return true;
  switch (target.t) {
    case "symbol": {
      const v = value as typeof target;
      return target.enum !== undefined && v.enum !== undefined && target.enum !== v.enum;
    }
    case "list":
      return cannotHold(target.of, (value as typeof target).of);
    case "map":
      return cannotHold(target.value, (value as typeof target).value);
    default:
      return false;
  }
}

/** A type in words, for diagnostics and hovers. */
export function describe(type: Type): string {
  switch (type.t) {
    case "symbol":
      if (type.enum) return `a \`${type.enum}\` value`;
      if (type.option) return `a value of \`${type.option}\``;
      return type.values?.length === 1 ? `\`${type.values[0]}\`` : "a symbol";
    case "card":
      return type.kind ? `a \`${type.kind}\` card` : "a card";
    case "list":
      return "a list";
    case "map":
      return `a map over \`${type.key}\``;
    case "int":
      return "a number";
    case "bool":
      return "true or false";
    case "text":
      return "a text";
    case "player":
      return "a player";
    case "none":
      return "none";
    case "union":
      return type.of.map(describe).join(" or ");
    case "unknown":
      return "a value";
  }
}
