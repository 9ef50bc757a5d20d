// `agon simulate`, `agon compare` and `agon merge`: their flags, registered on the main program.
// Each command's module is imported only when it runs (see program.ts).
import type { Command } from "commander";
import { ENGINES } from "../codegen/engines.js";
import { withEngine } from "./engine-flag.js";
import type { HelpWords } from "./help-text.js";
import type { CompareOptions } from "./compare.js";
import type { CliIo } from "./io.js";
import type { MergeOptions } from "./merge.js";
import { runningLong } from "./optimiser.js";
import type { SimulateOptions } from "./simulate.js";

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

function simulationFlags(command: Command, h: HelpWords): Command {
  return command
    .requiredOption("--players <n>", h.simulation.players)
    .requiredOption("--games <g>", h.simulation.games)
    .option("--seed <s>", h.simulation.seed)
    .option("--workers <w>", h.simulation.workers)
    .option("--option <name=value>", h.play.option, collect, [] as string[])
    .option("--agents <list>", h.play.agents)
    .option("--engine <name>", h.engine(ENGINES));
}

export function registerSimulationCommands(program: Command, io: CliIo, setExit: (code: number) => void, h: HelpWords): void {
  simulationFlags(program.command("simulate").description(h.simulate.description).argument("<rules>", h.simulate.rules), h)
    .option("--json", h.simulate.json)
    .option("--report <file.html>", h.simulate.report)
    .option("--shard <i/n>", h.shard("games"))
    .option("--failed-games <folder>", h.simulate.failedGames)
    .action(async (rules: string, options: SimulateOptions & { engine?: string }) => {
      const { simulateCommand } = await runningLong(import("./simulate.js"));
      setExit(await withEngine(options.engine, "--engine", () => simulateCommand(rules, options, io)));
    });

  simulationFlags(
    program
      .command("compare")
      .description(h.compare.description)
      .argument("<base>", h.compare.base)
      .argument("<variant>", h.compare.variant),
    h,
  )
    .option("--json", h.compare.json)
    .action(async (base: string, variant: string, options: CompareOptions & { engine?: string }) => {
      const { compareCommand } = await runningLong(import("./compare.js"));
      setExit(await withEngine(options.engine, "--engine", () => compareCommand(base, variant, options, io)));
    });

  program
    .command("merge")
    .description(h.merge.description)
    .argument("<file...>", h.merge.files)
    .option("--text", h.merge.text)
    .option("--report <file>", h.merge.report)
    .option("--array-script <file>", h.merge.arrayScript)
    .action(async (files: string[], options: MergeOptions) => {
      const { mergeCommand } = await import("./merge.js");
      setExit(mergeCommand(files, options, io));
    });
}
