// Random games of both games over every player count and every value of every option, in test
// mode: every declared invariant and the engine's own (each card in exactly one zone) must hold
// after every statement, and each game's event log must replay to its final state.
import { describe, expect, it } from "vitest";
import { loadGame, newMatch, randomAgent, type CompiledGame } from "../../src/index.js";
import { finalZones, initialZones, replayMoves } from "./replay.js";

const SEEDS_PER_SETTING = 2;

/** Each option's values: symbols, both booleans, or an int range (at most six of it). */
function optionValues(game: CompiledGame): [string, (string | number | boolean)[]][] {
  return game.options.map((o) => {
    if (o.values.length) return [o.name, o.values];
    if (o.type === "bool") return [o.name, [false, true]];
    if (o.type === "int" && o.min !== undefined && o.max !== undefined) {
      return [o.name, Array.from({ length: Math.min(6, o.max - o.min + 1) }, (_, i) => o.min! + i)];
    }
    return [o.name, [o.default as string | number | boolean]];
  });
}

/** Int player attributes (an age) differ between players, so that ties on them do not arise. */
function distinctAttributes(game: CompiledGame, seat: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const a of game.playerAttributes) if (typeof a.default === "number") out[a.name] = a.default + seat;
  return out;
}

/** Every option at its default but one, over each of its values; every player count. */
function settings(game: CompiledGame): { players: number; options: Record<string, string | number | boolean> }[] {
  const variations: Record<string, string | number | boolean>[] = [{}];
  for (const [name, values] of optionValues(game)) for (const v of values) variations.push({ [name]: v });
  const out = [];
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) for (const options of variations) out.push({ players: n, options });
  return out;
}

for (const rules of ["rules/olympia-2000.agon", "rules/olympeak.agon"]) {
  describe(`${rules}: random games in test mode`, () => {
    const game = loadGame(rules).game!;

    it("loads", () => {
      expect(game).toBeDefined();
      expect(game.invariants.length).toBeGreaterThanOrEqual(3);
    });

    it("hold every invariant and replay from their event logs, over every player count and option value", () => {
      let games = 0;
      for (const s of settings(game)) {
        for (let seed = 1; seed <= SEEDS_PER_SETTING; seed++) {
          const config = {
            players: Array.from({ length: s.players }, (_, i) => ({ name: `p${i + 1}`, attributes: distinctAttributes(game, i) })),
            seed,
            options: s.options,
            checkInvariants: true,
          };
          const where = `${s.players} players, ${JSON.stringify(s.options)}, seed ${seed}`;
          const match = newMatch(game, config);
          const result = match.runWith((p) => randomAgent(seed * 31 + p.length));
          expect(result.winners.length, where).toBeGreaterThan(0);
          const replayed = replayMoves(game, initialZones(game, config), match.events());
          expect(replayed, where).toEqual(finalZones(game, match));
          games++;
        }
      }
      expect(games).toBeGreaterThan(20);
    }, 120_000);
  });
}
