// The exit codes and the error classes the CLI itself raises. AgonError (from the API) covers
// problems in what the user wrote; UsageError covers problems in how the command was called.
import type { Diagnostic } from "../index.js";
import { MESSAGES, textIn, type MessageLang, type MessageText } from "./messages.js";

export const EXIT_OK = 0;
/** errors in the rules files, a failed game, failing or uncovered conformance */
export const EXIT_FAILURE = 1;
/** the command line itself is wrong: unknown flag, bad value, player count out of range */
export const EXIT_USAGE = 2;
/** the results could not be written (stdout on a full disk, sysexits EX_IOERR) */
export const EXIT_IO = 74;
/** stopped by the person at the terminal (Ctrl-C; Ctrl-D at a prompt): 128 + SIGINT, as shells report it */
export const EXIT_INTERRUPTED = 130;
/** a bug in Agon (sysexits EX_SOFTWARE) */
export const EXIT_INTERNAL = 70;

/** The code in `error[code]: ...` of every error the CLI itself reports, one per exit code, so that
 *  the line says what the exit code will. Declared once; README's exit-code paragraph lists the
 *  same (test/cli/error-style.test.ts). */
export const CLI_ERROR_CODES = {
  [EXIT_FAILURE]: "failed",
  [EXIT_USAGE]: "usage",
  [EXIT_INTERNAL]: "internal",
  [EXIT_IO]: "output",
  [EXIT_INTERRUPTED]: "interrupted",
} as const;

/** An exit code an error ends with. */
export type ErrorExit = keyof typeof CLI_ERROR_CODES;

/** One style for every error the CLI itself reports, the style of the diagnostics:
 *  `error[code]: ...` with the code of the exit code it ends with, then the hint, if any, on a line
 *  of its own (the way rendered diagnostics show theirs). The code stays as it is in every
 *  language (scripts read it); the message and the hint's label are told in `lang`. */
export function errorLines(exit: ErrorExit, message: MessageText, hint?: MessageText, lang: MessageLang = "en"): string {
  const hintLine = hint ? `  = ${MESSAGES.hintLabel[lang]()}: ${textIn(hint, lang)}\n` : "";
  return `error[${CLI_ERROR_CODES[exit]}]: ${textIn(message, lang)}\n${hintLine}`;
}

/** An error the CLI reports in one line: its message (and hint) in every language the messages
 *  have, or in English only; Error.message is the English one. */
abstract class ToldError extends Error {
  constructor(
    readonly told: MessageText,
    readonly hint?: MessageText,
    /** the language to tell it in whatever the command line says (a saved game's own language) */
    readonly lang?: MessageLang,
  ) {
    super(textIn(told, "en"));
  }
}

export class UsageError extends ToldError {
  override name = "UsageError";
}

/** Diagnostic codes that describe a bad command line rather than a bad rules file. */
export const USAGE_DIAGNOSTIC_CODES = new Set(["bad-option", "bad-player-count", "unknown-option", "unknown-option-value"]);

/** A failure to report in one line with exit code 1 (a missing file, a failed run). */
export class CliFailure extends ToldError {
  override name = "CliFailure";
}

/** The last resort: a bug in Agon. One line and how to report it, exit 70; the stack trace only on
 *  request (AGON_DEBUG=1), since it helps the maintainers and not the user. */
export function reportInternalError(error: unknown, io: { stderr(text: string): void }): number {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const firstLine = message.split("\n")[0]!.slice(0, 300);
  io.stderr(
    errorLines(
      EXIT_INTERNAL,
      `internal error (${firstLine})`,
      "this is a bug in agon: please report it with the command and the files it read; AGON_DEBUG=1 adds the stack trace",
    ),
  );
  if (process.env.AGON_DEBUG && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
  return EXIT_INTERNAL;
}

/** A rules file had errors; the handler prints them all, then exits 1. */
export class DiagnosticsFailure extends Error {
  constructor(
    public readonly diagnostics: Diagnostic[],
    public readonly file: string,
    public readonly sources: ReadonlyMap<string, string>,
  ) {
    super(`${file} has errors`);
    this.name = "DiagnosticsFailure";
  }
}
