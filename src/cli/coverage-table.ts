// The conformance report for one game: per rulebook rule ID, how many scenarios check it and
// how they ended; UNCOVERED where none does.
import { percent } from "../conformance/report-model.js";
import { isOfGame } from "./conform-select.js";
import type { ScenarioOutcome } from "./scenario-results.js";
import { displayWidth, padEnd, padStart } from "../../grammar/terminal-text.js";

export interface RuleId {
  id: string;
  summary: string;
}

export interface RuleRow extends RuleId {
  scenarios: number;
  passed: number;
  failed: number;
  /** scenarios with a step that has no definition */
  undefined: number;
}

export interface GameReport {
  name: string;
  rows: RuleRow[];
  /** scenarios of this game (in its folder or tagged with its IDs) */
  scenarios: ScenarioOutcome[];
}

/** A game's scenarios: those in a folder named after it (features/<game>/, features/ko/<game>/)
 *  and those tagged with the game's name (`@GAME`, as a file of one's own outside the
 *  project is, run with `conform --features FILE`) or one of its rule IDs. */
export function scenariosOfGame(outcomes: readonly ScenarioOutcome[], game: string, ruleIds: readonly RuleId[]): ScenarioOutcome[] {
  const tags = new Set(ruleIds.map((rule) => `@${rule.id}`));
  return outcomes.filter((o) => isOfGame(o.uri, game) || o.tags.includes(`@${game}`) || o.tags.some((tag) => tags.has(tag)));
}

export function gameReport(outcomes: readonly ScenarioOutcome[], game: string, ruleIds: readonly RuleId[]): GameReport {
  const scenarios = scenariosOfGame(outcomes, game, ruleIds);
  const rows = ruleIds.map((rule) => {
    const tagged = scenarios.filter((o) => o.tags.includes(`@${rule.id}`));
    return {
      ...rule,
      scenarios: tagged.length,
      passed: tagged.filter((o) => o.status === "passed").length,
      failed: tagged.filter((o) => o.status === "failed").length,
      undefined: tagged.filter((o) => o.status === "undefined").length,
    };
  });
  return { name: game, rows, scenarios };
}

export function rowStatus(row: RuleRow): string {
  if (row.scenarios === 0) return "UNCOVERED";
  if (row.failed > 0) return "FAILING";
  if (row.undefined > 0) return "UNDEFINED";
  if (row.passed < row.scenarios) return "SKIPPED";
  return "ok";
}

export function isClean(report: GameReport): boolean {
  return report.rows.every((row) => rowStatus(row) === "ok") && report.scenarios.every((o) => o.status !== "failed");
}

const SUMMARY_WIDTH = 64;

function clip(text: string, width: number): string {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`;
}

const STATUS_COLOUR: Record<string, string> = { ok: "32", FAILING: "31", UNCOVERED: "31", UNDEFINED: "33", SKIPPED: "33" };

/** An ANSI-coloured status after padding (so that the columns stay aligned). */
function colourStatus(line: string, shown: string, status: string): string {
  return line.replace(new RegExp(`(^|  )(${shown})(?=  |$)`), `$1\u001b[${STATUS_COLOUR[status] ?? "0"}m$2\u001b[0m`);
}

const STATUS_KO: Record<string, string> = {
  ok: "통과",
  FAILING: "실패",
  UNCOVERED: "시나리오 없음",
  UNDEFINED: "정의 안 됨",
  SKIPPED: "건너뜀",
};

/** A table in Korean: its summaries are the Korean ones (rules/GAME.rulebook.json), by rule ID. */
export interface KoreanTable {
  summaries: Readonly<Record<string, string>>;
  title?: string;
}

/** The text table for the terminal; `colour` (a TTY only) colours the status column. */
export function formatReport(report: GameReport, title?: string, colour = false, korean?: KoreanTable): string[] {
  const header = korean
    ? ["규칙", "시나리오", "통과", "실패", "상태", "요약"]
    : ["rule", "scenarios", "passed", "failed", "status", "summary"];
  const statusText = (status: string) => (korean ? (STATUS_KO[status] ?? status) : status);
  const cells = report.rows.map((row) => [
    row.id,
    String(row.scenarios),
    String(row.passed),
    String(row.failed),
    statusText(rowStatus(row)),
    clip(korean?.summaries[row.id] ?? row.summary, SUMMARY_WIDTH),
  ]);
  const statuses = report.rows.map(rowStatus);
  const widths = header.map((h, column) => Math.max(displayWidth(h), ...cells.map((cell) => displayWidth(cell[column]!))));
  const numeric = new Set([1, 2, 3]);
  const line = (cell: string[]) =>
    cell
      .map((text, column) =>
        column === cell.length - 1 ? text : numeric.has(column) ? padStart(text, widths[column]!) : padEnd(text, widths[column]!),
      )
      .join("  ")
      .trimEnd();
  const covered = report.rows.filter((row) => row.scenarios > 0).length;
  const passing = report.rows.filter((row) => rowStatus(row) === "ok").length;
  const total = report.rows.length;
  const failedScenarios = report.scenarios.filter((o) => o.status === "failed").length;
  const shownTitle = korean?.title ?? title;
  const n = report.scenarios.length;
  return [
    korean
      ? `${report.name}${shownTitle ? ` "${shownTitle}"` : ""}: 시나리오 ${n}개, 실패 ${failedScenarios}개`
      : `${report.name}${shownTitle ? ` "${shownTitle}"` : ""}: ${n} scenario${n === 1 ? "" : "s"}, ${failedScenarios} failing`,
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...cells.map((cell, i) => (colour ? colourStatus(line(cell), cell[4]!, statuses[i]!) : line(cell))),
    korean
      ? `시나리오가 있는 규칙 ID: ${covered}/${total} (${percent(covered, total)}), 모두 통과: ${passing}/${total} (${percent(passing, total)})`
      : `coverage: ${covered}/${total} rule IDs have scenarios (${percent(covered, total)}); ${passing}/${total} all passing (${percent(passing, total)})`,
  ];
}
