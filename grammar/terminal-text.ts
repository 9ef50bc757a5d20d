// Text as a terminal shows it: its width in columns (Hangul and other East Asian wide characters
// take two, combining marks none) and, for text that comes from a file, its control characters
// escaped, so that a rules file cannot move the cursor, recolour or retitle the user's terminal;
// and tables padded by that width, so that columns with Korean names line up.
import stringWidth from "string-width";

export function displayWidth(text: string): number {
  return stringWidth(text);
}

/** C0 controls but tab and newline, DEL, and the C1 controls (U+0080..U+009F, 8-bit CSI among them). */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** `text` with each control character written as `\xHH`, as JSON and most shells would show it. */
export function escapeControls(text: string): string {
  return text.replace(CONTROL, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

export function padEnd(text: string, width: number): string {
  return text + " ".repeat(Math.max(0, width - displayWidth(text)));
}

export function padStart(text: string, width: number): string {
  return " ".repeat(Math.max(0, width - displayWidth(text))) + text;
}

/** Rows of cells as aligned columns, two spaces apart; the last column is not padded. */
export function alignColumns(rows: readonly (readonly string[])[]): string[] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, displayWidth(cell))));
  return rows.map((row) =>
    row
      .map((cell, i) => (i === row.length - 1 ? cell : padEnd(cell, widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
}
