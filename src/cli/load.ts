// Loading a rules file for a command that needs a runnable game: a missing file or a file with
// errors stops the command with its diagnostics.
import { existsSync, statSync } from "node:fs";
import { loadGame, type CompiledGame, type Diagnostic } from "../index.js";
import { CliFailure } from "./errors.js";

/** The rules file had errors; the handler prints them all, then exits 1. */
export class DiagnosticsFailure extends Error {
  constructor(
    public readonly diagnostics: Diagnostic[],
    public readonly file: string,
    public readonly sources: ReadonlyMap<string, string>,
  ) {
    super(`${file} has errors`);
    this.name = "DiagnosticsFailure";
  }
}

export function loadRules(path: string): CompiledGame {
  if (!existsSync(path)) throw new CliFailure(`file not found: ${path}`);
  if (!statSync(path).isFile()) throw new CliFailure(`not a file: ${path}`);
  const { game, diagnostics, sources } = loadGame(path);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0 || game === undefined) throw new DiagnosticsFailure(errors, path, sources);
  return game;
}
