// "Did you mean" hints, the one implementation for the whole project (the checks, the engine's
// errors and the command line): the closest known name by edit distance, if close enough to be a
// typo, else the one known name that begins with what was typed (`olympia` for `olympia-2000`).

/** Edit distance counting an insertion, a deletion, a substitution or a swap of neighbours as one. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many edits a name of this length may be away from a suggestion: a third of it, at least 1. */
export function typoLimit(name: string): number {
  return Math.max(1, Math.floor(name.length / 3));
}

/** A candidate one edit away from `name`, else the only candidate that `name` begins (three
 *  characters or more), else the closest candidate within typoLimit. Case is ignored. */
export function closest(name: string, candidates: Iterable<string>): string | undefined {
  const typed = name.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  const extending: string[] = [];
  for (const c of candidates) {
    if (c === name) continue;
    const lower = c.toLowerCase();
    const d = editDistance(typed, lower);
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
    if (typed.length >= 3 && lower.startsWith(typed)) extending.push(c);
  }
  // one slip beats a longer name; a longer name beats several slips
  if (bestDistance <= 1) return best;
  if (extending.length === 1) return extending[0];
  return bestDistance <= typoLimit(name) ? best : undefined;
}

export function didYouMean(name: string, candidates: Iterable<string>): string | undefined {
  const c = closest(name, candidates);
  return c ? `did you mean \`${c}\`?` : undefined;
}
