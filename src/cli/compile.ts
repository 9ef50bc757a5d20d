// `agon compile RULES --out game.mjs`: the generated program as a standalone ES module.
// `--report`: the fallbacks to the closures the generated program takes in games of random agents.
import { compiledModuleText } from "../codegen/compiled-module.js";
import { EXIT_OK, UsageError } from "./errors.js";
import type { CliIo } from "./io.js";
import { loadRulesAndSources } from "./load.js";
import { checkOutputPath, writeFileWhole } from "./output-files.js";
import { slowPathReportText } from "./slow-path-report.js";
import { wholeNumber } from "./simulate-args.js";

export interface CompileOptions {
  out?: string;
  report?: boolean;
  /** games per player count for --report */
  games?: string;
}

export function compileCommand(rulesPath: string, options: CompileOptions, io: CliIo): number {
  if (options.out === undefined && !options.report) throw new UsageError("give --out FILE.mjs, --report, or both");
  if (options.games !== undefined && !options.report) throw new UsageError("--games counts the games of --report; give --report too");
  const games = options.games === undefined ? 20 : wholeNumber("--games", options.games, 1);
  const { game, sources } = loadRulesAndSources(rulesPath);
  if (options.out !== undefined) {
    checkOutputPath(options.out, "--out", sources.keys());
    writeFileWhole(options.out, compiledModuleText(game, rulesPath, sources));
    io.stdout(`wrote ${options.out}\n`);
  }
  if (options.report) io.stdout(slowPathReportText(game, rulesPath, games));
  return EXIT_OK;
}
