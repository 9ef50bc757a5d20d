// `agon options RULES [--json]`: the options a game declares, their values, defaults and the
// rulebook IDs whose ambiguity they resolve.
import { gameInfo } from "../index.js";
import { EXIT_OK } from "./errors.js";
import type { OptionInfo } from "../index.js";
import type { CliIo } from "./io.js";
import { loadRules } from "./load.js";

function describe(option: OptionInfo): string[] {
  const values = option.values.length > 0 ? option.values.join(" | ") : String(option.type ?? "value");
  const lines = [`${option.name}: ${values} (default ${String(option.default)})`];
  if (option.resolves.length > 0) lines.push(`    resolves ${option.resolves.join(", ")}`);
  if (option.description) lines.push(`    ${option.description}`);
  return lines;
}

export function optionsCommand(rulesPath: string, flags: { json?: boolean }, io: CliIo): number {
  const info = gameInfo(loadRules(rulesPath));
  if (flags.json) {
    io.stdout(JSON.stringify(info.options, null, 2) + "\n");
  } else if (info.options.length === 0) {
    io.stdout(`${info.name} has no options\n`);
  } else {
    io.stdout(info.options.flatMap(describe).map((line) => line + "\n").join(""));
  }
  return EXIT_OK;
}
