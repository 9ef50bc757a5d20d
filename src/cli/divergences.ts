// `agon divergences RULES [--json]`: where the game's rulebooks disagree or are silent, as the
// rules file declares it (`divergence`), one row per divergence and a column per rulebook.
import { gameInfo, type DivergenceInfo } from "../index.js";
import { EXIT_OK } from "./errors.js";
import type { CliIo } from "./io.js";
import { loadRules } from "./load.js";
import { alignColumns, displayWidth } from "../../grammar/terminal-text.js";

/** A naming reading wider than this is cut in the table; the quotes below the table are whole. */
const CELL_WIDTH = 24;

function cut(text: string): string {
  if (displayWidth(text) <= CELL_WIDTH) return text;
  let out = "";
  for (const ch of text) {
    if (displayWidth(out + ch) > CELL_WIDTH - 1) break;
    out += ch;
  }
  return `${out}…`;
}

/** What one rulebook reads: the option value it supports ("worst+best" where it contradicts
 *  itself), "silent", or the name it uses. */
function readingCell(d: DivergenceInfo, book: string): string {
  const readings = d.readings.filter((r) => r.book === book);
  if (readings.length === 0) return "-";
  if (d.kind === "naming") return cut(readings.map((r) => r.text).join(" / "));
  return readings.map((r) => r.value ?? "silent").join("+");
}

export function divergenceTable(divergences: readonly DivergenceInfo[]): string[] {
  const books = [...new Set(divergences.flatMap((d) => d.readings.map((r) => r.book)))];
  const header = ["divergence", "kind", "default", ...books, "summary"];
  const rows = divergences.map((d) => [d.subject, d.kind, d.default ?? "-", ...books.map((b) => readingCell(d, b)), d.summary]);
  const table = alignColumns([header, header.map((h) => "-".repeat(h.length)), ...rows]);
  const quotes = divergences.flatMap((d) => [
    `${d.subject}:`,
    ...alignColumns(
      d.readings.map((r) => (d.kind === "option" ? [`  ${r.book}`, r.value ?? "silent", `"${r.text}"`] : [`  ${r.book}`, `"${r.text}"`])),
    ),
  ]);
  return [...table, "", ...quotes];
}

export function divergencesCommand(rulesPath: string, flags: { json?: boolean }, io: CliIo): number {
  const info = gameInfo(loadRules(rulesPath));
  if (flags.json) io.stdout(`${JSON.stringify(info.divergences, null, 2)}\n`);
  else if (info.divergences.length === 0) io.stdout(`${info.name} declares no divergences between its rulebooks\n`);
  else io.stdout(`${divergenceTable(info.divergences).join("\n")}\n`);
  return EXIT_OK;
}
