// Mutation testing of one game: every mutant of its rules file is checked (one that no longer
// checks is stillborn and left out), then run against the game's features; a survivor is played
// against the original to tell a likely equivalent from a hole in the suite. The mutants go in
// chunks (one per declaration of the rules file) to one or more threads; the results come back in
// the mutants' order, the same for any number of threads.
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { parseSource } from "../../grammar/index.js";
import { mutantsOf, type Mutant } from "./mutants.js";
import { loadOrFail, MutantRunner, MutationSetupError, rulesFileOf, type MutantResult, type RunnerOptions } from "./runner.js";
import type { MatchLimits } from "./suite.js";
import { mutateOnWorkers } from "./workers.js";

export { MutationSetupError, type MutantResult, type MutantStatus } from "./runner.js";

export interface MutationRun {
  game: string;
  rulesFile: string;
  featureFiles: number;
  /** what a scenario's match of a mutant may take (a probe game: the same steps) */
  limits: MatchLimits;
  results: MutantResult[];
  seconds: number;
}

export interface MutationOptions extends RunnerOptions {
  /** only the mutants this accepts (default: all) */
  select?: (mutant: Mutant) => boolean;
  /** worker threads (default 1: all in this thread) */
  workers?: number;
  /** called after each mutant, for a progress bar */
  onMutant?: (done: number, total: number, result: MutantResult) => void;
}

/** Consecutive mutants of one declaration of the rules file. */
export function chunksOf(mutants: readonly Mutant[]): Mutant[][] {
  const chunks: Mutant[][] = [];
  for (const m of mutants) {
    const last = chunks.at(-1);
    if (last && last[0]!.where === m.where) last.push(m);
    else chunks.push([m]);
  }
  return chunks;
}

/** Every mutant of the game's rules file, in order (refused when the file is missing or does not check). */
export function mutantsOfGame(cwd: string, game: string): Mutant[] {
  const rulesFile = rulesFileOf(cwd, game);
  let text: string;
  try {
    text = readFileSync(rulesFile, "utf8");
  } catch {
    throw new MutationSetupError(`no rules file ${relative(cwd, rulesFile)} for the game ${game}`);
  }
  if (!loadOrFail(rulesFile, cwd)) throw new MutationSetupError(`${relative(cwd, rulesFile)} does not check: fix it before mutating it`);
  const parsed = parseSource(text, relative(cwd, rulesFile));
  return mutantsOf(relative(cwd, rulesFile), text, parsed.file!);
}

export async function mutateGame(options: MutationOptions): Promise<MutationRun> {
  const started = process.hrtime.bigint();
  const rulesFile = rulesFileOf(options.cwd, options.game);
  const mutants = mutantsOfGame(options.cwd, options.game).filter(options.select ?? (() => true));
  const chunks = chunksOf(mutants);
  const runnerOptions: RunnerOptions = {
    cwd: options.cwd,
    game: options.game,
    seeds: options.seeds,
    ...(options.invariantSeeds !== undefined ? { invariantSeeds: options.invariantSeeds } : {}),
    ...(options.scratch !== undefined ? { scratch: options.scratch } : {}),
  };
  let done = 0;
  const onResult = (result: MutantResult): void => options.onMutant?.(++done, mutants.length, result);

  let run: { results: MutantResult[]; featureFiles: number; limits: MatchLimits };
  const workers = Math.min(options.workers ?? 1, chunks.length);
  if (workers > 1) run = await mutateOnWorkers(runnerOptions, chunks, workers, onResult);
  else {
    const runner = await MutantRunner.open(runnerOptions);
    try {
      const results: MutantResult[] = [];
      for (const chunk of chunks) results.push(...(await runner.runChunk(chunk, onResult)));
      run = { results, featureFiles: runner.featureFiles, limits: runner.limits };
    } finally {
      runner.close();
    }
  }
  return {
    game: options.game,
    rulesFile: relative(options.cwd, rulesFile),
    featureFiles: run.featureFiles,
    limits: run.limits,
    results: [...run.results].sort((a, b) => a.id - b.id),
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  };
}
