// The Agon lexer: every token in one ordered list. Keywords are of two sorts:
// - soft keywords belong to the `Name` category, so a designer may still use `row`, `top`, `value`,
//   `players`, `supply`, `box`, `at`, `of` ... as zone, var, attribute or function names; the parser
//   only treats them as keywords where nothing else could stand;
// - hard keywords (`if`, `and`, `true`, ...) can begin or continue an expression, so they are reserved.
// The lexer itself knows no keywords: it reads every word as a `Name`, then a word that is exactly a
// keyword becomes that keyword. The `Name` pattern always takes the longest word, so `in-play` or
// `top-tile` stay one name, as `longer_alt: Name` would give; and a Chevrotain Lexer built with a
// hundred keyword patterns took ~50 ms of every start of the CLI.
import type { IToken, TokenType } from "chevrotain";
import { createToken, Lexer } from "./chevrotain.js";
import type { Diagnostic } from "./diagnostic.js";
import { CONTROL_CHARACTER, CONTROL_RUN, positionsInOrder, shownCharacter } from "./source-text.js";

/** How each token reads in a parser error message ("expected `}`", "expected a name"). */
export const tokenLabels = new Map<TokenType, string>();

function token(name: string, pattern: RegExp | string, label: string, extra: object = {}): TokenType {
  const t = createToken({ name, pattern, ...extra });
  tokenLabels.set(t, label);
  return t;
}

// A comment or text ends at any line end (LF, CRLF or a lone CR); form feed and vertical tab are
// white space, other control characters start no token (see tokenize). Comments go to their own
// token group: the parser never sees them, the formatter keeps them.
export const WhiteSpace = token("WhiteSpace", /[ \t\r\n\f\v\u00a0]+/, "white space", { group: Lexer.SKIPPED, line_breaks: true });
export const Comment = token("Comment", /\/\/[^\r\n]*/, "a comment", { group: "comments", line_breaks: false });

export const Name = token("Name", /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*/, "a name");
export const IntLiteral = token("IntLiteral", /[0-9]+/, "a number");
export const TextLiteral = token("TextLiteral", /"(?:[^"\\\r\n]|\\[^\r\n])*"/, "a text in double quotes", { line_breaks: false });
/** A text missing its closing quote: reported as `unterminated-text`, then parsed as a text. */
export const UnterminatedText = token("UnterminatedText", /"(?:[^"\\\r\n]|\\[^\r\n])*/, "an unterminated text", { line_breaks: false });

/** Each keyword by its word; soft keywords are also in the `Name` category. */
const keywords = new Map<string, TokenType>();
const hardKeywords: string[] = [];

function keyword(word: string, soft: boolean, tokenName?: string): TokenType {
  const name = tokenName ?? word.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
  // The lexer never tries this pattern (see the top of this file).
  const t = token(name, new RegExp(word), `\`${word}\``, soft ? { categories: [Name] } : {});
  keywords.set(word, t);
  if (!soft) hardKeywords.push(word);
  return t;
}

// hard keywords: they start or continue expressions
export const True = keyword("true", false);
export const False = keyword("false", false);
export const None = keyword("none", false);
export const And = keyword("and", false);
export const Or = keyword("or", false);
export const Not = keyword("not", false);
export const In = keyword("in", false);
export const Is = keyword("is", false);
export const If = keyword("if", false);
export const Then = keyword("then", false);
export const Else = keyword("else", false);
export const For = keyword("for", false);
export const Sort = keyword("sort", false);

// soft keywords: declarations
export const Use = keyword("use", true);
export const Game = keyword("game", true);
export const Rulebook = keyword("rulebook", true);
export const Enum = keyword("enum", true);
export const Kind = keyword("kind", true);
export const Cards = keyword("cards", true);
export const Assert = keyword("assert", true);
export const Option = keyword("option", true);
export const Zone = keyword("zone", true);
export const Var = keyword("var", true);
export const Table = keyword("table", true);
export const FunctionKeyword = keyword("function", true);
export const Rule = keyword("rule", true);
export const Trigger = keyword("trigger", true);
export const Invariant = keyword("invariant", true);
export const Variant = keyword("variant", true);
export const Divergence = keyword("divergence", true);
export const Describe = keyword("describe", true);
export const Strategy = keyword("strategy", true);
// soft keywords: inside declarations
export const Title = keyword("title", true);
export const Players = keyword("players", true);
export const Seating = keyword("seating", true);
export const Clockwise = keyword("clockwise", true);
export const Counterclockwise = keyword("counterclockwise", true);
export const Attribute = keyword("attribute", true);
export const Score = keyword("score", true);
export const Standings = keyword("standings", true);
export const Highest = keyword("highest", true);
export const Lowest = keyword("lowest", true);
export const Columns = keyword("columns", true);
export const Generate = keyword("generate", true);
export const With = keyword("with", true);
export const Named = keyword("named", true);
export const Resolves = keyword("resolves", true);
export const Implements = keyword("implements", true);
export const Shared = keyword("shared", true);
export const Per = keyword("per", true);
export const Hidden = keyword("hidden", true);
export const Owner = keyword("owner", true);
export const Public = keyword("public", true);
export const Holds = keyword("holds", true);
export const All = keyword("all", true);
export const Grid = keyword("grid", true);
export const Default = keyword("default", true);
export const After = keyword("after", true);
export const When = keyword("when", true);
export const Of = keyword("of", true);
export const Replace = keyword("replace", true);
export const Reading = keyword("reading", true);
export const Implied = keyword("implied", true);
export const Note = keyword("note", true);
export const Prefer = keyword("prefer", true);
export const Answer = keyword("answer", true);
export const Min = keyword("min", true);
export const Max = keyword("max", true);
export const Sum = keyword("sum", true);
export const Has = keyword("has", true);
// soft keywords: types
export const IntType = keyword("int", true, "IntType");
export const BoolType = keyword("bool", true, "BoolType");
export const TextType = keyword("text", true, "TextType");
export const PlayerType = keyword("player", true, "PlayerType");
export const ListType = keyword("list", true, "ListType");
export const MapType = keyword("map", true, "MapType");
// soft keywords: statements
export const Let = keyword("let", true);
export const SetKeyword = keyword("set", true);
export const Move = keyword("move", true);
export const To = keyword("to", true);
export const Top = keyword("top", true);
export const At = keyword("at", true);
export const Row = keyword("row", true);
export const Shuffle = keyword("shuffle", true);
export const Deal = keyword("deal", true);
export const From = keyword("from", true);
export const Reveal = keyword("reveal", true);
export const Look = keyword("look", true);
export const By = keyword("by", true);
export const Choose = keyword("choose", true);
export const Optional = keyword("optional", true);
export const Secret = keyword("secret", true);
export const While = keyword("while", true);
export const Repeat = keyword("repeat", true);
export const Call = keyword("call", true);
export const Leave = keyword("leave", true);
export const End = keyword("end", true);
export const Winners = keyword("winners", true);
export const Log = keyword("log", true);
export const Where = keyword("where", true);
export const Desc = keyword("desc", true);

// punctuation: longer operators before their prefixes
export const Arrow = token("Arrow", "->", "`->`");
export const PlusEquals = token("PlusEquals", "+=", "`+=`");
export const MinusEquals = token("MinusEquals", "-=", "`-=`");
export const EqEq = token("EqEq", "==", "`==`");
export const NotEq = token("NotEq", "!=", "`!=`");
export const LessEq = token("LessEq", "<=", "`<=`");
export const GreaterEq = token("GreaterEq", ">=", "`>=`");
export const Coalesce = token("Coalesce", "??", "`??`");
export const DotDot = token("DotDot", "..", "`..`");
export const Less = token("Less", "<", "`<`");
export const Greater = token("Greater", ">", "`>`");
export const Equals = token("Equals", "=", "`=`");
export const Plus = token("Plus", "+", "`+`");
export const Minus = token("Minus", "-", "`-`");
export const Star = token("Star", "*", "`*`");
export const Slash = token("Slash", "/", "`/`");
export const Percent = token("Percent", "%", "`%`");
export const Dot = token("Dot", ".", "`.`");
export const Comma = token("Comma", ",", "`,`");
export const Colon = token("Colon", ":", "`:`");
export const Pipe = token("Pipe", "|", "`|`");
export const LCurly = token("LCurly", "{", "`{`");
export const RCurly = token("RCurly", "}", "`}`");
export const LParen = token("LParen", "(", "`(`");
export const RParen = token("RParen", ")", "`)`");
export const LBracket = token("LBracket", "[", "`[`");
export const RBracket = token("RBracket", "]", "`]`");

const lexerTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  TextLiteral,
  UnterminatedText,
  Name,
  IntLiteral,
  Arrow,
  PlusEquals,
  MinusEquals,
  EqEq,
  NotEq,
  LessEq,
  GreaterEq,
  Coalesce,
  DotDot,
  Less,
  Greater,
  Equals,
  Plus,
  Minus,
  Star,
  Slash,
  Percent,
  Dot,
  Comma,
  Colon,
  Pipe,
  LCurly,
  RCurly,
  LParen,
  RParen,
  LBracket,
  RBracket,
];

/** The parser's vocabulary: the lexer's tokens and every keyword. */
export const allTokens: TokenType[] = [...lexerTokens, ...keywords.values()];

/** Every keyword's word, hard or soft (the studio highlights them). */
export const keywordWords: readonly string[] = [...keywords.keys()];

/** The words that can never be names. */
export const reservedWords: ReadonlySet<string> = new globalThis.Set(hardKeywords);

// Chevrotain tracks where tokens start; where they end is filled in by tokenize (a token never spans
// lines: texts and comments stop at a line end, and white space is skipped), three times faster
// on a long file than Chevrotain's own end tracking.
// The token definitions are validated whenever the tests run, not again at every start of the CLI.
const agonLexer = new Lexer(lexerTokens, {
  positionTracking: "onlyStart",
  ensureOptimizations: true,
  skipValidations: process.env.VITEST === undefined,
});

export interface LexResult {
  tokens: IToken[];
  /** every `//` comment, in source order */
  comments: IToken[];
  diagnostics: Diagnostic[];
}

const BYTE_ORDER_MARK = "\ufeff";

export function tokenize(text: string, file: string): LexResult {
  // a byte order mark is no character of the file: lex without it, so that line 1 counts from 1
  const skip = text.startsWith(BYTE_ORDER_MARK) ? 1 : 0;
  const result = agonLexer.tokenize(skip ? text.slice(skip) : text);
  // comments too: the formatter puts them back where they stood
  for (const t of [...result.tokens, ...(result.groups.comments ?? [])]) {
    if (skip) t.startOffset += skip;
    t.endOffset = t.startOffset + t.image.length - 1;
    t.endLine = t.startLine;
    t.endColumn = t.startColumn! + t.image.length - 1;
  }
  const diagnostics: Diagnostic[] = controlCharacters(text, file);
  for (const error of result.errors) {
    const offset = error.offset + skip;
    const bad = text.slice(offset, offset + error.length);
    if (bad.replace(CONTROL_CHARACTER, "") === "") continue; // reported by controlCharacters
    const line = error.line ?? 1;
    const column = error.column ?? 1;
    diagnostics.push({
      code: "unexpected-character",
      severity: "error",
      message: `unexpected character \`${shownCharacter(bad.slice(0, 1))}\`${error.length > 1 ? ` (and ${error.length - 1} more)` : ""}`,
      range: {
        file,
        start: { line, column, offset },
        end: { line, column: column + error.length, offset: offset + error.length },
      },
      hint: "remove it; names use letters, digits, `_` and single `-`",
    });
  }
  for (const t of result.tokens) {
    if (t.tokenType === Name) {
      const kw = keywords.get(t.image);
      if (kw !== undefined) {
        t.tokenType = kw;
        t.tokenTypeIdx = kw.tokenTypeIdx!;
      }
      continue;
    }
    if (t.tokenType !== UnterminatedText) continue;
    diagnostics.push({
      code: "unterminated-text",
      severity: "error",
      message: 'this text has no closing `"`',
      range: tokenRange(t, file),
      hint: 'end the text with `"` on the same line',
    });
    // parse on as if the quote were there, so one missing quote is one error
    t.tokenType = TextLiteral;
    t.tokenTypeIdx = TextLiteral.tokenTypeIdx!;
  }
  return {
    tokens: result.tokens,
    comments: result.groups.comments ?? [],
    diagnostics: diagnostics.sort((a, b) => a.range!.start.offset - b.range!.start.offset),
  };
}

/** Every control character, wherever it stands (in a text or comment too): one diagnostic per run. */
/** A binary file has control characters everywhere: the first ones say enough. */
const MAX_CONTROL_DIAGNOSTICS = 20;

function controlCharacters(text: string, file: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  const positionAt = positionsInOrder(text);
  for (const m of text.matchAll(CONTROL_RUN)) {
    if (found.length === MAX_CONTROL_DIAGNOSTICS) {
      found[found.length - 1]!.message += "; there are more after it (is this a text file?)";
      break;
    }
    const start = positionAt(m.index);
    const run = m[0];
    found.push({
      code: "unexpected-character",
      severity: "error",
      message: `unexpected control character \`${shownCharacter(run[0]!)}\`${run.length > 1 ? ` (and ${run.length - 1} more)` : ""}`,
      range: { file, start, end: { line: start.line, column: start.column + run.length, offset: start.offset + run.length } },
      hint: "remove it; a rules file is plain text (write a line break in a text as `\\n`)",
    });
  }
  return found;
}

export function tokenRange(t: IToken, file: string) {
  return {
    file,
    start: { line: t.startLine ?? 1, column: t.startColumn ?? 1, offset: t.startOffset },
    end: { line: t.endLine ?? 1, column: (t.endColumn ?? 0) + 1, offset: (t.endOffset ?? t.startOffset) + 1 },
  };
}

/** The text of a text literal without its quotes, escapes resolved. */
export function textValue(image: string): string {
  const body = image.endsWith('"') && image.length > 1 ? image.slice(1, -1) : image.slice(1);
  return body.replace(/\\(.)/g, (_, c: string) => (c === "n" ? "\n" : c === "t" ? "\t" : c));
}
