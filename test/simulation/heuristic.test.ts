// The heuristic agent (the rules' `strategy` read by a game-agnostic agent) beats random seats.
import type { AgentKind } from "../../src/agents/kinds.js";
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { wilson } from "../../src/simulation/stats.js";
import { winsOf } from "../../src/simulation/summary.js";

const GAMES = 300;

describe("the heuristic agent", () => {
  for (const name of ["olympia-2000", "olympeak"]) {
    it(`${name}: a heuristic seat wins more often than a random seat's fair share`, () => {
      const { game } = loadGame(`rules/${name}.agon`);
      const players = ["H", "R1", "R2", "R3"];
      const spec = {
        rules: name,
        players,
        agents: ["heuristic", "random", "random", "random"] as AgentKind[],
        options: {},
        seed: 11,
        games: GAMES,
        first: 0,
        count: GAMES,
      };
      const columns = new GamePlayer(game!, spec).play(0, GAMES);
      const heuristic = wilson(winsOf(columns, 0), GAMES);
      const bestRandom = Math.max(...[1, 2, 3].map((seat) => winsOf(columns, seat))) / GAMES;
      expect(heuristic.low).toBeGreaterThan(bestRandom);
    }, 60_000);
  }
});
