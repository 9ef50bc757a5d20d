// The one place the generator learns what a name means: the linking stage's resolution
// (grammar/link/), with the specs the closure compiler built for each declaration (the same
// compilation the game came from, whose closures also serve as the generator's fallbacks).
import type { Identifier, NameExpr } from "../../grammar/ast.js";
import type { LinkedProgram } from "../../grammar/link/index.js";
import { compileProgram } from "../interpreter/compile-game.js";
import { type Compiler, type FunctionSlot, type TableSlot, compilerOf } from "../interpreter/compiler.js";
import type { CompiledGame, EnumSpec, VarSpec, ZoneSpec } from "../interpreter/model.js";
import { MapValue, type Value } from "../interpreter/values.js";
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

  zone(node: NameExpr | Identifier): ZoneSpec | undefined {
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

  private readonly entryTables = new Map<string, MapEntries | undefined>();

  /** A map attribute every kind that has it keys by one enum (`rank: map suit to ...`):
   *  its entries in one flat array, card number * values + ordinal (undefined where a card has
   *  no such entry). Undefined for any other attribute. */
  mapEntries(name: string): MapEntries | undefined {
    if (this.entryTables.has(name)) return this.entryTables.get(name);
    let keyEnum: string | undefined;
    let agreed = true;
    for (const kind of this.game.program.kinds.values()) {
      const attr = kind.attributes.find((a) => a.name.name === name);
      if (!attr) continue;
      const key = attr.type.kind === "MapType" ? attr.type.key.name : undefined;
      if (key === undefined || !this.game.enums.has(key) || (keyEnum !== undefined && key !== keyEnum)) agreed = false;
      keyEnum = key;
    }
    const column = this.attribute(name);
    let table: MapEntries | undefined;
    if (agreed && keyEnum !== undefined && column) {
      const keys = this.enumOf(keyEnum);
      const width = keys.values.length;
      const entries = new Array<Value>(column.length * width);
      column.forEach((m, num) => {
        keys.values.forEach((v, i) => {
          entries[num * width + i] = m instanceof MapValue && Object.hasOwn(m, v as string) ? m[v as string] : undefined;
        });
      });
      table = { keys, width, entries };
    }
    this.entryTables.set(name, table);
    return table;
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

export interface MapEntries {
  keys: EnumSpec;
  /** the enum's number of values */
  width: number;
  entries: Value[];
}
