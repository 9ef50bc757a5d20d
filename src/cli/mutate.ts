// `agon mutate`: mutation testing of each game's rules against its conformance features.
import { existsSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { featureFiles, isOfGame } from "./conform-select.js";
import { closest } from "./did-you-mean.js";
import { CliFailure, EXIT_FAILURE, EXIT_OK, UsageError } from "./errors.js";
import type { CliIo } from "./io.js";
import { checkOutputPath, writeFileWhole } from "./output-files.js";
import { progressBar } from "./progress.js";
import { withScratchFolder } from "./scratch-folder.js";
import { parseWorkers } from "./simulate-args.js";
import { chunksOf, MutationSetupError, mutantsOfGame, mutateGame, type MutationRun } from "../mutation/run.js";
import { formatSummary, summarize, survivorsLine, type MutationSummary } from "../mutation/report.js";
import { chunkCount, planShard, reportText, type GamePlan, type ShardPlan, shardReport } from "../mutation/shards.js";
import { parseShardFlag, type Shard } from "./shard-flag.js";

export interface MutateOptions {
  game?: string;
  json?: boolean;
  report?: string;
  seeds?: string;
  workers?: string;
  shard?: string;
}

const DEFAULT_SEEDS = 50;

/** Every file a mutation run may read: the rules, the card files they use, the features and their steps. */
function projectFiles(cwd: string): string[] {
  return ["rules", "cards", "features"].flatMap((folder) => {
    try {
      return readdirSync(join(cwd, folder), { recursive: true, encoding: "utf8" }).map((file) => join(cwd, folder, file));
    } catch {
      return [];
    }
  });
}

/** The games that can be mutated: a rules/NAME.agon with features under a folder NAME. */
function mutableGames(cwd: string): string[] {
  const features = featureFiles(cwd);
  const names = new Set<string>();
  for (const path of features) for (const folder of path.split("/").slice(0, -1)) names.add(folder);
  return [...names].filter((name) => existsSync(join(cwd, "rules", `${name}.agon`)) && features.some((f) => isOfGame(f, name))).sort();
}

function seedsOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_SEEDS;
  const n = Number(text);
  if (!/^\d+$/.test(text) || n < 1 || n > 100_000) throw new UsageError(`--seeds takes a whole number from 1 to 100000, not \`${text}\``);
  return n;
}

/** The shard's mutants of the run's games, or a usage error when the run has too few chunks. */
function shardPlanOf(cwd: string, games: readonly string[], shard: Shard, flag: string): ShardPlan {
  let plans: GamePlan[];
  try {
    plans = games.map((game) => ({ game, chunks: chunksOf(mutantsOfGame(cwd, game)) }));
  } catch (error) {
    if (error instanceof MutationSetupError) throw new CliFailure(error.message);
    throw error;
  }
  const chunks = chunkCount(plans);
  if (shard.of > chunks)
    throw new UsageError(
      `--shard ${flag.trim()}: the run's mutants come in ${chunks} chunk(s) (the mutants of one declaration each), which cannot be split into ${shard.of} shards; give at most ${chunks}`,
    );
  return planShard(plans, shard);
}

export async function mutateCommand(options: MutateOptions, io: CliIo): Promise<number> {
  const seeds = seedsOf(options.seeds);
  const workers = parseWorkers(options.workers);
  const shard = parseShardFlag(options.shard);
  const games = mutableGames(io.cwd);
  if (games.length === 0) throw new CliFailure(`no game with both rules/NAME.agon and features/NAME/ under ${io.cwd}`);
  if (options.game !== undefined && !games.includes(options.game)) {
    const near = closest(options.game, games);
    throw new UsageError(
      `no game named \`${options.game}\`${near ? `; did you mean \`${near}\`?` : `; the games are ${games.join(", ")}`}`,
    );
  }
  const report = options.report === undefined ? undefined : resolve(io.cwd, options.report);
  if (report !== undefined) checkOutputPath(report, "the --report file", projectFiles(io.cwd));
  const planned = options.game ? [options.game] : games;
  const plan = shard === undefined ? undefined : shardPlanOf(io.cwd, planned, shard, options.shard!);

  const summaries: MutationSummary[] = [];
  const runs: MutationRun[] = [];
  // the mutants' copies of the project live in one folder, removed even on Ctrl-C
  await withScratchFolder("agon-mutate-run-", async (scratch) => {
    for (const game of plan?.games ?? planned) {
      let bar: ReturnType<typeof progressBar> | undefined;
      try {
        const ids = plan?.ids.get(game);
        const run = await mutateGame({
          cwd: io.cwd,
          scratch,
          game,
          seeds,
          workers,
          ...(ids ? { select: (mutant) => ids.has(mutant.id) } : {}),
          onMutant: (done, total) => {
            bar ??= progressBar(total, `mutating ${game}`, "mutants", 1);
            bar.update(done);
          },
        });
        bar?.stop();
        summaries.push(summarize(run));
        runs.push(run);
      } catch (error) {
        bar?.stop();
        if (error instanceof MutationSetupError) throw new CliFailure(error.message);
        throw error;
      }
      if (!options.json) io.stdout(`${formatSummary(summaries.at(-1)!)}\n`);
    }
  });
  const json = reportText(shard && plan ? shardReport(seeds, planned, plan, shard, runs) : { seeds, games: summaries });
  if (options.json) io.stdout(json);
  // whole or not at all: a report cut short must never stand where a complete one is expected
  if (report !== undefined) writeFileWhole(report, json);
  const survivors = summaries.reduce((n, s) => n + s.survived, 0);
  if (shard !== undefined) {
    // a shard's survivors are counted by the merge, which gives the run's verdict and exit code
    if (!options.json)
      io.stdout(
        `mutation: shard ${shard.index}/${shard.of} done, ${survivors} mutant(s) survive in it; \`agon merge\` the shards' --json for the run\n`,
      );
    return EXIT_OK;
  }
  if (!options.json) io.stdout(survivorsLine(survivors));
  return survivors === 0 ? EXIT_OK : EXIT_FAILURE;
}
