#!/usr/bin/env node
// The `agon` executable as scripts/bundle.mjs builds it: the bundled CLI, loaded with its code cache.
import { join } from "node:path";
import { loadWithCodeCache } from "./code-cache.js";
import type { main } from "./run.js";

const cli = loadWithCodeCache(join(import.meta.dirname, "agon.cjs")).exports as { main: typeof main };
await cli.main();
