// Line ends and positions in a source text. A line ends at LF, CRLF or a lone CR (as in old Mac
// files), the same rule the lexer counts lines by, so a position means one place everywhere.
import type { Position } from "./ast.js";

export const LINE_BREAK = /\r\n|\r|\n/;

/** The lines of a text, without their line ends. */
export function sourceLines(text: string): string[] {
  return text.split(LINE_BREAK);
}

/** The line and column of offsets, asked for in increasing order: one pass over the text however
 *  many are asked for. */
export function positionsInOrder(text: string): (offset: number) => Position {
  let line = 1;
  let lineStart = 0;
  let scanned = 0;
  return (offset) => {
    for (; scanned < offset && scanned < text.length; scanned++) {
      const c = text.charCodeAt(scanned);
      if (c === 10 || (c === 13 && text.charCodeAt(scanned + 1) !== 10)) {
        line++;
        lineStart = scanned + 1;
      }
    }
    return { line, column: offset - lineStart + 1, offset };
  };
}

/** C0 control characters other than tab, the line ends, vertical tab and form feed (white space),
 *  and DEL: never part of a rules text. */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000e-\u001f\u007f]/g;
export const CONTROL_RUN = /[\u0000-\u0008\u000e-\u001f\u007f]+/g;

/** How a character shows in a message: itself, or `U+001B` for one a terminal would act on. */
export function shownCharacter(c: string): string {
  return /[\u0000-\u001f\u007f-\u009f]/.test(c) ? `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}` : c;
}
