// Runs a simulation spec: the game's turn rule is found here, the games are played on workers (or,
// for one, in this thread).
import { resolve } from "node:path";
import type { CompiledGame } from "../index.js";
import { playInThread } from "./in-thread.js";
import { playOnWorkers } from "./pool.js";
import type { SimulationResult } from "./result.js";
import type { SimulationSpec } from "./spec.js";
import { turnRuleOf } from "./turn-rule.js";

export async function simulate(
  game: CompiledGame,
  spec: SimulationSpec,
  workers: number,
  onProgress?: (gamesDone: number) => void,
): Promise<SimulationResult> {
  const columns =
    workers === 1 ? await playInThread(game, spec, onProgress) : await playOnWorkers(resolve(spec.rules), spec, workers, onProgress);
  // a variant shows as "base/variant", so that its report and figures say which rules they are
  const variant = game.program.variant?.name.name;
  return { spec, game: variant ? `${game.name}/${variant}` : game.name, turnRule: turnRuleOf(game.program) ?? null, columns };
}
