// The `agon` command line: commander parses, one function per command does the work, and one
// handler turns every error into a line (or a rendered diagnostic) and an exit code. Each command's
// module is imported when that command runs, so that `agon check` does not load the simulator,
// the conformance runner and their reports.
import { Command, CommanderError } from "commander";
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
import { AGENTS_HELP } from "./agents-help.js";
import { ENGINE_HELP, withEngine } from "./engine-flag.js";
import { runningLong } from "./optimiser.js";
import { shardHelp } from "./shard-flag.js";
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

function buildProgram(io: CliIo, setExit: (code: number) => void, lang: MessageLang): Command {
  const program = new Command("agon")
    .description("Agon: write card game rules down, check them, play them, test them against the rulebook")
    .version(VERSION, "-V, --version", "print the version of agon")
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
  program.helpCommand(true);

  program
    .command("check")
    .description("check rules and card files; exit 0 when there are no errors (warnings allowed)")
    .argument("<file...>", "rules or card files (.agon)")
    .option("--json", "print the diagnostics as a JSON array")
    .action(async (files: string[], options: { json?: boolean }) => {
      const { checkCommand } = await import("./check.js");
      setExit(checkCommand(files, options, io));
    });

  program
    .command("fmt")
    .description("rewrite .agon files in the canonical layout (comments kept); --check only lists the files that differ")
    .argument("<file...>", "rules or card files (.agon)")
    .option("--check", "change nothing; exit 1 if a file is not formatted")
    .action(async (files: string[], options: { check?: boolean }) => {
      const { fmtCommand } = await import("./fmt.js");
      setExit(fmtCommand(files, options, io));
    });

  program
    .command("lsp")
    .description("run the language server over stdio, for editors (VS Code, Neovim, Helix, Emacs ...)")
    .option("--stdio", "talk over stdin and stdout (the default and only transport)")
    .action(async () => {
      const { lspCommand } = await runningLong(import("../lsp/main.js"));
      setExit(await lspCommand());
    });

  program
    .command("play")
    .description("play one whole game with agents and print what happened")
    .argument("<rules>", "the game's rules file")
    .option("--players <n>", "number of players")
    .option("--seed <s>", "integer seed for the shuffles and the random agents (default 1)")
    .option("--option <name=value>", "set a game option (repeatable; see `agon options`)", collect, [] as string[])
    .option("--agents <list>", `who decides for the players: ${AGENTS_HELP}`)
    .option("--names <a,b,...>", "player names, comma-separated (default Player 1..N)")
    .option(
      "--seat <n=kind>",
      "who decides for one seat, counted from 1: human (at this terminal) or an agent kind (repeatable)",
      collect,
      [] as string[],
    )
    .option("--lang <code>", "the language of the account: en (default) or ko")
    .option("--readings <book>", "play every option on which one rulebook takes a side at its reading (`agon divergences`): en or ko")
    .option("--trace", "print the interpreter's trace (every move, choice and variable, by card id) instead of the account")
    .option("--save <file>", "write the game (rules hash, options, seed, seats, every decision) for `agon replay`")
    .option("--json", "print one JSON event per line (cards with their descriptions), the last being the result")
    .option("--engine <name>", ENGINE_HELP)
    .action(async (rules: string, options: PlayOptions & { engine?: string }) => {
      const { playCommand } = await runningLong(import("./play.js"));
      setExit(await withEngine(options.engine, "--engine", () => playCommand(rules, options, io)));
    });

  program
    .command("replay")
    .description("play a game saved with `play --save` again and print its account, or the table at a turn as one player saw it")
    .argument("<game>", "the saved game (JSON)")
    .option("--at <turn>", "the table at the start of this turn (counted from 1)")
    .option("--as <player>", "as this player sees it (default with --at: the first player)")
    .option("--json", "the events as `play --json` prints them (with --at/--as: the player's view)")
    .action(async (file: string, options: ReplayOptions) => {
      const { replayCommand } = await runningLong(import("./replay.js"));
      setExit(replayCommand(file, options, io));
    });

  program
    .command("compile")
    .description("write the JavaScript generated from a game's rules as an ES module, for where code generation is disallowed")
    .argument("<rules>", "the game's rules file")
    .option("--out <file.mjs>", "the module to write")
    .option("--report", "list the fallbacks to the closures the generated program takes in games of random agents")
    .option("--games <g>", "with --report: games per player count (default 20)")
    .action(async (rules: string, options: { out?: string; report?: boolean; games?: string }) => {
      const { compileCommand } = await import("./compile.js");
      setExit(compileCommand(rules, options, io));
    });

  program
    .command("options")
    .description("list a game's options: values, default, description and the rule IDs they resolve")
    .argument("<rules>", "the game's rules file")
    .option("--json", "print the options as JSON")
    .action(async (rules: string, options: { json?: boolean }) => {
      const { optionsCommand } = await import("./options.js");
      setExit(optionsCommand(rules, options, io));
    });

  program
    .command("divergences")
    .description("list where the game's rulebooks disagree or are silent, and what each one reads")
    .argument("<rules>", "the game's rules file")
    .option("--json", "print the divergences as JSON")
    .option(
      "--lang <code>",
      "the language of the table: en (default) or ko (each question and reading in Korean, from rules/GAME.rulebook.json)",
    )
    .action(async (rules: string, options: { json?: boolean; lang?: string }) => {
      const { divergencesCommand } = await import("./divergences.js");
      setExit(divergencesCommand(rules, options, io));
    });

  program
    .command("conform")
    .description("check every rules/card file, run every feature, and report rule-ID coverage per game")
    .option("--rerun", "run only the scenarios that failed last time (reports/@rerun.txt)")
    .option("--game <name>", "run only the features of one game")
    .option("--lang <code>", "run only the features in one language (their `# language:` header: en, ko)")
    .option("--tags <expression>", 'run only the scenarios matching a Cucumber tag expression, e.g. "@G-T4"')
    .option("--reports <dir>", "the folder for the reports (default: reports/ in the project)")
    .option("--mutation <file.json>", "a report of `agon mutate --report`: mutants, killed and survived per rule ID in conformance.html")
    .option("--engine <command>", "run the English features against another engine: a command that speaks the adapter protocol")
    .option("--explain <rule-id>", "explain one rule ID: its summaries, section, options, divergences, scenarios (run now) and mutants")
    .option("--backend <name>", ENGINE_HELP)
    .action(async (options: ConformFlags & { backend?: string }) => {
      const { conformCommand } = await runningLong(import("./conform.js"));
      setExit(await withEngine(options.backend, "--backend", () => conformCommand(io, options)));
    });

  program
    .command("adapter")
    .description("serve Agon's engine of a game over the adapter protocol (JSON lines on stdin/stdout), for conform --engine")
    .argument("<rules>", "the game's rules file")
    .action(async (rules: string) => {
      const { adapterCommand } = await runningLong(import("./adapter.js"));
      setExit(await adapterCommand(rules, io));
    });

  program
    .command("mutate")
    .description("mutation testing: make small mistakes in each game's rules file and see whether its features notice")
    .option("--game <name>", "mutate only one game's rules")
    .option(
      "--seeds <n>",
      "random games per player count that tell a likely equivalent mutant from a survivor (default 50; a tenth of them replayed with the invariants checked)",
    )
    .option("--workers <n>", "worker threads, each with the features loaded once (default: the number of cores)")
    .option("--json", "print the results as JSON")
    .option("--report <file.json>", "also write the results as JSON to a file")
    .option("--shard <i/n>", shardHelp("mutants (whole declarations)"))
    .action(async (options: MutateOptions) => {
      const { mutateCommand } = await runningLong(import("./mutate.js"));
      setExit(await mutateCommand(options, io));
    });

  program
    .command("studio")
    .description("serve the playground page on this machine: edit, check, play and simulate a game in the browser")
    .option("--port <n>", "the port to listen on (default 5178; 0: any free port)")
    .option("--host <address>", "the address to listen on (default 127.0.0.1, this machine only)")
    .option("--write", "let the page save edited .agon files of the project")
    .option("--page <folder>", "serve the page built in this folder (default: agon's own dist/studio)")
    .action(async (options: StudioFlags) => {
      const { studioCommand } = await runningLong(import("../studio/command.js"));
      setExit(await studioCommand(options, io));
    });

  registerSimulationCommands(program, io, setExit);
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
    io.stderr(errorLines(EXIT_USAGE, error.told, error.hint, lang));
    return EXIT_USAGE;
  }
  if (error instanceof CliFailure) {
    io.stderr(errorLines(EXIT_FAILURE, error.told, error.hint, lang));
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
