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
import { MutationSetupError, mutateGame } from "../mutation/run.js";
import { formatSummary, summarize, type MutationSummary } from "../mutation/report.js";

export interface MutateOptions {
  game?: string;
  json?: boolean;
  report?: string;
  seeds?: string;
  workers?: string;
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

export async function mutateCommand(options: MutateOptions, io: CliIo): Promise<number> {
  const seeds = seedsOf(options.seeds);
  const workers = parseWorkers(options.workers);
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

  const summaries: MutationSummary[] = [];
  // the mutants' copies of the project live in one folder, removed even on Ctrl-C
  await withScratchFolder("agon-mutate-run-", async (scratch) => {
    for (const game of options.game ? [options.game] : games) {
      let bar: ReturnType<typeof progressBar> | undefined;
      try {
        const run = await mutateGame({
          cwd: io.cwd,
          scratch,
          game,
          seeds,
          workers,
          onMutant: (done, total) => {
            bar ??= progressBar(total, `mutating ${game}`, "mutants", 1);
            bar.update(done);
          },
        });
        bar?.stop();
        summaries.push(summarize(run));
      } catch (error) {
        bar?.stop();
        if (error instanceof MutationSetupError) throw new CliFailure(error.message);
        throw error;
      }
      if (!options.json) io.stdout(`${formatSummary(summaries.at(-1)!)}\n`);
    }
  });
  const json = `${JSON.stringify({ seeds, games: summaries }, null, 2)}\n`;
  if (options.json) io.stdout(json);
  // whole or not at all: a report cut short must never stand where a complete one is expected
  if (report !== undefined) writeFileWhole(report, json);
  const survivors = summaries.reduce((n, s) => n + s.survived, 0);
  if (!options.json)
    io.stdout(
      survivors === 0
        ? "mutation: every mutant that changes play is killed\n"
        : `mutation: ${survivors} mutant(s) change play and survive the features\n`,
    );
  return survivors === 0 ? EXIT_OK : EXIT_FAILURE;
}
