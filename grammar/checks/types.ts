// The static types the checks infer. `unknown` is what the checks cannot tell; it never causes
// an error, so the checks stay free of false positives on real games.
import type { TypeExpr } from "../ast.js";
import type { Program } from "../program.js";

export type Type =
  | { t: "int" }
  | { t: "bool" }
  | { t: "text" }
  | { t: "player" }
  | { t: "none" }
  | { t: "unknown" }
  /** a value of an enum (or of an option's own values when `enum` is absent) */
  | { t: "symbol"; enum?: string }
  /** a card; `kind` absent for any kind */
  | { t: "card"; kind?: string }
  | { t: "list"; of: Type }
  | { t: "map"; key: string; value: Type };

export const INT: Type = { t: "int" };
export const BOOL: Type = { t: "bool" };
export const TEXT: Type = { t: "text" };
export const PLAYER: Type = { t: "player" };
export const NONE: Type = { t: "none" };
export const UNKNOWN: Type = { t: "unknown" };
export const listOf = (of: Type): Type => ({ t: "list", of });

export function typeFromDecl(type: TypeExpr | undefined, program: Program): Type {
  if (!type) return UNKNOWN;
  switch (type.kind) {
    case "IntType":
      return INT;
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
      return UNKNOWN;
    }
    case "ListType":
      return listOf(typeFromDecl(type.element, program));
    case "MapType":
      return { t: "map", key: type.key.name, value: typeFromDecl(type.value, program) };
    case "UnionType":
      return UNKNOWN;
  }
}

export function describe(type: Type): string {
  switch (type.t) {
    case "symbol":
      return type.enum ? `a \`${type.enum}\` value` : "a symbol";
    case "card":
      return type.kind ? `a \`${type.kind}\` card` : "a card";
    case "list":
      return `a list`;
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
    case "unknown":
      return "a value";
  }
}

export const isList = (type: Type) => type.t === "list";
export const isKnown = (type: Type) => type.t !== "unknown";
