// The space between two tokens on one line. Whitespace never changes what a file means (the
// lexer skips it), except that two words, or a word and `-`, written together are one name: so a
// space the author wrote around `-` is kept, and two words always stay apart.
import type { IToken } from "chevrotain";
import { Name } from "../../grammar/lexer.js";

const OPENERS = new Set(["(", "["]);
const CLOSERS = new Set([")", "]"]);
const WORD_END = /[A-Za-z0-9_]$/;
const WORD_START = /^[A-Za-z0-9_]/;

/** Before `(` or `[`: a plain name or a closing bracket makes a call or an index (no space); a
 *  soft keyword may be either (`row[d]` for a zone called row, `move [c] to ...`), so the
 *  author's choice stands; anything else opens a group or a list. */
function gapBeforeOpener(prev: IToken, hadSpace: boolean): string {
  if (prev.tokenType === Name || CLOSERS.has(prev.image)) return "";
  if (WORD_END.test(prev.image) && !hadSpace) return "";
  return " ";
}

function preferredGap(prev: string, next: string, hadSpace: boolean, prevToken: IToken): string {
  if (OPENERS.has(prev) || CLOSERS.has(next) || next === "," || next === ":") return "";
  if (prev === "," || prev === ":") return " ";
  if (prev === "." || next === "." || prev === ".." || next === "..") return "";
  if (prev === "-" || next === "-") return hadSpace ? " " : "";
  if (OPENERS.has(next)) return gapBeforeOpener(prevToken, hadSpace);
  return " ";
}

export function gapBetween(prev: IToken, next: IToken, hadSpace: boolean): string {
  const gap = preferredGap(prev.image, next.image, hadSpace, prev);
  if (gap === "" && WORD_END.test(prev.image) && WORD_START.test(next.image)) return " ";
  return gap;
}
