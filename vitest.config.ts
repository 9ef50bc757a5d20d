// Two projects share this configuration:
// - unit: the tests that run in this process (the CLI through its I/O injection, test/cli/run-cli.ts);
// - process: the tests that start processes or threads, or need what `npm run build` makes (the
//   built command, the compiled step definitions, the studio page, the package): the set-up builds
//   dist/ once per run, and only when its sources changed (test/support/build-once.ts).
// `npm test` runs both; `npm run test:fast` (--mode fast) only unit, with a tenth of the games
// (test/support/scale.ts).
import { availableParallelism } from "node:os";
import { resolve } from "node:path";
import { defineConfig } from "vitest/config";

/** the process project's files (test/architecture/test-projects.test.ts: every test that starts a process is one) */
export const PROCESS_TESTS = [
  "test/adapter/hand-written-*.test.ts",
  "test/adapter/protocol.test.ts",
  "test/cli/bundle.test.ts",
  "test/cli/conform.test.ts",
  "test/cli/conform-engine.test.ts",
  "test/cli/conform-subfolder.test.ts",
  "test/cli/explain.test.ts",
  "test/cli/korean-particle-hint.test.ts",
  // vi.mock needs a module graph of its own: the unit project shares one per worker
  "test/cli/full-disk-report.test.ts",
  "test/cli/mutate-interrupted.test.ts",
  "test/cli/process.test.ts",
  "test/cli/robust-cli.test.ts",
  "test/codegen/cli-engine.test.ts",
  "test/codegen/compile-standalone.test.ts",
  "test/codegen/safety.test.ts",
  "test/conformance/report.test.ts",
  "test/conformance/step-locations.test.ts",
  "test/docs/cluster-recipe.test.ts",
  "test/docs/readme-commands.test.ts",
  "test/editors/vsix.test.ts",
  "test/format/format.test.ts",
  "test/generated-files.test.ts",
  "test/hostile/lsp-jsonrpc.test.ts",
  "test/hostile/saved-games.test.ts",
  "test/hostile/studio-http.test.ts",
  "test/lsp/publishing.test.ts",
  "test/lsp/server.test.ts",
  "test/mutation/cli.test.ts",
  "test/mutation/runaway-and-workers.test.ts",
  "test/mutation/suite.test.ts",
  "test/packaging/tarball.test.ts",
  "test/simulation/cli.test.ts",
  "test/simulation/pool.test.ts",
  "test/simulation/workers.test.ts",
  "test/studio/browser.test.ts",
];

// Vitest evaluates the projects' configuration in its default mode, whatever --mode says: the
// mode is read from the command line as well.
const modeFlag = process.argv.indexOf("--mode");
const fastFromCommandLine = process.argv.includes("--mode=fast") || (modeFlag > 0 && process.argv[modeFlag + 1] === "fast");

/** every hook's time limit: a hook that starts a process (the language server, a browser) waits for
 *  it beside the rest of the run, and vitest's default 10 s is too short on two busy cores */
export const HOOK_TIMEOUT = 180_000;

export default defineConfig(({ mode }) => ({
  test: {
    testTimeout: 60_000,
    hookTimeout: HOOK_TIMEOUT,
    // Vitest keeps a core for itself by default: one worker on two cores. Its own process mostly
    // waits, and the process tests wait on their children, so every core runs a test file.
    maxWorkers: Math.max(2, availableParallelism()),
    env: { AGON_TEST_SCALE: mode === "fast" || fastFromCommandLine ? "fast" : "full" },
    projects: [
      // one module graph per worker, not per file: each file imported the engine again (~1 s a file)
      { extends: true, test: { name: "unit", include: ["test/**/*.test.ts"], exclude: PROCESS_TESTS, isolate: false } },
      {
        extends: true,
        test: {
          name: "process",
          include: PROCESS_TESTS,
          globalSetup: ["test/support/build-once.ts"],
          // worker threads run the compiled workers of that build, not worker.ts through ts-node (src/worker-entry.ts)
          env: { AGON_BUILT_WORKERS: resolve(import.meta.dirname, "dist/src/cli") },
        },
      },
    ],
  },
}));
