// Turns the prose lists of the feature text ("ajax, hector and castor") into items, so that the
// steps read like the rulebook. Only list punctuation is understood here, never a game word.

const SEPARATORS = /\s*,\s*and\s+|\s*,\s*|\s+and\s+/;

export function splitList(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** "long jump" and "long-jump" name the same symbol: symbols are kebab-case. */
export function kebab(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, "-");
}

export function sameItems(actual: readonly unknown[], expected: readonly unknown[]): boolean {
  if (actual.length !== expected.length) return false;
  const left = actual.map(String).sort();
  const right = expected.map(String).sort();
  return left.every((item, i) => item === right[i]);
}

export function describe(items: readonly unknown[]): string {
  return items.length === 0 ? "nothing" : items.map((item) => JSON.stringify(item)).join(", ");
}
