#!/usr/bin/env node
// The `agon` executable. The exit code is set rather than forced so piped output is flushed.
import { processIo } from "./io.js";
import { runCli } from "./program.js";

process.exitCode = await runCli(process.argv.slice(2), processIo());
