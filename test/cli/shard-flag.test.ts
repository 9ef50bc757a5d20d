// `--shard I/N | auto | auto/N`: the shard read from a Slurm array task's or a Kubernetes Indexed
// Job pod's environment, and every way those values can be missing or disagree.
import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/errors.js";
import { parseShardFlag, shardFromEnvironment, type Environment } from "../../src/cli/shard-flag.js";

/** The environment Slurm gives task `id` of `sbatch --array=MIN-MAX` (as measured on slurm-wlm 22.05). */
function slurmTask(id: number, min: number, max: number, extra: Environment = {}): Environment {
  return {
    SLURM_ARRAY_JOB_ID: "7",
    SLURM_ARRAY_TASK_ID: String(id),
    SLURM_ARRAY_TASK_MIN: String(min),
    SLURM_ARRAY_TASK_MAX: String(max),
    SLURM_ARRAY_TASK_COUNT: String(max - min + 1),
    SLURM_ARRAY_TASK_STEP: "1",
    ...extra,
  };
}

function refusal(run: () => unknown): UsageError {
  try {
    run();
  } catch (error) {
    if (error instanceof UsageError) return error;
    throw error;
  }
  throw new Error("expected a usage error");
}

describe("--shard I/N", () => {
  it("takes I/N with 1 <= I <= N and nothing else", () => {
    expect(parseShardFlag(undefined, {})).toBeUndefined();
    expect(parseShardFlag(" 2 / 3 ", {})).toEqual({ index: 2, of: 3 });
    for (const bad of ["0/3", "4/3", "1/0", "a/b", "2", "auto/0", "autox", "-1/3"])
      expect(refusal(() => parseShardFlag(bad, {})).message, bad).toMatch(/^--shard/);
  });
});

describe("--shard auto under Slurm", () => {
  it("array task T of --array=0-(N-1) is shard T + 1 of N", () => {
    for (let task = 0; task < 4; task++) expect(parseShardFlag("auto", slurmTask(task, 0, 3))).toEqual({ index: task + 1, of: 4 });
  });

  it("counts from 0 only: an array from 1 is refused, with the way to rerun some tasks", () => {
    const error = refusal(() => shardFromEnvironment(slurmTask(1, 1, 4)));
    expect(error.message).toBe(
      "--shard auto: the array starts at task 1 (SLURM_ARRAY_TASK_MIN), and array task T is shard T + 1: number the array from 0",
    );
    expect(error.hint).toBe("to rerun some tasks of an array (`sbatch --array=2`), give the count: --shard auto/N");
  });

  it("refuses a rerun of one task (`sbatch --array=2`), which cannot tell the count", () => {
    expect(refusal(() => shardFromEnvironment(slurmTask(2, 2, 2))).message).toMatch(/the array starts at task 2/);
    expect(refusal(() => shardFromEnvironment(slurmTask(0, 0, 0))).message).toMatch(/the one task 0, so there is nothing to split/);
  });

  it("refuses an array whose count, step or bounds disagree with its tasks", () => {
    // `sbatch --array=0,2,3`: Slurm sets MIN 0, MAX 3, COUNT 3
    expect(refusal(() => shardFromEnvironment(slurmTask(2, 0, 3, { SLURM_ARRAY_TASK_COUNT: "3" }))).message).toBe(
      "--shard auto: SLURM_ARRAY_TASK_COUNT is 3, but tasks 0..3 are 4: the array leaves some out",
    );
    expect(refusal(() => shardFromEnvironment(slurmTask(2, 0, 6, { SLURM_ARRAY_TASK_STEP: "2" }))).message).toMatch(/steps by 2/);
    expect(refusal(() => shardFromEnvironment(slurmTask(5, 0, 3))).message).toBe(
      "--shard auto: SLURM_ARRAY_TASK_ID 5 is above SLURM_ARRAY_TASK_MAX 3",
    );
    expect(refusal(() => shardFromEnvironment({ SLURM_ARRAY_TASK_ID: "1", SLURM_ARRAY_TASK_MAX: "3" })).message).toBe(
      "--shard auto: SLURM_ARRAY_TASK_MIN is not set (Slurm sets it for every array task)",
    );
    expect(refusal(() => shardFromEnvironment(slurmTask(1, 0, 3, { SLURM_ARRAY_TASK_ID: "one" }))).message).toBe(
      "--shard auto: SLURM_ARRAY_TASK_ID is `one`, not a whole number",
    );
  });

  it("with the count given (auto/N), any subset of the tasks 0..N-1 runs, a rerun of one task too", () => {
    expect(parseShardFlag("auto/4", slurmTask(2, 2, 2))).toEqual({ index: 3, of: 4 });
    expect(parseShardFlag("auto/4", slurmTask(3, 0, 3, { SLURM_ARRAY_TASK_COUNT: "3" }))).toEqual({ index: 4, of: 4 });
    expect(parseShardFlag("auto/4", { SLURM_ARRAY_TASK_ID: "0" })).toEqual({ index: 1, of: 4 });
  });

  it("with the count given, an array that reaches beyond it is refused in every task", () => {
    const error = refusal(() => parseShardFlag("auto/4", slurmTask(1, 1, 4)));
    expect(error.message).toBe("--shard auto/4: the array reaches task 4, but 4 shards are array tasks 0..3");
    expect(error.hint).toBe("submit the array as --array=0-3, or give the count the array has");
    expect(refusal(() => parseShardFlag("auto/2", slurmTask(0, 0, 1, { SLURM_ARRAY_TASK_COUNT: "3" }))).message).toMatch(
      /the array has 3 tasks \(SLURM_ARRAY_TASK_COUNT\), more than the 2 shards/,
    );
  });
});

describe("--shard auto under Kubernetes", () => {
  it("completion index K is shard K + 1 of the count given", () => {
    expect(parseShardFlag("auto/8", { JOB_COMPLETION_INDEX: "0" })).toEqual({ index: 1, of: 8 });
    expect(parseShardFlag("auto / 8", { JOB_COMPLETION_INDEX: "7" })).toEqual({ index: 8, of: 8 });
  });

  it("needs the count, which a pod's environment does not hold, and an index below it", () => {
    const error = refusal(() => parseShardFlag("auto", { JOB_COMPLETION_INDEX: "3" }));
    expect(error.message).toBe("--shard auto: JOB_COMPLETION_INDEX gives this pod's index but not the number of shards");
    expect(error.hint).toBe("give the Job's completions: --shard auto/N");
    expect(refusal(() => parseShardFlag("auto/8", { JOB_COMPLETION_INDEX: "8" })).message).toBe(
      "--shard auto/8: JOB_COMPLETION_INDEX is 8, but 8 shards are indices 0..7",
    );
  });
});

describe("--shard auto without a scheduler", () => {
  it("says that no array task is in the environment and what to give instead", () => {
    for (const env of [{}, { SLURM_ARRAY_TASK_ID: "" }, { SLURM_JOB_ID: "12" }]) {
      const error = refusal(() => parseShardFlag("auto", env));
      expect(error.message).toBe(
        "--shard auto: no array task in the environment (SLURM_ARRAY_TASK_ID of a Slurm array job, JOB_COMPLETION_INDEX of a Kubernetes Indexed Job)",
      );
      expect(error.hint).toBe("outside a scheduler, give the shard: --shard I/N");
    }
  });

  it("refuses two schedulers that name different tasks", () => {
    expect(refusal(() => parseShardFlag("auto/4", { ...slurmTask(1, 0, 3), JOB_COMPLETION_INDEX: "2" })).message).toBe(
      "--shard auto: SLURM_ARRAY_TASK_ID is 1 but JOB_COMPLETION_INDEX is 2: which task is this?",
    );
    expect(parseShardFlag("auto/4", { ...slurmTask(1, 0, 3), JOB_COMPLETION_INDEX: "1" })).toEqual({ index: 2, of: 4 });
  });
});
