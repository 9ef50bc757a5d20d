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

/** The commands `agon --help` lists, but `help`. */
async function commandNames(): Promise<string[]> {
  const help = (await agon(["--help"])).stdout;
  const listed = [...help.slice(help.indexOf("Commands:")).matchAll(/^ {2}([a-z-]+) /gm)].map((m) => m[1]!);
  return listed.filter((c) => c !== "help");
}

// one spawn of each command: its exit code and error line as a shell sees them (fmt, replay,
// options, divergences and compare were run in process only)
describe("every command, as a process", () => {
  it("exits 2 with one line for an unknown option", async () => {
    const commands = await commandNames();
    expect(commands).toEqual(expect.arrayContaining(["check", "fmt", "play", "replay", "options", "divergences", "simulate", "compare"]));
    const runs = await Promise.all(commands.map(async (c) => [c, await agonProcess([c, "--no-such-flag"])] as const));
    for (const [c, run] of runs) {
      expect([c, run.code]).toEqual([c, 2]);
      expect(isOneLineError(run.stderr), `${c}: ${run.stderr}`).toBe(true);
    }
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
