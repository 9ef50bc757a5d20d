// The public API's loading: each function checks its arguments (api-checks.ts), then loads
// (load-files.ts).
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { checkLoadOptions, checkText, checkTexts } from "./api-checks.js";
import { checkFilesAt, compileAndAssert, type LoadGameOptions, type LoadGameResult } from "./load-files.js";

export type { CompiledGame } from "./model.js";
export type { LoadGameOptions, LoadGameResult } from "./load-files.js";

export function loadGame(path: string, opts: LoadGameOptions = {}): LoadGameResult {
  checkText(path, "loadGame", "path");
  checkLoadOptions(opts, "loadGame");
  const result = compileAndAssert(path, opts, true);
  if (!result.game && !result.diagnostics.some((d) => d.severity === "error")) {
    const start = { line: 1, column: 1, offset: 0 };
    result.diagnostics.push({
      code: "missing-game",
      severity: "error",
      message: `\`${path}\` declares no \`game\`: it cannot be played`,
      range: { file: [...result.sources.keys()][0] ?? path, start, end: start },
      hint: "a file without a `game` is a card library (`agon check` accepts it): give the rules file that `use`s it",
    });
  }
  return result;
}

/** Checks rules and card files: parse, checks, data assertions (and compilation for games). */
export function checkFiles(paths: string[]): { diagnostics: Diagnostic[]; sources: Map<string, string> } {
  return checkFilesAt(checkTexts(paths, "checkFiles", "paths"));
}
