// playGame with events off keeps its runner for the next call of the same setting (match.ts
// keptRunner): every game equals the game of a fresh runner, whatever was played before it,
// with settings changing between calls, a config object changed in place, and an agent that
// plays games of its own while it decides.
import { describe, expect, it } from "vitest";
import { playGame, randomAgent, type Agent, type CompiledGame, type MatchConfig } from "../../src/index.js";
import { GameRunner } from "../../src/interpreter/match.js";
import { differentialGames } from "../codegen/differential.js";
import { scaled } from "../support/scale.js";

const players = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `p${i + 1}` }));
const agents = (seed: number, n: number): Agent[] => players(n).map((_, i) => randomAgent(seed * 8 + i));

/** The game of a runner made for it alone. */
function fresh(game: CompiledGame, config: MatchConfig, seed: number): string {
  return outcome(() => new GameRunner(game, config, agents(seed, config.players.length), null).play(seed));
}

function outcome(f: () => unknown): string {
  try {
    return JSON.stringify(f());
  } catch (e) {
    return `error ${(e as Error).message}`;
  }
}

describe("playGame keeps its runner between calls of one setting", () => {
  it("plays every game as a fresh runner does, settings changing between calls", () => {
    let games = 0;
    for (const { file, game } of differentialGames()) {
      const counts = [game.minPlayers, Math.min(game.maxPlayers, game.minPlayers + 1)];
      // seeds 1 and 3 change the player count and the budget: a fast run keeps them
      for (const engine of ["generated", "closures"] as const)
        for (let seed = 0; seed < scaled(6, 4); seed++) {
          // a change of player count, budget or engine between games of one game
          const n = counts[seed === 1 ? 1 : 0]!;
          const config: MatchConfig = {
            players: players(n),
            recordEvents: false,
            engine,
            ...(seed === 3 ? { stepBudget: 400 } : {}),
          };
          const kept = outcome(() => playGame(game, { ...config, seed }, agents(seed, n)).result);
          expect([file, engine, seed, kept]).toEqual([file, engine, seed, fresh(game, config, seed)]);
          games++;
        }
    }
    expect(games).toBeGreaterThan(100);
  });

  it("sees a config changed in place, and an agent playing games while it decides", () => {
    const { game } = differentialGames().find((g) => g.file === "rules/olympia-2000.agon")!;
    const config: MatchConfig = { players: players(3), recordEvents: false, options: {} };
    const before = playGame(game, { ...config, seed: 1 }, agents(1, 3)).result;
    config.options!["hand-size"] = 3;
    const changed = playGame(game, { ...config, seed: 1 }, agents(1, 3)).result;
    expect(JSON.stringify(changed)).toBe(fresh(game, config, 1));
    expect(JSON.stringify(changed)).not.toBe(JSON.stringify(before));
    // the first seat plays a whole game of its own before each answer
    const inner = randomAgent(8);
    const nested: Agent = {
      name: "nested",
      decide: (d, view) => inner.decide(d, view),
      decideIndex: (count, optional) => {
        playGame(game, { ...config, seed: 5 }, agents(5, 3));
        return inner.decideIndex!(count, optional);
      },
    };
    const outer = playGame(game, { ...config, seed: 1 }, [nested, ...agents(1, 3).slice(1)]).result;
    expect(JSON.stringify(outer)).toBe(fresh(game, config, 1));
    expect(JSON.stringify(playGame(game, { ...config, seed: 5 }, agents(5, 3)).result)).toBe(fresh(game, config, 5));
  });
});
