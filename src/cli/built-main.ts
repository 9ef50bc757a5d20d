#!/usr/bin/env node
// The `agon` executable as scripts/bundle.mjs builds it: the bundled CLI, loaded with its code
// cache, started without V8's optimising compiler (optimiser.ts).
import { join } from "node:path";
import { loadWithCodeCache } from "./code-cache.js";
import { startBrief } from "./optimiser.js";
import type { main } from "./run.js";

startBrief();
const cli = loadWithCodeCache(join(import.meta.dirname, "agon.cjs")).exports as { main: typeof main };
await cli.main();
