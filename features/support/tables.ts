// Reading a step's data table so that every row and every cell counts. A table of pairs may
// start with a header row naming its columns, or not: Cucumber's rows() drops the first row
// whatever it holds, so a table written without a header lost its first check.
import type { DataTable } from "@cucumber/cucumber";
import { fail } from "./failures.js";

/** The data rows of a table whose columns are `columns`: a first row that names them is the
 *  header, any other is data; every row has one cell per column, none of them empty. */
export function dataRows(table: DataTable, columns: readonly string[]): string[][] {
  const raw = table.raw();
  const isHeader =
    raw[0] !== undefined && raw[0].length === columns.length && raw[0].every((cell, i) => cell.trim().toLowerCase() === columns[i]);
  const rows = isHeader ? raw.slice(1) : raw;
  if (rows.length === 0) throw fail("tableNoRows", columns);
  for (const row of rows) {
    if (row.length !== columns.length || row.some((cell) => cell.trim() === "")) throw fail("rowNotFilled", row, columns);
  }
  return rows;
}

/** The rows of a table with a header, as records; a column not in `columns` (a misspelt
 *  "decison", say) is refused rather than left unread. */
export function namedRows(table: DataTable, required: readonly string[], optional: readonly string[] = []): Record<string, string>[] {
  const [header, ...rows] = table.raw();
  const known = [...required, ...optional];
  const unknown = (header ?? []).filter((name) => !known.includes(name));
  if (unknown.length > 0) throw fail("unknownColumns", unknown, known);
  const missing = required.filter((name) => !header!.includes(name));
  if (missing.length > 0) throw fail("missingColumns", missing);
  if (rows.length === 0) throw fail("noRowsUnderHeader");
  return rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]!])));
}

/** Each key at most once: a repeated row would check one entry twice and another not at all. */
export function eachOnce(keys: readonly string[], what: string): void {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw fail("namedTwice", what, key);
    seen.add(key);
  }
}
