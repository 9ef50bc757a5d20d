// Loading a rules file for a command that needs a runnable game: a missing file or a file with
// errors stops the command with its diagnostics.
import { existsSync, statSync } from "node:fs";
import { loadGame, type CompiledGame } from "../index.js";
import { CliFailure, DiagnosticsFailure } from "./errors.js";

export function loadRules(path: string): CompiledGame {
  return loadRulesAndSources(path).game;
}

/** The game and the text of every file it was read from (for a saved game's hash). */
export function loadRulesAndSources(path: string): { game: CompiledGame; sources: Map<string, string> } {
  if (!existsSync(path)) throw new CliFailure(`file not found: ${path}`);
  if (statSync(path).isDirectory()) throw new CliFailure(`${path} is a folder, not a rules file`);
  if (!statSync(path).isFile()) throw new CliFailure(`${path} is not a regular file (a FIFO, a device or a socket)`);
  const { game, diagnostics, sources } = loadGame(path);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0 || game === undefined) throw new DiagnosticsFailure(errors, path, sources);
  return { game, sources };
}
