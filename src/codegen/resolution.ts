// The one place the generator learns what a name means: the linking stage's resolution
// (grammar/link/), with the specs the closure compiler built for each declaration (the same
// compilation the game came from, whose closures also serve as the generator's fallbacks).
import type { Identifier, NameExpr } from "../../grammar/ast.js";
import type { LinkedProgram } from "../../grammar/link/index.js";
import { compileProgram } from "../interpreter/compile-game.js";
import { type Compiler, type FunctionSlot, type TableSlot, compilerOf } from "../interpreter/compiler.js";
import type { CompiledGame, EnumSpec, VarSpec, ZoneSpec } from "../interpreter/model.js";
import type { Value } from "../interpreter/values.js";
import { meaningOf, type NameMeaning } from "../interpreter/name-meaning.js";

export class Resolution {
  readonly game: CompiledGame;
  readonly compiler: Compiler;
  readonly link: LinkedProgram;

  constructor(game: CompiledGame) {
    this.compiler = compilerOf.get(game) ?? compileProgram(game.program).compiler;
    this.game = this.compiler.game;
    this.link = this.compiler.link;
  }

  /** What a name that is not one of the generated code's locals stands for. */
  meaning(e: NameExpr): NameMeaning {
    return meaningOf(this.game, this.link.declarationOf(e));
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
