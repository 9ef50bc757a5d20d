// The resolved IR of a game: what a back end needs to know about every name and declaration,
// lowered once from the linking stage's resolution (grammar/link/) and the game's statics (its
// cards, zones, vars, enums, options, tables). Names become slots and indices, enums carry their
// ordinals, tables and map attributes are flat arrays indexed by ordinals; nothing here is code of
// either back end.
import type { Expr, NameExpr } from "../../grammar/ast.js";
import type { LinkedProgram } from "../../grammar/link/index.js";
import type { Program } from "../../grammar/program.js";

/** A value as the runtime holds it (ints, bools, texts, cards, players, lists, maps). */
export type IrValue = unknown;

export interface EnumIR {
  name: string;
  values: readonly string[];
  /** a value's position among the enum's values; read with any runtime value (undefined: not one) */
  ordinal: ReadonlyMap<IrValue, number>;
}

/** How many instances a zone or var has, and how they are indexed. */
export type Per =
  | { kind: "shared" }
  | { kind: "player" }
  /** one per value of an enum, indexed by the value's ordinal */
  | { kind: "enum"; keys: EnumIR };

export interface ZoneIR {
  name: string;
  /** its index in the runtime's zone table */
  index: number;
  per: Per;
  /** the enum naming the columns of a grid zone */
  columns?: EnumIR;
}

export interface VarIR {
  name: string;
  /** its slot in the runtime's vars */
  slot: number;
  per: Per;
}

export interface OptionIR {
  name: string;
  /** its slot in the runtime's option values */
  slot: number;
}

/** How one key position of a table finds its index: a dense range of ints, or symbols. */
export type TableKeyIR = { kind: "int"; min: number; size: number } | { kind: "symbol"; index: ReadonlyMap<string, number>; size: number };

export interface TableIR {
  name: string;
  arity: number;
  /** how each key position finds its index; undefined where the keys are neither ints nor symbols */
  keys?: readonly TableKeyIR[];
  /** the entries, row-major over the key positions (undefined: no entry there) */
  entries?: readonly IrValue[];
  fallback: IrValue;
}

export interface FunctionIR {
  name: string;
  arity: number;
  /** small and not recursive: the closure compiler copies it into its callers, uncharged */
  inline: boolean;
  /** reads no var, zone or generator, and calls only such functions (purity.ts): within one
   *  match the same arguments give the same value after the same charges */
  pure: boolean;
}

/** A map attribute every kind that has it keys by one enum (`rank: map suit to ...`). */
export interface MapEntriesIR {
  keys: EnumIR;
  /** the enum's number of values */
  width: number;
  /** card number * width + ordinal (undefined where a card has no such entry) */
  entries: readonly IrValue[];
}

/** What a bare name stands for. */
export type NameIR =
  /** a rule's, function's or comprehension's own local (each back end keeps its locals itself) */
  | { kind: "local" }
  | { kind: "var"; v: VarIR }
  | { kind: "zone"; zone: ZoneIR }
  | { kind: "option"; option: OptionIR }
  | { kind: "players" }
  | { kind: "player-count" }
  /** the same value in every match: an enum's or a kind's list, a symbol, a card */
  | { kind: "constant"; value: IrValue }
  | { kind: "table"; table: TableIR }
  | { kind: "function"; fn: FunctionIR }
  /** a declaration that is no value (a rule, an attribute, a built-in), or none */
  | { kind: "not-a-value" };

export interface GameIR {
  readonly program: Program;
  readonly link: LinkedProgram;
  readonly enums: ReadonlyMap<string, EnumIR>;
  readonly zones: readonly ZoneIR[];
  readonly vars: readonly VarIR[];
  readonly options: readonly OptionIR[];
  readonly tables: ReadonlyMap<string, TableIR>;
  readonly functions: ReadonlyMap<string, FunctionIR>;
  /** card attribute -> its value per card number (undefined for cards of other kinds) */
  readonly attributes: ReadonlyMap<string, readonly IrValue[]>;
  readonly mapEntries: ReadonlyMap<string, MapEntriesIR>;
  /** the attributes every player has (`p.age`) */
  readonly playerAttributes: ReadonlySet<string>;
  /** what a name that is not a local of the code being written stands for */
  name(e: NameExpr | { name: string; range: NameExpr["range"] }): NameIR;
  /** the linked type says the value of `e` is never a list */
  neverAList(e: Expr): boolean;
  /** the linked type says the value of `e` is always an int */
  alwaysAnInt(e: Expr): boolean;
}
