// `agon compile RULES --out game.mjs`: the generated program as a standalone ES module.
import { compiledModuleText } from "../codegen/compiled-module.js";
import { EXIT_OK } from "./errors.js";
import type { CliIo } from "./io.js";
import { loadRulesAndSources } from "./load.js";
import { checkOutputPath, writeFileWhole } from "./output-files.js";

export function compileCommand(rulesPath: string, options: { out: string }, io: CliIo): number {
  const { game, sources } = loadRulesAndSources(rulesPath);
  checkOutputPath(options.out, "--out", sources.keys());
  writeFileWhole(options.out, compiledModuleText(game, rulesPath, sources));
  io.stdout(`wrote ${options.out}\n`);
  return EXIT_OK;
}
