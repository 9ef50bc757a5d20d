// The file `simulate` writes for a game that failed: the saved-game format `agon replay` reads.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CompiledGame } from "../index.js";
import { failedGameDecisions } from "../simulation/failed-game.js";
import type { SimulationSpec } from "../simulation/spec.js";
import { CliFailure } from "./errors.js";
import { savedGame } from "./saved-game.js";

/** Writes game `index` of the run into `folder` and returns the file's path. */
export function saveFailedGame(
  rulesPath: string,
  game: CompiledGame,
  sources: ReadonlyMap<string, string>,
  spec: SimulationSpec,
  index: number,
  folder: string,
): string {
  const { seed, decisions } = failedGameDecisions(game, spec, index);
  const path = join(folder, `${game.name}-seed-${spec.seed}-game-${index}.json`);
  const record = savedGame(rulesPath, sources, {
    options: spec.options,
    seed,
    players: spec.players,
    seats: spec.agents,
    lang: "en",
    decisions,
  });
  try {
    mkdirSync(folder, { recursive: true });
    writeFileSync(path, `${JSON.stringify(record, null, 2)}\n`);
  } catch (error) {
    throw new CliFailure(`cannot save the failed game in ${folder}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  return path;
}
