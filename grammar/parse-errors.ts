// Turns Chevrotain's recognition exceptions into Agon diagnostics: `unexpected-end-of-input` with
// the real position where the file ends, `syntax-error` otherwise, and for a missing closing
// bracket the place where the bracket was opened.
import type { IRecognitionException, IToken, TokenType } from "chevrotain";
import { EOF } from "./chevrotain.js";
import type { Position, SourceRange } from "./ast.js";
import type { Diagnostic } from "./diagnostic.js";
import * as T from "./lexer.js";
import { sourceLines } from "./source-text.js";

const closerOf = new Map<TokenType, TokenType>([
  [T.LCurly, T.RCurly],
  [T.LParen, T.RParen],
  [T.LBracket, T.RBracket],
]);
const openerName = new Map<TokenType, string>([
  [T.LCurly, "block"],
  [T.LParen, "parenthesis"],
  [T.LBracket, "bracket"],
]);

/** The position just past the last non-blank character of the file. */
export function endOfInput(text: string): Position {
  let end = text.length;
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  const before = text.slice(0, end);
  const lines = sourceLines(before);
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1, offset: end };
}

function tokenIndex(tokens: IToken[], token: IToken): number {
  if (token.tokenType === EOF) return tokens.length;
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid]!.startOffset < token.startOffset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The innermost bracket still open just before `index`. */
function unclosedOpener(tokens: IToken[], index: number): IToken | undefined {
  const stack: IToken[] = [];
  for (let i = 0; i < index && i < tokens.length; i++) {
    const t = tokens[i]!;
    if (closerOf.has(t.tokenType)) stack.push(t);
    else if (stack.length > 0 && closerOf.get(stack[stack.length - 1]!.tokenType) === t.tokenType) stack.pop();
  }
  return stack[stack.length - 1];
}

/** The words that begin a declaration: the parser's recovery looks for them, and the language
 *  server offers them at the top level of a file. */
export const DECLARATION_WORDS = [
  "use",
  "game",
  "rulebook",
  "enum",
  "kind",
  "cards",
  "assert",
  "option",
  "zone",
  "var",
  "table",
  "function",
  "rule",
  "trigger",
  "invariant",
  "variant",
  "divergence",
  "describe",
  "strategy",
] as const;
const DECLARATION_WORD_SET: ReadonlySet<string> = new Set(DECLARATION_WORDS);

/** Where the missing closer probably belongs: before the first later declaration word that starts
 *  a line no more indented than the line that opened the block. */
function likelyCloserLine(tokens: IToken[], opener: IToken): number | undefined {
  const openIndex = tokenIndex(tokens, opener);
  let openerLineStart = openIndex;
  while (openerLineStart > 0 && tokens[openerLineStart - 1]!.startLine === opener.startLine) openerLineStart--;
  const indent = tokens[openerLineStart]!.startColumn ?? 1;
  for (let i = openIndex + 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const firstOnLine = tokens[i - 1]!.startLine !== t.startLine;
    if (firstOnLine && (t.startColumn ?? 1) <= indent && DECLARATION_WORD_SET.has(t.image)) return t.startLine;
  }
  return undefined;
}

function closerHint(tokens: IToken[], opener: IToken): string {
  const closer = closerOf.get(opener.tokenType) === T.RCurly ? "}" : closerOf.get(opener.tokenType) === T.RParen ? ")" : "]";
  const line = opener.tokenType === T.LCurly ? likelyCloserLine(tokens, opener) : undefined;
  return line ? `add \`${closer}\` to close it, probably before line ${line}` : `add \`${closer}\` to close it`;
}

function expectedCloser(message: string): boolean {
  return /^expected (`\}`|`\)`|`\]`)/.test(message);
}

/** Common slips, recognized from what was found and the rule being parsed. */
function hintFor(error: IRecognitionException, message: string): string | undefined {
  const found = error.token.image;
  const rules = error.context?.ruleStack ?? [];
  if (T.reservedWords.has(found) && /^expected a name/.test(message)) return `\`${found}\` is a reserved word and cannot be used as a name`;
  // `if x = 1 {`: the condition ended at `=`, where a block or `then` had to follow
  if (found === "=" && /^expected (`\{`|`then`|`\)`|`\]`)/.test(message)) return "to compare two values, write `==`";
  if (rules[rules.length - 1] === "enumDecl" && error.token.tokenType !== T.RCurly) return "separate enum values with `,`";
  return undefined;
}

export function parseErrorsToDiagnostics(errors: IRecognitionException[], tokens: IToken[], text: string, file: string): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const seenOffsets = new Set<number>();
  let reportedEnd = false;
  for (const error of errors) {
    const token = error.token;
    const atEnd = token.tokenType === EOF || Number.isNaN(token.startOffset);
    if (atEnd) {
      // recovery at the end of a file tends to repeat itself: one report is enough
      if (reportedEnd) continue;
      reportedEnd = true;
      const end = endOfInput(text);
      const opener = unclosedOpener(tokens, tokens.length);
      const range: SourceRange = { file, start: end, end };
      diagnostics.push({
        code: "unexpected-end-of-input",
        severity: "error",
        message: opener
          ? `the file ends inside the ${openerName.get(opener.tokenType)} opened at ${opener.startLine}:${opener.startColumn}`
          : `the file ends too early: ${error.message.replace(/ but found the end of the file$/, "")}`,
        range,
        hint: opener ? closerHint(tokens, opener) : undefined,
      });
      continue;
    }
    if (seenOffsets.has(token.startOffset)) continue;
    seenOffsets.add(token.startOffset);
    let message = error.message;
    if (expectedCloser(message)) {
      const opener = unclosedOpener(tokens, tokenIndex(tokens, token));
      if (opener) {
        message = message.replace(
          /^(expected \S+) but/,
          `$1 to close the ${openerName.get(opener.tokenType)} opened at ${opener.startLine}:${opener.startColumn}, but`,
        );
      }
    }
    const hint = hintFor(error, message);
    diagnostics.push({ code: "syntax-error", severity: "error", message, range: T.tokenRange(token, file), hint });
  }
  return diagnostics;
}
