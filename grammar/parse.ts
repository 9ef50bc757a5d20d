// Text -> AST for one file: lex, parse with recovery, build the AST. Lexer and parser
// diagnostics come back together, in source order.
import type { AgonFile } from "./ast.js";
import { AstBuilder } from "./ast-builder.js";
import type { IToken } from "chevrotain";
import type { Diagnostic } from "./diagnostic.js";
import { tokenize, tokenRange } from "./lexer.js";
import { parseErrorsToDiagnostics } from "./parse-errors.js";
import { agonParser } from "./parser.js";

export interface ParseResult {
  file?: AgonFile;
  diagnostics: Diagnostic[];
}

export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.range?.start.offset ?? 0) - (b.range?.start.offset ?? 0);
}

/** Brackets nested deeper than this are refused before parsing: the parser and every later stage
 *  go one call deeper per level, and no game needs more than a handful. */
export const MAX_NESTING = 64;

/** Operators chained in one bracket group beyond this are refused too: each one is a level of
 *  the tree that the checks and the compiler walk. */
export const MAX_CHAIN = 1000;
const OPERATORS = new Set(["+", "-", "*", "/", "%", "==", "!=", "<", "<=", ">", ">=", "and", "or", "not", "in", "is", "??", "..", "if"]);

function deepAt(t: IToken, file: string, message: string): Diagnostic {
  return {
    code: "nesting-too-deep",
    severity: "error",
    range: tokenRange(t, file),
    message,
    hint: "name the inner parts with `let` or a function",
  };
}

/** Tokens that join the parts of one expression without adding a level to its tree. */
const JOINERS = new Set([".", "then", "else", "for", "sort", "by", "where", "desc", ":", "|", "=", "+=", "-=", "->"]);

/** The first bracket that opens one level too many, or the first operator that makes a chain too
 *  long, as a diagnostic. A chain is counted per bracket level and goes on past a bracketed part
 *  (`1 + (2) + (3)` is one chain of the outer level); it ends at a comma and where the next
 *  expression starts (two operands with no operator between them, as at a new statement). */
function tooDeep(tokens: readonly IToken[], file: string): Diagnostic | undefined {
  const outerChains: number[] = [];
  let chain = 0;
  let afterOperand = false;
  for (const t of tokens) {
    const s = t.image;
    if (s === "(" || s === "[" || s === "{") {
      if (outerChains.length >= MAX_NESTING) return deepAt(t, file, `brackets nested more than ${MAX_NESTING} deep`);
      outerChains.push(chain);
      chain = 0;
      afterOperand = false;
    } else if (s === ")" || s === "]" || s === "}") {
      chain = outerChains.pop() ?? 0;
      afterOperand = true;
    } else if (s === ",") {
      chain = 0;
      afterOperand = false;
    } else if (OPERATORS.has(s)) {
      if (++chain > MAX_CHAIN) return deepAt(t, file, `more than ${MAX_CHAIN} operators in one expression`);
      afterOperand = false;
    } else if (JOINERS.has(s)) {
      afterOperand = false;
    } else {
      if (afterOperand) chain = 0;
      afterOperand = true;
    }
  }
  return undefined;
}

/** A stack overflow in any stage of the front end: an expression or a chain of operators too long. */
export function nestingDiagnostic(e: unknown, file: string): Diagnostic {
  if (!(e instanceof RangeError)) throw e;
  return {
    code: "nesting-too-deep",
    severity: "error",
    message: "an expression nested too deep to read (a very long chain of operators?)",
    range: { file, start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
    hint: "split it with `let` or a function",
  };
}

export function parseSource(text: string, file: string): ParseResult {
  const lexed = tokenize(text, file);
  const deep = tooDeep(lexed.tokens, file);
  if (deep) return { diagnostics: [...lexed.diagnostics, deep].sort(byPosition) };
  try {
    return parseTokens(text, file, lexed);
  } catch (e) {
    return { diagnostics: [...lexed.diagnostics, nestingDiagnostic(e, file)].sort(byPosition) };
  }
}

function parseTokens(text: string, file: string, lexed: ReturnType<typeof tokenize>): ParseResult {
  agonParser.input = lexed.tokens;
  const cst = agonParser.file();
  const parseDiagnostics = parseErrorsToDiagnostics(agonParser.errors, lexed.tokens, text, file);
  const builder = new AstBuilder(file);
  const ast = cst ? builder.fileNode(cst, file) : undefined;
  const diagnostics = [...lexed.diagnostics, ...parseDiagnostics, ...builder.diagnostics].sort(byPosition);
  return { file: ast, diagnostics };
}
