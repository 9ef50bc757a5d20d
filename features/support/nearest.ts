// The "did you mean" of a step's failure: the project's one nearest-name rule (grammar/suggest.ts),
// and, where it finds nothing, the one name that ends as the text does. Korean names are compounds
// whose last word carries the meaning (멀리뛰기 beside 높이뛰기, 원반 던지기), and a slip in the
// first word is more than the edit distance of a four-letter name allows.
import { closest, resetSuggestionBudget } from "../../grammar/suggest.js";

const TAIL = 2;

/** The name among `names` that `text` most likely means, or none. */
export function nearest(text: string, names: readonly string[]): string | undefined {
  const candidates = names.filter((n) => n !== text);
  resetSuggestionBudget();
  const near = closest(text, candidates);
  if (near !== undefined) return near;
  const tail = (s: string): string => s.replace(/\s/g, "").slice(-TAIL);
  if (tail(text).length < TAIL || !/[가-힣]/.test(tail(text))) return undefined;
  const sharing = candidates.filter((c) => tail(c) === tail(text));
  return sharing.length === 1 ? sharing[0] : undefined;
}
