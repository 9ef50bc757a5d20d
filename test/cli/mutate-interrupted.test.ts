// `agon mutate` stopped by Ctrl-C while mutants run: exit 130, and none of its temporary folders
// (the copies of the project each mutant is played in) is left behind.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_AGON, ROOT, tempFolder } from "./run-cli.js";

/** Whether a mutant's copy of the project (m<id>/rules) exists anywhere under `folder`. */
function mutantRunning(folder: string): boolean {
  return (readdirSync(folder, { recursive: true }) as string[]).some((p) => /(^|\/)m\d+\/rules$/.test(p));
}

describe("agon mutate on Ctrl-C", () => {
  it("exits 130 and leaves no temporary folder", async () => {
    const temp = tempFolder("agon-mutate-tmpdir-");
    const child = spawn(process.execPath, [BUILT_AGON, "mutate", "--game", "lead-and-follow", "--workers", "1"], {
      cwd: ROOT,
      env: { ...process.env, TMPDIR: temp },
      stdio: "ignore",
    });
    const exited = new Promise<number | string | null>((done) => child.on("exit", (code, signal) => done(code ?? signal)));
    for (let waited = 0; !mutantRunning(temp) && waited < 240_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(mutantRunning(temp)).toBe(true);
    child.kill("SIGINT");
    expect(await exited).toBe(130);
    expect(readdirSync(temp).filter((name) => name.startsWith("agon-"))).toEqual([]);
  }, 300_000);
});
