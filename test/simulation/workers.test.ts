// The worker pool plays exactly the games one thread plays, in the same order, for any number of
// workers (run here as TypeScript through the project's loader).
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { playOnWorkers } from "../../src/simulation/pool.js";
import type { SimulationSpec } from "../../src/simulation/spec.js";

const RULES = "rules/olympia-2000.agon";

function spec(count: number): SimulationSpec {
  return {
    rules: RULES,
    players: ["A", "B", "C"],
    agents: ["random", "random", "random"],
    options: {},
    seed: 9,
    games: count,
    first: 0,
    count,
  };
}

describe("the worker pool", () => {
  // each TypeScript worker compiles the sources again: slow, so one run with two workers
  it("gives the figures of a single thread, in game order, with two workers", async () => {
    const { game } = loadGame(RULES);
    const alone = new GamePlayer(game!, spec(30)).play(0, 30);
    const progress: number[] = [];
    const two = await playOnWorkers(RULES, spec(30), 2, (done) => progress.push(done));
    expect(two).toEqual(alone);
    expect(progress.at(-1)).toBe(30);
    expect(alone.winners).toHaveLength(30);
  }, 120_000);
});
