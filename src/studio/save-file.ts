// A save of the studio is whole or nothing: the text goes to a temporary file beside the rules
// file, which then replaces it in one rename. On a full disk (or any failure) the temporary file
// is removed and the rules file is as it was.
import { randomBytes } from "node:crypto";
import { chmod, rename, rm, stat, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { HttpError } from "./http-error.js";

/** Writes a whole file (injected by tests to fail as a full disk does). */
export type WriteFile = (path: string, text: string) => Promise<void>;

const FULL_DISK = new Set(["ENOSPC", "EDQUOT"]);

export async function saveWhole(file: string, text: string, write: WriteFile = (p, t) => writeFile(p, t, "utf8")): Promise<void> {
  // a dot file: the file list skips it while it exists
  const temporary = join(dirname(file), `.${basename(file)}.${randomBytes(6).toString("hex")}.saving`);
  try {
    await write(temporary, text);
    await chmod(temporary, (await stat(file)).mode & 0o7777);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    const code = (error as NodeJS.ErrnoException).code ?? "";
    if (FULL_DISK.has(code)) throw new HttpError(507, `the disk is full (${code}): nothing was saved, the file is unchanged`);
    throw new HttpError(500, `cannot save (${code || "error"}): the file is unchanged`);
  }
}
