// `agon options RULES [--json]`: the options a game declares, their values, defaults and the
// rulebook IDs whose ambiguity they resolve.
import { gameInfo, type CompiledGame, type OptionInfo } from "../index.js";
import { EXIT_OK } from "./errors.js";
import type { CliIo } from "./io.js";
import { loadRules } from "./load.js";

/** An option as `agon options` shows it: the declared int range too (`int 1..10`). */
type ShownOption = OptionInfo & { min?: number; max?: number };

function withRanges(game: CompiledGame, options: readonly OptionInfo[]): ShownOption[] {
  return options.map((option) => {
    const spec = game.options.find((o) => o.name === option.name);
    return { ...option, ...(spec?.min !== undefined ? { min: spec.min } : {}), ...(spec?.max !== undefined ? { max: spec.max } : {}) };
  });
}

function typeText(option: ShownOption): string {
  const type = String(option.type ?? "value");
  if (option.min === undefined && option.max === undefined) return type;
  return `${type} ${option.min ?? ""}..${option.max ?? ""}`;
}

function describe(option: ShownOption): string[] {
  const values = option.values.length > 0 ? option.values.join(" | ") : typeText(option);
  const lines = [`${option.name}: ${values} (default ${String(option.default)})`];
  if (option.resolves.length > 0) lines.push(`    resolves ${option.resolves.join(", ")}`);
  if (option.description) lines.push(`    ${option.description}`);
  return lines;
}

export function optionsCommand(rulesPath: string, flags: { json?: boolean }, io: CliIo): number {
  const game = loadRules(rulesPath);
  const info = gameInfo(game);
  const options = withRanges(game, info.options);
  if (flags.json) {
    io.stdout(`${JSON.stringify(options, null, 2)}\n`);
  } else if (info.options.length === 0) {
    io.stdout(`${info.name} has no options\n`);
  } else {
    io.stdout(
      options
        .flatMap(describe)
        .map((line) => `${line}\n`)
        .join(""),
    );
  }
  return EXIT_OK;
}
