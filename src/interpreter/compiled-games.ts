// Which objects are games this compiler made (api-checks.ts tells a game from any other object by
// it). Apart from api-checks.ts so that compiling does not load zod with it: `agon check` compiles
// but checks no API arguments.
import type { CompiledGame } from "./model.js";

const compiledGames = new WeakSet<object>();

/** Marks a game as made by this compiler, so that the API can tell it from any other object. */
export function markCompiled(game: CompiledGame): void {
  compiledGames.add(game);
}

export function isCompiledGame(v: object): boolean {
  return compiledGames.has(v);
}
