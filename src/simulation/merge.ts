// Joins the results of disjoint slices of one simulation (`--shard I/N`) into the result one run
// over all their games would have given.
import { appendColumns, emptyColumns } from "./spec.js";
import type { SimulationResult } from "./result.js";
import { checkShards, MergeError, shardRange } from "./shard.js";

export { MergeError, MissingShardsError, shardRange } from "./shard.js";

function gamesText(first: number, count: number): string {
  return count === 1 ? `game ${first}` : `games ${first}..${first + count - 1}`;
}

function sameRun(a: SimulationResult, b: SimulationResult): string | undefined {
  const fields: Array<[string, unknown, unknown]> = [
    ["rules", a.spec.rules, b.spec.rules],
    ["game", a.game, b.game],
    ["players", a.spec.players, b.spec.players],
    ["agents", a.spec.agents, b.spec.agents],
    ["options", a.spec.options, b.spec.options],
    ["seed", a.spec.seed, b.spec.seed],
    ["games", a.spec.games, b.spec.games],
  ];
  const differs = fields.find(([, x, y]) => JSON.stringify(x) !== JSON.stringify(y));
  return differs?.[0];
}

/** Slices in any order; they must be of one run and, sorted, cover all its games without gap or overlap. */
export function mergeResults(parts: readonly SimulationResult[]): SimulationResult {
  if (parts.length === 0) throw new MergeError("nothing to merge");
  for (const part of parts) {
    const field = sameRun(parts[0]!, part);
    if (field !== undefined) throw new MergeError(`the files are not slices of one simulation: their ${field} differ`);
  }
  checkShards(
    parts.map((part) => part.spec),
    (index, of) => {
      const { first, count } = shardRange(parts[0]!.spec.games, index, of);
      return gamesText(first, count);
    },
  );
  const sorted = [...parts].sort((a, b) => a.spec.first - b.spec.first);
  const first = sorted[0]!;
  const columns = emptyColumns(first.spec.players.length);
  let end = first.spec.first;
  for (const part of sorted) {
    if (part.spec.first !== end) {
      const what = part.spec.first < end ? "overlap" : "leave a gap";
      throw new MergeError(
        `the slices ${what} at game ${Math.min(end, part.spec.first)} (games ${part.spec.first}.. follow games ..${end - 1})`,
      );
    }
    appendColumns(columns, part.columns);
    end += part.spec.count;
  }
  // a run's shards are all there or the figures would be of a run nobody made
  if (first.spec.first !== 0 || end !== first.spec.games) {
    const missing = first.spec.first !== 0 ? `0..${first.spec.first - 1}` : `${end}..${first.spec.games - 1}`;
    throw new MergeError(
      `the slices cover games ${first.spec.first}..${end - 1} of the run's ${first.spec.games}: games ${missing} are missing (a shard left out?)`,
    );
  }
  const { shard: _shard, ...spec } = first.spec;
  return { ...first, spec: { ...spec, first: 0, count: end }, columns };
}
