// Text -> AST for one file: lex, parse with recovery, build the AST. Lexer and parser
// diagnostics come back together, in source order.
import type { AgonFile } from "./ast.js";
import { AstBuilder } from "./ast-builder.js";
import type { Diagnostic } from "./diagnostic.js";
import { tokenize } from "./lexer.js";
import { parseErrorsToDiagnostics } from "./parse-errors.js";
import { agonParser } from "./parser.js";

export interface ParseResult {
  file?: AgonFile;
  diagnostics: Diagnostic[];
}

export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return (a.range?.start.offset ?? 0) - (b.range?.start.offset ?? 0);
}

export function parseSource(text: string, file: string): ParseResult {
  const lexed = tokenize(text, file);
  agonParser.input = lexed.tokens;
  const cst = agonParser.file();
  const parseDiagnostics = parseErrorsToDiagnostics(agonParser.errors, lexed.tokens, text, file);
  const builder = new AstBuilder(file);
  const ast = cst ? builder.fileNode(cst, file) : undefined;
  const diagnostics = [...lexed.diagnostics, ...parseDiagnostics, ...builder.diagnostics].sort(byPosition);
  return { file: ast, diagnostics };
}
