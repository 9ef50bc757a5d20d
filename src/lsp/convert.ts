// Agon's positions (1-based lines and columns, in UTF-16 units, file paths) to LSP's (0-based,
// URIs), and Agon's diagnostics to LSP's: the same code, range, message and hint as `agon check`.
import { fileURLToPath, pathToFileURL } from "node:url";
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type Location, type Range } from "vscode-languageserver/node";
import type { SourceRange } from "../../grammar/ast.js";
import type { Diagnostic } from "../../grammar/diagnostic.js";

export const uriOf = (file: string): string => pathToFileURL(file).href;
export const fileOf = (uri: string): string => fileURLToPath(uri);

export function lspRange(r: SourceRange): Range {
  return {
    start: { line: r.start.line - 1, character: r.start.column - 1 },
    end: { line: r.end.line - 1, character: r.end.column - 1 },
  };
}

export function location(r: SourceRange): Location {
  return { uri: uriOf(r.file), range: lspRange(r) };
}

/** The offset of an LSP position in a text. */
export function offsetAt(text: string, line: number, character: number): number {
  let offset = 0;
  for (let l = 0; l < line; l++) {
    const next = text.indexOf("\n", offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + character, text.length);
}

export interface DiagnosticData {
  hint?: string;
}

export function lspDiagnostic(d: Diagnostic): LspDiagnostic {
  const data: DiagnosticData = { hint: d.hint };
  return {
    range: d.range ? lspRange(d.range) : { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: d.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: "agon",
    message: d.hint ? `${d.message}\nhint: ${d.hint}` : d.message,
    data,
  };
}
