// Objects keyed by names a designer chose. A plain `{}` inherits `constructor`, `toString` and
// `__proto__` from Object.prototype, so a card attribute or id with such a name would read the
// inherited one; a dict has no prototype and holds only what was put in it.

/** A prototype-free record holding the entries of `sources`, later ones winning. */
export function dict<T>(...sources: Record<string, T>[]): Record<string, T> {
  const d = Object.create(null) as Record<string, T>;
  for (const s of sources) for (const k of Object.keys(s)) d[k] = s[k]!;
  return d;
}
