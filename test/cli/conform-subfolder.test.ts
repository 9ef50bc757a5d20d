// `agon conform` from a subfolder of the project: the step definitions find the project's rules/
// from any folder, as README says, not from the current one.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agonProcess, ROOT, tempFolder } from "./run-cli.js";

describe("agon conform from a subfolder of the project", () => {
  it("runs the features of a game and passes, as from the project's folder", async () => {
    const reports = tempFolder("agon-conform-subfolder-");
    const run = await agonProcess(["conform", "--game", "lead-and-follow", "--reports", reports], { cwd: join(ROOT, "docs") });
    expect(run.stdout + run.stderr).not.toContain("    at ");
    expect(run.stdout + run.stderr).not.toMatch(/ENOENT|does not load/);
    expect(run.code).toBe(0);
  }, 300_000);
});
