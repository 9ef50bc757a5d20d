// The work of mutation testing on one thread: the game's features opened once, the original's
// random games played once, then chunks of mutants, each checked, run against the features and,
// if it survives, played against the original. `agon mutate` runs one of these per worker thread.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { loadGame, type CompiledGame } from "../index.js";
import { DEFAULT_STEP_BUDGET } from "../interpreter/limits.js";
import { PlayBaseline, RUNAWAY_FACTOR, type OptionSetting } from "./equivalence.js";
import { optionSettingsOf } from "./feature-options.js";
import { recordingPositions } from "./arranged-positions.js";
import { applyMutant, type Mutant } from "./mutants.js";
import { ScenarioOrder } from "./order.js";
import { openSuite, type MatchLimits, type Suite } from "./suite.js";

export type MutantStatus = "killed" | "survived" | "no-difference-in-play" | "stillborn";

export interface MutantResult extends Mutant {
  status: MutantStatus;
  /** the scenario that killed it, or the random game that ran away */
  killedBy?: string;
  /** killed by a game that did not end within a few times the original's longest game */
  runaway?: true;
  /** for a survivor: the first random game in which it plays differently */
  differsIn?: { players: number; seed: number; options?: OptionSetting; from?: number };
  /** wall milliseconds this mutant took (checking, the features, the play probe) */
  ms: number;
}

export class MutationSetupError extends Error {}

export interface RunnerOptions {
  cwd: string;
  game: string;
  /** seeds per player count in the play probe of survivors */
  seeds: number;
  /** of those, the seeds replayed with the invariants checked (default: a tenth, at least 1) */
  invariantSeeds?: number;
  /** seeds per player count under each option setting besides the defaults (equivalence.ts) */
  settingSeeds?: number;
  /** the folder the mutants' copies of the project are made in (default: the system's temporary
   *  folder); `agon mutate` gives one of its own, which it removes when it is interrupted */
  scratch?: string;
}

export function rulesFileOf(cwd: string, game: string): string {
  return join(cwd, "rules", `${game}.agon`);
}

export function loadOrFail(file: string, projectRoot: string): CompiledGame | undefined {
  const loaded = loadGame(file, { projectRoot });
  if (!loaded.game || loaded.diagnostics.some((d) => d.severity === "error")) return undefined;
  return loaded.game;
}

/** The messages of a game that does not end: the engine's step budget (src/interpreter/limits.ts)
 *  and the features' decision budget (features/support/engine.ts). */
const RAN_AWAY = /steps of work|decisions answered: a game that does not end/;

/** The limits of a mutant's scenarios: the least that the unmutated features pass within, doubled
 *  from the original's longest random game (a scenario may play longer, and checks the invariants),
 *  then RUNAWAY_FACTOR times that, so that only a mutant that multiplies a scenario's work runs out. */
async function scenarioLimits(suite: Suite, rulesDir: string, first: MatchLimits): Promise<MatchLimits> {
  for (let limits = first; ; limits = { steps: Math.min(limits.steps * 2, DEFAULT_STEP_BUDGET), decisions: limits.decisions * 2 }) {
    const run = await suite.run(rulesDir, [], limits);
    if (run.passed)
      return { steps: Math.min(limits.steps * RUNAWAY_FACTOR, DEFAULT_STEP_BUDGET), decisions: limits.decisions * RUNAWAY_FACTOR };
    if (limits.steps >= DEFAULT_STEP_BUDGET || !RAN_AWAY.test(run.message ?? ""))
      throw new MutationSetupError(`the features fail on the unmutated rules (${run.failed?.uri}:${run.failed?.line}): fix that first`);
  }
}

export class MutantRunner {
  private constructor(
    private readonly options: RunnerOptions,
    private readonly text: string,
    private readonly work: string,
    private readonly suite: Suite,
    private readonly baseline: PlayBaseline,
    readonly limits: MatchLimits,
  ) {}

  get featureFiles(): number {
    return this.suite.featureFiles.length;
  }

  static async open(options: RunnerOptions): Promise<MutantRunner> {
    const file = rulesFileOf(options.cwd, options.game);
    const text = readFileSync(file, "utf8");
    const original = loadOrFail(file, options.cwd);
    if (!original) throw new MutationSetupError(`${relative(options.cwd, file)} does not check: fix it before mutating it`);
    const suite = await openSuite(options.cwd, options.game);
    const positions = await recordingPositions(options.game, () => suite.run(join(options.cwd, "rules")));
    const baseline = new PlayBaseline(original, {
      seeds: options.seeds,
      invariantSeeds: Math.min(options.seeds, options.invariantSeeds ?? Math.max(1, Math.ceil(options.seeds / 10))),
      settings: optionSettingsOf(suite.scenarios),
      positions,
      ...(options.settingSeeds !== undefined ? { settingSeeds: options.settingSeeds } : {}),
    });
    const limits = await scenarioLimits(suite, join(options.cwd, "rules"), {
      steps: baseline.longestGame,
      decisions: baseline.mostDecisions,
    });
    return new MutantRunner(options, text, mkdtempSync(join(options.scratch ?? tmpdir(), "agon-mutate-")), suite, baseline, limits);
  }

  close(): void {
    rmSync(this.work, { recursive: true, force: true });
  }

  /** Runs a chunk of mutants in order. The scenarios that killed one are tried early for the
   *  next (neighbours tend to fall to the same scenario); each chunk starts afresh, so that a
   *  mutant's result does not depend on which thread ran which chunk before. */
  async runChunk(mutants: readonly Mutant[], onMutant?: (result: MutantResult) => void): Promise<MutantResult[]> {
    const order = new ScenarioOrder(this.suite.scenarios);
    const results: MutantResult[] = [];
    for (const mutant of mutants) {
      const from = process.hrtime.bigint();
      const result: MutantResult = {
        ...(await this.runMutant(mutant, order)),
        ms: Math.round(Number(process.hrtime.bigint() - from) / 1e6),
      };
      results.push(result);
      onMutant?.(result);
      // a mutant's run settles in promises only: let the event loop turn, or a Ctrl-C (and the
      // removal of the temporary folders it triggers) would wait for the whole chunk
      await new Promise((turned) => setImmediate(turned));
    }
    return results;
  }

  private async runMutant(mutant: Mutant, order: ScenarioOrder): Promise<Omit<MutantResult, "ms">> {
    const { options, work, suite, baseline, limits } = this;
    // each mutant gets a project of its own, so that nothing loaded for one is reused for another
    const project = join(work, `m${mutant.id}`);
    mkdirSync(join(project, "rules"), { recursive: true });
    // a project without card files has no cards/ to copy
    if (existsSync(join(options.cwd, "cards"))) cpSync(join(options.cwd, "cards"), join(project, "cards"), { recursive: true });
    const file = join(project, "rules", `${options.game}.agon`);
    writeFileSync(file, applyMutant(this.text, mutant));
    try {
      const game = loadOrFail(file, project);
      if (!game) return { ...mutant, status: "stillborn" };
      const run = await suite.run(join(project, "rules"), order.for(mutant.ruleIds), limits);
      if (!run.passed) {
        if (run.failed) order.killedBy(run.failed.index);
        return {
          ...mutant,
          status: "killed",
          killedBy: run.failed ? `${run.failed.uri}:${run.failed.line ?? ""} ${run.failed.name}` : "the run failed",
          ...(RAN_AWAY.test(run.message ?? "") ? { runaway: true as const } : {}),
        };
      }
      const verdict = baseline.firstDifference(game);
      switch (verdict.kind) {
        case "same":
          return { ...mutant, status: "no-difference-in-play" };
        case "differs":
          return { ...mutant, status: "survived", differsIn: verdict.game };
        case "runaway":
          return {
            ...mutant,
            status: "killed",
            runaway: true,
            killedBy: `a runaway game: more than ${RUNAWAY_FACTOR} times the steps of the original's longest game (${
              verdict.checkedInvariants ? baseline.longestCheckedGame : baseline.longestGame
            }${verdict.checkedInvariants ? ", invariants checked" : ""}) at ${verdict.game.players} players, seed ${verdict.game.seed}`,
          };
        default: {
          const unknown: never = verdict;
          throw new Error(`unknown probe verdict ${JSON.stringify(unknown)}`);
        }
      }
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  }
}
