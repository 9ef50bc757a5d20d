// The real executable: what a shell sees (exit codes, streams, no stack traces).
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/program.js";
import { agon, agonProcess, isOneLineError } from "./run-cli.js";

describe.concurrent("the agon process", () => {
  it("prints the same game as the in-process command", async () => {
    const args = ["play", "rules/olympia-2000.agon", "--players", "2", "--seed", "3", "--json"];
    const real = await agonProcess(args);
    expect(real.stderr).toBe("");
    expect(real.code).toBe(0);
    expect(real.stdout).toBe((await agon(args)).stdout);
  });

  it("exits 2 with one line for a bad player count", async () => {
    const run = await agonProcess(["play", "rules/olympia-2000.agon", "--players", "9"]);
    expect(run.code).toBe(2);
    expect(isOneLineError(run.stderr), run.stderr).toBe(true);
  });

  it("exits 1 for a file with errors, without a stack trace", async () => {
    const run = await agonProcess(["check", "test/cli/fixtures/broken.agon"]);
    expect(run.code).toBe(1);
    expect(run.stdout + run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe("internal errors", () => {
  it("are reported as such, with exit code 70", async () => {
    let stderr = "";
    const io = {
      stdout: () => {
        throw new TypeError("the terminal went away");
      },
      stderr: (text: string) => void (stderr += text),
      stdoutColour: false,
      stderrColour: false,
      cwd: process.cwd(),
    };
    const code = await runCli(["check", "test/cli/fixtures/stuck.agon"], io);
    expect(code).toBe(70);
    expect(stderr).toMatch(/^error\[internal\]: internal error \(TypeError: the terminal went away\)\n {2}= hint: this is a bug in agon/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
