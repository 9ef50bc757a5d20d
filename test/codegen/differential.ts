// Both back ends on the same games: every player count, every value of every option (one at a
// time, the others at their defaults), seeds with random agents, and now and then test mode.
// A game's outcome is its result and event log, or the diagnostic it failed with.
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { loadGame, playGame, randomAgent, AgonError, type CompiledGame, type MatchConfig } from "../../src/index.js";

export interface GameFile {
  file: string;
  game: CompiledGame;
}

function agonFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return agonFiles(p);
    return p.endsWith(".agon") ? [p] : [];
  });
}

/** The three games and every fixture under test/ that loads as a playable game. */
export function differentialGames(): GameFile[] {
  const files = ["rules/olympia-2000.agon", "rules/olympeak.agon", "rules/lead-and-follow.agon", ...agonFiles("test")];
  return files.flatMap((file) => {
    const r = loadGame(file);
    return r.game && r.game.minPlayers > 0 ? [{ file, game: r.game }] : [];
  });
}

export interface Setting {
  players: number;
  options: Record<string, string | number | boolean>;
}

export function settingsOf(game: CompiledGame): Setting[] {
  const counts: number[] = [];
  for (let n = game.minPlayers; n <= Math.min(game.maxPlayers, 8); n++) counts.push(n);
  const optionSets: Record<string, string | number | boolean>[] = [{}];
  for (const o of game.options) {
    const values: (string | number | boolean)[] =
      o.type === "bool" ? [true, false] : o.type === "int" ? [o.min, o.max].filter((x): x is number => x !== undefined) : o.values;
    for (const v of values) if (v !== o.default) optionSets.push({ [o.name]: v });
  }
  return counts.flatMap((players) => optionSets.map((options) => ({ players, options })));
}

/** What one game did, as text to compare. */
export function outcome(game: CompiledGame, setting: Setting, seed: number, engine: "generated" | "closures", stepBudget: number): string {
  const events: unknown[] = [];
  const players = Array.from({ length: setting.players }, (_, i) => ({ name: `p${i + 1}` }));
  const config: MatchConfig = {
    players,
    seed,
    options: setting.options,
    engine,
    stepBudget,
    checkInvariants: seed % 10 === 0,
    eventSink: { push: (e) => events.push(e) },
  };
  let end: unknown;
  try {
    end = playGame(
      game,
      config,
      players.map((_, i) => randomAgent(seed * 8 + i)),
    ).result;
  } catch (e) {
    if (!(e instanceof AgonError)) throw e;
    end = { error: e.diagnostic };
  }
  return JSON.stringify({ end, events });
}

/** The first game on which the back ends differ, or undefined. */
export function firstDifference(
  g: GameFile,
  seeds: number,
): { setting: Setting; seed: number; closures: string; generated: string } | undefined {
  for (const setting of settingsOf(g.game)) {
    for (let seed = 0; seed < seeds; seed++) {
      // the fixtures include endless games: their budget keeps them short
      const budget = g.file.startsWith("rules/") ? 2_000_000 : 50_000;
      const closures = outcome(g.game, setting, seed, "closures", budget);
      const generated = outcome(g.game, setting, seed, "generated", budget);
      if (closures !== generated) return { setting, seed, closures, generated };
    }
  }
  return undefined;
}
