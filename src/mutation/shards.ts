// `agon mutate --shard I/N`: the mutants of every game of the run, in order, split into N
// contiguous blocks at chunk boundaries (a chunk, the mutants of one declaration, starts afresh
// wherever it runs: see MutantRunner.runChunk), so that each mutant's result is the one a single
// run gives; and the merge of the shards' reports into exactly the report of that single run.
import type { Mutant } from "./mutants.js";
import { summarize, type MutationSummary } from "./report.js";
import type { MutantResult, MutationRun } from "./run.js";
import { checkShards, MergeError, type Shard } from "../simulation/shard.js";
import type { MatchLimits } from "./suite.js";

/** The mutants of one game of the run, split into chunks. */
export interface GamePlan {
  game: string;
  chunks: Mutant[][];
}

/** What one shard runs: the block `first .. first + count - 1` of the run's `total` mutants (all
 *  games in order), and of each game the mutant ids in it. */
export interface ShardPlan {
  total: number;
  first: number;
  count: number;
  ids: Map<string, Set<number>>;
  /** the games the shard runs: those it has mutants of, and (shard 1) those without mutants */
  games: string[];
}

/** The N + 1 cuts (0 .. total) of the chunks starting at `starts` (ascending, the first 0): cut s
 *  is the chunk start nearest to s * total / N, leaving every shard at least one chunk. */
export function shardCuts(starts: readonly number[], total: number, of: number): number[] {
  if (of > starts.length) throw new RangeError(`${starts.length} chunks cannot make ${of} shards`);
  const cuts = [0];
  let at = 0; // the index in `starts` of the last cut
  for (let s = 1; s < of; s++) {
    const ideal = (s * total) / of;
    const least = at + 1;
    const most = starts.length - (of - s);
    let best = least;
    for (let i = least; i <= most; i++) if (Math.abs(starts[i]! - ideal) < Math.abs(starts[best]! - ideal)) best = i;
    cuts.push(starts[best]!);
    at = best;
  }
  cuts.push(total);
  return cuts;
}

export function chunkCount(plans: readonly GamePlan[]): number {
  return plans.reduce((n, plan) => n + plan.chunks.length, 0);
}

export function planShard(plans: readonly GamePlan[], shard: Shard): ShardPlan {
  const starts: number[] = [];
  let total = 0;
  for (const plan of plans)
    for (const chunk of plan.chunks) {
      starts.push(total);
      total += chunk.length;
    }
  const cuts = shardCuts(starts, total, shard.of);
  const first = cuts[shard.index - 1]!;
  const end = cuts[shard.index]!;
  const ids = new Map<string, Set<number>>();
  let at = 0;
  for (const plan of plans) {
    const chosen = new Set<number>();
    for (const mutant of plan.chunks.flat()) {
      if (at >= first && at < end) chosen.add(mutant.id);
      at++;
    }
    ids.set(plan.game, chosen);
  }
  const games = plans
    .filter((plan) => ids.get(plan.game)!.size > 0 || (plan.chunks.length === 0 && shard.index === 1))
    .map((plan) => plan.game);
  return { total, first, count: end - first, ids, games };
}

/** A game's part of a shard's report: its summary (of the shard's mutants) and every result. */
export type GameShardReport = MutationSummary & { results: MutantResult[] };

export interface MutationShardReport {
  format: "agon-mutation-shard/1";
  seeds: number;
  /** the games of the run, in order: a shard reports only those it has mutants of */
  plan: string[];
  /** the mutants of the whole run, all games */
  mutants: number;
  slice: { first: number; count: number };
  shard: Shard;
  games: GameShardReport[];
}

/** The report of one shard: the runs of the games it ran (plan.games). */
export function shardReport(
  seeds: number,
  games: readonly string[],
  plan: ShardPlan,
  shard: Shard,
  runs: readonly MutationRun[],
): MutationShardReport {
  return {
    format: "agon-mutation-shard/1",
    seeds,
    plan: [...games],
    mutants: plan.total,
    slice: { first: plan.first, count: plan.count },
    shard: { index: shard.index, of: shard.of },
    games: runs.map((run) => ({ ...summarize(run), results: run.results })),
  };
}

/** What the merge reads of a shard's report. */
export type MergeableShard = Omit<MutationShardReport, "format" | "games"> & {
  games: ReadonlyArray<Pick<GameShardReport, "game" | "rulesFile" | "seconds" | "limits" | "results">>;
};

/** The report of a whole run, as `agon mutate --json` prints it. */
export interface MutationReportJson {
  seeds: number;
  games: MutationSummary[];
}

export function reportText(report: MutationReportJson | MutationShardReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

function sameLimits(a: MatchLimits, b: MatchLimits): boolean {
  return a.steps === b.steps && a.decisions === b.decisions;
}

/** The shards' reports, in any order, as the report of the single run. */
export function mergeMutationShards(parts: readonly MergeableShard[]): MutationReportJson {
  if (parts.length === 0) throw new MergeError("nothing to merge");
  const head = parts[0]!;
  for (const part of parts) {
    if (part.seeds !== head.seeds) throw new MergeError("the files are not shards of one mutation run: their seeds differ");
    if (JSON.stringify(part.plan) !== JSON.stringify(head.plan))
      throw new MergeError("the files are not shards of one mutation run: their games differ");
    if (part.mutants !== head.mutants) throw new MergeError("the files are not shards of one mutation run: their mutants differ");
  }
  checkShards(parts);
  const sorted = [...parts].sort((a, b) => a.slice.first - b.slice.first);
  let end = 0;
  for (const part of sorted) {
    if (part.slice.first !== end)
      throw new MergeError(
        `the shards ${part.slice.first < end ? "overlap" : "leave a gap"} at mutant ${Math.min(end, part.slice.first)} of the run`,
      );
    end += part.slice.count;
  }
  if (end !== head.mutants) throw new MergeError(`the shards cover mutants 0..${end - 1} of the run's ${head.mutants}`);

  const games = head.plan.map((game): MutationSummary => {
    const entries = sorted.flatMap((part) => part.games.filter((entry) => entry.game === game));
    if (entries.length === 0) throw new MergeError(`no shard reports the game ${game}`);
    const first = entries[0]!;
    for (const entry of entries) {
      if (entry.rulesFile !== first.rulesFile || !sameLimits(entry.limits, first.limits))
        throw new MergeError(`the shards disagree about the game ${game}: its rules file or its matches' limits differ`);
    }
    const results = entries.flatMap((entry) => entry.results);
    results.forEach((result, i) => {
      if (i > 0 && result.id <= results[i - 1]!.id)
        throw new MergeError(`the game ${game}'s mutant ${result.id} is reported twice or out of order`);
    });
    return summarize({
      game,
      rulesFile: first.rulesFile,
      featureFiles: 0,
      limits: first.limits,
      results,
      // the time the shards took between them, the work a single run would have done
      seconds: entries.reduce((sum, entry) => sum + entry.seconds, 0),
    });
  });
  return { seeds: head.seeds, games };
}
