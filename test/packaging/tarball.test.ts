// The package as a user gets it: `npm pack` of a copy of the project (its `prepare` builds there
// what the test run's build, copied in, does not hold up to date),
// the tarball installed into a fresh project from the npm cache, and there `agon check`, `play`,
// `simulate`, `conform` and `import { loadGame } from "agon"` work. Nothing is written into this
// repository: the copy, the tarball and the consumer all live in temporary folders.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOT, tempFolder } from "../cli/run-cli.js";

const CUCUMBER_VERSION = JSON.parse(
  execFileSync("npm", ["pkg", "get", "devDependencies[@cucumber/cucumber]"], { cwd: ROOT, encoding: "utf8" }),
) as string;
const npm = (args: string[], cwd: string) =>
  spawnSync("npm", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, npm_config_audit: "false", npm_config_fund: "false", npm_config_update_notifier: "false" },
  });

let consumer = "";
let packed: string[] = [];

function agon(...args: string[]) {
  return spawnSync(join(consumer, "node_modules/.bin/agon"), args, {
    cwd: consumer,
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
}

describe("the packed package, installed", { timeout: 600_000 }, () => {
  beforeAll(() => {
    // a copy of the tracked files, so that the build of `npm pack` happens outside this repository
    const copy = tempFolder("agon-pack-src-");
    const tracked = execFileSync("git", ["ls-files", "-z"], { cwd: ROOT, encoding: "utf8" }).split("\0").filter(Boolean);
    for (const file of tracked) cpSync(join(ROOT, file), join(copy, file), { recursive: true });
    symlinkSync(join(ROOT, "node_modules"), join(copy, "node_modules"), "dir");
    // with the test run's build of these same sources: `prepare` finds it up to date (scripts/build.mjs)
    cpSync(join(ROOT, "dist"), join(copy, "dist"), { recursive: true });
    const tarballs = tempFolder("agon-pack-");
    const pack = npm(["pack", "--json", "--pack-destination", tarballs], copy);
    expect(pack.status, pack.stderr).toBe(0);
    const [info] = JSON.parse(pack.stdout.slice(pack.stdout.indexOf("["))) as [{ filename: string; files: { path: string }[] }];
    packed = info.files.map((f) => f.path);

    consumer = tempFolder("agon-consumer-");
    writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
    for (const part of ["rules", "features", "cucumber.mjs"])
      cpSync(join(ROOT, "test/cli/fixtures/conform-project", part), join(consumer, part), { recursive: true });
    const install = npm(
      ["install", "--prefer-offline", "--no-save", join(tarballs, info.filename), `@cucumber/cucumber@${CUCUMBER_VERSION}`],
      consumer,
    );
    expect(install.status, install.stderr).toBe(0);
  }, 600_000);

  it("holds what a user needs and nothing else", () => {
    expect(packed).toContain("dist/src/cli/main.js");
    expect(packed).toContain("dist/src/index.js");
    expect(packed).toContain("dist/types/src/index.d.ts");
    expect(packed).toContain("README.md");
    expect(packed.filter((path) => /^(test|bench|features|scripts|src|grammar)\//.test(path))).toEqual([]);
  });

  it("checks, plays and simulates there, and --version is the package's", () => {
    const check = agon("check", "rules/coin.agon");
    expect(check.stderr).toBe("");
    expect(check.stdout).toBe("checked 1 file: no problems\n");
    const play = agon("play", "rules/coin.agon", "--players", "2", "--json");
    expect(play.status, play.stderr).toBe(0);
    expect(JSON.parse(play.stdout.trim().split("\n").at(-1)!).type).toBe("result");
    const simulate = agon("simulate", "rules/coin.agon", "--players", "2", "--games", "20", "--workers", "2", "--json");
    expect(simulate.status, simulate.stderr).toBe(0);
    expect(JSON.parse(simulate.stdout).slice).toEqual({ first: 0, count: 20 });
    expect(agon("--version").stdout.trim()).toBe(
      JSON.parse(execFileSync("npm", ["pkg", "get", "version"], { cwd: ROOT, encoding: "utf8" })),
    );
  });

  it("runs conform there", () => {
    const conform = agon("conform");
    expect(conform.stderr).toBe("");
    expect(conform.stdout).toMatch(/conformance: ok\n$/);
    expect(readdirSync(join(consumer, "reports"))).toContain("conformance.html");
  });

  it("imports the public API by the package's name", () => {
    writeFileSync(
      join(consumer, "use-api.mjs"),
      `import { loadGame, gameInfo } from "agon";\nconst { game } = loadGame("rules/coin.agon");\nconsole.log(gameInfo(game).name);\n`,
    );
    const run = spawnSync(process.execPath, ["use-api.mjs"], { cwd: consumer, encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe("coin\n");
  });
});
