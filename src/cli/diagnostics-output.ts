// Diagnostics as the CLI prints them: rendered with their source line (coloured on a terminal),
// as JSON objects with file/line/col, and counted in a summary line.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { renderDiagnostic, type Diagnostic } from "../index.js";

const ANSI = { red: "\u001b[31m", yellow: "\u001b[33m", cyan: "\u001b[36m", bold: "\u001b[1m", reset: "\u001b[0m" };

/** Reads each source file once (paths as the diagnostics give them, relative to the working
 *  directory); a file that cannot be read renders without its source line. */
export function sourceCache(): (file: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (file) => {
    if (!texts.has(file)) {
      let text: string | undefined;
      try {
        text = readFileSync(resolve(file), "utf8");
      } catch {
        text = undefined;
      }
      texts.set(file, text);
    }
    return texts.get(file);
  };
}

function paint(rendered: string, severity: Diagnostic["severity"]): string {
  const headColour = severity === "error" ? ANSI.red : ANSI.yellow;
  return rendered
    .split("\n")
    .map((line, index) => {
      if (index === 0) return line.replace(/^(error|warning)(\[[^\]]*\])?/, (head) => `${ANSI.bold}${headColour}${head}${ANSI.reset}${ANSI.bold}`) + ANSI.reset;
      if (/^\s*\|\s*\^+/.test(line)) return line.replace(/\^+/, (carets) => `${headColour}${carets}${ANSI.reset}`);
      if (/^\s*= hint:/.test(line)) return `${ANSI.cyan}${line}${ANSI.reset}`;
      return line;
    })
    .join("\n");
}

export function renderOne(diagnostic: Diagnostic, source: (file: string) => string | undefined, colour: boolean): string {
  const text = diagnostic.range ? source(diagnostic.range.file) : undefined;
  const rendered = renderDiagnostic(diagnostic, text).replace(/\n+$/, "");
  return colour ? paint(rendered, diagnostic.severity) : rendered;
}

/** Every diagnostic rendered, separated by blank lines, ending with a newline ("" for none). */
export function renderAll(diagnostics: readonly Diagnostic[], colour: boolean): string {
  const source = sourceCache();
  return diagnostics.map((d) => renderOne(d, source, colour) + "\n").join("\n");
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

export function summaryLine(diagnostics: readonly Diagnostic[], fileCount: number): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  const checked = `checked ${plural(fileCount, "file")}`;
  if (diagnostics.length === 0) return `${checked}: no problems`;
  return `${checked}: ${plural(errors, "error")}, ${plural(warnings, "warning")}`;
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

export interface DiagnosticJson {
  severity: Diagnostic["severity"];
  code: string;
  message: string;
  file: string | null;
  line: number | null;
  col: number | null;
  endLine: number | null;
  endCol: number | null;
  hint: string | null;
}

export function diagnosticJson(d: Diagnostic): DiagnosticJson {
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    file: d.range?.file ?? null,
    line: d.range?.start.line ?? null,
    col: d.range?.start.column ?? null,
    endLine: d.range?.end.line ?? null,
    endCol: d.range?.end.column ?? null,
    hint: d.hint ?? null,
  };
}
