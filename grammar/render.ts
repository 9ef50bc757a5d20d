// Renders a diagnostic the way Rust and Elm do: the code and message, the place, the source line
// with a caret run under the span, then the hint.
//
//   error[unknown-zone]: unknown zone `hnd`
//     --> rules/game.agon:42:15
//      |
//   42 |     move c to hnd[p]
//      |               ^^^
//      = hint: did you mean `hand`?
//
// Columns count display width (a Hangul syllable takes two), and the file's control characters
// are shown escaped (`\x1b`): a file's text never drives the terminal.
import type { Diagnostic } from "./diagnostic.js";
import { sourceLines } from "./source-text.js";
import { displayWidth, escapeControls } from "./terminal-text.js";

export interface RenderOptions {
  color?: boolean;
}

const paint = (on: boolean, code: string) => (text: string) => (on ? `\u001b[${code}m${text}\u001b[0m` : text);

/** How much of a long line is shown around the span: a diagnostic on a minified or generated line
 *  of 400,000 characters must stay a few lines long. */
const CONTEXT = 60;
const LONGEST_SPAN = 80;
const ELLIPSIS = "…";

/** Index `i` moved off the second half of a surrogate pair, so that no cut splits a character. */
function cutAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  return code >= 0xdc00 && code <= 0xdfff ? i - 1 : i;
}

/** The text before the span, the span and the text after, each cut short with an ellipsis. */
function excerpt(text: string, start: number, end: number): { before: string; span: string; after: string } {
  const from = start > CONTEXT ? cutAt(text, start - CONTEXT) : 0;
  const spanEnd = end - start > LONGEST_SPAN ? cutAt(text, start + LONGEST_SPAN) : end;
  const before = (from > 0 ? ELLIPSIS : "") + text.slice(from, start);
  // a span cut short ends the excerpt: what follows its cut is more of the span
  if (spanEnd < end) return { before, span: `${text.slice(start, spanEnd)}${ELLIPSIS}`, after: "" };
  const to = text.length - end > CONTEXT ? cutAt(text, end + CONTEXT) : text.length;
  return { before, span: text.slice(start, end), after: text.slice(end, to) + (to < text.length ? ELLIPSIS : "") };
}

export function renderDiagnostic(d: Diagnostic, sourceText?: string, opts: RenderOptions = {}): string {
  const color = opts.color ?? false;
  const severityColor = paint(color, d.severity === "error" ? "1;31" : "1;33");
  const blue = paint(color, "1;34");
  const bold = paint(color, "1");
  const lines = [`${severityColor(`${d.severity}[${d.code}]`)}${bold(`: ${escapeControls(d.message)}`)}`];
  const r = d.range;
  if (r) {
    const gutter = " ".repeat(String(r.start.line).length);
    lines.push(`${gutter}${blue("-->")} ${escapeControls(r.file)}:${r.start.line}:${r.start.column}`);
    const source = sourceText === undefined ? undefined : sourceLines(sourceText)[r.start.line - 1];
    if (source !== undefined) {
      const text = source.replace(/\r$/, "");
      const startCol = Math.max(1, Math.min(r.start.column, text.length + 1));
      const endCol = r.end.line === r.start.line ? Math.max(r.end.column, startCol + 1) : text.length + 1;
      const shown = excerpt(text, startCol - 1, Math.min(endCol, text.length + 1) - 1);
      const before = escapeControls(shown.before);
      const width = Math.max(1, displayWidth(escapeControls(shown.span)));
      // a tab stays a tab so that the caret lands where the terminal put the text
      const lead = [...before].map((ch) => (ch === "\t" ? "\t" : " ".repeat(displayWidth(ch)))).join("");
      lines.push(`${gutter} ${blue("|")}`);
      lines.push(`${blue(String(r.start.line))} ${blue("|")} ${escapeControls(shown.before + shown.span + shown.after)}`);
      lines.push(`${gutter} ${blue("|")} ${lead}${severityColor("^".repeat(width))}`);
    }
    if (d.hint) lines.push(`${gutter} ${blue("=")} ${bold("hint")}: ${escapeControls(d.hint)}`);
  } else if (d.hint) {
    lines.push(`  = hint: ${escapeControls(d.hint)}`);
  }
  return lines.join("\n");
}
