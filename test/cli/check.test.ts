import { describe, expect, it } from "vitest";
import { agon, isOneLineError } from "./run-cli.js";

const GAME_FILES = ["rules/olympia-2000.agon", "cards/olympia-2000.agon"];

describe("agon check", () => {
  it("exits 0 on the game's files, ending with a summary line", async () => {
    const run = await agon(["check", ...GAME_FILES]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toMatch(/checked 2 files: (no problems|0 errors, \d+ warnings?)\n$/);
    expect(run.code).toBe(0);
  });

  it("exits 0 when there are only warnings, and shows them", async () => {
    const run = await agon(["check", "test/cli/fixtures/high-card.agon"]);
    expect(run.stdout).toContain("warning[unimplemented-rule-id]");
    expect(run.stdout).toContain("HC-3");
    expect(run.stdout).toMatch(/checked 1 file: 0 errors, 1 warning\n$/);
    expect(run.code).toBe(0);
  });

  it("exits 1 on errors, rendering each with its location", async () => {
    const run = await agon(["check", "test/cli/fixtures/broken.agon"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^error\[[a-z-]+\]: /m);
    expect(run.stdout).toContain("test/cli/fixtures/broken.agon:");
    expect(run.stdout).toMatch(/checked 1 file: [1-9]\d* errors?, \d+ warnings?\n$/);
    expect(run.stdout).not.toContain("\u001b[");
  });

  it("colours the diagnostics only when told the output is a terminal", async () => {
    const run = await agon(["check", "test/cli/fixtures/broken.agon"], { colour: true });
    expect(run.stdout).toMatch(/\u001b\[[0-9;]*m/);
  });

  it("gives JSON diagnostics with file, line and column", async () => {
    const run = await agon(["check", "test/cli/fixtures/broken.agon", "--json"]);
    expect(run.code).toBe(1);
    const diagnostics = JSON.parse(run.stdout) as Record<string, unknown>[];
    expect(diagnostics.length).toBeGreaterThan(0);
    for (const d of diagnostics) {
      expect(d).toMatchObject({ severity: expect.stringMatching(/^(error|warning)$/), code: expect.stringMatching(/^[a-z]+(-[a-z]+)*$/) });
      expect(d.file).toBe("test/cli/fixtures/broken.agon");
      expect(d.line).toEqual(expect.any(Number));
      expect(d.col).toEqual(expect.any(Number));
    }
  });

  it("gives an empty JSON array for clean files", async () => {
    const run = await agon(["check", "test/cli/fixtures/stuck.agon", "--json"]);
    expect(JSON.parse(run.stdout)).toEqual([]);
    expect(run.code).toBe(0);
  });

  it("exits 1 for a file that does not exist", async () => {
    const run = await agon(["check", "rules/no-such-game.agon"]);
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).toContain("no-such-game.agon");
  });

  it("exits 2 on bad usage, in one line", async () => {
    for (const args of [["check"], ["check", "--jsn", "x.agon"], ["chek", "x.agon"], []]) {
      const run = await agon(args);
      expect(run.code, args.join(" ")).toBe(2);
      if (args.length > 0) expect(isOneLineError(run.stderr), run.stderr).toBe(true);
    }
    expect((await agon(["chek", "x.agon"])).stderr).toContain("check");
  });

  it("exits 0 for --help", async () => {
    const run = await agon(["--help"]);
    expect(run.code).toBe(0);
    for (const command of ["check", "play", "options", "conform"]) expect(run.stdout).toContain(command);
  });
});
