// Loading a rules file for a command that needs a runnable game: a missing file or a file with
// errors stops the command with its diagnostics.
import { say } from "./messages.js";
import { existsSync, statSync } from "node:fs";
import { loadGame, type CompiledGame } from "../index.js";
import { CliFailure, DiagnosticsFailure } from "./errors.js";

export function loadRules(path: string): CompiledGame {
  return loadRulesAndSources(path).game;
}

/** The game and the text of every file it was read from (for a saved game's hash). */
export function loadRulesAndSources(path: string): { game: CompiledGame; sources: Map<string, string> } {
  if (!existsSync(path)) throw new CliFailure(say("fileNotFound", path));
  if (statSync(path).isDirectory()) throw new CliFailure(say("isFolder", path));
  if (!statSync(path).isFile()) throw new CliFailure(say("notRegularFile", path));
  const { game, diagnostics, sources } = loadGame(path);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0 || game === undefined) throw new DiagnosticsFailure(errors, path, sources);
  return { game, sources };
}
