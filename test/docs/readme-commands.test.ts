// The README's `npx agon ...` commands, run as a user would type them, in a copy of the project in
// a temporary folder (so that `conform` writes its reports there, not here). Each must exit 0 and
// say something. `--games N` is cut to a few hundred games: the point is that the command works as
// written, not how long twenty thousand games take.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { agonProcess } from "../cli/run-cli.js";

interface ReadmeCommand {
  line: number;
  args: string[];
  /** the file that `> FILE` sends stdout to */
  stdoutTo?: string;
}

/** Splits a shell line into words; the README's commands use no quotes beyond plain words. */
function words(command: string): string[] {
  if (/["'`$|;&]/.test(command)) throw new Error(`the README command needs a shell: ${command}`);
  return command.trim().split(/\s+/);
}

export function readmeCommands(markdown: string): ReadmeCommand[] {
  const found: ReadmeCommand[] = [];
  const lines = markdown.split("\n");
  let inShell = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith("```")) {
      inShell = !inShell && line === "```sh";
      continue;
    }
    if (!inShell || !line.startsWith("npx agon ")) continue;
    const start = i + 1;
    let text = line.replace(/\s+#.*$/, "");
    while (text.endsWith("\\")) text = `${text.slice(0, -1)} ${lines[++i]!.replace(/\s+#.*$/, "")}`;
    const [command, stdoutTo] = text.split(/\s>\s/);
    const args = words(command!)
      .slice(2)
      .map((w, k, all) => (all[k - 1] === "--games" ? String(Math.min(Number(w), 300)) : w));
    found.push({ line: start, args, stdoutTo: stdoutTo?.trim() });
  }
  return found;
}

const ROOT = resolve(import.meta.dirname, "../..");
const project = mkdtempSync(join(tmpdir(), "agon-readme-"));
for (const part of [
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "tsconfig.build.json",
  "cucumber.mjs",
  "rules",
  "cards",
  "features",
  "grammar",
  "src",
  "scripts",
]) {
  cpSync(join(ROOT, part), join(project, part), { recursive: true });
}
symlinkSync(join(ROOT, "node_modules"), join(project, "node_modules"), "dir");
// the test run's build of these same sources: conform's Cucumber imports the compiled steps from it
symlinkSync(join(ROOT, "dist"), join(project, "dist"), "dir");
afterAll(() => rmSync(project, { recursive: true, force: true }));

const commands = readmeCommands(readFileSync(join(ROOT, "README.md"), "utf8"));

describe("README.md commands", () => {
  it("finds the commands", () => {
    expect(commands.length).toBeGreaterThanOrEqual(10);
  });

  for (const command of commands) {
    it(`README.md:${command.line} agon ${command.args.join(" ")}`, { timeout: 120_000 }, async () => {
      const run = await agonProcess(command.args, { cwd: project });
      expect(run.stderr.includes("\n    at "), run.stderr).toBe(false);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout.length).toBeGreaterThan(0);
      if (command.stdoutTo) {
        writeFileSync(join(project, command.stdoutTo), run.stdout);
        expect(() => JSON.parse(run.stdout)).not.toThrow();
      }
    });
  }
});
