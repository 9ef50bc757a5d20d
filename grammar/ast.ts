// The Agon abstract syntax tree: the contract between the parser (grammar/), the checks and
// the interpreter (src/interpreter/). Every node carries the source range it came from, so any
// later stage can point a diagnostic at the text the designer wrote.

export interface Position {
  /** 1-based line */
  line: number;
  /** 1-based column, counted in UTF-16 code units */
  column: number;
  /** 0-based offset into the file text */
  offset: number;
}

export interface SourceRange {
  file: string;
  start: Position;
  /** position just past the last character of the node */
  end: Position;
}

export interface Node {
  range: SourceRange;
}

export interface Identifier extends Node {
  name: string;
}

import type { DescribeDecl } from "./ast-describe.js";
import type { StrategyDecl } from "./ast-strategy.js";

export type { DescribeDecl, DescriptionTemplate, TemplateText } from "./ast-describe.js";
export type {
  AnswerAttributeTerm,
  ExtremeTerm,
  HasTerm,
  MatchTerm,
  PreferenceDecl,
  ScoreTerm,
  StrategyDecl,
  SumTerm,
  TopAttribute,
  ZoneRef,
} from "./ast-strategy.js";

// ---------------------------------------------------------------- files and declarations

export interface AgonFile extends Node {
  kind: "File";
  path: string;
  declarations: Declaration[];
}

export type Declaration =
  | UseDecl
  | GameDecl
  | RulebookDecl
  | EnumDecl
  | KindDecl
  | CardsDecl
  | AssertDecl
  | OptionDecl
  | ZoneDecl
  | VarDecl
  | TableDecl
  | FunctionDecl
  | RuleDecl
  | TriggerDecl
  | InvariantDecl
  | VariantDecl
  | DivergenceDecl
  | DescribeDecl
  | StrategyDecl;

/** `use "../cards/my-game.agon"` */
export interface UseDecl extends Node {
  kind: "Use";
  path: string;
}

/** `game my-game { title "..." players 2..5 seating clockwise attribute age: int = 0 score points }` */
export interface GameDecl extends Node {
  kind: "Game";
  name: Identifier;
  names?: LocalizedNames;
  title?: string;
  minPlayers: number;
  maxPlayers: number;
  /** where `players A..B` is written, when it is */
  playersRange?: SourceRange;
  seating: "clockwise" | "counterclockwise";
  playerAttributes: AttributeDecl[];
  /** the per-player int var holding the final score */
  score?: Identifier;
  /** how each player stands during play (grammar/standings.ts) */
  standings?: StandingsItem;
}

/** `standings points-so-far highest`: a function of one player giving that player's provisional
 *  score at any moment of play, and whether the highest or the lowest leads (and wins). */
export interface StandingsItem {
  by: Identifier;
  order: "highest" | "lowest";
  range: SourceRange;
}

/** `rulebook G { G-C1 "52 token cards" ... }` */
export interface RulebookDecl extends Node {
  kind: "Rulebook";
  prefix: Identifier;
  entries: RulebookEntry[];
}

export interface RulebookEntry extends Node {
  id: Identifier;
  summary: string;
}

/**
 * Where the rulebooks disagree or are silent: `divergence NAME "summary" { reading en best "..." }`.
 * NAME is an option (each reading names the value its rulebook supports) or any other name of the
 * game, such as an enum value the rulebooks call differently (the readings then quote the words only).
 */
export interface DivergenceDecl extends Node {
  kind: "Divergence";
  name: Identifier;
  summary: string;
  readings: DivergenceReading[];
}

export interface DivergenceReading extends Node {
  /** the rulebook, by its language code: `en`, `ko` */
  book: Identifier;
  /** the option value this rulebook's text supports */
  value?: Identifier;
  /** `implied`: the text never states the value, but what it does say needs it */
  implied: boolean;
  /** the rulebook's own words, and nothing else; absent where it has none to quote */
  text?: string;
  /** the project's note on what the words leave out (`note "silent on ties"`), never quoted */
  note?: string;
}

/** Localized names: `en "hearts" de "Herz" ko "하트"`, after the name an enum value,
 *  kind, attribute, zone or variable declares, or after a choice's label. */
export interface LocalizedNames extends Node {
  names: { lang: string; text: string; range: SourceRange }[];
}

/** `enum suit { hearts en "hearts" de "Herz" ko "하트", ... }` */
export interface EnumDecl extends Node {
  kind: "Enum";
  name: Identifier;
  values: EnumValueDecl[];
}

export interface EnumValueDecl extends Node {
  name: Identifier;
  names?: LocalizedNames;
}

/** `kind token { rank: map suit to int 1..13 or joker  wild: bool = false }` */
export interface KindDecl extends Node {
  kind: "Kind";
  name: Identifier;
  names?: LocalizedNames;
  attributes: AttributeDecl[];
}

export interface AttributeDecl extends Node {
  name: Identifier;
  names?: LocalizedNames;
  type: TypeExpr;
  default?: Expr;
}

export type TypeExpr =
  | { kind: "IntType"; min?: number; max?: number; range: SourceRange }
  | { kind: "BoolType"; range: SourceRange }
  | { kind: "TextType"; range: SourceRange }
  | { kind: "PlayerType"; range: SourceRange }
  /** an enum name or a component kind name, resolved by the checks */
  | { kind: "NamedType"; name: Identifier; range: SourceRange }
  | { kind: "ListType"; element: TypeExpr; range: SourceRange }
  | { kind: "MapType"; key: Identifier; value: TypeExpr; range: SourceRange }
  /** `int 1..13 or joker`: a value of either type */
  | { kind: "UnionType"; options: TypeExpr[]; range: SourceRange };

/**
 * `cards token { columns en, de, ko, rank.hearts, wild  ada: "Ada", "Ada", "에이다", 1, false }`
 * or `cards badge { generate suit in suit, value in 2..6 named en "{suit} {value}" }`
 * or `cards bonus { generate 7 }`
 */
export interface CardsDecl extends Node {
  kind: "Cards";
  of: Identifier;
  columns: ColumnRef[];
  rows: CardRow[];
  generators: CardGenerator[];
}

/** `name`, `en` (a localized name), or `rank.hearts` (a map entry) */
export interface ColumnRef extends Node {
  path: Identifier[];
}

export interface CardRow extends Node {
  id: Identifier;
  values: Expr[];
}

export interface CardGenerator extends Node {
  /** `generate 7`: that many copies, ids `<kind>-1` ... */
  count?: Expr;
  /** `generate suit in suit, value in 2..6`: one card per combination */
  loops: { attribute: Identifier; source: Expr; range: SourceRange }[];
  /** extra fixed attributes: `with wild true` */
  fixed: { attribute: Identifier; value: Expr; range: SourceRange }[];
  /** name templates per language; `{attr}` is replaced by the attribute's localized name */
  names?: LocalizedNames;
}

/** `assert count(token) == 52 "the deck holds 52 tokens"` */
export interface AssertDecl extends Node {
  kind: "Assert";
  condition: Expr;
  message: string;
}

/**
 * `option next-suit-chooser: worst | best = worst resolves G-T4 "who picks next"`
 * `option cards-dealt: int 1..10 = 4 "cards in hand"`
 */
export interface OptionDecl extends Node {
  kind: "Option";
  name: Identifier;
  names?: LocalizedNames;
  /** symbol values for an enumerated option; empty when `type` is set */
  values: Identifier[];
  /** the localized names of each value, by the value's name (`worst ko "최하위 플레이어"`) */
  valueNames?: Record<string, LocalizedNames>;
  type?: TypeExpr;
  /** for an enumerated option, a Name (`= none` too is the Name `none`, the option's symbol) */
  default: Expr;
  resolves: Identifier[];
  description: string;
}

/** `zone hand: token per player owner`, `zone row: badge per suit public`,
 *  `zone pile: token shared hidden holds all token` */
export interface ZoneDecl extends Node {
  kind: "Zone";
  name: Identifier;
  names?: LocalizedNames;
  /** the component kind it holds, or `card` for any kind */
  of: Identifier;
  /** undefined: one shared zone; "player": one per player; an enum name: one per value */
  per?: Identifier;
  visibility: "hidden" | "owner" | "public";
  /** `holds all token`: the zone starts with every card of these kinds, in file order */
  holds: Identifier[];
  /** `grid columns colour`: a zone of rows by columns (per enum value) */
  gridColumns?: Identifier;
}

/** `var dealer: player = first(players)`, `var points: int per player = 0` */
export interface VarDecl extends Node {
  kind: "Var";
  name: Identifier;
  names?: LocalizedNames;
  type: TypeExpr;
  per?: Identifier;
  initial: Expr;
}

/** `table scoring: int, int -> int default 0 { 1, 1: 5  1, 2: 3 }`: a lookup table read as
 *  `scoring[a, b]`; a missing entry reads as `default`. */
export interface TableDecl extends Node {
  kind: "Table";
  name: Identifier;
  keyTypes: TypeExpr[];
  valueType: TypeExpr;
  entries: { keys: Expr[]; value: Expr; range: SourceRange }[];
  default?: Expr;
}

/** `function best-rank(a: token): int = min([a.rank[d] for d in suit if a.rank[d] is int])` */
/** a parameter of a function or a rule: `p: player` */
export interface Param {
  name: Identifier;
  type: TypeExpr;
  range: SourceRange;
}

export interface FunctionDecl extends Node {
  kind: "Function";
  name: Identifier;
  params: Param[];
  returnType?: TypeExpr;
  body: Expr;
}

/** `rule turn implements G-T1, G-T2 { ... }` */
export interface RuleDecl extends Node {
  kind: "Rule";
  name: Identifier;
  /** `rule draw(p: player)`: values the caller passes with `call draw(q)` */
  params: Param[];
  implements: Identifier[];
  body: Block;
}

/** `trigger game-over implements G-E2 after turn when count(pile) == 0 { end game }` */
export interface TriggerDecl extends Node {
  kind: "Trigger";
  name: Identifier;
  /** what the trigger found, in the words of a language: `ko "손에 카드가 없다"` */
  names?: LocalizedNames;
  implements: Identifier[];
  /** the rule after whose every execution (normal or left early) the condition is tested */
  after: Identifier;
  when: Expr;
  body: Block;
}

/** `invariant "hands never exceed 4": all([count(hand[p]) <= 4 for p in players])` */
export interface InvariantDecl extends Node {
  kind: "Invariant";
  message: string;
  condition: Expr;
}

/** `variant english-reading of "../my-game.agon" { set next-suit-chooser = best  replace rule next-round { ... } }` */
export interface VariantDecl extends Node {
  kind: "Variant";
  name: Identifier;
  base: string;
  settings: { option: Identifier; value: Expr; range: SourceRange }[];
  replacements: RuleDecl[];
}

// ---------------------------------------------------------------- statements

export interface Block extends Node {
  kind: "Block";
  statements: Stmt[];
}

/** Every kind of statement's node, by its kind. Each statement's construct file
 *  (grammar/statements/) adds its own node type here by declaration merging, so that a new
 *  statement is one file; grammar/statements/index.ts lists them all. */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, one entry per construct file
export interface StatementNodes {}
// so that every program that reads this file (a package's types too) reads the constructs that fill it
import type {} from "./statements/index.js";

export type Stmt = StatementNodes[keyof StatementNodes];

/** The statement node of kind K (its type is declared in its construct file). */
export type StmtOf<K extends Stmt["kind"]> = Extract<Stmt, { kind: K }>;

// ---------------------------------------------------------------- expressions

export type Expr =
  | IntLit
  | BoolLit
  | TextLit
  | NoneLit
  | NameExpr
  | MemberExpr
  | IndexExpr
  | CallExpr
  | UnaryExpr
  | BinaryExpr
  | IsExpr
  | IfExpr
  | ListExpr
  | ComprehensionExpr
  | SortExpr
  | RangeExpr;

export interface IntLit extends Node {
  kind: "Int";
  value: number;
}
export interface BoolLit extends Node {
  kind: "Bool";
  value: boolean;
}
export interface TextLit extends Node {
  kind: "Text";
  value: string;
}
export interface NoneLit extends Node {
  kind: "None";
}

/** any identifier: a local, var, zone, option, function, kind, enum name or enum value (resolved by the checks) */
export interface NameExpr extends Node {
  kind: "Name";
  name: string;
}

/** `c.rank`, `p.age` */
export interface MemberExpr extends Node {
  kind: "Member";
  object: Expr;
  member: Identifier;
}

/** `hand[p]`, `c.rank[d]`, `scoring[first, 1]` */
export interface IndexExpr extends Node {
  kind: "Index";
  object: Expr;
  indices: Expr[];
}

/** `count(xs)`, `top(pile)`, `best-rank(a)`: built-in or user function */
export interface CallExpr extends Node {
  kind: "Call";
  callee: Identifier;
  args: Expr[];
}

export interface UnaryExpr extends Node {
  kind: "Unary";
  op: "-" | "not";
  operand: Expr;
}

export interface BinaryExpr extends Node {
  kind: "Binary";
  op: "+" | "-" | "*" | "/" | "%" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "and" | "or" | "in" | "??";
  left: Expr;
  right: Expr;
}

/** `x is int`, `x is none`, `x is joker`, `x is token` */
export interface IsExpr extends Node {
  kind: "Is";
  value: Expr;
  type: TypeExpr | { kind: "NoneType"; range: SourceRange };
  negated: boolean;
}

/** `if c then a else b` */
export interface IfExpr extends Node {
  kind: "IfExpr";
  condition: Expr;
  then: Expr;
  else: Expr;
}

/** `[a, b, c]` */
export interface ListExpr extends Node {
  kind: "List";
  items: Expr[];
}

/** `[expr for x in xs if cond]` */
export interface ComprehensionExpr extends Node {
  kind: "Comprehension";
  element: Expr;
  name: Identifier;
  iterable: Expr;
  filter?: Expr;
}

/** `sort p in placers where cond by key1 desc, key2` */
export interface SortExpr extends Node {
  kind: "Sort";
  name: Identifier;
  iterable: Expr;
  filter?: Expr;
  keys: { key: Expr; descending: boolean; range: SourceRange }[];
}

/** `2..6`: the list of ints from 2 to 6 inclusive */
export interface RangeExpr extends Node {
  kind: "Range";
  from: Expr;
  to: Expr;
}
