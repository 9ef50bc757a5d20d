// `agon conform`: check every rules and card file, run every feature through Cucumber, then
// report per game and per rulebook rule ID which scenarios cover it and whether they pass.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { basename, join, relative } from "node:path";
import { checkFiles, gameInfo, loadGame } from "../index.js";
import { conformanceHtml } from "../conformance/html-report.js";
import { gameCoverage, percent, type GameCoverage } from "../conformance/report-model.js";
import type { DivergenceInfo } from "../index.js";
import { REPORTS_DIR, RERUN_FILE, rerunPaths, selectedFeatures } from "./conform-select.js";
import { formatReport, gameReport, isClean, rowStatus, type RuleId } from "./coverage-table.js";
import { hasErrors, renderAll, summaryLine } from "./diagnostics-output.js";
import { CliFailure, EXIT_FAILURE, EXIT_OK } from "./errors.js";
import { writableOf, type CliIo } from "./io.js";
import { ScenarioCollector, type ScenarioOutcome } from "./scenario-results.js";

interface GameEntry {
  file: string;
  name: string;
  title?: string;
  ruleIds: RuleId[];
  divergences: DivergenceInfo[];
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
    const entry: GameEntry = { file, name: info.name, title: info.title, ruleIds: info.ruleIds, divergences: info.divergences };
    const existing = byName.get(info.name);
    if (existing === undefined || basename(file) === `${info.name}.agon`) byName.set(info.name, entry);
  }
  return { games: [...byName.values()], unloadable };
}

function oneLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split("\n").map((part) => part.trim()).filter(Boolean).join(" ");
}

/** Cucumber's own reports, added to whatever the project's run configuration writes. */
const CUCUMBER_REPORTS: Record<string, string> = {
  [`${REPORTS_DIR}/cucumber.html`]: "html",
  [`${REPORTS_DIR}/cucumber.xml`]: "junit",
  [`${REPORTS_DIR}/cucumber.ndjson`]: "message",
  [RERUN_FILE]: "rerun",
};

export interface ConformFlags {
  /** only the scenarios that failed in the last run */
  rerun?: boolean;
  game?: string;
  /** by the feature file's `# language:` */
  lang?: string;
  /** a Cucumber tag expression, and-ed with the configuration's */
  tags?: string;
}

function isNarrowed(flags: ConformFlags): boolean {
  return Boolean(flags.rerun || flags.game || flags.lang || flags.tags);
}

function describeNarrowing(flags: ConformFlags): string {
  return [flags.rerun && "--rerun", flags.game && `--game ${flags.game}`, flags.lang && `--lang ${flags.lang}`, flags.tags && `--tags "${flags.tags}"`]
    .filter(Boolean).join(" ");
}

async function runFeatures(io: CliIo, flags: ConformFlags): Promise<{ success: boolean; outcomes: ScenarioOutcome[] }> {
  // Loaded on demand so that check/play/options work without the test tooling installed.
  const { loadConfiguration, runCucumber } = await import("@cucumber/cucumber/api");
  const environment = { cwd: io.cwd, stdout: writableOf(io.stdout), stderr: writableOf(io.stderr), env: process.env };
  const collector = new ScenarioCollector();
  const selection = { game: flags.game, lang: flags.lang };
  let paths: string[] | undefined;
  if (flags.rerun) paths = rerunPaths(io.cwd, selection);
  else if (flags.game !== undefined || flags.lang !== undefined) paths = selectedFeatures(io.cwd, selection);
  if (paths !== undefined && paths.length === 0) {
    io.stdout("no scenario failed last time: nothing to rerun\n");
    return { success: true, outcomes: [] };
  }
  try {
    const { runConfiguration } = await loadConfiguration({}, environment);
    const configured = runConfiguration.sources.tagExpression;
    const tagExpression = flags.tags ? (configured ? `(${configured}) and (${flags.tags})` : flags.tags) : configured;
    const sources = { ...runConfiguration.sources, tagExpression, ...(paths ? { paths } : {}) };
    mkdirSync(join(io.cwd, REPORTS_DIR), { recursive: true });
    // Cucumber's own report on the terminal shrinks to its summary (and failure details) so the tables stand out.
    const formats = {
      ...runConfiguration.formats,
      stdout: "summary",
      files: { ...runConfiguration.formats.files, ...CUCUMBER_REPORTS },
      options: { ...runConfiguration.formats.options, colorsEnabled: io.stdoutColour },
    };
    const { success } = await runCucumber({ ...runConfiguration, sources, formats }, environment, collector.onMessage);
    return { success, outcomes: collector.outcomes() };
  } catch (error) {
    throw new CliFailure(`cucumber could not run the features: ${oneLine(error)}`);
  }
}

function languageLine(coverage: GameCoverage): string {
  return "per language: " + coverage.languages.map((l) => {
    const f = coverage.perLanguage[l]!;
    return `${l} ${f.covered}/${f.total} covered (${percent(f.covered, f.total)}), ${f.passing}/${f.total} passing`;
  }).join("; ");
}

export async function conformCommand(io: CliIo, flags: ConformFlags = {}): Promise<number> {
  const rulesFiles = agonFiles(io.cwd, "rules");
  const files = [...rulesFiles, ...agonFiles(io.cwd, "cards")];
  if (rulesFiles.length === 0) throw new CliFailure(`no rules files in ${join(io.cwd, "rules")}`);
  const problems: string[] = [];
  const narrowed = isNarrowed(flags);

  const { diagnostics, sources } = checkFiles(files);
  const rendered = renderAll(diagnostics, io.stdoutColour, sources);
  io.stdout(rendered + (rendered ? "\n" : "") + summaryLine(diagnostics, files.length) + "\n\n");
  if (hasErrors(diagnostics)) problems.push("the rules or card files have errors");

  const { games: declared, unloadable } = gamesWithRulebooks(rulesFiles);
  for (const file of unloadable) problems.push(`${file} cannot be loaded, so its rules are not reported`);
  if (flags.game !== undefined && !declared.some((g) => g.name === flags.game)) {
    throw new CliFailure(`no game named ${flags.game}; the games are ${declared.map((g) => g.name).join(", ")}`);
  }

  if (process.env.AGON_RULES_DIR) io.stdout(`the scenarios run against the rules in AGON_RULES_DIR=${process.env.AGON_RULES_DIR}\n`);
  const { success, outcomes } = await runFeatures(io, flags);

  // A narrowed run reports the games it ran scenarios of, and fails only on failing scenarios.
  const games = declared.filter((g) => (flags.game === undefined || g.name === flags.game) &&
    (!narrowed || gameReport(outcomes, g.name, g.ruleIds).scenarios.length > 0));
  const coverages: GameCoverage[] = [];
  for (const game of games) {
    const report = gameReport(outcomes, game.name, game.ruleIds);
    const coverage = gameCoverage(game, report.scenarios);
    coverages.push(coverage);
    io.stdout("\n" + formatReport(report, game.title, io.stdoutColour).join("\n") + "\n" + languageLine(coverage) + "\n");
    const uncovered = report.rows.filter((row) => row.scenarios === 0).length;
    const failing = report.scenarios.filter((o) => o.status === "failed").length;
    if (failing > 0) problems.push(`${game.name}: ${failing} failing scenario${failing === 1 ? "" : "s"}`);
    if (uncovered > 0 && !narrowed) problems.push(`${game.name}: ${uncovered} uncovered rule ID${uncovered === 1 ? "" : "s"}`);
    if (!isClean(report) && failing === 0 && (uncovered === 0 || narrowed) && report.rows.some((r) => rowStatus(r) === "SKIPPED")) {
      problems.push(`${game.name}: skipped scenarios`);
    }
  }
  const failingElsewhere = outcomes.filter((o) => o.status === "failed" && !declared.some((g) => gameReport([o], g.name, g.ruleIds).scenarios.length > 0));
  if (failingElsewhere.length > 0) problems.push(`${failingElsewhere.length} failing scenario(s) outside any game`);

  // Cucumber also fails a run for reasons no scenario shows (a hook, a step file that fails to load).
  if (!success && problems.length === 0) problems.push("cucumber reported a failed run");

  const page = join(REPORTS_DIR, "conformance.html");
  writeFileSync(join(io.cwd, page), conformanceHtml(coverages, {
    generated: new Date().toISOString(),
    narrowed: narrowed ? describeNarrowing(flags) : undefined,
    rulesDir: process.env.AGON_RULES_DIR || undefined,
  }));
  io.stdout(`\nreports: ${page}, ${Object.keys(CUCUMBER_REPORTS).join(", ")}\n`);

  io.stdout(problems.length === 0 ? "\nconformance: ok\n" : `\nconformance: FAILED\n${problems.map((p) => `  - ${p}\n`).join("")}`);
  return problems.length === 0 ? EXIT_OK : EXIT_FAILURE;
}
