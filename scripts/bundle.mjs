// `node scripts/bundle.mjs [DIR]` (DIR defaults to dist): builds the `agon` command from the
// TypeScript sources (no type check: `npm run build` runs tsc first). Node took ~100 ms of every
// start of the CLI to find and load the hundred compiled files one by one, and ~60 ms more to
// compile them. In DIR/src/cli/:
// - agon.cjs: the command line in CommonJS, so that V8 can cache its compiled code; each command's
//   code is a chunk beside it (NAME-HASH.cjs), loaded when the command runs;
// - X.cache beside each chunk X.cjs that `agon check` loads: its code cache, made by checking both
//   games once (see src/cli/code-cache.ts);
// - main.js: the executable, which runs agon.cjs with the caches (and optimiser.js's flags);
// - worker.js: the simulation's worker thread, which the pool finds beside the chunks;
// - mutation-worker.js: `agon mutate`'s worker thread, found the same way;
// DIR/src/index.js: the public API as one ES module (package.json's `exports`);
// and DIR/features/steps.mjs: every step definition and support file of features/, with the
// engine, as one ES module with its source map, which cucumber.mjs imports when it is up to date
// (`npm start` then loads no TypeScript).
// Only DIR/src is replaced: DIR/types (tsc) and DIR/studio (vite) are other steps' output.
import { chmodSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "rolldown";
import { chevrotainInside } from "./chevrotain-inside.mjs";
import { lazySegmenter } from "./lazy-segmenter.mjs";

const root = process.argv[2] ?? "dist";
const out = resolve(root, "src", "cli");
const GAMES = ["rules/olympia-2000.agon", "rules/olympeak.agon"];

const common = {
  platform: "node",
  tsconfig: "tsconfig.build.json",
  // Cucumber (a devDependency, for `agon conform`) loads the step definitions itself.
  external: [/^@cucumber\//],
  plugins: [chevrotainInside(), lazySegmenter()],
  logLevel: "warn",
};

rmSync(resolve(root, "src"), { recursive: true, force: true });
rmSync(resolve(root, "features"), { recursive: true, force: true });
await build({
  ...common,
  input: { agon: "src/cli/run.ts" },
  // `import()` fails in code run from a code cache (src/cli/code-cache.ts): chunks and Cucumber are `require`d.
  output: { dir: out, format: "cjs", dynamicImportInCjs: false, entryFileNames: "[name].cjs", chunkFileNames: "[name]-[hash].cjs" },
});
await build({
  ...common,
  input: {
    main: "src/cli/built-main.ts",
    "code-cache": "src/cli/code-cache.ts",
    optimiser: "src/cli/optimiser.ts",
    worker: "src/simulation/worker.ts",
    "mutation-worker": "src/mutation/worker.ts",
  },
  output: { dir: out, format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
});
chmodSync(join(out, "main.js"), 0o755);
// the public API (`import { loadGame } from "agon"`), one ES module; its types come from tsc
await build({ ...common, input: "src/index.ts", output: { file: resolve(root, "src", "index.js"), format: "esm", codeSplitting: false } });

const stepFiles = ["features/steps", "features/support"].flatMap((dir) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .sort()
    .map((name) => resolve(dir, name)),
);
const STEPS_ENTRY = "\0agon-steps";
await build({
  ...common,
  input: STEPS_ENTRY,
  // (the segmenter's start-up time does not matter here, and its edit has no source map)
  plugins: [
    chevrotainInside(),
    {
      name: "every-step-file",
      resolveId: (id) => (id === STEPS_ENTRY ? id : null),
      load: (id) => (id === STEPS_ENTRY ? stepFiles.map((file) => `import ${JSON.stringify(file)};`).join("\n") : null),
    },
  ],
  output: { file: resolve(root, "features", "steps.mjs"), format: "esm", codeSplitting: false, sourcemap: true },
});

const { loadWithCodeCache } = await import(resolve(out, "code-cache.js"));
// under the flags that main.js starts with: V8 takes a code cache only under the flags it was made with
const { startBrief } = await import(resolve(out, "optimiser.js"));
startBrief();
const cli = loadWithCodeCache(join(out, "agon.cjs"));
const quiet = { stdout: () => {}, stderr: () => {}, stdoutColour: false, stderrColour: false, cwd: process.cwd() };
await cli.exports.runCli(["check", ...GAMES], quiet);
// and the chunks a one-worker simulation loads (it plays in this thread): `agon simulate` starts
// as often as `agon check` does, in scripts and in balance runs of a few hundred games
await cli.exports.runCli(["simulate", GAMES[0], "--players", "3", "--games", "1", "--workers", "1"], quiet);
// a simulation turns the optimising compiler back on (optimiser.ts runningLong): the caches are
// made under the flags main.js starts with
startBrief();
for (const [file, cache] of cli.codeCaches()) writeFileSync(file, cache);
