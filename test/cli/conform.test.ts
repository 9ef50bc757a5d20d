// `agon conform` on a fixture project: one tiny game with a rulebook, and scenarios that pass, fail
// or are left out on demand. (`npm start` runs it on the real games.) Each run is its own process:
// Cucumber loads step definitions once per process.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agonProcess } from "./run-cli.js";

const FIXTURE = join(import.meta.dirname, "fixtures/conform-project");

describe.concurrent("agon conform on a fixture project", () => {
  it("passes when every rule ID has passing scenarios", async () => {
    const run = await agonProcess(["conform"], { cwd: FIXTURE });
    expect(run.stdout).toContain("coin \"Coin\": 2 scenarios, 0 failing");
    expect(run.stdout).toMatch(/^CO-1 +1 +1 +0 +ok +The coin is tossed$/m);
    expect(run.stdout).toMatch(/^CO-3 +1 +1 +0 +ok +The player with more points wins$/m);
    expect(run.stdout).toContain("coverage: 3/3 rule IDs have scenarios (100%); 3/3 all passing (100%)");
    expect(run.stdout).toMatch(/conformance: ok\n$/);
    expect(run.code).toBe(0);
  });

  it("fails on a failing scenario and shows it against its rule IDs", async () => {
    const run = await agonProcess(["conform"], { cwd: FIXTURE, env: { CONFORM_FIXTURE_FAIL: "1" } });
    expect(run.stdout).toMatch(/^CO-2 +1 +0 +1 +FAILING +Heads scores/m);
    expect(run.stdout).toContain("failing on purpose");
    expect(run.stdout).toContain("coin: 1 failing scenario");
    expect(run.code).toBe(1);
  });

  it("fails on uncovered rule IDs", async () => {
    const run = await agonProcess(["conform"], { cwd: FIXTURE, env: { CONFORM_FIXTURE_TAGS: "not @CO-3" } });
    expect(run.stdout).toMatch(/^CO-2 +0 +0 +0 +UNCOVERED/m);
    expect(run.stdout).toMatch(/^CO-3 +0 +0 +0 +UNCOVERED/m);
    expect(run.stdout).toContain("coverage: 1/3 rule IDs have scenarios (33%)");
    expect(run.stdout).toContain("coin: 2 uncovered rule IDs");
    expect(run.code).toBe(1);
  });
});
