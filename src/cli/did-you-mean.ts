// "did you mean ...?" for names typed on the command line, worded to end a one-line error (the
// matching itself is grammar/suggest.ts, the project's one implementation).
import { closest } from "../../grammar/suggest.js";

export { closest };

/** "; did you mean `x`?" to append to an error message, or "" when nothing is close */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const suggestion = closest(word, candidates);
  return suggestion === undefined ? "" : `; did you mean \`${suggestion}\`?`;
}
