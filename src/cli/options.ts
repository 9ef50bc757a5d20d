// `agon options RULES [--json] [--lang ko]`: the options a game declares, their values, defaults
// and the rulebook IDs whose ambiguity they resolve; in Korean, each option and value by its
// Korean name (the identifier beside it, as `--option` takes it) and its Korean description
// (rules/GAME.rulebook.json).
import { gameInfo, nameIn, type CompiledGame, type OptionInfo } from "../index.js";
import { readRuleNotes } from "../conformance/rule-notes.js";
import { koreanOptionValue } from "./divergence-text.js";
import { EXIT_OK, UsageError } from "./errors.js";
import type { CliIo } from "./io.js";
import { loadRules } from "./load.js";
import { say } from "./messages.js";
import { requireNamesIn } from "./names-in-lang.js";

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

/** `int 3..6` in Korean: 3에서 6까지의 정수 */
function koreanType(option: ShownOption): string {
  if (option.type === "int") return `${option.min ?? ""}에서 ${option.max ?? ""}까지의 정수`;
  return option.type === "bool" ? "참 또는 거짓" : String(option.type ?? "값");
}

function describeInKorean(game: CompiledGame, option: ShownOption, description: string | undefined): string[] {
  const value = (v: string) => `${koreanOptionValue(game, option.name, v)} [${v}]`;
  const values = option.values.length > 0 ? option.values.map(value).join(" | ") : koreanType(option);
  const fallback = option.values.length > 0 ? value(String(option.default)) : String(option.default);
  const lines = [`${nameIn(game, "option", option.name, "ko")} [${option.name}]: ${values} (기본값: ${fallback})`];
  if (option.resolves.length > 0) lines.push(`    정하는 규칙: ${option.resolves.join(", ")}`);
  lines.push(`    ${description ?? "(한국어 설명이 없다)"}`);
  return lines;
}

export function optionsCommand(rulesPath: string, flags: { json?: boolean; lang?: string }, io: CliIo): number {
  const lang = flags.lang ?? "en";
  if (lang !== "en" && lang !== "ko") throw new UsageError(say("unknownListLang", lang));
  const game = loadRules(rulesPath);
  const info = gameInfo(game);
  const options = withRanges(game, info.options);
  if (lang === "ko") requireNamesIn(game, lang, rulesPath);
  if (flags.json) {
    io.stdout(`${JSON.stringify(options, null, 2)}\n`);
  } else if (info.options.length === 0) {
    io.stdout(lang === "ko" ? `${nameIn(game, "game", info.name, "ko")}에는 옵션이 없다\n` : `${info.name} has no options\n`);
  } else {
    const descriptions = lang === "ko" ? (readRuleNotes(rulesPath)?.options ?? {}) : {};
    io.stdout(
      options
        .flatMap((o) => (lang === "ko" ? describeInKorean(game, o, descriptions[o.name]) : describe(o)))
        .map((line) => `${line}\n`)
        .join(""),
    );
  }
  return EXIT_OK;
}
