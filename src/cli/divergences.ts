// `agon divergences RULES [--json]`: where the game's rulebooks disagree or are silent, as the
// rules file declares it (`divergence`), one row per divergence and a column per rulebook.
import { say } from "./messages.js";
import { gameInfo, localizedNames, nameIn, type CompiledGame, type DivergenceInfo } from "../index.js";
import { optionValueName } from "../../grammar/localized-names.js";
import { CliFailure, EXIT_OK, UsageError } from "./errors.js";
import { readRuleNotes, ruleNotesPath, type DivergenceNote } from "../conformance/rule-notes.js";
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
  return readings.map((r) => (r.value === undefined ? "silent" : r.implied ? `${r.value} (implied)` : r.value)).join("+");
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

const BOOK_KO: Record<string, string> = { en: "영어판", ko: "한글판" };

/** An option and one of its values in Korean, where the rules file names them so. */
export function koreanOptionValue(game: CompiledGame, option: string, value: string): string {
  return nameIn(game, "option-value", optionValueName(option, value), "ko");
}

function koreanNameOf(game: CompiledGame, subject: string): string | undefined {
  return localizedNames(game).find((n) => n.name === subject && n.names.ko !== undefined)?.names.ko;
}

/** The divergences in Korean: each question, then per book the value it supports and what it
 *  reads in Korean, beside its own words. An option and its values go by their Korean names; the
 *  identifiers stand only where they are typed (`--option 이름=값`). */
export function koreanDivergences(
  game: CompiledGame,
  divergences: readonly DivergenceInfo[],
  notes: Record<string, DivergenceNote>,
): string[] {
  return divergences.flatMap((d) => {
    const note = notes[d.subject]!;
    const books = [...new Set(d.readings.map((r) => r.book))];
    const option = d.kind === "option" ? nameIn(game, "option", d.subject, "ko") : undefined;
    // a naming divergence goes by the Korean name of what it is about (마라톤, 올림피아 2000); a
    // rule or section has none, and its identifier is no Korean text: the question stands alone
    const named = d.kind === "naming" ? koreanNameOf(game, d.subject) : undefined;
    const head =
      option === undefined
        ? named === undefined
          ? note.ko
          : `${named}: ${note.ko}`
        : `${option}: ${note.ko}\n  기본값: ${d.default === undefined ? "-" : `${koreanOptionValue(game, d.subject, d.default)} (--option ${d.subject}=${d.default})`}`;
    const lines = books.flatMap((book) => {
      const readings = d.readings.filter((r) => r.book === book);
      const values =
        d.kind === "option"
          ? ` [${readings.map((r) => (r.value === undefined ? "말 없음" : `${koreanOptionValue(game, d.subject, r.value)}${r.implied ? " (적혀 있지 않으나 전제)" : ""}`)).join(" / ")}]`
          : "";
      return [
        `  ${BOOK_KO[book] ?? book}${values}: ${note.readings[book] ?? "(한국어 설명 없음)"}`,
        ...readings.map((r) => `    원문: "${r.text}"`),
      ];
    });
    return [head, ...lines, ""];
  });
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
    else io.stdout(`${koreanDivergences(game, info.divergences, notes).join("\n")}`);
    return EXIT_OK;
  }
  if (flags.json) io.stdout(`${JSON.stringify(info.divergences, null, 2)}\n`);
  else if (info.divergences.length === 0) io.stdout(`${info.name} declares no divergences between its rulebooks\n`);
  else io.stdout(`${divergenceTable(info.divergences).join("\n")}\n`);
  return EXIT_OK;
}
