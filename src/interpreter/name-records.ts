// Objects keyed by names from a rules file or a caller (rule IDs, zones, vars, players, map keys):
// without a prototype, so that `constructor`, `toString` or `__proto__` is a key like any other.

export function nameRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** `record[key]` when the record itself holds it (never a property inherited from Object). */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
