// `agon simulate`, `agon compare` and `agon merge`: their flags, registered on the main program.
// Each command's module is imported only when it runs (see program.ts).
import type { Command } from "commander";
import { AGENTS_HELP } from "./agents-help.js";
import { ENGINE_HELP, withEngine } from "./engine-flag.js";
import { shardHelp } from "./shard-flag.js";
import type { CompareOptions } from "./compare.js";
import type { CliIo } from "./io.js";
import type { MergeOptions } from "./merge.js";
import { runningLong } from "./optimiser.js";
import type { SimulateOptions } from "./simulate.js";

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function simulationFlags(command: Command): Command {
  return command
    .requiredOption("--players <n>", "number of players")
    .requiredOption("--games <g>", "number of games")
    .option("--seed <s>", "integer seed: game i's shuffles and agents depend only on (seed, i) (default 1)")
    .option("--workers <w>", "worker threads (default: every core)")
    .option("--option <name=value>", "set a game option (repeatable; see `agon options`)", collect, [] as string[])
    .option("--agents <list>", AGENTS_HELP)
    .option("--engine <name>", ENGINE_HELP);
}

export function registerSimulationCommands(program: Command, io: CliIo, setExit: (code: number) => void): void {
  simulationFlags(
    program
      .command("simulate")
      .description("play many games on worker threads and report win rates, scores, game length and rule use")
      .argument("<rules>", "the game's rules file (or a variant)"),
  )
    .option("--json", "print the figures and the per-game data as one JSON object")
    .option("--report <file.html>", "write a self-contained HTML page with charts")
    .option("--shard <i/n>", shardHelp("games"))
    .option(
      "--failed-games <folder>",
      "where a game that fails is saved for `agon replay` (default: agon-failed-games in the temporary folder)",
    )
    .action(async (rules: string, options: SimulateOptions & { engine?: string }) => {
      const { simulateCommand } = await runningLong(import("./simulate.js"));
      setExit(await withEngine(options.engine, "--engine", () => simulateCommand(rules, options, io)));
    });

  simulationFlags(
    program
      .command("compare")
      .description("simulate two rules files (a game and its variant) on the same seeds and test the differences")
      .argument("<base>", "the base rules file")
      .argument("<variant>", "the variant's rules file"),
  )
    .option("--json", "print the compared figures as JSON")
    .action(async (base: string, variant: string, options: CompareOptions & { engine?: string }) => {
      const { compareCommand } = await runningLong(import("./compare.js"));
      setExit(await withEngine(options.engine, "--engine", () => compareCommand(base, variant, options, io)));
    });

  program
    .command("merge")
    .description("join the JSON of `agon simulate --shard` or `agon mutate --shard` runs into the JSON of the whole run")
    .argument("<file...>", "JSON files written by `agon simulate --json --shard I/N` or `agon mutate --json --shard I/N`")
    .option("--text", "print the figures as text instead of JSON")
    .option("--report <file>", "write a self-contained HTML page with charts (simulations), the JSON report (mutation runs)")
    .option("--array-script <file>", "the Slurm array job's script, named in the `sbatch --array` line that reruns a missing shard")
    .action(async (files: string[], options: MergeOptions) => {
      const { mergeCommand } = await import("./merge.js");
      setExit(mergeCommand(files, options, io));
    });
}
