// `agon divergences RULES [--json]`: where the game's rulebooks disagree or are silent, as the
// rules file declares it (`divergence`), one row per divergence and a column per rulebook.
import { say } from "./messages.js";
import { gameInfo, type DivergenceInfo } from "../index.js";
import { divergencesText } from "./divergence-text.js";
import { CliFailure, EXIT_OK, UsageError } from "./errors.js";
import { readRuleNotes, ruleNotesPath } from "../conformance/rule-notes.js";
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
 *  itself, "(implied)" where it never states it), "silent", or the name it uses. */
function readingCell(d: DivergenceInfo, book: string): string {
  const readings = d.readings.filter((r) => r.book === book);
  if (readings.length === 0) return "-";
  if (d.kind === "naming") return cut(readings.map((r) => r.text ?? `(${r.note ?? "nothing to quote"})`).join(" / "));
  return readings.map((r) => (r.value === undefined ? "silent" : r.implied ? `${r.value} (implied)` : r.value)).join("+");
}

/** A reading's words in quotes, then the project's note on them, never inside the quotes. */
function quoted(r: DivergenceInfo["readings"][number]): string {
  const note = r.note === undefined ? "" : `(${r.note})`;
  return r.text === undefined ? note : `"${r.text}"${note === "" ? "" : ` ${note}`}`;
}

export function divergenceTable(divergences: readonly DivergenceInfo[]): string[] {
  const books = [...new Set(divergences.flatMap((d) => d.readings.map((r) => r.book)))];
  const header = ["divergence", "kind", "default", ...books, "summary"];
  const rows = divergences.map((d) => [d.subject, d.kind, d.default ?? "-", ...books.map((b) => readingCell(d, b)), d.summary]);
  const table = alignColumns([header, header.map((h) => "-".repeat(h.length)), ...rows]);
  const quotes = divergences.flatMap((d) => [
    `${d.subject}:`,
    ...alignColumns(
      d.readings.map((r) =>
        d.kind === "option"
          ? [`  ${r.book}`, r.value === undefined ? "silent" : r.implied ? `${r.value} (implied)` : r.value, quoted(r)]
          : [`  ${r.book}`, quoted(r)],
      ),
    ),
  ]);
  return [...table, "", ...quotes];
}

export function divergencesCommand(rulesPath: string, flags: { json?: boolean; lang?: string }, io: CliIo): number {
  const game = loadRules(rulesPath);
  const info = gameInfo(game);
  const lang = flags.lang ?? "en";
  if (lang !== "en" && lang !== "ko") throw new UsageError(say("unknownDivergenceLang", lang));
  if (lang === "ko") {
    if (info.divergences.length === 0) {
      io.stdout(`${info.name}: 규칙서 사이에 갈리는 곳을 적어 두지 않았다\n`);
      return EXIT_OK;
    }
    const notes = readRuleNotes(rulesPath)?.divergences ?? {};
    const missing = info.divergences.filter((d) => !Object.hasOwn(notes, d.subject)).map((d) => d.subject);
    if (missing.length > 0)
      throw new CliFailure(
        `${ruleNotesPath(rulesPath)} gives no Korean question for ${missing.length === info.divergences.length ? "any divergence" : missing.join(", ")}`,
      );
    if (flags.json)
      io.stdout(
        `${JSON.stringify(
          info.divergences.map((d) => ({ ...d, ko: notes[d.subject] })),
          null,
          2,
        )}\n`,
      );
    else io.stdout(`${divergencesText(game, info.divergences, notes, "ko").join("\n")}`);
    return EXIT_OK;
  }
  if (flags.json) io.stdout(`${JSON.stringify(info.divergences, null, 2)}\n`);
  else if (info.divergences.length === 0) io.stdout(`${info.name} declares no divergences between its rulebooks\n`);
  else io.stdout(`${divergenceTable(info.divergences).join("\n")}\n`);
  return EXIT_OK;
}
