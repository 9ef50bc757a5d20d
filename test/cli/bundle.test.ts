// The built command (scripts/bundle.mjs) as `npm install` makes it: it checks a game, its
// simulation finds its worker threads, and V8 takes its code cache. Built into node_modules/.cache
// so that it resolves the project's packages as dist/ does.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const OUT = join("node_modules", ".cache", `agon-bundle-test-${process.pid}`);
const CLI = join(OUT, "src", "cli");
const MAIN = join(CLI, "main.js");

function run(...args: string[]) {
  return spawnSync(process.execPath, [MAIN, ...args], { encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
}

describe("the bundled agon command", { timeout: 120_000 }, () => {
  beforeAll(() => {
    const built = spawnSync(process.execPath, ["scripts/bundle.mjs", OUT], { encoding: "utf8" });
    expect(built.status, built.stderr).toBe(0);
  }, 120_000);
  afterAll(() => rmSync(OUT, { recursive: true, force: true }));

  it("checks a game", () => {
    const r = run("check", "rules/olympia-2000.agon");
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("checked 1 file: no problems\n");
    expect(r.status).toBe(0);
  });

  it("reports a file with errors with exit code 1", () => {
    const r = run("check", "test/cli/fixtures/broken.agon");
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("error");
  });

  /** Whether V8 took the code cache of every chunk the command loaded (under main.js's flags). */
  function tookCodeCache(args: string[]): void {
    // in a plain node process under main.js's flags, as the command runs (V8 refuses a cache made
    // under other flags)
    const url = pathToFileURL(resolve(CLI, "code-cache.js")).href;
    const optimiser = pathToFileURL(resolve(CLI, "optimiser.js")).href;
    const script = `(await import(${JSON.stringify(optimiser)})).startBrief();
      const { loadWithCodeCache } = await import(${JSON.stringify(url)});
      const cli = loadWithCodeCache(${JSON.stringify(join(CLI, "agon.cjs"))});
      const quiet = { stdout: () => {}, stderr: () => {}, stdoutColour: false, stderrColour: false, cwd: process.cwd() };
      const code = await cli.exports.runCli(${JSON.stringify(args)}, quiet);
      console.log(code, cli.usedCodeCache());`;
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    expect(r.stdout).toBe("0 true\n");
  }

  it("comes with a code cache that V8 takes for every chunk that `agon check` loads", () => {
    tookCodeCache(["check", "rules/olympia-2000.agon"]);
  });

  it("and for every chunk that a one-worker `agon simulate` loads", () => {
    tookCodeCache(["simulate", "rules/lead-and-follow.agon", "--players", "4", "--games", "2", "--workers", "1"]);
  });

  it("loads for `agon check` neither the language server, the progress bars, the prompts nor zod", () => {
    const url = pathToFileURL(resolve(CLI, "code-cache.js")).href;
    const script = `const { loadWithCodeCache } = await import(${JSON.stringify(url)});
      const cli = loadWithCodeCache(${JSON.stringify(join(CLI, "agon.cjs"))});
      const quiet = { stdout: () => {}, stderr: () => {}, stdoutColour: false, stderrColour: false, cwd: process.cwd() };
      await cli.exports.runCli(["check", "rules/olympia-2000.agon"], quiet);
      console.log(JSON.stringify(cli.chunks()));`;
    const r = spawnSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" });
    expect(r.stderr).toBe("");
    const loaded = (JSON.parse(r.stdout) as string[]).map((file) => readFileSync(file, "utf8"));
    // a word of each library's code that none of the others has
    for (const library of ["textDocument/publishDiagnostics", "SingleBar", "rawlist", "ZodError"]) {
      expect(
        loaded.some((code) => code.includes(library)),
        library,
      ).toBe(false);
    }
    // and the check itself is there
    expect(loaded.some((code) => code.includes("checkCommand"))).toBe(true);
  });

  it("simulates on worker threads", () => {
    const r = run("simulate", "rules/olympia-2000.agon", "--players", "2", "--games", "4", "--workers", "2", "--json");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toBeTypeOf("object");
  });
});
