#!/usr/bin/env node
// The `agon` executable as scripts/bundle.mjs builds it: the bundled CLI, loaded with its code cache.
import { join } from "node:path";
import { loadWithCodeCache } from "./code-cache.js";
import type { main } from "./run.js";

const here = import.meta.dirname;
const cli = loadWithCodeCache(join(here, "agon.cjs"), join(here, "agon.cache")).exports as { main: typeof main };
await cli.main();
