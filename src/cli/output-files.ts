// Files the CLI writes besides stdout (`--report`, the conformance reports): checked before any
// work starts, so that a bad path does not cost a whole run, and written whole or not at all (to
// a temporary file beside, then renamed over the old one), so that an interrupted or failed write
// never leaves half a report next to complete-looking ones.
import { accessSync, constants, renameSync, rmSync, type Stats, statSync, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { CliFailure, UsageError } from "./errors.js";

function errnoText(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return e.code ?? e.message;
}

/** Why `path` cannot take an output file, or undefined when it can. */
export function outputProblem(path: string): string | undefined {
  const folder = dirname(resolve(path));
  let folderStats: Stats;
  try {
    folderStats = statSync(folder);
  } catch {
    return `the folder ${dirname(path)} does not exist`;
  }
  if (!folderStats.isDirectory()) return `${dirname(path)} is not a folder`;
  let stats: Stats | undefined;
  try {
    stats = statSync(path);
  } catch {
    stats = undefined;
  }
  if (stats?.isDirectory()) return `${path} is a folder; give a file name`;
  try {
    accessSync(folder, constants.W_OK);
    if (stats) accessSync(path, constants.W_OK);
  } catch {
    return `${path} is not writable`;
  }
  // the permission bits do not tell everything (/proc, a read-only mount): make the temporary
  // file the write will make, so that the run does not end on a write that cannot happen
  const probe = temporaryBeside(path);
  try {
    writeFileSync(probe, "", { flag: "wx" });
  } catch (error) {
    return `${path} cannot be written (${errnoText(error)})`;
  } finally {
    rmSync(probe, { force: true });
  }
  return undefined;
}

/** Whether two paths name one file (through links too); false when either does not exist. */
function sameFile(a: string, b: string): boolean {
  try {
    const x = statSync(a);
    const y = statSync(b);
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}

/** Refuses, before the work starts, an output path that cannot be written or that names one of
 *  the files the command reads (which the output would replace): a bad command line. */
export function checkOutputPath(path: string, what: string, reads: Iterable<string>): void {
  const problem = outputProblem(path);
  if (problem !== undefined) throw new UsageError(`cannot write ${what}: ${problem}`);
  for (const input of reads) {
    if (sameFile(path, input)) {
      throw new UsageError(`cannot write ${what} to ${path}: the command reads that file`, "give the output a file name of its own");
    }
  }
}

/** A name beside `path` that no other run picks. */
export function temporaryBeside(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
}

/** Writes `text` to `path` in one step: the old file stays until the new one is complete. */
export function writeFileWhole(path: string, text: string): void {
  const temporary = temporaryBeside(path);
  try {
    writeFileSync(temporary, text);
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw new CliFailure(`cannot write ${path}: ${errnoText(error)}`);
  }
}
