// The one place the generator learns what a name means. Until the linking stage lands it asks
// what the closure compiler resolved (the compilation the game came from, whose closures also
// serve as the generator's fallbacks); switching to the link result changes this file only.
import { compileProgram } from "../interpreter/compile-game.js";
import { type Compiler, type FunctionSlot, type TableSlot, compilerOf } from "../interpreter/compiler.js";
import type { CompiledGame, EnumSpec, OptionSpec, VarSpec, ZoneSpec } from "../interpreter/model.js";
import type { Card, Value } from "../interpreter/values.js";

/** What a name that is not a local stands for, in the order the closure compiler tries them. */
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

  constructor(game: CompiledGame) {
    this.compiler = compilerOf.get(game) ?? compileProgram(game.program).compiler;
    this.game = this.compiler.game;
  }

  meaning(name: string): NameMeaning {
    const game = this.game;
    const v = game.varByName.get(name);
    if (v) return { kind: "var", spec: v };
    const z = game.zoneByName.get(name);
    if (z) return { kind: "zone", spec: z };
    const o = game.optionByName.get(name);
    if (o) return { kind: "option", spec: o };
    if (name === "players") return { kind: "players" };
    if (name === "player-count") return { kind: "player-count" };
    const en = game.enums.get(name);
    if (en) return { kind: "constant", value: en.values };
    const cards = game.kindCards.get(name);
    if (cards) return { kind: "constant", value: cards };
    if (game.program.kinds.has(name)) return { kind: "unknown" };
    const c = this.compiler;
    if (c.symbolNames.has(name) || c.optionSymbols.has(name)) return { kind: "constant", value: name };
    const card = game.cardById.get(name);
    if (card) return { kind: "constant", value: card as Card };
    return { kind: "unknown" };
  }

  zone(name: string): ZoneSpec | undefined {
    return this.game.zoneByName.get(name);
  }

  variable(name: string): VarSpec | undefined {
    return this.game.varByName.get(name);
  }

  enumOf(name: string): EnumSpec {
    return this.game.enums.get(name)!;
  }

  /** card attribute -> its value per card number */
  attribute(name: string): Value[] | undefined {
    return this.compiler.cardAttributes.get(name);
  }

  fn(name: string): FunctionSlot | undefined {
    return this.compiler.functions.get(name);
  }

  table(name: string): TableSlot | undefined {
    return this.compiler.tables.get(name);
  }

  isRule(name: string): boolean {
    return this.game.program.rules.has(name);
  }
}
