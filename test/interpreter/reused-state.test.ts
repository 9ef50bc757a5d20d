// A simulation plays its games one after another on one state, reset in place (GameRunner,
// Runtime.reset): every game must be the game a fresh state plays, event for event, on both back
// ends, also after a game that failed half-way (a step budget too small for some seeds) and with
// test mode's checks on.
import { describe, expect, it } from "vitest";
import { AgonError, playGame, randomAgent, type GameEvent, type RandomAgent } from "../../src/index.js";
import { GameRunner } from "../../src/interpreter/match.js";
import { differentialGames } from "../codegen/differential.js";
import { scaled } from "../support/scale.js";

const GAMES = scaled(8, 2);

function outcome(play: () => { result: unknown; events: GameEvent[] }): string {
  try {
    return JSON.stringify(play());
  } catch (e) {
    if (!(e instanceof AgonError)) throw e;
    return JSON.stringify({ error: e.diagnostic });
  }
}

describe("games played one after another on one state", () => {
  for (const { file, game } of differentialGames()) {
    it(`${file}: each is the game of a fresh state`, () => {
      const players = Array.from({ length: game.minPlayers === 1 ? 2 : game.minPlayers }, (_, i) => ({ name: `p${i + 1}` }));
      for (const engine of ["generated", "closures"] as const) {
        // a budget that ends some games early, when a game costs more: the state must come back whole
        for (const stepBudget of [100_000, 3_000]) {
          const config = { players, engine, checkInvariants: true, stepBudget };
          const events: GameEvent[] = [];
          const agents: RandomAgent[] = players.map(() => randomAgent());
          const runner = new GameRunner(game, { ...config, seed: 0 }, agents, { push: (e) => events.push(e) });
          const fresh: string[] = [];
          const reused: string[] = [];
          for (let seed = 0; seed < GAMES; seed++) {
            const seeded = players.map((_, i) => randomAgent(seed * 8 + i));
            fresh.push(outcome(() => playGame(game, { ...config, seed }, seeded)));
            events.length = 0;
            agents.forEach((a, i) => a.reseed(seed * 8 + i));
            reused.push(outcome(() => ({ result: runner.play(seed), events: events.slice() })));
          }
          expect(reused).toEqual(fresh);
        }
      }
    });
  }
});
