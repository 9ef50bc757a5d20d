// `agon conform`: check every rules and card file, run every feature through Cucumber, then
// report per game and per rulebook rule ID which scenarios cover it and whether they pass.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { findProjectRoot } from "../../grammar/loader.js";
import { checkFiles, gameInfo, loadGame, localizedNames, type CompiledGame, type OptionInfo } from "../index.js";
import { readRuleNotes, RuleNotesError, type RuleNotes } from "../conformance/rule-notes.js";
import { mutationReportSchema } from "../mutation/report-schema.js";
import { conformWithEngine } from "./conform-engine.js";
import { explainRule } from "./explain.js";
import { readJsonFile } from "./json-input.js";
import { conformanceHtml } from "../conformance/html-report.js";
import { gameCoverage, percent, type GameCoverage, type KoreanNames } from "../conformance/report-model.js";
import type { DivergenceInfo } from "../index.js";
import { featureLanguage, featureLanguages, REPORT_FILES, rerunPaths, selectedFeatures } from "./conform-select.js";
import { formatReport, gameReport, isClean, rowStatus, type RuleId } from "./coverage-table.js";
import { hasErrors, renderAll, summaryLine } from "./diagnostics-output.js";
import { CliFailure, EXIT_FAILURE, EXIT_INTERRUPTED, EXIT_OK, UsageError } from "./errors.js";
import { isMessageLang, type Localized, MESSAGE_LANGUAGES, type MessageLang, say } from "./messages.js";
import { writableOf, type CliIo } from "./io.js";
import { checkOutputPath } from "./output-files.js";
import { ScenarioCollector, type ScenarioOutcome } from "./scenario-results.js";
import { type StepEnvelope, type UndefinedStep, UndefinedSteps, undefinedStepLines } from "./undefined-steps.js";
import { KoreanRunSummary, type SummaryEnvelope } from "./run-summary.js";
import { Writable } from "node:stream";

interface GameEntry {
  file: string;
  name: string;
  title?: string;
  ruleIds: RuleId[];
  divergences: DivergenceInfo[];
  options: OptionInfo[];
  implemented: Record<string, string[]>;
  notes?: RuleNotes;
  koreanNames: KoreanNames;
}

/** The Korean names a Korean report shows: the game's, each divergence subject's, each option value's. */
function koreanNamesOf(game: CompiledGame): KoreanNames {
  const names: KoreanNames = { subjects: {}, values: {} };
  for (const d of localizedNames(game)) {
    const ko = d.names.ko;
    if (ko === undefined) continue;
    if (d.thing === "game") names.title = ko;
    else if (d.thing === "option-value") names.values[d.name] = ko;
    else if (!Object.hasOwn(names.subjects, d.name)) names.subjects[d.name] = ko;
  }
  return names;
}

/** rules/GAME.rulebook.json of a rules file, or a one-line failure when it is not right */
function notesOf(file: string): RuleNotes | undefined {
  try {
    return readRuleNotes(file);
  } catch (error) {
    if (error instanceof RuleNotesError) throw new CliFailure(error.message);
    throw error;
  }
}

/** `rules/*.agon` and `cards/*.agon` under the root, as paths the rest of the API can open. */
function agonFiles(root: string, folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(join(root, folder));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(".agon"))
    .sort()
    .map((name) => relative(process.cwd(), join(root, folder, name)) || name);
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
    const notes = notesOf(file);
    const entry: GameEntry = {
      file,
      name: info.name,
      title: info.title,
      ruleIds: info.ruleIds,
      divergences: info.divergences,
      options: info.options,
      implemented: info.implemented,
      ...(notes ? { notes } : {}),
      koreanNames: koreanNamesOf(game),
    };
    const existing = byName.get(info.name);
    if (existing === undefined || basename(file) === `${info.name}.agon`) byName.set(info.name, entry);
  }
  return { games: [...byName.values()], unloadable };
}

/** The error and its causes in one line: Cucumber wraps the real problem (a bad tag expression,
 *  a step file that does not load) in an error of its own. */
function oneLine(error: unknown): string {
  const messages: string[] = [];
  for (let e: unknown = error; e !== undefined && messages.length < 5; e = e instanceof Error ? e.cause : undefined) {
    messages.push(e instanceof Error ? e.message : String(e));
  }
  return messages
    .join(": ")
    .split("\n")
    .map((part) => part.trim())
    .filter(Boolean)
    .join(" ");
}

/** Cucumber's own reports (file -> formatter), added to whatever the project's configuration writes. */
const CUCUMBER_FORMATS: Record<string, string> = {
  "cucumber.html": "html",
  "cucumber.xml": "junit",
  "cucumber.ndjson": "message",
  "@rerun.txt": "rerun",
};
const CONFORMANCE_PAGE = "conformance.html";

export interface ConformFlags {
  /** only the scenarios that failed in the last run */
  rerun?: boolean;
  game?: string;
  /** the language conform reports in: its tables, problems, summary and page (en or ko) */
  lang?: string;
  /** only the features in one language, by the feature file's `# language:`; or one .feature file,
   *  inside the project or outside it (a translator's own scenarios, kept apart) */
  features?: string;
  /** the .feature file `features` names, as Cucumber is given it (relative to the project) */
  featureFile?: string;
  /** a Cucumber tag expression, and-ed with the configuration's */
  tags?: string;
  /** the folder of the reports (default: reports/ in the project) */
  reports?: string;
  /** a report of `agon mutate --report FILE`, shown per rule ID */
  mutation?: string;
  /** only explain one rule ID (its summaries, scenarios, options, divergences, mutants) */
  explain?: string;
  /** run the English features against the engine behind this adapter command */
  engine?: string;
}

/** Where a run writes: the project it runs in and its reports folder. */
interface RunPlace {
  root: string;
  /** where this run writes its reports */
  reports: string;
  /** where the last full run wrote its reports: `--rerun` reads its @rerun.txt there */
  fullReports: string;
}

/** A narrowed run's reports, beside the full run's (which it must not replace) unless --reports says where. */
const NARROWED_FOLDER = "narrowed";

const CUCUMBER_HINT = "install it in the project: npm install --save-dev @cucumber/cucumber";

function loadCucumber(): Promise<typeof import("@cucumber/cucumber/api")> {
  // Loaded on demand so that check/play/options work without the test tooling installed.
  return import("@cucumber/cucumber/api").catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ERR_MODULE_NOT_FOUND" && error.code !== "MODULE_NOT_FOUND") throw error;
    throw new CliFailure("`agon conform` runs the features with Cucumber, which is not installed here", CUCUMBER_HINT);
  });
}

/** Cucumber writes its reports into a fresh folder inside the reports folder; they replace the old
 *  ones only when the run is complete. Ctrl-C or a crash leaves the previous reports untouched. */
class StagedReports {
  readonly folder: string;
  private readonly onSignal = (signal: NodeJS.Signals): void => {
    this.discard();
    process.exit(signal === "SIGINT" ? EXIT_INTERRUPTED : 143);
  };

  constructor(private readonly reports: string) {
    this.folder = mkdtempSync(join(reports, ".run-"));
    process.once("SIGINT", this.onSignal);
    process.once("SIGTERM", this.onSignal);
  }

  path(name: string): string {
    return join(this.folder, name);
  }

  /** Moves every staged report over its old copy. */
  publish(): void {
    for (const name of readdirSync(this.folder)) renameSync(this.path(name), join(this.reports, name));
    this.discard();
  }

  discard(): void {
    process.off("SIGINT", this.onSignal);
    process.off("SIGTERM", this.onSignal);
    rmSync(this.folder, { recursive: true, force: true });
  }
}

function folderProblem(folder: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EEXIST" || code === "ENOTDIR") return `${folder} or a folder above it is a file, not a folder`;
  return code ?? (error as Error).message;
}

/** The reports folder exists and every report in it can be replaced, before any work starts. */
function prepareReports(folder: string): void {
  try {
    mkdirSync(folder, { recursive: true });
  } catch (error) {
    throw new UsageError(`cannot make the reports folder ${folder}: ${folderProblem(folder, error)}`);
  }
  // the report names (conformance.html ...) are conformance's own: no file it reads is called so
  for (const name of REPORT_FILES) checkOutputPath(join(folder, name), `the report ${name}`, []);
}

function isNarrowed(flags: ConformFlags): boolean {
  return Boolean(flags.rerun || flags.game || flags.features || flags.tags);
}

function describeNarrowing(flags: ConformFlags): string {
  return [
    flags.rerun && "--rerun",
    flags.game && `--game ${flags.game}`,
    flags.features && `--features ${flags.featureFile ?? flags.features}`,
    flags.tags && `--tags "${flags.tags}"`,
  ]
    .filter(Boolean)
    .join(" ");
}

async function runFeatures(
  io: CliIo,
  flags: ConformFlags,
  place: RunPlace,
  staged: StagedReports,
  told: MessageLang,
): Promise<{ success: boolean; outcomes: ScenarioOutcome[]; undefinedSteps: UndefinedStep[]; summary?: string[] } | "nothing to rerun"> {
  const { loadConfiguration, runCucumber } = await loadCucumber();
  // Cucumber words its summary in English only: a run told in Korean prints Agon's own instead
  const korean = told === "ko" ? new KoreanRunSummary() : undefined;
  const cucumberOut = korean ? new Writable({ write: (_chunk, _encoding, done) => done() }) : writableOf(io.stdout);
  const environment = { cwd: place.root, stdout: cucumberOut, stderr: writableOf(io.stderr), env: process.env };
  const collector = new ScenarioCollector();
  const undefinedSteps = new UndefinedSteps();
  const selection = { game: flags.game, lang: flags.features };
  let paths: string[] | undefined;
  if (flags.featureFile !== undefined) paths = [flags.featureFile];
  else if (flags.rerun) paths = rerunPaths(place.root, join(place.fullReports, "@rerun.txt"), selection);
  else if (flags.game !== undefined || flags.features !== undefined) paths = selectedFeatures(place.root, selection);
  if (paths !== undefined && paths.length === 0) return "nothing to rerun";
  const reportFiles = Object.fromEntries(Object.entries(CUCUMBER_FORMATS).map(([name, format]) => [staged.path(name), format]));
  try {
    const { runConfiguration } = await loadConfiguration({}, environment);
    const configured = runConfiguration.sources.tagExpression;
    const tagExpression = flags.tags ? (configured ? `(${configured}) and (${flags.tags})` : flags.tags) : configured;
    const sources = { ...runConfiguration.sources, tagExpression, ...(paths ? { paths } : {}) };
    // Cucumber's own report on the terminal shrinks to its summary (and failure details) so the tables stand out.
    const formats = {
      ...runConfiguration.formats,
      stdout: "summary",
      files: { ...runConfiguration.formats.files, ...reportFiles },
      options: { ...runConfiguration.formats.options, colorsEnabled: io.stdoutColour },
    };
    const { success } = await runCucumber({ ...runConfiguration, sources, formats }, environment, (envelope) => {
      collector.onMessage(envelope);
      undefinedSteps.onMessage(envelope as StepEnvelope);
      korean?.onMessage(envelope as SummaryEnvelope);
    });
    return {
      success,
      outcomes: collector.outcomes(),
      undefinedSteps: undefinedSteps.steps(),
      ...(korean ? { summary: korean.lines("ko") } : {}),
    };
  } catch (error) {
    const message = oneLine(error);
    // a tag expression Cucumber cannot parse is a bad command line (or a bad configuration)
    const badTags = /Tag expression .*$/.exec(message);
    if (badTags && flags.tags !== undefined) throw new UsageError(say("badTags", badTags[0]));
    throw new CliFailure(
      `cucumber could not run the features: ${message}`,
      /Cannot find (package|module) '@cucumber\/cucumber/.test(message) ? CUCUMBER_HINT : undefined,
    );
  }
}

function languageLine(coverage: GameCoverage, lang: MessageLang): string {
  const figures = coverage.languages.map((l) => {
    const f = coverage.perLanguage[l]!;
    if (coverage.notRun.includes(l)) return lang === "ko" ? `${l} 실행하지 않음` : `${l} not run`;
    return lang === "ko"
      ? `${l} 시나리오 있음 ${f.covered}/${f.total} (${percent(f.covered, f.total)}), 통과 ${f.passing}/${f.total}`
      : `${l} ${f.covered}/${f.total} covered (${percent(f.covered, f.total)}), ${f.passing}/${f.total} passing`;
  });
  return `${lang === "ko" ? "언어별: " : "per language: "}${figures.join("; ")}`;
}

function checkNarrowing(root: string, flags: ConformFlags, declared: readonly GameEntry[]): void {
  const names = declared.map((g) => g.name);
  if (flags.game !== undefined && !names.includes(flags.game)) {
    throw new UsageError(say("noGameNamed", flags.game, names));
  }
  if (flags.features !== undefined && flags.featureFile === undefined) {
    const languages = featureLanguages(root);
    if (!languages.includes(flags.features)) {
      throw new UsageError(say("noFeatureLanguage", flags.features, languages));
    }
  }
}

/** `--features FILE.feature`: that one file, wherever it is (it is only read), in the language of
 *  its `# language:` header, which the run is then narrowed to as `--features CODE` narrows it. */
function featuresAsFile(cwd: string, root: string, flags: ConformFlags): ConformFlags {
  if (flags.features === undefined || !flags.features.endsWith(".feature")) return flags;
  const file = resolve(cwd, flags.features);
  let text: string;
  try {
    if (!statSync(file).isFile()) throw new Error("not a file");
    text = readFileSync(file, "utf8");
  } catch {
    throw new UsageError(say("noFeatureFile", flags.features));
  }
  return { ...flags, features: featureLanguage(text), featureFile: relative(root, file).replace(/\\/g, "/") };
}

export async function conformCommand(io: CliIo, given: ConformFlags = {}): Promise<number> {
  // `agon conform` in any folder of a project runs the whole project's features
  const root = findProjectRoot(io.cwd);
  const flags = featuresAsFile(io.cwd, root, given);
  const fullReports = flags.reports !== undefined ? resolve(io.cwd, flags.reports) : join(root, "reports");
  // a narrowed run writes its own reports: the full run's cucumber.xml and the rest stay whole
  const reports = isNarrowed(flags) && flags.reports === undefined ? join(fullReports, NARROWED_FOLDER) : fullReports;
  const place: RunPlace = { root, reports, fullReports };
  const rulesFiles = agonFiles(root, "rules");
  const files = [...rulesFiles, ...agonFiles(root, "cards")];
  if (rulesFiles.length === 0) throw new CliFailure(`no rules files in ${join(root, "rules")}`);
  const problems: Localized[] = [];
  // --lang ko tells the tables, problems, summary and page in Korean, whatever features run
  if (flags.lang !== undefined && !isMessageLang(flags.lang)) throw new UsageError(say("unknownReportLang", flags.lang, MESSAGE_LANGUAGES));
  const told: MessageLang = flags.lang === "ko" ? "ko" : "en";
  const narrowed = isNarrowed(flags);
  const { games: declared, unloadable } = gamesWithRulebooks(rulesFiles);
  const mutation =
    flags.mutation === undefined
      ? undefined
      : readJsonFile(resolve(io.cwd, flags.mutation), mutationReportSchema, "a mutation report").games;
  if (flags.engine !== undefined) {
    if (narrowed || flags.explain !== undefined || flags.mutation !== undefined)
      throw new UsageError("--engine runs every English feature of the adapter's games: it takes no other conform flag");
    return conformWithEngine(io, root, flags.engine);
  }
  if (flags.explain !== undefined) {
    // --lang tells it in that language; --features lists only that language's scenarios
    if (flags.rerun || flags.game || flags.tags) throw new UsageError(say("explainNarrowed"));
    if (flags.features !== undefined) checkNarrowing(root, { features: flags.features }, declared);
    return explainRule(io, {
      root,
      id: flags.explain,
      games: declared,
      lang: told,
      ...(mutation ? { mutation } : {}),
      ...(flags.features ? { features: flags.features } : {}),
    });
  }
  checkNarrowing(root, flags, declared);
  prepareReports(place.reports);

  const { diagnostics, sources } = checkFiles(files);
  const rendered = renderAll(diagnostics, io.stdoutColour, sources);
  io.stdout(`${rendered + (rendered ? "\n" : "") + summaryLine(diagnostics, files.length, told)}\n\n`);
  if (hasErrors(diagnostics)) problems.push(say("filesHaveErrors"));
  for (const file of unloadable) problems.push(say("unloadable", file));

  if (process.env.AGON_RULES_DIR) io.stdout(`the scenarios run against the rules in AGON_RULES_DIR=${process.env.AGON_RULES_DIR}\n`);
  const staged = new StagedReports(place.reports);
  let run: Awaited<ReturnType<typeof runFeatures>>;
  try {
    run = await runFeatures(io, flags, place, staged, told);
  } catch (error) {
    staged.discard();
    throw error;
  }
  if (run === "nothing to rerun") {
    staged.discard();
    io.stdout(`${say("nothingToRerun")[told]}\n`);
    return EXIT_OK;
  }
  const { success, outcomes } = run;
  if (run.summary) io.stdout(`\n${run.summary.join("\n")}\n`);
  // each step no definition matches, where it is, and (in Korean) the particle it got wrong
  if (run.undefinedSteps.length > 0) io.stdout(`\n${run.undefinedSteps.map(undefinedStepLines).join("")}`);
  if (outcomes.length === 0) problems.push(say("noScenarioRan", narrowed ? describeNarrowing(flags) : undefined));

  // A narrowed run reports the games it ran scenarios of, and fails only on failing scenarios;
  // `--game` alone still asks that every rule ID of that game is covered.
  const coverageCounts = !narrowed || (flags.game !== undefined && !flags.rerun && flags.lang === undefined && flags.tags === undefined);
  const games = declared.filter(
    (g) =>
      (flags.game === undefined || g.name === flags.game) && (!narrowed || gameReport(outcomes, g.name, g.ruleIds).scenarios.length > 0),
  );
  const coverages: GameCoverage[] = [];
  for (const game of games) {
    const report = gameReport(outcomes, game.name, game.ruleIds);
    // a report without this game's run leaves its page without the mutation column
    const mutated = mutation?.find((m) => m.game === game.name);
    const coverage = gameCoverage(game, report.scenarios, {
      ...(flags.features !== undefined ? { onlyLanguage: flags.features } : {}),
      ...(game.notes ? { notes: game.notes } : {}),
      koreanNames: game.koreanNames,
      ...(mutated ? { mutation: mutated } : {}),
    });
    coverages.push(coverage);
    const korean =
      told === "ko"
        ? {
            summaries: Object.fromEntries(Object.entries(game.notes?.rules ?? {}).map(([id, note]) => [id, note.ko])),
            ...(game.koreanNames.title ? { title: game.koreanNames.title } : {}),
          }
        : undefined;
    io.stdout(`\n${formatReport(report, game.title, io.stdoutColour, korean).join("\n")}\n${languageLine(coverage, told)}\n`);
    const uncovered = report.rows.filter((row) => row.scenarios === 0).length;
    const failing = report.scenarios.filter((o) => o.status === "failed").length;
    const undefinedSteps = report.scenarios.filter((o) => o.status === "undefined").length;
    if (failing > 0) problems.push(say("failingScenarios", game.name, failing));
    if (undefinedSteps > 0) problems.push(say("undefinedScenarios", game.name, undefinedSteps));
    if (uncovered > 0 && coverageCounts) problems.push(say("uncoveredRules", game.name, uncovered));
    if (
      !isClean(report) &&
      failing === 0 &&
      undefinedSteps === 0 &&
      (uncovered === 0 || !coverageCounts) &&
      report.rows.some((r) => rowStatus(r) === "SKIPPED")
    ) {
      problems.push(say("skippedScenarios", game.name));
    }
  }
  const outsideGames = outcomes.filter((o) => !declared.some((g) => gameReport([o], g.name, g.ruleIds).scenarios.length > 0));
  const failingElsewhere = outsideGames.filter((o) => o.status === "failed").length;
  const undefinedElsewhere = outsideGames.filter((o) => o.status === "undefined").length;
  if (failingElsewhere > 0) problems.push(say("failingOutside", failingElsewhere));
  if (undefinedElsewhere > 0) problems.push(say("undefinedOutside", undefinedElsewhere));

  // Cucumber also fails a run for reasons no scenario shows (a hook, a step file that fails to load).
  if (!success && problems.length === 0) problems.push(say("cucumberFailed"));

  const page = conformanceHtml(coverages, {
    generated: new Date().toISOString(),
    narrowed: narrowed ? describeNarrowing(flags) : undefined,
    rulesDir: process.env.AGON_RULES_DIR || undefined,
    lang: told,
  });
  try {
    writeFileSync(staged.path(CONFORMANCE_PAGE), page);
    staged.publish();
  } catch (error) {
    staged.discard();
    throw new CliFailure(
      `cannot write the reports in ${place.reports}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  const shown = relative(io.cwd, place.reports) || ".";
  io.stdout(
    `\n${
      say(
        "reportsWritten",
        REPORT_FILES.map((name) => join(shown, name)),
      )[told]
    }\n`,
  );

  io.stdout(
    problems.length === 0
      ? `\n${say("conformanceOk")[told]}\n`
      : `\n${say("conformanceFailed")[told]}\n${problems.map((p) => `  - ${p[told]}\n`).join("")}`,
  );
  return problems.length === 0 ? EXIT_OK : EXIT_FAILURE;
}
