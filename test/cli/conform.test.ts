// `agon conform` on a fixture project: one tiny game with a rulebook, and scenarios that pass, fail
// or are left out on demand. (`npm start` runs it on the real games.) Each run is its own process:
// Cucumber loads step definitions once per process. Every run works on a temporary copy.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agonProcess, BUILT_AGON, isOneLineError, tempFolder, tempProject } from "./run-cli.js";

const FIXTURE = join(import.meta.dirname, "fixtures/conform-project");
const REPORTS = ["conformance.html", "cucumber.html", "cucumber.xml", "cucumber.ndjson", "@rerun.txt"];

describe.concurrent("agon conform on a fixture project", { timeout: 180_000 }, () => {
  it("passes when every rule ID has passing scenarios, and writes the reports in the project", async () => {
    const project = tempProject(FIXTURE);
    const run = await agonProcess(["conform"], { cwd: project });
    expect(run.stdout).toContain('coin "Coin": 2 scenarios, 0 failing');
    expect(run.stdout).toMatch(/^CO-1 +1 +1 +0 +ok +The coin is tossed$/m);
    expect(run.stdout).toMatch(/^CO-3 +1 +1 +0 +ok +The player with more points wins$/m);
    expect(run.stdout).toContain("coverage: 3/3 rule IDs have scenarios (100%); 3/3 all passing (100%)");
    expect(run.stdout).toMatch(/conformance: ok\n$/);
    expect(run.code).toBe(0);
    expect(readdirSync(join(project, "reports")).sort()).toEqual([...REPORTS].sort());
  });

  it("runs the project's features from a subfolder of the project", async () => {
    const project = tempProject(FIXTURE);
    const run = await agonProcess(["conform"], { cwd: join(project, "features/coin") });
    expect(run.stdout).toMatch(/conformance: ok\n$/);
    expect(existsSync(join(project, "reports/conformance.html"))).toBe(true);
  });

  it("fails on a failing scenario and shows it against its rule IDs", async () => {
    const run = await agonProcess(["conform"], { cwd: tempProject(FIXTURE), env: { CONFORM_FIXTURE_FAIL: "1" } });
    expect(run.stdout).toMatch(/^CO-2 +1 +0 +1 +FAILING +Heads scores/m);
    expect(run.stdout).toContain("failing on purpose");
    expect(run.stdout).toContain("coin: 1 failing scenario");
    expect(run.code).toBe(1);
  });

  it("fails on uncovered rule IDs, also when narrowed to the game", async () => {
    for (const args of [["conform"], ["conform", "--game", "coin"]]) {
      const run = await agonProcess(args, { cwd: tempProject(FIXTURE), env: { CONFORM_FIXTURE_TAGS: "not @CO-3" } });
      expect(run.stdout).toMatch(/^CO-2 +0 +0 +0 +UNCOVERED/m);
      expect(run.stdout).toMatch(/^CO-3 +0 +0 +0 +UNCOVERED/m);
      expect(run.stdout).toContain("coverage: 1/3 rule IDs have scenarios (33%)");
      expect(run.stdout).toContain("coin: 2 uncovered rule IDs");
      expect(run.code).toBe(1);
    }
  });

  it("reports a scenario with an undefined step as such, not as a failing rule", async () => {
    const project = tempProject(FIXTURE);
    writeFileSync(
      join(project, "features/coin/more.feature"),
      "Feature: More\n\n  @CO-1\n  Scenario: not written yet\n    Given a step nobody wrote\n",
    );
    const run = await agonProcess(["conform"], { cwd: project });
    expect(run.stdout).toMatch(/^CO-1 +2 +1 +0 +UNDEFINED/m);
    expect(run.stdout).toContain("coin: 1 scenario with undefined steps");
    expect(run.stdout).not.toContain("failing scenario");
    expect(run.code).toBe(1);
  });

  it("fails when --tags matches nothing, and refuses a bad tag expression with its own error, exit 2", async () => {
    const nothing = await agonProcess(["conform", "--tags", "@CO-99"], { cwd: tempProject(FIXTURE) });
    expect(nothing.stdout).toContain('no scenario ran (nothing matches --tags "@CO-99")');
    expect(nothing.code).toBe(1);
    const bad = await agonProcess(["conform", "--tags", "@CO-1 and ("], { cwd: tempProject(FIXTURE) });
    expect(bad.stderr).toBe(
      'error[usage]: --tags: Tag expression "@CO-1 and (" could not be parsed because of syntax error: Unmatched (.\n',
    );
    expect(bad.code).toBe(2);
  });

  it("exits 2 with a suggestion for an unknown --game, --features or --lang", async () => {
    const project = tempProject(FIXTURE);
    const game = await agonProcess(["conform", "--game", "con"], { cwd: project });
    expect(game.stderr).toBe("error[usage]: no game named con; the games are coin; did you mean `coin`?\n");
    expect(game.code).toBe(2);
    const features = await agonProcess(["conform", "--features", "em"], { cwd: project });
    expect(features.stderr).toBe("error[usage]: no feature files in the language em; the languages are en; did you mean `en`?\n");
    expect(features.code).toBe(2);
    const lang = await agonProcess(["conform", "--lang", "em"], { cwd: project });
    expect(lang.stderr).toBe("error[usage]: --lang em: conform reports in en or ko; did you mean `en`?\n");
    expect(lang.code).toBe(2);
    expect(existsSync(join(project, "reports"))).toBe(false);
  });

  it("writes the reports where --reports says", async () => {
    const project = tempProject(FIXTURE);
    const reports = join(tempFolder(), "out");
    const run = await agonProcess(["conform", "--reports", reports], { cwd: project });
    expect(run.code).toBe(0);
    expect(readdirSync(reports).sort()).toEqual([...REPORTS].sort());
    expect(existsSync(join(project, "reports"))).toBe(false);
  });

  it("refuses a report it cannot replace before running anything", async () => {
    const project = tempProject(FIXTURE);
    mkdirSync(join(project, "reports/conformance.html"), { recursive: true });
    const run = await agonProcess(["conform"], { cwd: project });
    expect(run.stderr).toMatch(
      /^error\[usage\]: cannot write the report conformance.html: .*reports\/conformance.html is a folder; give a file name\n$/,
    );
    expect(run.stdout).toBe("");
    // an output path that cannot be written is exit 2, for conform's reports as for every other
    expect(run.code).toBe(2);
  });

  it.skipIf(process.getuid?.() === 0)("refuses a read-only report before running anything", async () => {
    const project = tempProject(FIXTURE);
    mkdirSync(join(project, "reports"));
    writeFileSync(join(project, "reports/conformance.html"), "old");
    chmodSync(join(project, "reports/conformance.html"), 0o444);
    chmodSync(join(project, "reports"), 0o555);
    const run = await agonProcess(["conform"], { cwd: project });
    chmodSync(join(project, "reports"), 0o755);
    expect(run.stderr).toMatch(/^error\[failed\]: cannot write the report conformance.html: .* is not writable\n$/);
    expect(run.stdout).toBe("");
    expect(run.code).toBe(1);
  });
});

describe("agon conform narrowed", { timeout: 180_000 }, () => {
  it("leaves the full run's reports as they were and writes its own in reports/narrowed, saying so", async () => {
    const project = tempProject(FIXTURE);
    expect((await agonProcess(["conform"], { cwd: project })).code).toBe(0);
    const full = Object.fromEntries(REPORTS.map((name) => [name, readFileSync(join(project, "reports", name), "utf8")]));
    const narrowed = await agonProcess(["conform", "--tags", "@CO-1"], { cwd: project });
    expect(narrowed.code).toBe(0);
    for (const name of REPORTS) expect(readFileSync(join(project, "reports", name), "utf8")).toBe(full[name]);
    expect(readdirSync(join(project, "reports/narrowed")).sort()).toEqual([...REPORTS].sort());
    expect(narrowed.stdout).toContain("reports: reports/narrowed/conformance.html");
  });
});

describe("agon conform --features FILE", { timeout: 180_000 }, () => {
  it("runs one .feature file, also one kept outside the project, and refuses one that is not there", async () => {
    const project = tempProject(FIXTURE);
    const mine = join(tempFolder(), "mine.feature");
    writeFileSync(
      mine,
      "Feature: my own\n\n  @CO-1\n  Scenario: mine\n    Given a step that passes\n    Then a step that fails when asked to\n",
    );
    const passing = await agonProcess(["conform", "--features", mine], { cwd: project });
    expect(passing.stdout).toContain("1 scenario (1 passed)");
    expect(passing.code).toBe(0);
    const failing = await agonProcess(["conform", "--features", mine], { cwd: project, env: { CONFORM_FIXTURE_FAIL: "1" } });
    expect(failing.stdout).toContain("1 scenario (1 failed)");
    expect(failing.code).toBe(1);
    // a file of the project, by a path from the current folder
    const inside = await agonProcess(["conform", "--features", "coin/coin.feature"], { cwd: join(project, "features") });
    expect(inside.stdout).toContain("2 scenarios (2 passed)");
    const missing = await agonProcess(["conform", "--features", "nowhere.feature"], { cwd: project });
    expect(missing.stderr).toBe(
      "error[usage]: --features nowhere.feature: no such feature file (--features takes a language code, en or ko, or a .feature file)\n",
    );
    expect(missing.code).toBe(2);
  });
});

describe("agon conform interrupted", { timeout: 180_000 }, () => {
  it("leaves the previous complete reports as they were, and no half-written ones", async () => {
    const project = tempProject(FIXTURE);
    const first = await agonProcess(["conform"], { cwd: project, env: { CONFORM_FIXTURE_FAIL: "1" } });
    expect(first.code).toBe(1);
    const before = Object.fromEntries(REPORTS.map((name) => [name, readFileSync(join(project, "reports", name), "utf8")]));
    expect(before["@rerun.txt"]).toMatch(/coin\.feature:\d+/);

    const child = spawn(process.execPath, [BUILT_AGON, "conform"], { cwd: project, env: { ...process.env, CONFORM_FIXTURE_SLOW: "1" } });
    const code = await new Promise<number | null>((done) => {
      child.stderr.setEncoding("utf8").on("data", (text: string) => text.includes("waiting on purpose") && child.kill("SIGINT"));
      child.on("close", (exit) => done(exit));
    });
    expect(code).toBe(130);
    for (const name of REPORTS) expect(readFileSync(join(project, "reports", name), "utf8")).toBe(before[name]);
    expect(readdirSync(join(project, "reports")).sort()).toEqual([...REPORTS].sort());
    // the next rerun still knows what failed
    const rerun = await agonProcess(["conform", "--rerun"], { cwd: project });
    expect(rerun.stdout).not.toContain("nothing to rerun");
    expect(rerun.stdout).toContain('coin "Coin": 1 scenario');
  });
});

describe("agon conform without Cucumber", () => {
  it("says what to install, in one line and its hint", async () => {
    const project = tempProject(FIXTURE, ["rules", "features", "cucumber.mjs", "package.json"]);
    const { rmSync } = await import("node:fs");
    rmSync(join(project, "node_modules"));
    const run = await agonProcess(["conform"], { cwd: project });
    expect(run.code).toBe(1);
    expect(isOneLineError(run.stderr), run.stderr).toBe(true);
    expect(run.stderr).toContain("npm install --save-dev @cucumber/cucumber");
  });
});
