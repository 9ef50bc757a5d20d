// `agon mutate`'s command line: mistakes in it are one line and exit 2, before any work.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agon, agonProcess, ROOT, tempProject } from "../cli/run-cli.js";

describe("agon mutate's command line", () => {
  it("suggests the game meant", async () => {
    const run = await agon(["mutate", "--game", "lead-and-folow"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error: no game named `lead-and-folow`; did you mean `lead-and-follow`?\n");
  });

  it("refuses a seed count that is not a whole number", async () => {
    const run = await agon(["mutate", "--seeds", "1e3"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error: --seeds takes a whole number from 1 to 100000, not `1e3`\n");
  });

  it("refuses a number of worker threads that is not a whole number of at least 1", async () => {
    const run = await agon(["mutate", "--workers", "0"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('error: --workers must be a whole number of at least 1, got "0"\n');
  });

  it("refuses a report in a folder that does not exist", async () => {
    const folder = mkdtempSync(join(tmpdir(), "agon-mutate-cli-"));
    const run = await agon(["mutate", "--game", "lead-and-follow", "--report", join(folder, "no", "such.json")]);
    rmSync(folder, { recursive: true, force: true });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error: cannot write the --report file: the folder .* does not exist\n$/);
  });

  it("refuses a report that would replace a rules, card or feature file, before any mutant", async () => {
    const project = tempProject(join(ROOT, "test/cli/fixtures/conform-project"));
    mkdirSync(join(project, "cards"));
    writeFileSync(join(project, "cards/coins.agon"), "// cards\n");
    for (const file of ["rules/coin.agon", "cards/coins.agon", "features/coin/coin.feature", "features/steps/steps.mjs"]) {
      const before = readFileSync(join(project, file), "utf8");
      const run = await agonProcess(["mutate", "--game", "coin", "--seeds", "1", "--workers", "1", "--report", file], { cwd: project });
      expect(run.code, file).toBe(2);
      expect(run.stderr, file).toMatch(/^error: cannot write the --report file to .*: the command reads that file\n/);
      expect(readFileSync(join(project, file), "utf8"), file).toBe(before);
    }
    rmSync(project, { recursive: true, force: true });
  });
});
