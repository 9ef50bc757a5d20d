// The two vitest projects (vitest.config.ts): a test that starts a process (the built `agon`, the
// language server, a worker) belongs to `process`, whose set-up builds dist/ first, so that the
// in-process `unit` project (npm run test:fast) neither starts one nor runs a stale build; and no
// hook cuts the configured hook time limit short.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOOK_TIMEOUT, PROCESS_TESTS } from "../../vitest.config.js";

const testFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith(".test.ts") ? [join(dir, e.name)] : [],
  );
const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]*")}$`);
const inProcessProject = (file: string) => PROCESS_TESTS.some((p) => glob(p).test(file));
const STARTS_A_PROCESS =
  /\b(LspClient|agonProcess|BUILT_AGON|spawn|spawnSync|execFile|execFileSync|execSync|fork)\(|new Worker\(|new LspClient\b/;

describe("the vitest projects", () => {
  it("put every test that starts a process in the process project", () => {
    // this file names those calls without making them
    const starters = testFiles("test").filter(
      (f) => !f.endsWith("test-projects.test.ts") && STARTS_A_PROCESS.test(readFileSync(f, "utf8")),
    );
    expect(starters.length).toBeGreaterThan(10);
    expect(starters.filter((f) => !inProcessProject(f))).toEqual([]);
  });

  it("leave every hook the configured time limit", () => {
    const shorter = testFiles("test").flatMap((f) =>
      [...readFileSync(f, "utf8").matchAll(/^\}, ([0-9_]+)\);$/gm)]
        .filter((m) => Number(m[1]!.replaceAll("_", "")) < HOOK_TIMEOUT)
        .map((m) => `${f}: ${m[0]}`),
    );
    expect(shorter).toEqual([]);
  });
});
