// Loads a game's rules once per run. AGON_RULES_DIR points the features at another rules folder
// (a deliberately broken copy, say), so one can check that a wrong rule makes scenarios fail.
import path from "node:path";
import { loadGame, renderDiagnostic, type Diagnostic } from "../../src/index.js";

type LoadResult = ReturnType<typeof loadGame>;
export type Game = NonNullable<LoadResult["game"]>;

const cache = new Map<string, Game>();

export function rulesPath(gameName: string): string {
  const dir = process.env.AGON_RULES_DIR ?? path.join(process.cwd(), "rules");
  return path.resolve(dir, `${gameName}.agon`);
}

export function gameNamed(gameName: string): Game {
  const file = rulesPath(gameName);
  const cached = cache.get(file);
  if (cached) return cached;
  const loaded = loadGame(file);
  const errors = loaded.diagnostics.filter((d: Diagnostic) => d.severity === "error");
  if (!loaded.game || errors.length > 0) {
    const shown = (errors.length > 0 ? errors : loaded.diagnostics).map((d: Diagnostic) => renderDiagnostic(d)).join("\n");
    throw new Error(`the game ${file} does not load:\n${shown || "(no diagnostics)"}`);
  }
  cache.set(file, loaded.game);
  return loaded.game;
}
