// The test run's set-up for the tests that run `agon` as a process (vitest.config.ts): dist/ built
// once, before any of them, and only the parts whose sources changed since the last build
// (scripts/build.mjs --if-stale), so that every process runs the compiled command, the compiled
// step definitions and the studio page of this tree.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

export default function buildOnce(): void {
  const root = resolve(import.meta.dirname, "../..");
  execFileSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { cwd: root, stdio: "inherit" });
}
