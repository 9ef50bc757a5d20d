// `agon mutate`'s command line: mistakes in it are one line and exit 2, before any work.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { agon, agonProcess, ROOT, tempProject } from "../cli/run-cli.js";

describe("agon mutate's command line", () => {
  it("suggests the game meant", async () => {
    const run = await agon(["mutate", "--game", "lead-and-folow"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error[usage]: no game named `lead-and-folow`; did you mean `lead-and-follow`?\n");
  });

  it("refuses a seed count that is not a whole number", async () => {
    const run = await agon(["mutate", "--seeds", "1e3"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe("error[usage]: --seeds takes a whole number from 1 to 100000, not `1e3`\n");
  });

  it("refuses a number of worker threads that is not a whole number of at least 1", async () => {
    const run = await agon(["mutate", "--workers", "0"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('error[usage]: --workers must be a whole number of at least 1, got "0"\n');
  });

  it("refuses a report in a folder that does not exist", async () => {
    const folder = mkdtempSync(join(tmpdir(), "agon-mutate-cli-"));
    const run = await agon(["mutate", "--game", "lead-and-follow", "--report", join(folder, "no", "such.json")]);
    rmSync(folder, { recursive: true, force: true });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^error\[usage\]: cannot write the --report file: the folder .* does not exist\n$/);
  });

  it("refuses a report that would replace a rules, card or feature file, before any mutant", async () => {
    const project = tempProject(join(ROOT, "test/cli/fixtures/conform-project"));
    mkdirSync(join(project, "cards"));
    writeFileSync(join(project, "cards/coins.agon"), "// cards\n");
    for (const file of ["rules/coin.agon", "cards/coins.agon", "features/coin/coin.feature", "features/steps/steps.mjs"]) {
      const before = readFileSync(join(project, file), "utf8");
      const run = await agonProcess(["mutate", "--game", "coin", "--seeds", "1", "--workers", "1", "--report", file], { cwd: project });
      expect(run.code, file).toBe(2);
      expect(run.stderr, file).toMatch(/^error\[usage\]: cannot write the --report file to .*: the command reads that file\n/);
      expect(readFileSync(join(project, file), "utf8"), file).toBe(before);
    }
    rmSync(project, { recursive: true, force: true });
  });
});

/** A report without its wall times (`seconds`, each mutant's `ms`, the slowest mutants), which no two runs share. */
function withoutTimes(text: string): unknown {
  return JSON.parse(text, (key, value) => (key === "seconds" || key === "ms" || key === "slowest" ? undefined : value));
}

describe("agon mutate --shard and agon merge", { timeout: 240_000 }, () => {
  it("shards merge into the single run's report; one left out is named with the line that reruns it", async () => {
    // the fixture project has no cards/ (a mutant's project then has none either)
    const project = tempProject(join(ROOT, "test/cli/fixtures/conform-project"));
    const flags = ["mutate", "--game", "coin", "--seeds", "2", "--workers", "1", "--json"];
    const one = await agonProcess(flags, { cwd: project });
    expect(one.stderr).toBe("");
    expect(one.code).toBe(1); // the coin's features leave survivors
    const files: string[] = [];
    for (const task of [0, 1]) {
      const env = { SLURM_ARRAY_TASK_ID: String(task), SLURM_ARRAY_TASK_MIN: "0", SLURM_ARRAY_TASK_MAX: "1", SLURM_ARRAY_TASK_COUNT: "2" };
      const shard = await agonProcess([...flags, "--shard", "auto"], { cwd: project, env });
      // a shard's survivors are the merge's to judge: the shard itself has done its work
      expect(shard.code, shard.stderr).toBe(0);
      expect(JSON.parse(shard.stdout).shard).toEqual({ index: task + 1, of: 2 });
      files.push(join(project, `shard-${task}.json`));
      writeFileSync(files.at(-1)!, shard.stdout);
    }
    const merged = await agonProcess(["merge", files[1]!, files[0]!], { cwd: project });
    expect(merged.code).toBe(1);
    expect(merged.stderr).toBe("");
    expect(withoutTimes(merged.stdout)).toEqual(withoutTimes(one.stdout));
    expect(Object.keys(JSON.parse(merged.stdout))).toEqual(Object.keys(JSON.parse(one.stdout)));

    const left = await agonProcess(["merge", files[0]!, "--array-script", "mutate.sbatch"], { cwd: project });
    expect(left.code).toBe(1);
    expect(left.stderr).toBe(
      "error[failed]: shard 2/2 is missing\n  = hint: rerun only it with `sbatch --array=1 mutate.sbatch`, then merge again; under Kubernetes, completion index 1\n",
    );
    writeFileSync(join(project, "whole.json"), one.stdout);
    const notShard = await agonProcess(["merge", join(project, "whole.json")], { cwd: project });
    expect(notShard.stderr).toMatch(/whole\.json is the report of a whole mutation run, not of a shard/);

    const tooMany = await agonProcess([...flags, "--shard", "40/40"], { cwd: project });
    expect(tooMany.code).toBe(2);
    expect(tooMany.stderr).toMatch(/^error\[usage\]: --shard 40\/40: the run's mutants come in \d+ chunk\(s\) .* give at most \d+\n$/);
    rmSync(project, { recursive: true, force: true });
  });
});
