// "Did you mean" hints, the one implementation for the whole project (the checks, the engine's
// errors and the command line): the closest known name by edit distance, if close enough to be a
// typo, else the one known name that begins with what was typed (`tricks` for `tricks-taken`).

/** Edit distance counting an insertion, a deletion, a substitution or a swap of neighbours as one.
 *  With a `bound`, any distance above it comes back as `bound + 1`, found early: a file with
 *  thousands of unknown names asks for thousands of hints, each against every name in scope. */
export function editDistance(a: string, b: string, bound = Infinity): number {
  if (Math.abs(a.length - b.length) > bound) return bound + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width * 2);
  // three rows of the table side by side in one buffer: two rows back (for a swap), the last, this one
  let before = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[previous + j]! + 1, rows[current + j - 1]! + 1, rows[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[before + j - 2]! + 1);
      rows[current + j] = best;
      if (best < rowBest) rowBest = best;
    }
    // a swap reads two rows back, so a row may dip below its predecessor's best by one at most
    if (rowBest > bound + 1) return bound + 1;
    const free = before;
    before = previous;
    previous = current;
    current = free;
  }
  return Math.min(rows[previous + b.length]!, bound + 1);
}

let rows = new Int32Array(0);

/** Hints are a help, not a duty: a file with thousands of unknown names, each compared with
 *  thousands of names in scope, gets hints for the first of them only, so that checking it stays
 *  quick. `loadProgram` gives every load a fresh budget. */
const COMPARISONS_PER_LOAD = 100_000;
let comparisonsLeft = COMPARISONS_PER_LOAD;

export function resetSuggestionBudget(): void {
  comparisonsLeft = COMPARISONS_PER_LOAD;
}

/** How many edits a name of this length may be away from a suggestion: a third of it, at least 1. */
export function typoLimit(name: string): number {
  return Math.max(1, Math.floor(name.length / 3));
}

/** A candidate one edit away from `name`, else the only candidate that `name` begins (three
 *  characters or more), else the closest candidate within typoLimit. Case is ignored. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  if (comparisonsLeft <= 0) return undefined;
  const limit = typoLimit(name);
  const typed = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = limit + 1;
  const extending: string[] = [];
  for (const c of candidates) {
    if (c === name) continue;
    const lower = c.toLowerCase();
    if (typed.length >= 3 && lower.startsWith(typed)) extending.push(c);
    if (Math.abs(c.length - name.length) >= bestDistance) continue;
    comparisonsLeft--;
    const d = editDistance(typed, lower, bestDistance - 1);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  // one slip beats a longer name; a longer name beats several slips
  if (bestDistance <= 1) return best;
  if (extending.length === 1) return extending[0];
  return bestDistance <= limit ? best : undefined;
}

export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const c = closest(name, candidates);
  return c ? `did you mean \`${c}\`?` : undefined;
}
