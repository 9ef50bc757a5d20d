// `node scripts/bundle.mjs [DIR]` (DIR defaults to dist): the `agon` command (DIR/src/cli/main.js)
// and the simulation's worker thread as a few ES modules, from the TypeScript sources (no type
// check: `npm run build` runs tsc first). Node took ~100 ms of every start of the CLI to find and
// load the hundred compiled files one by one.
// Every file lands in DIR/src/cli/, so the simulation pool finds `./worker.js` beside whichever
// chunk holds its code, as it does beside itself when run from the sources.
import { chmodSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "rolldown";

const root = process.argv[2] ?? "dist";
const out = join(root, "src", "cli");

rmSync(root, { recursive: true, force: true });
await build({
  input: { main: "src/cli/main.ts", worker: "src/simulation/worker.ts" },
  platform: "node",
  tsconfig: "tsconfig.build.json",
  // Cucumber (a devDependency, for `agon conform`) loads the step definitions itself.
  external: [/^@cucumber\//],
  logLevel: "warn",
  output: { dir: out, format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
});
chmodSync(join(out, "main.js"), 0o755);
