// `agon studio [--port N] [--host H] [--write]`: serves the playground page (built by
// `npm run build` into dist/studio) and the `.agon` files of the project around the working
// directory, until the process is interrupted.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findProjectRoot } from "../../grammar/loader.js";
import { CliFailure, EXIT_INTERRUPTED, UsageError } from "../cli/errors.js";
import type { CliIo } from "../cli/io.js";
import { startStudioServer, type StudioServer } from "./server.js";

export interface StudioFlags {
  port?: string;
  host?: string;
  write?: boolean;
  page?: string;
}

const DEFAULT_PORT = 5178;
const DEFAULT_HOST = "127.0.0.1";

/** Agon's own dist/studio: found from this module, which runs from src/ or from the bundle in dist/. */
export function builtPageDir(): string {
  return join(findProjectRoot(dirname(fileURLToPath(import.meta.url))), "dist", "studio");
}

function portOf(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PORT;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) throw new UsageError(`--port must be an integer from 0 to 65535, got "${text}"`);
  return port;
}

/** Starts the server and says where it is; `agon studio` then waits, tests close it. */
export async function openStudio(flags: StudioFlags, io: CliIo): Promise<StudioServer> {
  const port = portOf(flags.port);
  const pageDir = flags.page === undefined ? builtPageDir() : resolve(io.cwd, flags.page);
  const host = flags.host ?? DEFAULT_HOST;
  if (!existsSync(join(pageDir, "index.html"))) {
    throw new CliFailure(`the studio page is not built (no ${join(pageDir, "index.html")}); run \`npm run build\``);
  }
  const projectRoot = findProjectRoot(io.cwd);
  let server: StudioServer;
  try {
    server = await startStudioServer({ projectRoot, pageDir, port, host, write: flags.write === true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new CliFailure(`port ${port} on ${host} is already in use; choose another with --port`);
    // a --host that names no address of this machine is a bad flag value, not a failed run
    if (code === "EADDRNOTAVAIL" || code === "ENOTFOUND")
      throw new UsageError(
        `--host ${host} is no address of this machine (${code})`,
        "give 127.0.0.1 (the default), or 0.0.0.0 for every address",
      );
    if (code === "EACCES") throw new CliFailure(`cannot listen on ${host}:${port} (${code})`);
    throw error;
  }
  io.stdout(
    `Agon studio: open ${server.url} (project ${projectRoot}${flags.write === true ? ", saving allowed" : ", read-only"}); Ctrl-C stops it\n`,
  );
  return server;
}

export async function studioCommand(flags: StudioFlags, io: CliIo): Promise<number> {
  // Ctrl-C is 130 (128 + SIGINT), as for every command, a SIGTERM 143; listened for before the
  // address is printed, so that a Ctrl-C right after it is not the default death by signal
  let stop: (code: number) => void = () => {};
  const stopped = new Promise<number>((done) => (stop = done));
  const onInterrupt = () => stop(EXIT_INTERRUPTED);
  const onTerminate = () => stop(143);
  process.once("SIGINT", onInterrupt);
  process.once("SIGTERM", onTerminate);
  try {
    const server = await openStudio(flags, io);
    const code = await stopped;
    await server.close();
    return code;
  } finally {
    process.off("SIGINT", onInterrupt);
    process.off("SIGTERM", onTerminate);
  }
}
