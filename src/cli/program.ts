// The `agon` command line: commander parses, one function per command does the work, and one
// handler turns every error into a line (or a rendered diagnostic) and an exit code. Each command's
// module is imported when that command runs, so that `agon check` does not load the simulator,
// the conformance runner and their reports.
import { Command, CommanderError, type Help, type Option } from "commander";
import type { AgonError } from "../index.js";
import type { ConformFlags } from "./conform.js";
import type { MutateOptions } from "./mutate.js";
import {
  CliFailure,
  DiagnosticsFailure,
  errorLines,
  EXIT_FAILURE,
  EXIT_OK,
  EXIT_USAGE,
  USAGE_DIAGNOSTIC_CODES,
  reportInternalError,
  UsageError,
} from "./errors.js";
import type { CliIo } from "./io.js";
import { withEngine } from "./engine-flag.js";
import { ENGINES } from "../codegen/engines.js";
import { HELP, type HelpWords } from "./help-text.js";
import { runningLong } from "./optimiser.js";
import type { PlayOptions } from "./play.js";
import type { ReplayOptions } from "./replay.js";
import { registerSimulationCommands } from "./simulation-commands.js";
import type { StudioFlags } from "../studio/command.js";
import { VERSION } from "./version.js";
import { commanderErrorIn, languageOfArguments, say, type MessageLang } from "./messages.js";

const SHOWN_LOAD_ERRORS = 5;

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** commander's help in the words of `h`: its titles and usage words, and each default */
function helpIn(h: HelpWords): Partial<Help> {
  return {
    styleTitle: (title: string) => h.titles[title as keyof HelpWords["titles"]] ?? title,
    commandUsage(cmd: Command) {
      const names: string[] = [];
      for (let parent = cmd.parent; parent; parent = parent.parent) names.unshift(parent.name());
      const usage = cmd.usage().replace(/\[options\]|\[command\]/g, (word: string) => h.usage[word as keyof HelpWords["usage"]]);
      return [...names, cmd.name(), usage].join(" ");
    },
    subcommandTerm: (cmd: Command) =>
      [cmd.name(), cmd.usage().replace(/\[options\]|\[command\]/g, (word: string) => h.usage[word as keyof HelpWords["usage"]])]
        .join(" ")
        .trim(),
    optionDescription(option: Option) {
      const shown = option.defaultValueDescription ?? (option.defaultValue === undefined ? undefined : JSON.stringify(option.defaultValue));
      return shown === undefined || Array.isArray(option.defaultValue)
        ? option.description
        : `${option.description} (${h.defaultValue}: ${shown})`;
    },
  };
}

function buildProgram(io: CliIo, setExit: (code: number) => void, lang: MessageLang): Command {
  const h = HELP[lang];
  const program = new Command("agon")
    .description(h.agon)
    .version(VERSION, "-V, --version", h.version)
    .helpOption("-h, --help", h.help)
    .configureHelp(helpIn(h))
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: io.stdout,
      writeErr: io.stderr,
      // commander puts its "(Did you mean ...?)" on a second line; errors stay on one, worded
      // like the CLI's own suggestions.
      // Every commander error ends in exit 2 (handleError), so it carries the usage code.
      outputError: (text, write) =>
        write(
          errorLines(
            EXIT_USAGE,
            commanderErrorIn(
              text
                .replace(/^error: /, "")
                .replace(/\s*\(Did you mean (.+?)\?\)/, "; did you mean `$1`?")
                .replace(/\s*\n\s*(?=\S)/g, " ")
                .trimEnd(),
              lang,
            ),
          ),
        ),
    });
  program.helpCommand("help [command]", h.helpCommand);

  program
    .command("check")
    .description(h.check.description)
    .argument("<file...>", h.files)
    .option("--json", h.check.json)
    .action(async (files: string[], options: { json?: boolean }) => {
      const { checkCommand } = await import("./check.js");
      setExit(checkCommand(files, options, io));
    });

  program
    .command("fmt")
    .description(h.fmt.description)
    .argument("<file...>", h.files)
    .option("--check", h.fmt.check)
    .action(async (files: string[], options: { check?: boolean }) => {
      const { fmtCommand } = await import("./fmt.js");
      setExit(fmtCommand(files, options, io));
    });

  program
    .command("lsp")
    .description(h.lsp.description)
    .option("--stdio", h.lsp.stdio)
    .action(async () => {
      const { lspCommand } = await runningLong(import("../lsp/main.js"));
      setExit(await lspCommand());
    });

  program
    .command("play")
    .description(h.play.description)
    .argument("<rules>", h.rules)
    .option("--players <n>", h.play.players)
    .option("--seed <s>", h.play.seed)
    .option("--option <name=value>", h.play.option, collect, [] as string[])
    .option("--agents <list>", h.play.agents)
    .option("--names <a,b,...>", h.play.names)
    .option("--seat <n=kind>", h.play.seat, collect, [] as string[])
    .option("--lang <code>", h.play.lang)
    .option("--readings <book>", h.play.readings)
    .option("--trace", h.play.trace)
    .option("--save <file>", h.play.save)
    .option("--json", h.play.json)
    .option("--engine <name>", h.engine(ENGINES))
    .action(async (rules: string, options: PlayOptions & { engine?: string }) => {
      const { playCommand } = await runningLong(import("./play.js"));
      setExit(await withEngine(options.engine, "--engine", () => playCommand(rules, options, io)));
    });

  program
    .command("replay")
    .description(h.replay.description)
    .argument("<game>", h.replay.game)
    .option("--at <turn>", h.replay.at)
    .option("--as <player>", h.replay.as)
    .option("--json", h.replay.json)
    .action(async (file: string, options: ReplayOptions) => {
      const { replayCommand } = await runningLong(import("./replay.js"));
      setExit(replayCommand(file, options, io));
    });

  program
    .command("compile")
    .description(h.compile.description)
    .argument("<rules>", h.rules)
    .option("--out <file.mjs>", h.compile.out)
    .option("--report", h.compile.report)
    .option("--games <g>", h.compile.games)
    .action(async (rules: string, options: { out?: string; report?: boolean; games?: string }) => {
      const { compileCommand } = await import("./compile.js");
      setExit(compileCommand(rules, options, io));
    });

  program
    .command("options")
    .description(h.options.description)
    .argument("<rules>", h.rules)
    .option("--json", h.options.json)
    .option("--lang <code>", h.options.lang)
    .action(async (rules: string, options: { json?: boolean; lang?: string }) => {
      const { optionsCommand } = await import("./options.js");
      setExit(optionsCommand(rules, options, io));
    });

  program
    .command("divergences")
    .description(h.divergences.description)
    .argument("<rules>", h.rules)
    .option("--json", h.divergences.json)
    .option("--lang <code>", h.divergences.lang)
    .action(async (rules: string, options: { json?: boolean; lang?: string }) => {
      const { divergencesCommand } = await import("./divergences.js");
      setExit(divergencesCommand(rules, options, io));
    });

  program
    .command("conform")
    .description(h.conform.description)
    .option("--rerun", h.conform.rerun)
    .option("--game <name>", h.conform.game)
    .option("--lang <code>", h.conform.lang)
    .option("--features <code|file>", h.conform.features)
    .option("--tags <expression>", h.conform.tags)
    .option("--reports <dir>", h.conform.reports)
    .option("--mutation <file.json>", h.conform.mutation)
    .option("--engine <command>", h.conform.engine)
    .option("--explain <rule-id>", h.conform.explain)
    .option("--backend <name>", h.engine(ENGINES))
    .action(async (options: ConformFlags & { backend?: string }) => {
      const { conformCommand } = await runningLong(import("./conform.js"));
      setExit(await withEngine(options.backend, "--backend", () => conformCommand(io, options)));
    });

  program
    .command("adapter")
    .description(h.adapter.description)
    .argument("<rules>", h.rules)
    .action(async (rules: string) => {
      const { adapterCommand } = await runningLong(import("./adapter.js"));
      setExit(await adapterCommand(rules, io));
    });

  program
    .command("mutate")
    .description(h.mutate.description)
    .option("--game <name>", h.mutate.game)
    .option("--seeds <n>", h.mutate.seeds)
    .option("--workers <n>", h.mutate.workers)
    .option("--json", h.mutate.json)
    .option("--report <file.json>", h.mutate.report)
    .option("--shard <i/n>", h.shard("mutants"))
    .action(async (options: MutateOptions) => {
      const { mutateCommand } = await runningLong(import("./mutate.js"));
      setExit(await mutateCommand(options, io));
    });

  program
    .command("studio")
    .description(h.studio.description)
    .option("--port <n>", h.studio.port)
    .option("--host <address>", h.studio.host)
    .option("--write", h.studio.write)
    .option("--page <folder>", h.studio.page)
    .action(async (options: StudioFlags) => {
      const { studioCommand } = await runningLong(import("../studio/command.js"));
      setExit(await studioCommand(options, io));
    });

  registerSimulationCommands(program, io, setExit, h);
  return program;
}

/** A diagnostic thrown by the API (bad option, failed game): rendered like the diagnostics of a
 *  file (without a source line when it has no place), with the right exit code. */
async function reportAgonError(error: AgonError, io: CliIo): Promise<number> {
  io.stderr((await import("./diagnostics-output.js")).renderAll([error.diagnostic], io.stderrColour));
  return USAGE_DIAGNOSTIC_CODES.has(error.diagnostic.code) ? EXIT_USAGE : EXIT_FAILURE;
}

function isAgonError(error: unknown): error is AgonError {
  // By shape, not class: the features and the CLI may load the API as separate modules, and the
  // class would load the whole API before any command runs.
  return error instanceof Error && error.name === "AgonError" && "diagnostic" in error;
}

async function handleError(error: unknown, io: CliIo, lang: MessageLang): Promise<number> {
  if (error instanceof CommanderError) {
    const quiet = ["commander.helpDisplayed", "commander.help", "commander.version"];
    return quiet.includes(error.code) ? EXIT_OK : EXIT_USAGE;
  }
  if (error instanceof UsageError) {
    io.stderr(errorLines(EXIT_USAGE, error.told, error.hint, error.lang ?? lang));
    return EXIT_USAGE;
  }
  if (error instanceof CliFailure) {
    io.stderr(errorLines(EXIT_FAILURE, error.told, error.hint, error.lang ?? lang));
    return EXIT_FAILURE;
  }
  if (error instanceof DiagnosticsFailure) {
    // The first few are enough to act on; `agon check` lists them all.
    const shown = error.diagnostics.slice(0, SHOWN_LOAD_ERRORS);
    const hidden = error.diagnostics.length - shown.length;
    const { renderAll } = await import("./diagnostics-output.js");
    // a file with no `game` is a sound card library to `agon check`: pointing there would mislead
    const checkShowsThem = error.diagnostics.some((d) => d.code !== "missing-game");
    io.stderr(
      renderAll(shown, io.stderrColour, error.sources) +
        (checkShowsThem ? errorLines(EXIT_FAILURE, say("fileHasErrors", error.file, hidden), undefined, lang) : ""),
    );
    return EXIT_FAILURE;
  }
  if (isAgonError(error)) return reportAgonError(error, io);
  return reportInternalError(error, io);
}

/** Runs one command line (without the node and script arguments) and returns the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  let exitCode = EXIT_OK;
  // the language of the errors: the command's --lang, where the messages have it
  const lang = languageOfArguments(argv);
  try {
    const program = buildProgram(io, (code) => (exitCode = code), lang);
    if (argv.length === 0) {
      io.stderr(program.helpInformation());
      return EXIT_USAGE;
    }
    await program.parseAsync([...argv], { from: "user" });
    return exitCode;
  } catch (error) {
    return await handleError(error, io, lang);
  }
}
