// Parser error messages in words a designer reads ("expected `}`", "expected a name"), not the
// token-type dumps Chevrotain produces by default.
import type { IParserErrorMessageProvider, IToken, TokenType } from "chevrotain";
import { EOF } from "./chevrotain.js";
import { tokenLabels } from "./lexer.js";

export function describeToken(t: TokenType): string {
  if (t === EOF) return "the end of the file";
  return tokenLabels.get(t) ?? t.name;
}

function describeActual(token: IToken | undefined): string {
  if (!token || token.tokenType === EOF) return "the end of the file";
  return `\`${token.image}\``;
}

/** "`}`, `,` or a name" */
export function oneOf(labels: string[]): string {
  const unique = [...new Set(labels)];
  if (unique.length <= 1) return unique[0] ?? "something else";
  if (unique.length > 6) return `${unique.slice(0, 6).join(", ")} or something else`;
  return `${unique.slice(0, -1).join(", ")} or ${unique[unique.length - 1]}`;
}

const ruleDescriptions: Record<string, string> = {
  declaration: "a declaration (`game`, `enum`, `kind`, `cards`, `zone`, `var`, `rule`, ...)",
  statement: "a statement (`let`, `set`, `move`, `if`, `for`, `choose`, ...)",
  expression: "an expression",
  primary: "a value (a number, a name, a text, `[`, `(` ...)",
  typeAtom: "a type (`int`, `bool`, `text`, `player`, a kind or enum name, `list of`, `map`)",
  type: "a type",
};

function firstTokens(paths: TokenType[][]): string[] {
  return paths.filter((p) => p.length > 0).map((p) => describeToken(p[0]!));
}

export const agonErrorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual }) {
    // only declarations may follow a complete declaration at the top of a file
    const what = expected === EOF ? ruleDescriptions.declaration! : describeToken(expected);
    return `expected ${what} but found ${describeActual(actual)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return `expected a declaration but found ${describeActual(firstRedundant)}`;
  },
  buildNoViableAltMessage({ expectedPathsPerAlt, actual, ruleName }) {
    const described = ruleDescriptions[ruleName];
    const expected = described ?? oneOf(expectedPathsPerAlt.flatMap(firstTokens));
    return `expected ${expected} but found ${describeActual(actual[0])}`;
  },
  buildEarlyExitMessage({ expectedIterationPaths, actual, ruleName }) {
    const expected = ruleDescriptions[ruleName] ?? oneOf(firstTokens(expectedIterationPaths));
    return `expected at least one ${expected} but found ${describeActual(actual[0])}`;
  },
};
