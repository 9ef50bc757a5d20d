// The worker pool: ranges of games made as they are handed out, and a worker that dies reported
// with the games it was playing, not as an internal error.
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { AgonError } from "../../src/index.js";
import { Ranges, playOnWorkers } from "../../src/simulation/pool.js";
import { gameSeed } from "../../src/simulation/seeds.js";

describe("ranges of games", () => {
  it("cover the slice in order, made one at a time", () => {
    const r = new Ranges(10, 25, 2);
    const taken = [];
    for (let range = r.take(); range; range = r.take()) taken.push(range);
    expect(taken.map((x) => x.first)).toEqual([10, 14, 18, 22, 26, 30, 34]);
    expect(taken.reduce((n, x) => n + x.count, 0)).toBe(25);
    expect(r.total).toBe(taken.length);
  });

  it("a trillion games list nothing up front", () => {
    const r = new Ranges(0, 1_000_000_000_000, 2);
    expect(r.take()).toEqual({ first: 0, count: 200 });
    expect(r.take()).toEqual({ first: 200, count: 200 });
    expect(r.total).toBe(5_000_000_000);
  });
});

describe("a worker that dies", () => {
  const dir = mkdtempSync(join(tmpdir(), "agon-pool-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("is reported with the games it was playing and their seed", async () => {
    const rules = join(dir, "hog.agon");
    // 6.3 million ints kept at once: within the memory budget, beyond a 32 MB heap
    writeFileSync(
      rules,
      `game hog { players 2..4  score points }
var points: int per player = 0
rule setup { }
rule play {
  let xs = [1..900000 for i in 1..7]
  set points[first(players)] = count(xs)
}
rule finish { winners players }
`,
    );
    const spec: SimulationSpec = {
      rules,
      players: ["a", "b"],
      agents: ["random", "random"],
      options: {},
      seed: 5,
      games: 10,
      first: 0,
      count: 10,
    };
    const failure = await playOnWorkers(rules, spec, 1, () => {}, { maxOldGenerationSizeMb: 32 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(AgonError);
    const d = (failure as AgonError).diagnostic;
    expect(d.code).toBe("simulation-worker-died");
    expect(d.message).toBe(
      `a simulation worker died (out of memory) while playing games 0..2 of the run with seed 5 (the first of them has match seed ${gameSeed(5, 0)})`,
    );
  }, 120_000);
});
