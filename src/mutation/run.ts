// Mutation testing of one game: every mutant of its rules file is checked (one that no longer
// checks is stillborn and left out), then run against the game's features; a survivor is played
// against the original to tell a likely equivalent from a hole in the suite.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseSource } from "../../grammar/index.js";
import { loadGame, type CompiledGame } from "../index.js";
import { PlayBaseline } from "./equivalence.js";
import { applyMutant, mutantsOf, type Mutant } from "./mutants.js";
import { ScenarioOrder } from "./order.js";
import { openSuite, type Suite } from "./suite.js";

export type MutantStatus = "killed" | "survived" | "no-difference-in-play" | "stillborn";

export interface MutantResult extends Mutant {
  status: MutantStatus;
  /** the scenario that killed it */
  killedBy?: string;
  /** for a survivor: the first random game in which it plays differently */
  differsIn?: { players: number; seed: number };
}

export interface MutationRun {
  game: string;
  rulesFile: string;
  featureFiles: number;
  results: MutantResult[];
  seconds: number;
}

export interface MutationOptions {
  cwd: string;
  game: string;
  /** seeds per player count in the play probe of survivors */
  seeds: number;
  /** of those, the seeds replayed with the invariants checked (default: a tenth, at least 1) */
  invariantSeeds?: number;
  /** only the mutants this accepts (default: all) */
  select?: (mutant: Mutant) => boolean;
  /** called after each mutant, for a progress bar */
  onMutant?: (done: number, total: number) => void;
}

export class MutationSetupError extends Error {}

function loadOrFail(file: string, projectRoot: string): CompiledGame | undefined {
  const loaded = loadGame(file, { projectRoot });
  if (!loaded.game || loaded.diagnostics.some((d) => d.severity === "error")) return undefined;
  return loaded.game;
}

export async function mutateGame(options: MutationOptions): Promise<MutationRun> {
  const started = process.hrtime.bigint();
  const rulesFile = join(options.cwd, "rules", `${options.game}.agon`);
  let text: string;
  try {
    text = readFileSync(rulesFile, "utf8");
  } catch {
    throw new MutationSetupError(`no rules file ${relative(options.cwd, rulesFile)} for the game ${options.game}`);
  }
  const original = loadOrFail(rulesFile, options.cwd);
  if (!original) throw new MutationSetupError(`${relative(options.cwd, rulesFile)} does not check: fix it before mutating it`);
  const parsed = parseSource(text, relative(options.cwd, rulesFile));
  const mutants = mutantsOf(relative(options.cwd, rulesFile), text, parsed.file!).filter(options.select ?? (() => true));

  const suite = await openSuite(options.cwd, options.game);
  const work = mkdtempSync(join(tmpdir(), "agon-mutate-"));
  try {
    const baseline = await suite.run(join(options.cwd, "rules"));
    if (!baseline.passed) {
      throw new MutationSetupError(
        `the features fail on the unmutated rules (${baseline.failed?.uri}:${baseline.failed?.line}): fix that first`,
      );
    }
    const context: MutantContext = {
      text,
      work,
      options,
      suite,
      order: new ScenarioOrder(suite.scenarios),
      baseline: new PlayBaseline(original, {
        seeds: options.seeds,
        invariantSeeds: Math.min(options.seeds, options.invariantSeeds ?? Math.max(1, Math.ceil(options.seeds / 10))),
      }),
    };
    const results: MutantResult[] = [];
    for (const mutant of mutants) {
      results.push(await runMutant(mutant, context));
      options.onMutant?.(results.length, mutants.length);
    }
    return {
      game: options.game,
      rulesFile: relative(options.cwd, rulesFile),
      featureFiles: suite.featureFiles.length,
      results,
      seconds: Number(process.hrtime.bigint() - started) / 1e9,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

interface MutantContext {
  text: string;
  work: string;
  options: MutationOptions;
  suite: Suite;
  order: ScenarioOrder;
  baseline: PlayBaseline;
}

async function runMutant(mutant: Mutant, { text, work, options, suite, order, baseline }: MutantContext): Promise<MutantResult> {
  // each mutant gets a project of its own, so that nothing loaded for one is reused for another
  const project = join(work, `m${mutant.id}`);
  mkdirSync(join(project, "rules"), { recursive: true });
  cpSync(join(options.cwd, "cards"), join(project, "cards"), { recursive: true });
  const file = join(project, "rules", `${options.game}.agon`);
  writeFileSync(file, applyMutant(text, mutant));
  try {
    const game = loadOrFail(file, project);
    if (!game) return { ...mutant, status: "stillborn" };
    const run = await suite.run(join(project, "rules"), order.for(mutant.ruleIds));
    if (!run.passed) {
      if (run.failed) order.killedBy(run.failed.index);
      return {
        ...mutant,
        status: "killed",
        killedBy: run.failed ? `${run.failed.uri}:${run.failed.line ?? ""} ${run.failed.name}` : "the run failed",
      };
    }
    const differsIn = baseline.firstDifference(game);
    return differsIn ? { ...mutant, status: "survived", differsIn } : { ...mutant, status: "no-difference-in-play" };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
