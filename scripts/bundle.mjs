// `node scripts/bundle.mjs [DIR]` (DIR defaults to dist): builds the `agon` command from the
// TypeScript sources (no type check: `npm run build` runs tsc first). Node took ~100 ms of every
// start of the CLI to find and load the hundred compiled files one by one, and ~60 ms more to
// compile them. In DIR/src/cli/:
// - agon.cjs: the whole CLI in one CommonJS file, so that V8 can cache its compiled code;
// - agon.cache: that code cache, made by checking both games once (see src/cli/code-cache.ts);
// - main.js: the executable, which runs agon.cjs with agon.cache;
// - worker.js: the simulation's worker thread, which the pool finds beside agon.cjs;
// - mutation-worker.js: `agon mutate`'s worker thread, found the same way;
// and DIR/src/index.js: the public API as one ES module (package.json's `exports`).
import { chmodSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { build } from "rolldown";
import { chevrotainInside } from "./chevrotain-inside.mjs";

const root = process.argv[2] ?? "dist";
const out = resolve(root, "src", "cli");
const GAMES = ["rules/olympia-2000.agon", "rules/olympeak.agon"];

const common = {
  platform: "node",
  tsconfig: "tsconfig.build.json",
  // Cucumber (a devDependency, for `agon conform`) loads the step definitions itself.
  external: [/^@cucumber\//],
  plugins: [chevrotainInside()],
  logLevel: "warn",
};

rmSync(root, { recursive: true, force: true });
await build({
  ...common,
  input: "src/cli/run.ts",
  // `import()` fails in code run from a code cache (src/cli/code-cache.ts): Cucumber is `require`d.
  output: { file: join(out, "agon.cjs"), format: "cjs", codeSplitting: false, dynamicImportInCjs: false },
});
await build({
  ...common,
  input: {
    main: "src/cli/built-main.ts",
    "code-cache": "src/cli/code-cache.ts",
    worker: "src/simulation/worker.ts",
    "mutation-worker": "src/mutation/worker.ts",
  },
  output: { dir: out, format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
});
chmodSync(join(out, "main.js"), 0o755);
// the public API (`import { loadGame } from "agon"`), one ES module; its types come from tsc
await build({ ...common, input: "src/index.ts", output: { file: resolve(root, "src", "index.js"), format: "esm", codeSplitting: false } });

const { loadWithCodeCache } = await import(resolve(out, "code-cache.js"));
const cli = loadWithCodeCache(join(out, "agon.cjs"), join(out, "agon.cache"));
const quiet = { stdout: () => {}, stderr: () => {}, stdoutColour: false, stderrColour: false, cwd: process.cwd() };
await cli.exports.runCli(["check", ...GAMES], quiet);
writeFileSync(join(out, "agon.cache"), cli.codeCache());
