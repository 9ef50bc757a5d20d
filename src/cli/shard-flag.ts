// `--shard I/N`, `--shard auto` and `--shard auto/N` (simulate and mutate): which of N shards this
// process runs. `auto` reads the index from a batch scheduler's environment: a Slurm array task
// (SLURM_ARRAY_TASK_ID, with the array's MIN, MAX, COUNT and STEP to check it against) or a
// Kubernetes Indexed Job's pod (JOB_COMPLETION_INDEX). Array task T is always shard T + 1, so
// that `sbatch --array=T` reruns exactly the shard a merge names as missing.
import { UsageError } from "./errors.js";

export interface Shard {
  /** 1 <= index <= of */
  index: number;
  of: number;
}

export type Environment = Readonly<Record<string, string | undefined>>;

const RERUN_HINT = "to rerun some tasks of an array (`sbatch --array=2`), give the count: --shard auto/N";

/** A variable that must hold a whole number, or undefined when unset (an empty value is unset, as
 *  `export VAR=` leaves it). */
function wholeVariable(env: Environment, name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text.trim() === "") return undefined;
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(Number(text)))
    throw new UsageError(`--shard auto: ${name} is \`${text}\`, not a whole number`);
  return Number(text);
}

function required(env: Environment, name: string, why: string): number {
  const value = wholeVariable(env, name);
  if (value === undefined) throw new UsageError(`--shard auto: ${name} is not set (${why})`);
  return value;
}

/** The Slurm array task's shard: with the count given, task T of 0..N-1 is shard T + 1 and the
 *  array may hold any of those tasks; without it, the array must be the whole run, 0..N-1. */
function slurmShard(env: Environment, task: number, count: number | undefined): Shard {
  const min = wholeVariable(env, "SLURM_ARRAY_TASK_MIN");
  const max = wholeVariable(env, "SLURM_ARRAY_TASK_MAX");
  const tasks = wholeVariable(env, "SLURM_ARRAY_TASK_COUNT");
  const step = wholeVariable(env, "SLURM_ARRAY_TASK_STEP");
  if (min !== undefined && task < min)
    throw new UsageError(`--shard auto: SLURM_ARRAY_TASK_ID ${task} is below SLURM_ARRAY_TASK_MIN ${min}`);
  if (max !== undefined && task > max)
    throw new UsageError(`--shard auto: SLURM_ARRAY_TASK_ID ${task} is above SLURM_ARRAY_TASK_MAX ${max}`);
  if (count !== undefined) {
    const beyond = [task, max].find((id) => id !== undefined && id >= count);
    if (beyond !== undefined)
      throw new UsageError(
        `--shard auto/${count}: the array reaches task ${beyond}, but ${count} shards are array tasks 0..${count - 1}`,
        `submit the array as --array=0-${count - 1}, or give the count the array has`,
      );
    if (tasks !== undefined && tasks > count)
      throw new UsageError(`--shard auto/${count}: the array has ${tasks} tasks (SLURM_ARRAY_TASK_COUNT), more than the ${count} shards`);
    return { index: task + 1, of: count };
  }
  const first = required(env, "SLURM_ARRAY_TASK_MIN", "Slurm sets it for every array task");
  const last = required(env, "SLURM_ARRAY_TASK_MAX", "Slurm sets it for every array task");
  if (first !== 0)
    throw new UsageError(
      `--shard auto: the array starts at task ${first} (SLURM_ARRAY_TASK_MIN), and array task T is shard T + 1: number the array from 0`,
      RERUN_HINT,
    );
  if (step !== undefined && step !== 1)
    throw new UsageError(
      `--shard auto: the array steps by ${step} (SLURM_ARRAY_TASK_STEP): its tasks must be 0..N-1, every one`,
      RERUN_HINT,
    );
  if (last === 0)
    throw new UsageError("--shard auto: the array has the one task 0, so there is nothing to split: run without --shard", RERUN_HINT);
  if (tasks !== undefined && tasks !== last + 1)
    throw new UsageError(
      `--shard auto: SLURM_ARRAY_TASK_COUNT is ${tasks}, but tasks 0..${last} are ${last + 1}: the array leaves some out`,
      RERUN_HINT,
    );
  return { index: task + 1, of: last + 1 };
}

/** The shard the scheduler's environment names, `count` the N of `--shard auto/N` if given. */
export function shardFromEnvironment(env: Environment, count?: number): Shard {
  const slurm = wholeVariable(env, "SLURM_ARRAY_TASK_ID");
  const kubernetes = wholeVariable(env, "JOB_COMPLETION_INDEX");
  if (slurm === undefined && kubernetes === undefined)
    throw new UsageError(
      "--shard auto: no array task in the environment (SLURM_ARRAY_TASK_ID of a Slurm array job, JOB_COMPLETION_INDEX of a Kubernetes Indexed Job)",
      "outside a scheduler, give the shard: --shard I/N",
    );
  if (slurm !== undefined && kubernetes !== undefined && slurm !== kubernetes)
    throw new UsageError(`--shard auto: SLURM_ARRAY_TASK_ID is ${slurm} but JOB_COMPLETION_INDEX is ${kubernetes}: which task is this?`);
  if (slurm !== undefined) return slurmShard(env, slurm, count);
  // Kubernetes does not put the Job's completions in the pod's environment
  if (count === undefined)
    throw new UsageError(
      "--shard auto: JOB_COMPLETION_INDEX gives this pod's index but not the number of shards",
      "give the Job's completions: --shard auto/N",
    );
  if (kubernetes! >= count)
    throw new UsageError(`--shard auto/${count}: JOB_COMPLETION_INDEX is ${kubernetes}, but ${count} shards are indices 0..${count - 1}`);
  return { index: kubernetes! + 1, of: count };
}

/** `I/N`, `auto` or `auto/N`; undefined when the flag is not given. */
export function parseShardFlag(text: string | undefined, env: Environment = process.env): Shard | undefined {
  if (text === undefined) return undefined;
  const auto = /^\s*auto\s*(?:\/\s*(\d+)\s*)?$/.exec(text);
  if (auto) {
    const count = auto[1] === undefined ? undefined : Number(auto[1]);
    if (count !== undefined && (count < 1 || !Number.isSafeInteger(count)))
      throw new UsageError(`--shard auto/N takes N of at least 1, got "${text}"`);
    return shardFromEnvironment(env, count);
  }
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(m?.[1]);
  const of = Number(m?.[2]);
  if (!m || of < 1 || index < 1 || index > of || !Number.isSafeInteger(of))
    throw new UsageError(`--shard takes I/N with 1 <= I <= N, auto or auto/N, got "${text}"`);
  return { index, of };
}
