// The `agon` process around the command line: stdout's write errors, the last-resort handler, the
// exit code, the exit.
import { EXIT_IO, errorLines, reportInternalError } from "./errors.js";
import { processIo } from "./io.js";
import { runCli } from "./program.js";

export { runCli };

const ERRNO_TEXT: Record<string, string> = {
  ENOSPC: "no space left on the device",
  EDQUOT: "the disk quota is used up",
  EIO: "an input/output error",
  EFBIG: "the file is too large",
  EBADF: "stdout is closed",
};

/** A failed write of the results: one line and exit 74, so that a script never takes a truncated
 *  output for a whole one. `agon play ... | head` closing the pipe early is the reader's choice,
 *  not an error: agon stops quietly. */
function onStdoutError(error: NodeJS.ErrnoException): void {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  const why = ERRNO_TEXT[error.code ?? ""] ?? error.message;
  process.stderr.write(
    errorLines(
      EXIT_IO,
      `cannot write the output: ${why}${error.code ? ` (${error.code})` : ""}`,
      "the output is incomplete; free space or write it elsewhere",
    ),
  );
  process.exit(EXIT_IO);
}

/** Resolves once everything written to stdout so far has left the process (or failed to, and
 *  onStdoutError has run). A file is written synchronously (and an empty write to it never calls
 *  back): nothing is pending then but the error event of the last write. */
function flushed(): Promise<void> {
  return new Promise((resolve) => {
    if (process.stdout.writableLength === 0) setImmediate(resolve);
    else process.stdout.write("", () => setImmediate(resolve));
  });
}

export async function main(): Promise<void> {
  process.stdout.on("error", onStdoutError);
  // Whatever escapes a command (an error in a callback, a worker's stream): one line, exit 70.
  const lastResort = (error: unknown): void => process.exit(reportInternalError(error, { stderr: (t) => void process.stderr.write(t) }));
  process.on("uncaughtException", lastResort);
  process.on("unhandledRejection", lastResort);

  process.exitCode = await runCli(process.argv.slice(2), processIo());
  // Every command has finished its work here. Waiting for the event loop to run dry would first let
  // V8 finish a garbage collection (~30 ms of every `agon check`), so leave as soon as stdout has
  // taken the output: a write error then still changes the exit code.
  await flushed();
  if (process.stderr.writableLength === 0) process.exit();
}
