// Where a worker thread's code is. The compiled CLI finds it beside itself (dist/src/cli/NAME.js).
// Run from the TypeScript sources (tests, scripts), a thread runs the .ts file through the
// project's ts-node loader, which transpiles the engine again in every thread (~7 CPU s), unless
// AGON_BUILT_WORKERS names the folder of a build of these same sources (the test run sets it once
// it has built dist/, test/support/build-once.ts): then the thread runs the compiled worker there.
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface WorkerEntry {
  url: URL;
  execArgv: string[];
}

/** `caller` is the import.meta.url of the module beside the worker's source `source` (a .ts file);
 *  `built` is the compiled worker's file name. */
export function workerEntry(caller: string, source: string, built: string): WorkerEntry {
  if (!caller.endsWith(".ts")) return { url: new URL(`./${built}`, caller), execArgv: [] };
  const buildFolder = process.env.AGON_BUILT_WORKERS;
  if (buildFolder) return { url: pathToFileURL(join(buildFolder, built)), execArgv: [] };
  return { url: new URL(`./${source}`, caller), execArgv: ["--import", new URL("../../scripts/register.mjs", caller).href] };
}
