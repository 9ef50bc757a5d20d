// `agon simulate --json --report FILE` on a full disk: the report cannot be written, so the command
// fails (exit 1, one line), but the JSON it was asked for is printed whole all the same.
import { describe, expect, it, vi } from "vitest";
import { CliFailure } from "../../src/cli/errors.js";
import { join } from "node:path";
import { agon, tempFolder } from "./run-cli.js";

vi.mock("../../src/cli/output-files.js", async (original) => ({
  ...(await original<typeof import("../../src/cli/output-files.js")>()),
  writeFileWhole: (path: string) => {
    throw new CliFailure(`cannot write ${path}: ENOSPC`);
  },
}));

// in a temporary folder, so that a mock that did not apply could not write into the work tree
const REPORT = join(tempFolder(), "report.html");
const FLAGS = ["test/cli/fixtures/high-card.agon", "--players", "2", "--games", "20", "--workers", "1"];

describe("a simulation's report on a full disk", () => {
  it("--json: the JSON is printed whole, the failure said, exit 1", async () => {
    const run = await agon(["simulate", ...FLAGS, "--json", "--report", REPORT]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`error[failed]: cannot write ${REPORT}: ENOSPC\n`);
    expect(JSON.parse(run.stdout)).toMatchObject({ format: "agon-simulation/1", slice: { first: 0, count: 20 } });
  }, 60_000);

  it("text: the summary is printed, the report line is not", async () => {
    const run = await agon(["simulate", ...FLAGS, "--report", REPORT]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("played in");
    expect(run.stdout).not.toContain("report:");
  }, 60_000);
});
