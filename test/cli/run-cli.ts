// Runs the `agon` command in-process with captured output (the fast way), or as a real process: the
// built command, dist/src/cli/main.js, as a user's shell runs it (the test run's set-up builds it
// once when the sources changed, test/support/build-once.ts; async, so that the process runs of
// one file can overlap).
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { CliIo } from "../../src/cli/io.js";
import { runCli } from "../../src/cli/program.js";

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export async function agon(args: string[], options: { colour?: boolean } = {}): Promise<CliRun> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    stdoutColour: options.colour ?? false,
    stderrColour: options.colour ?? false,
    cwd: process.cwd(),
  };
  const code = await runCli(args, io);
  return { code, stdout, stderr };
}

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** A fresh temporary folder: tests write only there. */
export function tempFolder(prefix = "agon-test-"): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/** A copy of a project (a fixture, or parts of this repository) in a temporary folder, with this
 *  repository's node_modules, so that Cucumber and the step definitions load there. */
export function tempProject(source: string, parts: readonly string[] = ["."]): string {
  const copy = tempFolder("agon-project-");
  for (const part of parts) cpSync(join(source, part), join(copy, part), { recursive: true });
  symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
  return copy;
}

/** The built `agon` executable. */
export const BUILT_AGON = join(ROOT, "dist/src/cli/main.js");

export function agonProcess(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<CliRun> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [BUILT_AGON, ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, NO_COLOR: "1", ...options.env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (text: string) => (stdout += text));
    child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr += text));
    child.on("close", (code) => done({ code: code ?? -1, stdout, stderr }));
  });
}

/** A user error is one `error[code]: ` line on stderr (and maybe its hint line), never a stack trace. */
export function isOneLineError(stderr: string): boolean {
  const lines = stderr.trimEnd().split("\n");
  const hinted = lines.length === 2 && lines[1]!.startsWith("  = hint: ");
  return (lines.length === 1 || hinted) && /^error\[[a-z-]+\]: /.test(lines[0]!) && !/\n\s+at /.test(stderr);
}
