// Runs the `agon` command in-process with captured output (the fast way), or as a real process
// through the TypeScript entry point (to check what a user's shell sees; async, so that the slow
// process runs of one file can overlap).
import { spawn } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
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

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export function agonProcess(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Promise<CliRun> {
  const entry = [`--import=${pathToFileURL(join(ROOT, "scripts/register.mjs")).href}`, join(ROOT, "src/cli/main.ts")];
  return new Promise((done) => {
    const child = spawn(process.execPath, [...entry, ...args], {
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

/** A user error is one line on stderr and never a stack trace. */
export function isOneLineError(stderr: string): boolean {
  const lines = stderr.trimEnd().split("\n");
  return lines.length === 1 && lines[0]!.startsWith("error") && !/\n\s+at /.test(stderr);
}
