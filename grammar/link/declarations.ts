// What a name resolves to: the declaration it names, with the facts later stages need about it.
import type {
  AttributeDecl,
  EnumDecl,
  EnumValueDecl,
  FunctionDecl,
  Identifier,
  KindDecl,
  OptionDecl,
  Param,
  RuleDecl,
  RulebookEntry,
  TableDecl,
  TriggerDecl,
  VarDecl,
  ZoneDecl,
} from "../ast.js";
import type { NestedRuleStmt } from "../statements/nested-rule.js";
import type { CardData } from "../program.js";
import type { BuiltinFunctionSpec, BuiltinName, BuiltinValueName } from "./builtins.js";
import type { Type } from "./types.js";

/** How a zone or a var is laid out: one shared instance, one per player, or one per enum value. */
export type Per = { per: "shared" } | { per: "player" } | { per: "enum"; enum: string };

/** The facts of a zone: the kind it holds, its layout, its visibility and, for a grid, its columns. */
export interface ZoneFacts {
  /** the kind of card it holds; `card` for any kind */
  holds: string;
  layout: Per;
  visibility: ZoneDecl["visibility"];
  /** the enum naming the columns of a grid zone */
  gridColumns?: string;
  /** the type of a card in it */
  cardType: Type;
}

/** Where a local is bound: `let`, `choose`, `for`, a comprehension's or sort's variable, a parameter. */
/** `operand`: a value the code generator computed and hands to a fallback closure (src/codegen) */
export type LocalBinder = "let" | "choose" | "for" | "comprehension" | "sort" | "param" | "operand";

export interface LocalBinding {
  /** the identifier that declares it: two locals named `p` are two bindings */
  id: Identifier;
  binder: LocalBinder;
  type: Type;
  /** a parameter's declaration */
  param?: Param;
}

export type Declaration =
  | { kind: "local"; local: LocalBinding }
  | { kind: "builtin-value"; name: BuiltinValueName }
  | { kind: "builtin-function"; name: BuiltinName; spec: BuiltinFunctionSpec }
  | { kind: "var"; decl: VarDecl; layout: Per; valueType: Type }
  | { kind: "zone"; decl: ZoneDecl; facts: ZoneFacts }
  | { kind: "option"; decl: OptionDecl; type: Type }
  | { kind: "option-value"; option: OptionDecl; value: Identifier }
  | { kind: "enum"; decl: EnumDecl }
  | { kind: "enum-value"; enum: EnumDecl; value: EnumValueDecl }
  | { kind: "kind"; decl: KindDecl }
  | { kind: "attribute"; of: KindDecl; attribute: AttributeDecl }
  | { kind: "player-attribute"; attribute: AttributeDecl }
  | { kind: "card"; card: CardData }
  | { kind: "table"; decl: TableDecl }
  | { kind: "function"; decl: FunctionDecl }
  | { kind: "rule"; decl: RuleDecl }
  | { kind: "section"; decl: NestedRuleStmt }
  | { kind: "trigger"; decl: TriggerDecl }
  | { kind: "rule-id"; entry: RulebookEntry };

export type DeclarationKind = Declaration["kind"];
export type DeclarationOf<K extends DeclarationKind> = Extract<Declaration, { kind: K }>;

/** The words for a declaration's sort, in diagnostics ("`x` is a zone and cannot be set"). */
export const DECLARATION_WORDS: { readonly [K in DeclarationKind]: string } = {
  local: "a local",
  "builtin-value": "a built-in name",
  "builtin-function": "a built-in function",
  var: "a var",
  zone: "a zone",
  option: "an option",
  "option-value": "an option value",
  enum: "an enum",
  "enum-value": "an enum value",
  kind: "a kind",
  attribute: "an attribute",
  "player-attribute": "a player attribute",
  card: "a card",
  table: "a table",
  function: "a function",
  rule: "a rule",
  section: "a section",
  trigger: "a trigger",
  "rule-id": "a rule ID",
};
