// `agon simulate RULES --players N --games G ...`: plays many games on worker threads and prints
// the figures (or their JSON), optionally an HTML report with charts.
import { progressBar } from "./progress.js";
import { reportHtml } from "../simulation/report.js";
import { jsonText, summaryOf, type SimulationResult } from "../simulation/result.js";
import { simulate } from "../simulation/run.js";
import { renderSummary } from "../simulation/text.js";
import { EXIT_OK } from "./errors.js";
import { checkOutputPath, writeFileWhole } from "./output-files.js";
import type { CliIo } from "./io.js";
import { loadRulesAndSources } from "./load.js";
import { FailedGameError } from "../simulation/failed-game.js";
import { saveFailedGame } from "./failed-game-file.js";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseWorkers, simulationSpec, type SimulateFlags } from "./simulate-args.js";

export interface SimulateOptions extends SimulateFlags {
  json?: boolean;
  report?: string;
  failedGames?: string;
}

export async function runWithProgress(
  rulesPath: string,
  options: SimulateFlags,
  label: string,
  failedGames?: { folder: string; saved(path: string): void },
  report?: string,
): Promise<{ result: SimulationResult; seconds: number }> {
  const { game, sources } = loadRulesAndSources(rulesPath);
  if (report !== undefined) checkOutputPath(report, "the --report file", sources.keys());
  const spec = simulationSpec(rulesPath, game, options);
  const workers = parseWorkers(options.workers);
  const bar = progressBar(spec.count, label, "games");
  const started = process.hrtime.bigint();
  try {
    const result = await simulate(game, spec, workers, (done) => bar.update(done));
    return { result, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  } catch (error) {
    bar.stop();
    if (error instanceof FailedGameError && failedGames !== undefined)
      failedGames.saved(saveFailedGame(rulesPath, game, sources, spec, error.game, failedGames.folder));
    throw error;
  } finally {
    bar.stop();
  }
}

export async function simulateCommand(rulesPath: string, options: SimulateOptions, io: CliIo): Promise<number> {
  const folder = options.failedGames ?? join(tmpdir(), "agon-failed-games");
  const { result, seconds } = await runWithProgress(
    rulesPath,
    options,
    "simulating",
    {
      folder,
      saved: (path) => io.stderr(`the failed game is saved; replay it with: agon replay ${path}\n`),
    },
    options.report,
  );
  // the figures are printed before the report is written: a report that cannot be written (a
  // full disk) fails the command without taking the JSON or the summary with it
  const writeReport = () => {
    if (options.report !== undefined) writeFileWhole(options.report, reportHtml(result));
  };
  if (options.json) {
    io.stdout(jsonText(result));
    writeReport();
    return EXIT_OK;
  }
  const slice =
    result.spec.count === result.spec.games
      ? ""
      : ` (games ${result.spec.first}..${result.spec.first + result.spec.count - 1} of ${result.spec.games})`;
  const lines = renderSummary(`${result.game}${slice}`, summaryOf(result));
  const rate = seconds > 0 ? Math.round(result.spec.count / seconds) : 0;
  lines.push("", `played in ${seconds.toFixed(2)} s (${rate} games/s)`);
  io.stdout(`${lines.join("\n")}\n`);
  writeReport();
  if (options.report !== undefined) io.stdout(`report: ${options.report}\n`);
  return EXIT_OK;
}
