// What the formatter needs to know from the AST: where each item (declaration, statement, entry,
// attribute, card row ...) starts, so that a line that does not start one is a continuation, and
// which lines hold one card row or one enum value, so that their cells line up in columns.
import { assertNever } from "../../grammar/assert-never.js";
import type { AgonFile, Block, Declaration, Stmt } from "../../grammar/ast.js";
import { childBlocks } from "../../grammar/rule-names.js";

export type AlignedRow =
  /** `id: v1, v2, ...`: cells end after the `:` and after each top-level `,` */
  | { kind: "card-row"; group: number; start: number; end: number }
  /** `name en "x" de "y",`: cells end after the name and after each localized text */
  | { kind: "enum-value"; group: number; start: number; end: number }
  /** a line of table entries `1, 1: 5  1, 2: 3`: cells end after each `,` and `:` and each entry */
  | { kind: "table-row"; group: number; start: number; end: number };

export interface LayoutItems {
  /** start offsets of every item */
  starts: Set<number>;
  rows: AlignedRow[];
  /** the `game` and `cards` declarations, where a clause keyword (`title`, `columns` ...) opens an item */
  clauseScopes: { start: number; end: number }[];
}

function statementStarts(block: Block, starts: Set<number>): void {
  for (const s of block.statements) statementStart(s, starts);
}

function statementStart(s: Stmt, starts: Set<number>): void {
  starts.add(s.range.start.offset);
  if (s.kind === "If" && s.else?.kind === "If") statementStart(s.else, starts);
  for (const b of childBlocks(s)) statementStarts(b, starts);
}

interface Collected {
  starts: Set<number>;
  rows: AlignedRow[];
  clauseScopes: { start: number; end: number }[];
  group(): number;
}

function declarationStarts(d: Declaration, c: Collected): void {
  const { starts, rows } = c;
  starts.add(d.range.start.offset);
  if (d.kind === "Game" || d.kind === "Cards" || d.kind === "Variant")
    c.clauseScopes.push({ start: d.range.start.offset, end: d.range.end.offset });
  const add = (items: readonly { range: { start: { offset: number } } }[]) => items.forEach((i) => starts.add(i.range.start.offset));
  switch (d.kind) {
    case "Use":
    case "Option":
    case "Zone":
    case "Var":
    case "Function":
    case "Assert":
    case "Invariant":
    case "Describe":
      return;
    case "Game":
      return add(d.playerAttributes);
    case "Rulebook":
      return add(d.entries);
    case "Enum": {
      add(d.values);
      const g = c.group();
      for (const v of d.values) rows.push({ kind: "enum-value", group: g, start: v.range.start.offset, end: v.range.end.offset });
      return;
    }
    case "Kind":
      return add(d.attributes);
    case "Cards": {
      add(d.rows);
      add(d.generators);
      const g = c.group();
      for (const r of d.rows) rows.push({ kind: "card-row", group: g, start: r.range.start.offset, end: r.range.end.offset });
      return;
    }
    case "Table": {
      add(d.entries);
      const g = c.group();
      const end = d.entries[d.entries.length - 1]?.range.end.offset ?? 0;
      for (const e of d.entries) rows.push({ kind: "table-row", group: g, start: e.range.start.offset, end });
      return;
    }
    case "Rule":
    case "Trigger":
      return statementStarts(d.body, starts);
    case "Divergence":
      return add(d.readings);
    case "Strategy":
      return add(d.preferences);
    case "Variant":
      add(d.settings);
      for (const r of d.replacements) declarationStarts(r, c);
      return;
    default:
      assertNever(d, "the declaration");
  }
}

/** Keywords that open an item of a `game`, `cards` or `variant` block before (or instead of) its node. */
export const CLAUSE_KEYWORDS: ReadonlySet<string> = new Set([
  "title",
  "players",
  "seating",
  "score",
  "standings",
  "attribute",
  "columns",
  "replace",
]);

export function layoutItems(file: AgonFile): LayoutItems {
  let groups = 0;
  const c: Collected = { starts: new Set(), rows: [], clauseScopes: [], group: () => groups++ };
  for (const d of file.declarations) declarationStarts(d, c);
  return { starts: c.starts, rows: c.rows, clauseScopes: c.clauseScopes };
}
