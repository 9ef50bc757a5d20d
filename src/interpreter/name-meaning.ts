// What a linked name stands for as a value, once: the closure compiler (compile-expr.ts) and the
// code generator (through the IR, src/ir/lower.ts) both read it, each turning it into its own code.
import { assertNever } from "../../grammar/assert-never.js";
import type { Declaration } from "../../grammar/link/index.js";
import type { CompiledGame, OptionSpec, VarSpec, ZoneSpec } from "./model.js";
import type { Value } from "./values.js";

export type NameMeaning =
  /** a rule's, function's or comprehension's own local (each back end keeps its locals itself) */
  | { kind: "local" }
  | { kind: "var"; spec: VarSpec }
  | { kind: "zone"; spec: ZoneSpec }
  | { kind: "option"; spec: OptionSpec }
  | { kind: "players" }
  | { kind: "player-count" }
  /** the same value in every match: an enum's or a kind's list, a symbol, a card */
  | { kind: "constant"; value: Value }
  /** a declaration that is no value (a rule, a function, an attribute), or none */
  | { kind: "not-a-value" };

export function meaningOf(game: CompiledGame, d: Declaration | undefined): NameMeaning {
  switch (d?.kind) {
    case undefined:
      return { kind: "not-a-value" };
    case "local":
      return { kind: "local" };
    case "var":
      return { kind: "var", spec: game.varByName.get(d.decl.name.name)! };
    case "zone":
      return { kind: "zone", spec: game.zoneByName.get(d.decl.name.name)! };
    case "option":
      return { kind: "option", spec: game.optionByName.get(d.decl.name.name)! };
    case "builtin-value":
      return d.name === "players" ? { kind: "players" } : { kind: "player-count" };
    case "enum":
      return { kind: "constant", value: game.enums.get(d.decl.name.name)!.values };
    case "kind":
      return { kind: "constant", value: game.kindCards.get(d.decl.name.name) ?? [] };
    case "enum-value":
      return { kind: "constant", value: d.value.name.name };
    case "option-value":
      return { kind: "constant", value: d.value.name };
    case "card":
      return { kind: "constant", value: game.cardById.get(d.card.id)! };
    case "builtin-function":
    case "attribute":
    case "player-attribute":
    case "table":
    case "function":
    case "rule":
    case "section":
    case "trigger":
    case "rule-id":
      return { kind: "not-a-value" };
    default:
      return assertNever(d, "the declaration");
  }
}
