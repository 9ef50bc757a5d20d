// The exit codes and the error classes the CLI itself raises. AgonError (from the API) covers
// problems in what the user wrote; UsageError covers problems in how the command was called.
import type { Diagnostic } from "../index.js";

export const EXIT_OK = 0;
/** errors in the rules files, a failed game, failing or uncovered conformance */
export const EXIT_FAILURE = 1;
/** the command line itself is wrong: unknown flag, bad value, player count out of range */
export const EXIT_USAGE = 2;
/** a bug in Agon (sysexits EX_SOFTWARE) */
export const EXIT_INTERNAL = 70;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UsageError";
  }
}

/** Diagnostic codes that describe a bad command line rather than a bad rules file. */
export const USAGE_DIAGNOSTIC_CODES = new Set(["bad-option", "bad-player-count", "unknown-option", "unknown-option-value"]);

/** A failure to report in one line with exit code 1 (a missing file, a failed run). */
export class CliFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CliFailure";
  }
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
