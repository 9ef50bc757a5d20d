// The Program: every declaration of a game (its rules file and the files it uses) gathered and
// indexed by name, with card rows and generators expanded into plain card data. The front end
// builds it; the checks validate it; the interpreter compiles it. Nothing downstream needs the CST.
import type {
  AgonFile,
  AssertDecl,
  DivergenceDecl,
  DescribeDecl,
  EnumDecl,
  FunctionDecl,
  GameDecl,
  InvariantDecl,
  KindDecl,
  OptionDecl,
  RuleDecl,
  RulebookDecl,
  SourceRange,
  StrategyDecl,
  TableDecl,
  TriggerDecl,
  VarDecl,
  VariantDecl,
  ZoneDecl,
} from "./ast.js";

/** A card attribute's value: int, bool, text or enum symbol (a string), none (null),
 *  a list, or a map from enum symbol to value. */
export type CardValue = number | boolean | string | null | CardValue[] | { [key: string]: CardValue };

export interface CardData {
  id: string;
  kind: string;
  /** language code -> localized name */
  names: Record<string, string>;
  /** every attribute of the kind, defaults filled in */
  attributes: Record<string, CardValue>;
  range: SourceRange;
}

export interface Program {
  /** the rules file first, then the files it uses, each once */
  files: AgonFile[];
  game?: GameDecl;
  rulebooks: RulebookDecl[];
  enums: Map<string, EnumDecl>;
  kinds: Map<string, KindDecl>;
  /** every card, in file order */
  cards: CardData[];
  options: Map<string, OptionDecl>;
  zones: Map<string, ZoneDecl>;
  vars: Map<string, VarDecl>;
  tables: Map<string, TableDecl>;
  functions: Map<string, FunctionDecl>;
  rules: Map<string, RuleDecl>;
  triggers: TriggerDecl[];
  invariants: InvariantDecl[];
  asserts: AssertDecl[];
  /** where the rulebooks disagree, in file order */
  divergences: DivergenceDecl[];
  /** how cards of a kind read to a person (`describe`), in file order */
  descriptions: DescribeDecl[];
  /** the heuristic agent's preferences (`strategy`): a variant file's own in place of its base's */
  strategy?: StrategyDecl;
  /** set when the entry file is a variant; its settings and replacements are already applied */
  variant?: VariantDecl;
}

/** Every declaration of the program once, in file order; after a variant, the replaced rules and
 *  options in place of the base's (a pass over the whole program walks these). */
export function declarationsOf(program: Program): AgonFile["declarations"] {
  const seen = new Set<AgonFile["declarations"][number]>();
  const all = [
    ...program.files.flatMap((f) => f.declarations).filter((d) => d.kind !== "Rule" && d.kind !== "Option"),
    ...program.rules.values(),
    ...program.options.values(),
  ];
  return all.filter((d) => !seen.has(d) && seen.add(d) !== undefined);
}
