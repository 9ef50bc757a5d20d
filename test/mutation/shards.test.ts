// `agon mutate --shard I/N`: the run's mutants split at chunk boundaries, and the shards' reports
// merged, in any order, into the single run's report byte for byte; what does not fit is refused.
import { describe, expect, it } from "vitest";
import { summarize } from "../../src/mutation/report.js";
import { chunksOf, mutantsOfGame, type MutantResult, type MutationRun } from "../../src/mutation/run.js";
import { mutationShardSchema } from "../../src/mutation/shard-schema.js";
import {
  type GamePlan,
  mergeMutationShards,
  type MutationShardReport,
  planShard,
  reportText,
  shardCuts,
  shardReport,
} from "../../src/mutation/shards.js";
import { MergeError, MissingShardsError } from "../../src/simulation/shard.js";

const GAME = "lead-and-follow";
const mutants = mutantsOfGame(process.cwd(), GAME);
const STATUSES = ["killed", "survived", "no-difference-in-play", "stillborn"] as const;

/** A result for every mutant, made up but fixed (the merge must not care how they were found). */
function resultOf(mutant: (typeof mutants)[number]): MutantResult {
  const status = STATUSES[(mutant.id * 7) % 4]!;
  return {
    ...mutant,
    status,
    ...(status === "killed" ? { killedBy: `features/x.feature:${mutant.id} a scenario` } : {}),
    ...(status === "killed" && mutant.id % 3 === 0 ? { runaway: true as const } : {}),
    ...(status === "survived" ? { differsIn: { players: 2, seed: mutant.id } } : {}),
    ms: (mutant.id * 37) % 101,
  };
}

/** Two games of the run: the real game's mutants, and the same list under a second name. */
const plans: GamePlan[] = [
  { game: GAME, chunks: chunksOf(mutants) },
  { game: "second", chunks: chunksOf(mutants.map((m) => ({ ...m, file: "rules/second.agon" }))) },
];

function wholeRun(plan: GamePlan, seconds: number): MutationRun {
  return {
    game: plan.game,
    rulesFile: `rules/${plan.game}.agon`,
    featureFiles: 3,
    limits: { steps: 4096, decisions: 80 },
    results: plan.chunks.flat().map(resultOf),
    seconds,
  };
}

/** What the shard's process would print: only its mutants, its share of the time. */
function shardText(index: number, of: number): string {
  const shard = { index, of };
  const plan = planShard(plans, shard);
  const runs = plans
    .filter((p) => plan.games.includes(p.game))
    .map((p) => {
      const whole = wholeRun(p, 0);
      const ids = plan.ids.get(p.game)!;
      return { ...whole, results: whole.results.filter((r) => ids.has(r.id)), seconds: ids.size / 10 };
    });
  return reportText(shardReport(5, ["lead-and-follow", "second"], plan, shard, runs));
}

function readBack(text: string): ReturnType<typeof mutationShardSchema.parse> {
  return mutationShardSchema.parse(JSON.parse(text));
}

describe("splitting a mutation run", () => {
  it("cuts at chunk starts only, every shard gets a chunk, and the blocks cover the run in order", () => {
    const starts = [0, 3, 4, 10, 11, 12, 20];
    for (let of = 1; of <= starts.length; of++) {
      const cuts = shardCuts(starts, 25, of);
      expect(cuts).toHaveLength(of + 1);
      expect(cuts[0]).toBe(0);
      expect(cuts.at(-1)).toBe(25);
      for (let i = 1; i < cuts.length; i++) expect(cuts[i]!).toBeGreaterThan(cuts[i - 1]!);
      for (const cut of cuts.slice(1, -1)) expect(starts).toContain(cut);
    }
    expect(shardCuts(starts, 25, 2)).toEqual([0, 12, 25]);
    expect(() => shardCuts(starts, 25, 8)).toThrow(RangeError);
  });

  it("keeps each chunk (one declaration's mutants) whole in one shard", () => {
    for (const of of [2, 3, 5]) {
      const owner = new Map<string, number>();
      for (let index = 1; index <= of; index++) {
        const plan = planShard(plans, { index, of });
        for (const p of plans)
          for (const chunk of p.chunks)
            for (const m of chunk)
              if (plan.ids.get(p.game)!.has(m.id)) {
                const key = `${p.game}:${m.where}:${chunk[0]!.id}`;
                expect(owner.get(key) ?? index, key).toBe(index);
                owner.set(key, index);
              }
      }
      expect(owner.size).toBe(plans.reduce((n, p) => n + p.chunks.length, 0));
    }
  });
});

describe("merging mutation shards", () => {
  const whole = reportText({ seeds: 5, games: plans.map((p) => summarize(wholeRun(p, p.chunks.flat().length / 10))) });

  it("N shards, in any order, merge into the single run's report byte for byte", () => {
    for (const of of [1, 2, 3, 4, 7]) {
      const parts = Array.from({ length: of }, (_, i) => readBack(shardText(i + 1, of))).reverse();
      expect(reportText(mergeMutationShards(parts)), `${of} shards`).toBe(whole);
    }
  });

  it("names the shards left out", () => {
    const parts = [1, 3].map((i) => readBack(shardText(i, 4)));
    let missing: MissingShardsError | undefined;
    try {
      mergeMutationShards(parts);
    } catch (error) {
      missing = error as MissingShardsError;
    }
    expect(missing).toBeInstanceOf(MissingShardsError);
    expect(missing!.missing).toEqual([2, 4]);
    expect(missing!.message).toBe("shards 2/4, 4/4 are missing");
  });

  it("refuses a shard twice, shards of other runs or splits, and a shard whose results are not its slice", () => {
    const [a, b] = [1, 2].map((i) => readBack(shardText(i, 2)));
    expect(() => mergeMutationShards([a!, a!])).toThrow("shard 1/2 is given twice");
    expect(() => mergeMutationShards([a!, { ...b!, seeds: 6 }])).toThrow("their seeds differ");
    expect(() => mergeMutationShards([a!, readBack(shardText(2, 3))])).toThrow("shards of different splits");
    // of three shards, the second holds the end of the first game and the start of the second
    const [x, y, z] = [1, 2, 3].map((i) => readBack(shardText(i, 3)));
    const limits = { ...y!, games: y!.games.map((g) => ({ ...g, limits: { steps: 1, decisions: 1 } })) };
    expect(() => mergeMutationShards([x!, limits, z!])).toThrow(MergeError);
    expect(() => mergeMutationShards([x!, limits, z!])).toThrow("the shards disagree about the game lead-and-follow");

    const damaged = JSON.parse(shardText(1, 2)) as MutationShardReport;
    damaged.games[0]!.results.pop();
    expect(mutationShardSchema.safeParse(damaged).error?.issues[0]?.message).toMatch(/results for the slice's \d+ mutants/);
    const wrongStatus = JSON.parse(shardText(1, 2)) as { games: Array<{ results: Array<{ status: string }> }> };
    wrongStatus.games[0]!.results[0]!.status = "maimed";
    expect(mutationShardSchema.safeParse(wrongStatus).error?.issues[0]?.path).toEqual(["games", 0, "results", 0, "status"]);
  });
});
