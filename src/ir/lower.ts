// Lowering a game to its resolved IR (game-ir.ts): every zone, var, option and enum to its index,
// slot and ordinals, tables and enum-keyed map attributes to flat arrays, and every linked name to
// what it stands for. It reads only the linking stage's resolution and the game's statics (types
// only: no back end is loaded by it).
import type { Expr, Identifier, NameExpr } from "../../grammar/ast.js";
import type { Declaration, LinkedProgram } from "../../grammar/link/index.js";
import { neverAList } from "../../grammar/link/types.js";
import type { CompiledGame, EnumSpec, VarSpec, ZoneSpec } from "../interpreter/model.js";
// what a name means given the statics alone; it belongs here, and moves when the folders are cut
import { meaningOf } from "../interpreter/name-meaning.js";
import type {
  EnumIR,
  FunctionIR,
  GameIR,
  IrValue,
  MapEntriesIR,
  NameIR,
  OptionIR,
  Per,
  TableIR,
  TableKeyIR,
  VarIR,
  ZoneIR,
} from "./game-ir.js";
import { pureFunctions } from "./purity.js";

/** The statics a game was compiled to: its model, and the tables, card attributes and functions
 *  the compilation evaluated once (the closure compiler's Compiler has them all). */
export interface GameStatics {
  readonly game: CompiledGame;
  readonly link: LinkedProgram;
  readonly tables: ReadonlyMap<string, { arity: number; entries: ReadonlyMap<string, IrValue>; fallback: IrValue }>;
  readonly cardAttributes: ReadonlyMap<string, IrValue[]>;
  readonly functions: ReadonlyMap<string, { arity: number; inline: boolean }>;
}

/** A table key as the statics key their entries (the closures' tableKey): what a symbol or an
 *  int prints as. Any other key (a card, a player) leaves the table to be looked up by its text. */
const KEY_SEPARATOR = "\u0000";

export function lowerGame(statics: GameStatics): GameIR {
  const { game, link } = statics;
  const enums = new Map<string, EnumIR>([...game.enums].map(([name, e]) => [name, lowerEnum(e)]));
  const per = (p: ZoneSpec["per"] | VarSpec["per"]): Per =>
    p === "shared" || p === "player" ? { kind: p } : { kind: "enum", keys: enums.get(p.enumName)! };
  const zones = game.zones.map(
    (z): ZoneIR => ({
      name: z.name,
      index: z.index,
      per: per(z.per),
      ...(z.gridColumns ? { columns: enums.get(z.gridColumns.name)! } : {}),
    }),
  );
  const vars = game.vars.map((v): VarIR => ({ name: v.name, slot: v.index, per: per(v.per) }));
  const options = game.options.map((o): OptionIR => ({ name: o.name, slot: o.index }));
  const tables = new Map<string, TableIR>(
    [...statics.tables].map(([name, t]) => [name, lowerTable(name, t, game.program.tables.get(name)?.keyTypes.length ?? t.arity)]),
  );
  const functions = new Map<string, FunctionIR>(
    [...statics.functions].map(([name, f]) => [name, { name, arity: f.arity, inline: f.inline, pure: false }]),
  );
  const mapEntries = lowerMapEntries(game, enums, statics.cardAttributes);

  // what a name means as a value, as the closure compiler reads it (name-meaning.ts), with the
  // model's specs turned into the IR's entities; tables and functions, which are no values, too
  const meaning = (d: Declaration | undefined): NameIR => {
    if (d?.kind === "table") return { kind: "table", table: tables.get(d.decl.name.name)! };
    if (d?.kind === "function") return { kind: "function", fn: functions.get(d.decl.name.name)! };
    const m = meaningOf(game, d);
    switch (m.kind) {
      case "var":
        return { kind: "var", v: vars[m.spec.index]! };
      case "zone":
        return { kind: "zone", zone: zones[m.spec.index]! };
      case "option":
        return { kind: "option", option: options[m.spec.index]! };
      default:
        return m;
    }
  };

  const name = (e: NameExpr | { name: string; range: NameExpr["range"] }): NameIR =>
    meaning(link.declarationOf(e as NameExpr | Identifier));
  for (const f of pureFunctions(game.program, name)) {
    const fn = functions.get(f);
    if (fn) fn.pure = true;
  }

  return {
    program: game.program,
    link,
    enums,
    zones,
    vars,
    options,
    tables,
    functions,
    attributes: statics.cardAttributes,
    mapEntries,
    playerAttributes: new Set(game.playerAttributes.map((a) => a.name)),
    name,
    neverAList: (e: Expr) => neverAList(link.typeOf(e)),
    alwaysAnInt: (e: Expr) => link.typeOf(e).t === "int",
  };
}

function lowerEnum(e: EnumSpec): EnumIR {
  return { name: e.name, values: e.values, ordinal: e.ordinal };
}

/** A table whose every key position holds ints or symbols, as a flat array indexed by them. */
function lowerTable(name: string, t: { entries: ReadonlyMap<string, IrValue>; fallback: IrValue }, arity: number): TableIR {
  const base: TableIR = { name, arity, fallback: t.fallback };
  const keyTexts = [...t.entries.keys()].map((k) => k.split(KEY_SEPARATOR));
  if (arity === 0 || keyTexts.some((k) => k.length !== arity)) return base;
  const keys: TableKeyIR[] = [];
  for (let i = 0; i < arity; i++) {
    const texts = keyTexts.map((k) => k[i]!);
    const key = lowerKey(texts);
    if (!key) return base;
    keys.push(key);
  }
  let size = 1;
  for (const k of keys) size *= k.size;
  // a sparse table of far-apart ints stays a lookup by text
  if (size > 4096 + 4 * t.entries.size) return base;
  const entries = new Array<IrValue>(size).fill(undefined);
  for (const [key, value] of t.entries) {
    let at = 0;
    key.split(KEY_SEPARATOR).forEach((text, i) => {
      at = at * keys[i]!.size + keyIndex(keys[i]!, text);
    });
    entries[at] = value;
  }
  return { ...base, keys, entries };
}

const INT_TEXT = /^-?(0|[1-9][0-9]*)$/;

function lowerKey(texts: string[]): TableKeyIR | undefined {
  if (texts.every((t) => INT_TEXT.test(t))) {
    const ints = texts.map(Number);
    const min = Math.min(...ints);
    return { kind: "int", min, size: Math.max(...ints) - min + 1 };
  }
  // a key that reads as an int in a position of symbols could be either: leave it to the text
  if (texts.some((t) => INT_TEXT.test(t))) return undefined;
  const index = new Map<string, number>();
  for (const t of texts) if (!index.has(t)) index.set(t, index.size);
  return { kind: "symbol", index, size: index.size };
}

function keyIndex(k: TableKeyIR, text: string): number {
  return k.kind === "int" ? Number(text) - k.min : k.index.get(text)!;
}

function lowerMapEntries(
  game: CompiledGame,
  enums: ReadonlyMap<string, EnumIR>,
  attributes: ReadonlyMap<string, IrValue[]>,
): Map<string, MapEntriesIR> {
  const out = new Map<string, MapEntriesIR>();
  const keyEnums = new Map<string, string | null>();
  for (const kind of game.program.kinds.values()) {
    for (const attr of kind.attributes) {
      const name = attr.name.name;
      const key = attr.type.kind === "MapType" ? attr.type.key.name : undefined;
      const known = keyEnums.get(name);
      const agreed = key !== undefined && enums.has(key) && (known === undefined || known === key);
      keyEnums.set(name, agreed ? key : null);
    }
  }
  for (const [name, keyEnum] of keyEnums) {
    const column = attributes.get(name);
    if (keyEnum === null || keyEnum === undefined || !column) continue;
    const keys = enums.get(keyEnum)!;
    const width = keys.values.length;
    const entries = new Array<IrValue>(column.length * width);
    column.forEach((m, num) => {
      keys.values.forEach((v, i) => {
        // a map value is a prototype-less object of its entries
        entries[num * width + i] =
          m !== null && typeof m === "object" && Object.hasOwn(m, v) ? (m as Record<string, IrValue>)[v] : undefined;
      });
    });
    out.set(name, { keys, width, entries });
  }
  return out;
}
