// A temporary folder of a command that must not outlive it: removed when the command ends, when
// the process exits (Ctrl-C through a progress bar's handler exits at once), and on SIGINT or
// SIGTERM, which end the process with 130 or 143.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { EXIT_INTERRUPTED } from "./errors.js";

export async function withScratchFolder<T>(prefix: string, run: (folder: string) => Promise<T>): Promise<T> {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  const remove = () => rmSync(folder, { recursive: true, force: true });
  const stopped = (signal: NodeJS.Signals) => () => {
    remove();
    // the other handlers of the signal run first (a progress bar's gives the terminal back and
    // exits itself); then the process ends as an interrupted command does
    setImmediate(() => process.exit(signal === "SIGINT" ? EXIT_INTERRUPTED : 143));
  };
  const onInterrupt = stopped("SIGINT");
  const onTerminate = stopped("SIGTERM");
  process.once("SIGINT", onInterrupt);
  process.once("SIGTERM", onTerminate);
  process.once("exit", remove);
  try {
    return await run(folder);
  } finally {
    process.off("SIGINT", onInterrupt);
    process.off("SIGTERM", onTerminate);
    process.off("exit", remove);
    remove();
  }
}
