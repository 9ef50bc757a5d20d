// Diagnostics as the CLI prints them: rendered with their source line (coloured on a terminal),
// as JSON objects with file/line/col, and counted in a summary line.
import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { renderDiagnostic } from "../../grammar/render.js";
import { say, type MessageLang } from "./messages.js";

/** The text of each file a diagnostic points into: from the loader when it has it (so the line
 *  shown is the one that was checked), else read once from disk; an unreadable file renders
 *  without its source line. */
export function sourceLookup(known?: ReadonlyMap<string, string>): (file: string) => string | undefined {
  const texts = new Map<string, string | undefined>(known);
  return (file) => {
    if (!texts.has(file)) {
      let text: string | undefined;
      try {
        // only a regular file: a FIFO would block, a device never end
        text = statSync(resolve(file)).isFile() ? readFileSync(resolve(file), "utf8") : undefined;
      } catch {
        text = undefined;
      }
      texts.set(file, text);
    }
    return texts.get(file);
  };
}

export function renderOne(diagnostic: Diagnostic, source: (file: string) => string | undefined, colour: boolean): string {
  const text = diagnostic.range ? source(diagnostic.range.file) : undefined;
  return renderDiagnostic(diagnostic, text, { color: colour }).replace(/\n+$/, "");
}

/** Every diagnostic rendered, separated by blank lines, ending with a newline ("" for none). */
export function renderAll(diagnostics: readonly Diagnostic[], colour: boolean, sources?: ReadonlyMap<string, string>): string {
  const source = sourceLookup(sources);
  return diagnostics.map((d) => `${renderOne(d, source, colour)}\n`).join("\n");
}

export function summaryLine(diagnostics: readonly Diagnostic[], fileCount: number, lang: MessageLang = "en"): string {
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  return say("filesChecked", fileCount, errors, diagnostics.length - errors)[lang];
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
