// `agon simulate RULES --players N --games G ...`: plays many games on worker threads and prints
// the figures (or their JSON), optionally an HTML report with charts.
import { SingleBar } from "cli-progress";
import { reportHtml } from "../simulation/report.js";
import { jsonText, summaryOf, type SimulationResult } from "../simulation/result.js";
import { simulate } from "../simulation/run.js";
import { renderSummary } from "../simulation/text.js";
import { EXIT_OK, UsageError } from "./errors.js";
import { checkOutputPath, writeFileWhole } from "./output-files.js";
import type { CliIo } from "./io.js";
import { loadRules } from "./load.js";
import { parseWorkers, simulationSpec, type SimulateFlags } from "./simulate-args.js";

export interface SimulateOptions extends SimulateFlags {
  json?: boolean;
  report?: string;
}

/** A bar with rate and time left, on a terminal only: a pipe or a file gets nothing. */
function progressBar(total: number, label: string): { update(done: number): void; stop(): void } {
  if (!process.stderr.isTTY) return { update() {}, stop() {} };
  const started = Date.now();
  const bar = new SingleBar({
    format: `${label} [{bar}] {percentage}% | {value}/{total} games | {rate} games/s | {eta_formatted} left`,
    stream: process.stderr,
    hideCursor: true,
    etaBuffer: 50,
  });
  bar.start(total, 0, { rate: "0" });
  // The bar hides the cursor and turns line wrapping off; Ctrl-C must give both back.
  const interrupted = (): void => {
    bar.stop();
    process.exit(130);
  };
  process.once("SIGINT", interrupted);
  return {
    update(done) {
      const seconds = (Date.now() - started) / 1000;
      bar.update(done, { rate: seconds > 0 ? Math.round(done / seconds).toString() : "0" });
    },
    stop: () => {
      process.off("SIGINT", interrupted);
      bar.stop();
    },
  };
}

export async function runWithProgress(
  rulesPath: string,
  options: SimulateFlags,
  label: string,
): Promise<{ result: SimulationResult; seconds: number }> {
  const game = loadRules(rulesPath);
  const spec = simulationSpec(rulesPath, game, options);
  const workers = parseWorkers(options.workers);
  const bar = progressBar(spec.count, label);
  const started = process.hrtime.bigint();
  try {
    const result = await simulate(game, spec, workers, (done) => bar.update(done));
    return { result, seconds: Number(process.hrtime.bigint() - started) / 1e9 };
  } finally {
    bar.stop();
  }
}

export async function simulateCommand(rulesPath: string, options: SimulateOptions, io: CliIo): Promise<number> {
  if (options.report !== undefined) checkOutputPath(options.report, "the --report file", (m) => new UsageError(m));
  const { result, seconds } = await runWithProgress(rulesPath, options, "simulating");
  if (options.report !== undefined) writeFileWhole(options.report, reportHtml(result));
  if (options.json) {
    io.stdout(jsonText(result));
    return EXIT_OK;
  }
  const slice = result.spec.count === result.spec.games ? "" : ` (games ${result.spec.first}..${result.spec.first + result.spec.count - 1} of ${result.spec.games})`;
  const lines = renderSummary(`${result.game}${slice}`, summaryOf(result));
  const rate = seconds > 0 ? Math.round(result.spec.count / seconds) : 0;
  lines.push("", `played in ${seconds.toFixed(2)} s (${rate} games/s)`);
  if (options.report !== undefined) lines.push(`report: ${options.report}`);
  io.stdout(lines.join("\n") + "\n");
  return EXIT_OK;
}
