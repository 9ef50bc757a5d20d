// Seeds are integers from 0 to 2^53 - 1. Seeds below 2^32 play the games they always have; no two
// accepted seeds play the same game; anything else is refused at the call.
import { xoroshiro128plus, unsafeUniformIntDistribution } from "pure-rand";
import { describe, expect, it } from "vitest";
import { newMatch, playGame, randomAgent, type MatchConfig } from "../../src/index.js";
import { Rng } from "../../src/interpreter/rng.js";
import { chipDeck, errorOf, gameOf, twoPlayers, withPlay } from "./helpers.js";

const draws = (rng: Rng) => Array.from({ length: 20 }, () => rng.below(1_000_000));

describe("seeds", () => {
  it("below 2^32 a seed starts the stream it always has", () => {
    for (const seed of [0, 1, 7, 2 ** 31, 2 ** 32 - 1]) {
      const gen = xoroshiro128plus(seed | 0);
      expect(draws(new Rng(seed))).toEqual(Array.from({ length: 20 }, () => unsafeUniformIntDistribution(0, 999_999, gen)));
    }
  });

  it("larger seeds play games of their own: never the game of the seed modulo 2^32", () => {
    const seeds = [0, 1, 2 ** 32, 2 ** 32 + 1, 2 ** 33, 2 ** 40 + 1, Number.MAX_SAFE_INTEGER];
    const streams = seeds.map((s) => JSON.stringify(draws(new Rng(s))));
    expect(new Set(streams).size).toBe(seeds.length);
  });

  it("a seed that is not an integer from 0 to 2^53 - 1 is refused, by the match and by agents", () => {
    const game = gameOf(withPlay(chipDeck(2), "  shuffle pile"));
    for (const seed of [NaN, 0.5, -1, 2 ** 53, "abc", Infinity]) {
      const config = { ...twoPlayers, seed } as unknown as MatchConfig;
      const e = errorOf(() => newMatch(game, config));
      expect(e.diagnostic.code).toBe("bad-argument");
      expect(e.diagnostic.message).toMatch(/^newMatch: `config\.seed` must be (an integer from 0 to 9007199254740991|a number)/);
      expect(errorOf(() => playGame(game, config, () => randomAgent(1))).diagnostic.code).toBe("bad-argument");
      expect(errorOf(() => randomAgent(seed as number)).diagnostic.message).toMatch(/^randomAgent: `seed` must be/);
    }
  });
});
