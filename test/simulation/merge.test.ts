// Slices of a run merge into exactly the run; slices that do not fit are refused.
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";
import { mergeResults, shardRange, MergeError, MissingShardsError } from "../../src/simulation/merge.js";
import { simulationJsonSchema } from "../../src/simulation/result-schema.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { fromJson, jsonText, toJson, type SimulationResult } from "../../src/simulation/result.js";
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { agentSeed, gameSeed } from "../../src/simulation/seeds.js";

const RULES = "rules/olympeak.agon";
const { game } = loadGame(RULES);
const GAMES = 25;

function run(first: number, count: number): SimulationResult {
  const spec: SimulationSpec = {
    rules: RULES,
    players: ["A", "B", "C", "D"],
    agents: ["random", "first", "random", "random"],
    options: {},
    seed: 3,
    games: GAMES,
    first,
    count,
  };
  return { spec, game: "g", turnRule: "turn", columns: new GamePlayer(game!, spec).play(first, count) };
}

describe("shards and merging", { timeout: 60_000 }, () => {
  it("the N slices of --shard are contiguous, disjoint and cover every game", () => {
    for (const [games, of] of [
      [10, 3],
      [7, 7],
      [2, 5],
      [20000, 3],
    ] as const) {
      let next = 0;
      for (let i = 1; i <= of; i++) {
        const r = shardRange(games, i, of);
        expect(r.first).toBe(next);
        next += r.count;
      }
      expect(next).toBe(games);
    }
  });

  it("three shards merged, in any order, give the single run's JSON byte for byte", () => {
    const whole = jsonText(run(0, GAMES));
    const parts = [1, 2, 3].map((i) => shardRange(GAMES, i, 3)).map((r) => fromJson(JSON.parse(jsonText(run(r.first, r.count)))));
    expect(jsonText(mergeResults([parts[2]!, parts[0]!, parts[1]!]))).toBe(whole);
  });

  it("refuses a gap, an overlap and slices of different runs", () => {
    const a = run(0, 10);
    expect(() => mergeResults([a, run(12, 5)])).toThrow(MergeError);
    expect(() => mergeResults([a, run(8, 5)])).toThrow(/overlap/);
    const other = run(10, 5);
    other.spec = { ...other.spec, seed: 4 };
    expect(() => mergeResults([a, other])).toThrow(/seed/);
  });

  it("a game's seeds depend on the run's seed and the game's index only", () => {
    expect(gameSeed(1, 5)).toBe(gameSeed(1, 5));
    expect(new Set([gameSeed(1, 0), gameSeed(1, 1), gameSeed(2, 0), gameSeed(2 ** 40 + 1, 0)]).size).toBe(4);
    expect(agentSeed(1, 5, 0)).not.toBe(agentSeed(1, 5, 1));
  });

  it("the JSON keeps every figure of every game and reads back unchanged", () => {
    const r = run(0, 6);
    const json = toJson(r);
    expect(json.perGame.turns).toHaveLength(6);
    expect(json.perGame.scores.map((column) => column.length)).toEqual([6, 6, 6, 6]);
    expect(jsonText(fromJson(JSON.parse(jsonText(r))))).toBe(jsonText(r));
  });
});

describe("shards recorded in the JSON", { timeout: 60_000 }, () => {
  function shard(index: number, of: number): SimulationResult {
    const { first, count } = shardRange(GAMES, index, of);
    const part = run(first, count);
    return { ...part, spec: { ...part.spec, shard: { index, of } } };
  }

  it("a shard's JSON names its shard; the merge leaves it out, so the merged JSON is the single run's", () => {
    expect(toJson(shard(2, 3)).shard).toEqual({ index: 2, of: 3 });
    expect(toJson(run(0, GAMES)).shard).toBeUndefined();
    const parts = [3, 1, 2].map((i) => fromJson(JSON.parse(jsonText(shard(i, 3)))));
    expect(jsonText(mergeResults(parts))).toBe(jsonText(run(0, GAMES)));
  });

  it("names the shard left out, a shard given twice and shards of two splits", () => {
    const missing = (() => {
      try {
        return mergeResults([shard(1, 4), shard(3, 4)]);
      } catch (error) {
        return error;
      }
    })();
    expect(missing).toBeInstanceOf(MissingShardsError);
    expect((missing as MissingShardsError).missing).toEqual([2, 4]);
    expect((missing as Error).message).toBe("shards 2/4 (games 6..11), 4/4 (games 18..24) are missing");
    expect(() => mergeResults([shard(1, 2), shard(1, 2), shard(2, 2)])).toThrow("shard 1/2 is given twice");
    expect(() => mergeResults([shard(1, 2), shard(2, 3)])).toThrow("the files are shards of different splits: 1/2 and 2/3");
    expect(() => mergeResults([shard(1, 2), run(12, 13)])).toThrow("some files are shards (--shard) and some are not");
  });

  it("the schema refuses a shard that is not the slice it claims", () => {
    const json = JSON.parse(jsonText(shard(2, 3)));
    json.shard.index = 3;
    expect(simulationJsonSchema.safeParse(json).error?.issues[0]?.message).toBe("shard 3/3 of 25 games is games 16..24, not 8..15");
  });
});
