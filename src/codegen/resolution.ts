// The one place the generator learns what a name means: the linking stage's resolution
// (grammar/link/), with the specs the closure compiler built for each declaration (the same
// compilation the game came from, whose closures also serve as the generator's fallbacks).
import type { Identifier, NameExpr } from "../../grammar/ast.js";
import { assertNever } from "../../grammar/assert-never.js";
import type { LinkedProgram } from "../../grammar/link/index.js";
import { compileProgram } from "../interpreter/compile-game.js";
import { type Compiler, type FunctionSlot, type TableSlot, compilerOf } from "../interpreter/compiler.js";
import type { CompiledGame, EnumSpec, OptionSpec, VarSpec, ZoneSpec } from "../interpreter/model.js";
import type { Card, Value } from "../interpreter/values.js";

/** What a name that is not a local stands for. */
export type NameMeaning =
  | { kind: "var"; spec: VarSpec }
  | { kind: "zone"; spec: ZoneSpec }
  | { kind: "option"; spec: OptionSpec }
  | { kind: "players" }
  | { kind: "player-count" }
  | { kind: "constant"; value: Value }
  | { kind: "unknown" };

export class Resolution {
  readonly game: CompiledGame;
  readonly compiler: Compiler;
  readonly link: LinkedProgram;

  constructor(game: CompiledGame) {
    this.compiler = compilerOf.get(game) ?? compileProgram(game.program).compiler;
    this.game = this.compiler.game;
    this.link = this.compiler.link;
  }

  meaning(e: NameExpr): NameMeaning {
    const game = this.game;
    const d = this.link.declarationOf(e);
    switch (d?.kind) {
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
        return { kind: "constant", value: game.cardById.get(d.card.id)! as Card };
      // a local is the generator's own; the rest are no value, and the fallback closure says so
      case "local":
      case "builtin-function":
      case "attribute":
      case "player-attribute":
      case "table":
      case "function":
      case "rule":
      case "section":
      case "trigger":
      case "rule-id":
      case undefined:
        return { kind: "unknown" };
      default:
        return assertNever(d, "the declaration");
    }
  }

  zone(node: NameExpr): ZoneSpec | undefined {
    const d = this.link.declarationOf(node);
    return d?.kind === "zone" ? this.game.zoneByName.get(d.decl.name.name) : undefined;
  }

  variable(node: NameExpr): VarSpec | undefined {
    const d = this.link.declarationOf(node);
    return d?.kind === "var" ? this.game.varByName.get(d.decl.name.name) : undefined;
  }

  enumOf(name: string): EnumSpec {
    return this.game.enums.get(name)!;
  }

  /** card attribute -> its value per card number */
  attribute(name: string): Value[] | undefined {
    return this.compiler.cardAttributes.get(name);
  }

  fn(callee: Identifier): FunctionSlot | undefined {
    const d = this.link.declarationOf(callee);
    return d?.kind === "function" ? this.compiler.functions.get(d.decl.name.name) : undefined;
  }

  table(node: NameExpr): TableSlot | undefined {
    const d = this.link.declarationOf(node);
    return d?.kind === "table" ? this.compiler.tables.get(d.decl.name.name) : undefined;
  }
}
