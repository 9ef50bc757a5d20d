// `agon conform`: check every rules and card file, run every feature through Cucumber, then
// report per game and per rulebook rule ID which scenarios cover it and whether they pass.
import { readdirSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { checkFiles, gameInfo, loadGame } from "../index.js";
import { formatReport, gameReport, isClean, type RuleId } from "./coverage-table.js";
import { hasErrors, renderAll, summaryLine } from "./diagnostics-output.js";
import { CliFailure, EXIT_FAILURE, EXIT_OK } from "./errors.js";
import { writableOf, type CliIo } from "./io.js";
import { ScenarioCollector, type ScenarioOutcome } from "./scenario-results.js";

interface GameEntry {
  file: string;
  name: string;
  title?: string;
  ruleIds: RuleId[];
}

/** `rules/*.agon` and `cards/*.agon` under the root, as paths the rest of the API can open. */
function agonFiles(root: string, folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, folder));
  } catch {
    return [];
  }
  return names.filter((name) => name.endsWith(".agon")).sort().map((name) => relative(process.cwd(), join(root, folder, name)) || name);
}

/** Every rules file that declares a rulebook, one per game name (the file named after the game
 *  wins over variants that inherit its rulebook). */
function gamesWithRulebooks(rulesFiles: readonly string[]): { games: GameEntry[]; unloadable: string[] } {
  const byName = new Map<string, GameEntry>();
  const unloadable: string[] = [];
  for (const file of rulesFiles) {
    const { game } = loadGame(file);
    if (game === undefined) {
      unloadable.push(file);
      continue;
    }
    const info = gameInfo(game);
    if (info.ruleIds.length === 0) continue;
    const entry: GameEntry = { file, name: info.name, title: info.title, ruleIds: info.ruleIds };
    const existing = byName.get(info.name);
    if (existing === undefined || basename(file) === `${info.name}.agon`) byName.set(info.name, entry);
  }
  return { games: [...byName.values()], unloadable };
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n").map((part) => part.trim()).filter(Boolean).join(" ");
}

async function runFeatures(io: CliIo): Promise<{ success: boolean; outcomes: ScenarioOutcome[] }> {
  // Loaded on demand so that check/play/options work without the test tooling installed.
  const { loadConfiguration, runCucumber } = await import("@cucumber/cucumber/api");
  const environment = { cwd: io.cwd, stdout: writableOf(io.stdout), stderr: writableOf(io.stderr), env: process.env };
  const collector = new ScenarioCollector();
  try {
    const { runConfiguration } = await loadConfiguration({}, environment);
    // Cucumber's own report shrinks to its summary (and failure details) so the tables stand out.
    const formats = { ...runConfiguration.formats, stdout: "summary", options: { ...runConfiguration.formats.options, colorsEnabled: io.stdoutColour } };
    const { success } = await runCucumber({ ...runConfiguration, formats }, environment, collector.onMessage);
    return { success, outcomes: collector.outcomes() };
  } catch (error) {
    throw new CliFailure(`cucumber could not run the features: ${oneLine(error)}`);
  }
}

export async function conformCommand(io: CliIo): Promise<number> {
  const rulesFiles = agonFiles(io.cwd, "rules");
  const files = [...rulesFiles, ...agonFiles(io.cwd, "cards")];
  if (rulesFiles.length === 0) throw new CliFailure(`no rules files in ${join(io.cwd, "rules")}`);
  const problems: string[] = [];

  const { diagnostics, sources } = checkFiles(files);
  const rendered = renderAll(diagnostics, io.stdoutColour, sources);
  io.stdout(rendered + (rendered ? "\n" : "") + summaryLine(diagnostics, files.length) + "\n\n");
  if (hasErrors(diagnostics)) problems.push("the rules or card files have errors");

  const { games, unloadable } = gamesWithRulebooks(rulesFiles);
  for (const file of unloadable) problems.push(`${file} cannot be loaded, so its rules are not reported`);

  const { success, outcomes } = await runFeatures(io);

  for (const game of games) {
    const report = gameReport(outcomes, game.name, game.ruleIds);
    io.stdout("\n" + formatReport(report, game.title).join("\n") + "\n");
    const uncovered = report.rows.filter((row) => row.scenarios === 0).length;
    const failing = report.scenarios.filter((o) => o.status === "failed").length;
    if (failing > 0) problems.push(`${game.name}: ${failing} failing scenario${failing === 1 ? "" : "s"}`);
    if (uncovered > 0) problems.push(`${game.name}: ${uncovered} uncovered rule ID${uncovered === 1 ? "" : "s"}`);
    if (!isClean(report) && failing === 0 && uncovered === 0) problems.push(`${game.name}: skipped scenarios`);
  }
  const failingElsewhere = outcomes.filter((o) => o.status === "failed" && !games.some((g) => gameReport([o], g.name, g.ruleIds).scenarios.length > 0));
  if (failingElsewhere.length > 0) problems.push(`${failingElsewhere.length} failing scenario(s) outside any game`);

  // Cucumber also fails a run for reasons no scenario shows (a hook, a step file that fails to load).
  if (!success && problems.length === 0) problems.push("cucumber reported a failed run");

  io.stdout(problems.length === 0 ? "\nconformance: ok\n" : `\nconformance: FAILED\n${problems.map((p) => `  - ${p}\n`).join("")}`);
  return problems.length === 0 ? EXIT_OK : EXIT_FAILURE;
}
