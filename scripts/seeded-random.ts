// The seeded generator the deck scripts share, so a regenerated card file is byte for byte the same
// and does not depend on any library's random numbers.

/** mulberry32: a tiny 32-bit generator with a good spread for this use */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seededRandom(seed: number) {
  const random = mulberry32(seed);
  const randomInt = (n: number): number => Math.floor(random() * n);
  return {
    random,
    randomInt,
    /** Fisher-Yates, in place */
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = randomInt(i + 1);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
    pickOne<T>(items: T[]): T {
      return items[randomInt(items.length)]!;
    },
  };
}
