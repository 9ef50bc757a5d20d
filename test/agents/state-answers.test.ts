// A heuristic seat answers on the state itself in a whole game (no Decision, no PlayerView built):
// the game it plays is the one its `decide` plays, and one agent reseeded for each game (as a
// simulation worker keeps it) plays the game a fresh agent of that seed plays.
import { describe, expect, it } from "vitest";
import { loadGame, playGame, type Agent, type CompiledGame } from "../../src/index.js";
import { makeAgent, seatAgent } from "../../src/agents/kinds.js";
import { stateAnswerOf } from "../../src/interpreter/state-answers.js";

function loaded(path: string): CompiledGame {
  const r = loadGame(path);
  if (!r.game) throw new Error(`${path} does not load`);
  return r.game;
}

/** The agent with only its public face: every decision goes through `decide` with a view. */
function viaDecide(agent: Agent): Agent {
  return { name: agent.name, decide: (d, view) => agent.decide(d, view) };
}

const GAMES: [string, CompiledGame][] = [
  ["Olympia 2000", loaded("rules/olympia-2000.agon")],
  ["OlymPeak", loaded("rules/olympeak.agon")],
];

describe("a heuristic seat on the state", () => {
  for (const [title, game] of GAMES) {
    it(`${title}: plays the games its decide plays, on both back ends`, () => {
      const players = Array.from({ length: 4 }, (_, i) => ({ name: `p${i + 1}` }));
      expect(stateAnswerOf(makeAgent("heuristic", game, 1))).toBeTypeOf("function");
      for (const engine of ["generated", "closures"] as const) {
        for (let seed = 0; seed < 6; seed++) {
          const agents = (wrap: boolean) =>
            players.map((_, s) => (wrap ? viaDecide : (a: Agent) => a)(makeAgent("heuristic", game, seed * 8 + s)));
          const fast = playGame(game, { players, seed, engine }, agents(false));
          const slow = playGame(game, { players, seed, engine }, agents(true));
          expect(fast.events).toEqual(slow.events);
          expect(fast.result).toEqual(slow.result);
        }
      }
    });
  }

  it("one agent reseeded per game plays as a fresh agent of that seed", () => {
    const [, game] = GAMES[0]!;
    const players = Array.from({ length: 3 }, (_, i) => ({ name: `p${i + 1}` }));
    const seats = players.map(() => seatAgent("heuristic", game));
    for (let seed = 0; seed < 6; seed++) {
      const reused = playGame(
        game,
        { players, seed },
        seats.map((start, s) => start(seed * 8 + s)),
      );
      const fresh = playGame(
        game,
        { players, seed },
        players.map((_, s) => makeAgent("heuristic", game, seed * 8 + s)),
      );
      expect(reused.events).toEqual(fresh.events);
    }
    expect(seats[0]!(5)).toBe(seats[0]!(6));
  });
});
