// Hostile saved games for `agon replay`: the file names its rules relative to the project, and
// replay reads only regular files inside the project (real path) and checks their hash before it
// parses or prints anything. Each case says the answer it must get; none may print a line of a
// file outside the project, hang on a FIFO or read a device.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { agon, tempFolder } from "../cli/run-cli.js";

const SECRET = "agon-hostile-secret-4f1c";
let project: string;
let save: string;
let saved: Record<string, unknown>;

beforeAll(async () => {
  project = tempFolder("agon-hostile-saved-");
  writeFileSync(join(project, "package.json"), "{}\n");
  mkdirSync(join(project, "rules"));
  mkdirSync(join(project, "cards"));
  cpSync("rules/lead-and-follow.agon", join(project, "rules/lead-and-follow.agon"));
  cpSync("cards/lead-and-follow.agon", join(project, "cards/lead-and-follow.agon"));
  const outside = tempFolder("agon-hostile-outside-");
  writeFileSync(join(outside, "secret.agon"), `game ${SECRET} { players 2 }\n`);
  symlinkSync(join(outside, "secret.agon"), join(project, "rules", "link.agon"));
  execFileSync("mkfifo", [join(project, "rules", "fifo.agon")]);
  mkdirSync(join(project, "rules", "folder.agon"));
  writeFileSync(join(project, "rules", "broken.agon"), `game { ${SECRET} \n`);
  save = join(project, "g.json");
  const play = await agon(["play", join(project, "rules/lead-and-follow.agon"), "--players", "4", "--save", save]);
  expect(play.code).toBe(0);
  saved = JSON.parse(readFileSync(save, "utf8")) as Record<string, unknown>;
  process.env.AGON_HOSTILE_SECRET = SECRET;
});

async function replayOf(changes: Record<string, unknown>): Promise<{ code: number; output: string }> {
  const file = join(project, `tampered-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify({ ...saved, ...changes }));
  const run = await agon(["replay", file]);
  return { code: run.code, output: run.stdout + run.stderr };
}

describe("agon replay of a hostile saved game", () => {
  it("names its rules and the files they use relative to the project", () => {
    expect(saved.rules).toBe("rules/lead-and-follow.agon");
    expect(saved.files).toEqual(["cards/lead-and-follow.agon", "rules/lead-and-follow.agon"]);
  });

  it.each([
    ["an absolute path", { rules: "/etc/passwd" }, /rules: .* is not inside the project/],
    ["/proc/self/environ", { rules: "/proc/self/environ" }, /rules: .* is not inside the project/],
    ["a path climbing out", { rules: "../../../../../../../../proc/self/environ" }, /rules: .* is not inside the project/],
    [
      "a used file climbing out",
      { files: ["../../../../../../../../etc/passwd", "rules/lead-and-follow.agon"] },
      /files\[0\]: .* is not inside the project/,
    ],
    [
      "a link out of the project",
      { rules: "rules/link.agon", files: ["rules/link.agon"] },
      /rules\/link\.agon is a link to a file outside the project/,
    ],
    ["a FIFO", { rules: "rules/fifo.agon", files: ["rules/fifo.agon"] }, /rules\/fifo\.agon is not a regular file/],
    ["a folder", { rules: "rules/folder.agon", files: ["rules/folder.agon"] }, /rules\/folder\.agon is not a regular file/],
    ["a missing file", { rules: "rules/none.agon", files: ["rules/none.agon"] }, /rules\/none\.agon: no such file in the project/],
    ["a rules file not among the files", { files: ["cards/lead-and-follow.agon"] }, /rules: .* is not among its files/],
    [
      "another file with its hash unchecked",
      { rules: "rules/broken.agon", files: ["rules/broken.agon"] },
      /have changed since it was saved/,
    ],
  ])("refuses %s (exit 1) and prints none of it", async (_what, changes, message) => {
    const run = await replayOf(changes);
    expect(run.code).toBe(1);
    expect(run.output).toMatch(message);
    expect(run.output).not.toContain(SECRET);
    expect(run.output).not.toMatch(/root:|PATH=/);
    expect(run.output).not.toContain("    at ");
  });

  it("refuses a saved game of the earlier format, whose rules path was never checked", async () => {
    const run = await replayOf({ version: 1, rules: "/etc/passwd" });
    expect(run.code).toBe(1);
    expect(run.output).toContain("version");
    expect(run.output).not.toMatch(/root:/);
  });

  it("still replays the untampered game, from any folder", async () => {
    const run = await agon(["replay", save]);
    expect([run.code, run.stderr]).toEqual([0, ""]);
  });
});
