// The `agon` process around the command line: stdout's broken pipe, the exit code, the exit.
import { processIo } from "./io.js";
import { runCli } from "./program.js";

export { runCli };

export async function main(): Promise<void> {
  // `agon play ... | head` closes the pipe early: that is the reader's choice, not an error.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(process.exitCode ?? 0);
  });

  process.exitCode = await runCli(process.argv.slice(2), processIo());
  // Every command has finished its work here. Waiting for the event loop to run dry would first let
  // V8 finish a garbage collection (~30 ms of every `agon check`), so leave at once, unless output is
  // still on its way to a slow reader: then the usual exit flushes it.
  if (process.stdout.writableLength === 0 && process.stderr.writableLength === 0) process.exit();
}
