// The words a statement begins with, read from the parser's own grammar (its serialized rules), so
// that the language server's completion and the editors' grammar follow the parser: a new
// statement is offered and coloured once the parser knows it.
import { keywordWords } from "./lexer.js";
import { agonParser } from "./parser.js";

const keywords = new Set(keywordWords);

interface Serialized {
  type: string;
  name?: string;
  pattern?: string;
  definition?: Serialized[];
}

/** The keywords a sequence of productions starts with, up to the first thing that is not one:
 *  `end game` for `end game`, `let` for `let NAME = ...`. */
function leadingKeywords(sequence: Serialized[]): string[] {
  const words: string[] = [];
  for (const p of sequence) {
    if (p.type !== "Terminal" || p.pattern === undefined || !keywords.has(p.pattern)) break;
    words.push(p.pattern);
  }
  return words;
}

/** The alternatives of the parser's `statement` or `declaration` rule, each a rule of its own. */
function alternativesOf(choice: "statement" | "declaration"): { rules: Map<string, Serialized>; alternatives: Serialized[] } {
  const rules = new Map((agonParser.getSerializedGastProductions() as unknown as Serialized[]).map((r) => [r.name!, r]));
  const definition = rules.get(choice)!.definition!;
  return { rules, alternatives: definition[0]!.type === "Alternation" ? definition[0]!.definition! : [] };
}

const statementAlternatives = () => alternativesOf("statement");

/** The keyword each kind of declaration begins with, in the parser's order (`use`, `game`, ...):
 *  grammar/parse-errors.ts's DECLARATION_WORDS is tested against it. */
export function declarationKeywords(): string[] {
  const { rules, alternatives } = alternativesOf("declaration");
  return alternatives.map((alternative) => {
    const rule = rules.get(alternative.definition![0]!.name!)!;
    const [word] = leadingKeywords(rule.definition!);
    if (word === undefined) throw new Error(`the declaration rule ${rule.name} does not begin with a keyword`);
    return word;
  });
}

/** The rule of each kind of statement, in the parser's order. */
export function statementRules(): string[] {
  return statementAlternatives().alternatives.map((alternative) => {
    const first = alternative.definition![0]!;
    if (first.type !== "NonTerminal") throw new Error("each alternative of the parser's statement rule is a rule of its own");
    return first.name!;
  });
}

/** Each kind of statement's leading keywords, joined by a space, in the parser's order. */
export function statementKeywords(): string[] {
  const { rules, alternatives } = statementAlternatives();
  return alternatives.map((alternative) => {
    const first = alternative.definition![0]!;
    const rule = first.type === "NonTerminal" ? rules.get(first.name!)! : alternative;
    const words = leadingKeywords(rule.definition!);
    if (words.length === 0) throw new Error(`the statement rule ${rule.name} does not begin with a keyword`);
    return words.join(" ");
  });
}
