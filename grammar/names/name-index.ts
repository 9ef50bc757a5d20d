// The name index of a loaded program: every identifier that declares or names something, with the
// thing it names. The checks' one resolution (checks/walker.ts with checks/resolve.ts) fills it
// as it resolves (see recorders.ts), so editors and any later tool read the same answer the checks
// gave, and never resolve a name a second time. A linking stage can take this module over.
import type { Identifier, SourceRange } from "../ast.js";

export type NameKind =
  | "zone"
  | "var"
  | "local"
  | "param"
  | "option"
  | "option-value"
  | "enum"
  | "enum-value"
  | "kind"
  | "attribute"
  | "player-attribute"
  | "card"
  | "rule"
  | "function"
  | "table"
  | "trigger"
  | "rule-id"
  | "builtin"
  | "builtin-function";

/** What a name stands for: one per declared thing, found by its key. */
export interface Symbol {
  key: string;
  kind: NameKind;
  name: string;
  /** the declaring identifier; absent for built-ins */
  declaration?: SourceRange;
  /** the enum of an enum value, the option of an option value, the kind of an attribute */
  container?: string;
  /** what the checks infer it holds, in words ("a `card-kind` card", "a list") */
  type?: string;
}

export interface Occurrence {
  range: SourceRange;
  key: string;
  /** the identifier declares the symbol (rather than naming it) */
  declares: boolean;
}

export function symbolKey(kind: NameKind, name: string, container?: string): string {
  return container === undefined ? `${kind}:${name}` : `${kind}:${container}:${name}`;
}

/** Locals and parameters are keyed by where they are declared: two `p`s are two symbols. */
export function localKey(at: Identifier): string {
  return `local:${at.range.file}:${at.range.start.offset}`;
}

export class NameIndex {
  readonly symbols = new Map<string, Symbol>();
  private readonly byFile = new Map<string, Occurrence[]>();
  private readonly seen = new Set<string>();
  private sorted = true;

  declare(kind: NameKind, id: Identifier, container?: string, key = symbolKey(kind, id.name, container)): string {
    if (!id.name) return key;
    if (!this.symbols.has(key)) this.symbols.set(key, { key, kind, name: id.name, declaration: id.range, container });
    this.add({ range: id.range, key, declares: true });
    return key;
  }

  /** A name that refers to the symbol `key`; a built-in is declared here on first use. */
  refer(range: SourceRange, key: string, builtin?: { kind: NameKind; name: string }): void {
    if (builtin && !this.symbols.has(key)) this.symbols.set(key, { key, kind: builtin.kind, name: builtin.name });
    this.add({ range, key, declares: false });
  }

  /** Sets the type the checks inferred for the symbol, the first time one is known. */
  describe(key: string, type: string): void {
    const symbol = this.symbols.get(key);
    if (symbol && symbol.type === undefined) symbol.type = type;
  }

  private add(o: Occurrence): void {
    // a node reached twice (a variant's replaced rule, say) must not count twice
    const id = `${o.range.file}\0${o.range.start.offset}\0${o.key}`;
    if (this.seen.has(id)) return;
    this.seen.add(id);
    let list = this.byFile.get(o.range.file);
    if (!list) this.byFile.set(o.range.file, (list = []));
    list.push(o);
    this.sorted = false;
  }

  private sortAll(): void {
    if (this.sorted) return;
    for (const list of this.byFile.values()) list.sort((a, b) => a.range.start.offset - b.range.start.offset);
    this.sorted = true;
  }

  /** The occurrence whose identifier covers `offset` in `file` (its end included, as a cursor after a word). */
  at(file: string, offset: number): Occurrence | undefined {
    this.sortAll();
    const list = this.byFile.get(file) ?? [];
    return list.find((o) => o.range.start.offset <= offset && offset <= o.range.end.offset);
  }

  occurrences(file?: string): Occurrence[] {
    this.sortAll();
    return file === undefined ? [...this.byFile.values()].flat() : (this.byFile.get(file) ?? []);
  }

  /** Every occurrence of one symbol, its declaration included, in every file. */
  referencesTo(key: string): Occurrence[] {
    return this.occurrences().filter((o) => o.key === key);
  }

  files(): string[] {
    return [...this.byFile.keys()];
  }
}
