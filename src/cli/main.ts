#!/usr/bin/env node
// The `agon` executable. The exit code is set rather than forced so piped output is flushed.
import { processIo } from "./io.js";
import { runCli } from "./program.js";

// `agon play ... | head` closes the pipe early: that is the reader's choice, not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(process.exitCode ?? 0);
});

process.exitCode = await runCli(process.argv.slice(2), processIo());
