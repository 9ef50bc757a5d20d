// The compiled game: everything about a game that does not change from match to match, with
// names already resolved to indices. Built once by compile-game.ts; every match shares it.
import type { SourceRange } from "../../grammar/ast.js";
import type { LinkedProgram } from "../../grammar/link/index.js";
import type { Program } from "../../grammar/program.js";
import type { Runtime } from "./runtime.js";
import type { Card, Value } from "./values.js";

/** A compiled expression: reads the runtime and the current frame of locals. */
export type Ex = (rt: Runtime, L: Value[]) => Value;
/** A compiled statement; returns one of the flow codes below. */
export type St = (rt: Runtime, L: Value[]) => number;
/** A top-level rule: its arguments fill the first slots of its own frame. */
export type RuleFn = (rt: Runtime, L: Value[], args?: Value[]) => number;

export const NORMAL = 0;
/** `leave R`: unwinding to the innermost execution of rt.leaveTarget */
export const LEAVE = 1;
/** `end game`: unwinding to the top; `finish` runs next */
export const END = 2;

/** Where a statement is: for step-budget and runtime-error diagnostics. */
export interface StmtMeta {
  range: SourceRange;
  /** the top-level rule, trigger or function the statement belongs to */
  rule: string;
}

export interface EnumSpec {
  name: string;
  values: string[];
  /** a value's position among the enum's values; read with any runtime value (undefined: not one) */
  ordinal: ReadonlyMap<Value, number>;
  names: Map<string, Record<string, string>>;
}

export interface ZoneSpec {
  name: string;
  index: number;
  /** the card kind it holds; "card" for any */
  kind: string;
  per: "shared" | "player" | { enumName: string };
  visibility: "hidden" | "owner" | "public";
  holds: string[];
  /** the enum naming the columns of a grid zone */
  gridColumns?: EnumSpec;
}

export interface VarSpec {
  name: string;
  index: number;
  per: "shared" | "player" | { enumName: string };
  initial: Ex;
  frameSize: number;
}

export interface OptionSpec {
  name: string;
  index: number;
  /** symbol values of an enumerated option; empty for typed ones */
  values: string[];
  type?: "int" | "bool" | "text" | "list";
  min?: number;
  max?: number;
  /** a list option's items: their type, range or enum values (`values` empty unless an enum) */
  element?: Pick<OptionSpec, "type" | "min" | "max" | "values"> & { enumName?: string };
  default: Value;
  description: string;
  resolves: string[];
}

export interface TriggerSpec {
  name: string;
  after: string;
  run: St;
}

/** `standings NAME highest|lowest`, compiled: each player's provisional score now */
export interface StandingsSpec {
  order: "highest" | "lowest";
  /** reads the standing of the player in frame slot 0 */
  of: Ex;
  frameSize: number;
}

export interface InvariantSpec {
  message: string;
  holds: Ex;
  frameSize: number;
}

export interface CompiledGame {
  program: Program;
  /** the linking stage's resolution of the program (grammar/link/): what every back end reads */
  link: LinkedProgram;
  name: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  seating: "clockwise" | "counterclockwise";
  playerAttributes: { name: string; default: Value }[];
  scoreVar?: number;
  standings?: StandingsSpec;
  cards: Card[];
  cardById: Map<string, Card>;
  kindCards: Map<string, Card[]>;
  enums: Map<string, EnumSpec>;
  zones: ZoneSpec[];
  zoneByName: Map<string, ZoneSpec>;
  /** where cards of kinds no zone holds start */
  boxZone: number;
  vars: VarSpec[];
  varByName: Map<string, VarSpec>;
  options: OptionSpec[];
  optionByName: Map<string, OptionSpec>;
  /** rule runners by name: setup, play, finish and every other top-level rule */
  rules: Map<string, RuleFn>;
  invariants: InvariantSpec[];
}
