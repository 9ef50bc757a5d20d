#!/usr/bin/env node
// The `agon` executable, run from the sources (the built one is built-main.ts).
import { main } from "./run.js";

await main();
