// `npm run test:cluster`: the recipe of docs/cluster/ on a real one-node Slurm cluster. It starts
// the cluster (scripts/slurm-cluster.ts), submits docs/cluster/submit.sh's 4-task array job of
// `agon simulate --shard auto/4` with ISMCTS seats and its dependent merge, waits for both, and
// checks the merged JSON byte-identical to one process playing the same seeds; then the same for
// an `agon mutate` run (byte-identical but for the wall times); then cancels one task of a new
// array and checks that the merge refuses, naming the shard and the `sbatch --array` line, which
// is run as printed before merging again. Everything is written under a temporary folder.
//
// Without root or Slurm it says why and skips (exit 0), unless AGON_CLUSTER_TEST=required (CI),
// where a skip is a failure (exit 1).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { ClusterError, SlurmCluster, waitFor, whyNoCluster } from "./slurm-cluster.js";

const ROOT = resolve(import.meta.dirname, "..");
const AGON = join(ROOT, "dist/src/cli/main.js");
const SUBMIT = "docs/cluster/submit.sh";
/** Small enough for CI (a few CPU seconds a shard), with search seats all the same. */
const SIMULATE = "rules/olympeak.agon --players 4 --games 24 --seed 7 --agents ismcts:iterations=20,random";
const MUTATE = "--game lead-and-follow --seeds 5";
const ENDED = new Set(["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "OUT_OF_MEMORY", "NODE_FAIL", "PREEMPTED", "BOOT_FAIL", "DEADLINE"]);
const JOB_SECONDS = 900;

class TestFailure extends Error {}

function check(ok: boolean, message: string): void {
  if (!ok) throw new TestFailure(message);
}

function say(text: string): void {
  process.stdout.write(`cluster: ${text}\n`);
}

/** The state of every task of a job (an array has one per task), from `scontrol show job`. */
function jobStates(cluster: SlurmCluster, job: string): string[] {
  const shown = cluster.run("scontrol", ["show", "job", job, "--oneliner"]);
  return [...shown.stdout.matchAll(/JobState=(\S+)/g)].map((m) => m[1]!);
}

async function waitForJob(cluster: SlurmCluster, job: string, what: string): Promise<string[]> {
  let states: string[] = [];
  await waitFor(
    `${what} (job ${job}) ends`,
    JOB_SECONDS,
    () => {
      states = jobStates(cluster, job);
      return states.length > 0 && states.every((state) => ENDED.has(state));
    },
    () => ` (states: ${states.join(", ") || "none"}; queue:\n${cluster.run("squeue", []).stdout})`,
  );
  return states;
}

const referenceRuns = new Map<string, string>();

/** One process, every core, the whole run: what the array and its merge must give. */
function oneProcess(kind: "simulate" | "mutate", args: string): string {
  const known = referenceRuns.get(`${kind} ${args}`);
  if (known !== undefined) return known;
  const run = spawnSync(process.execPath, [AGON, kind, ...args.split(" "), "--json"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 1 << 28,
    timeout: JOB_SECONDS * 1000,
    env: { ...process.env, NO_COLOR: "1" },
  });
  // a mutation run with survivors exits 1 with its whole report
  check(run.status === 0 || (kind === "mutate" && run.status === 1 && run.stdout !== ""), `agon ${kind} ${args} failed: ${run.stderr}`);
  referenceRuns.set(`${kind} ${args}`, run.stdout);
  return run.stdout;
}

/** A mutation report without its wall times, which no two runs share. */
function withoutTimes(text: string): string {
  return JSON.stringify(JSON.parse(text, (key, value) => (key === "seconds" || key === "ms" || key === "slowest" ? undefined : value)));
}

interface Submission {
  array: string;
  merge: string;
  shards: string;
  logs: string;
  env: NodeJS.ProcessEnv;
}

function submit(cluster: SlurmCluster, work: string, name: string, kind: "simulate" | "mutate", args: string): Submission {
  const shards = join(work, name, "shards");
  const logs = join(work, name, "logs");
  mkdirSync(shards, { recursive: true });
  mkdirSync(logs, { recursive: true });
  // the test's run instead of the template's, its files in the temporary folder (SBATCH_OUTPUT
  // overrides the scripts' #SBATCH --output)
  const env = {
    [kind === "simulate" ? "AGON_SIMULATE" : "AGON_MUTATE"]: args,
    AGON_SHARDS: shards,
    SBATCH_OUTPUT: join(logs, "%x-%j.log"),
    NO_COLOR: "1",
  };
  const run = cluster.run(SUBMIT, [kind], { cwd: ROOT, env });
  check(run.status === 0, `${SUBMIT} ${kind} failed (exit ${run.status}): ${run.stderr}`);
  const [array, merge] = run.stdout.trim().split(" ");
  check(/^\d+$/.test(array ?? "") && /^\d+$/.test(merge ?? ""), `${SUBMIT} printed "${run.stdout.trim()}", not two job ids`);
  return { array: array!, merge: merge!, shards, logs, env };
}

function logsOf(submission: Submission): string {
  return readdirSync(submission.logs)
    .sort()
    .map((file) => `--- ${file} ---\n${readFileSync(join(submission.logs, file), "utf8")}`)
    .join("\n");
}

async function arrayAndMerge(cluster: SlurmCluster, work: string, kind: "simulate" | "mutate", args: string): Promise<void> {
  const started = Date.now();
  const expected = oneProcess(kind, args);
  const oneSeconds = (Date.now() - started) / 1000;
  const submission = submit(cluster, work, kind, kind, args);
  const queued = Date.now();
  const tasks = await waitForJob(cluster, submission.array, `the ${kind} array`);
  const merge = await waitForJob(cluster, submission.merge, `the ${kind} merge`);
  const seconds = (Date.now() - queued) / 1000;
  check(
    tasks.length === 4 && tasks.every((state) => state === "COMPLETED"),
    `the ${kind} array's tasks ended ${tasks.join(", ")}\n${logsOf(submission)}`,
  );
  // the merge of a mutation run with survivors fails (exit 1) with its whole report written
  check(merge.length === 1 && (merge[0] === "COMPLETED" || kind === "mutate"), `the ${kind} merge ended ${merge}\n${logsOf(submission)}`);
  const mergedFile = join(submission.shards, `${kind}.json`);
  check(existsSync(mergedFile), `the ${kind} merge wrote no ${mergedFile}\n${logsOf(submission)}`);
  const merged = readFileSync(mergedFile, "utf8");
  if (kind === "simulate")
    check(merged === expected, `the merged simulation differs from one process's run of the same seeds (${mergedFile})`);
  else check(withoutTimes(merged) === withoutTimes(expected), "the merged mutation report differs from one process's run (times aside)");
  say(
    `${kind} ${args}: 4 array tasks and the merge took ${seconds.toFixed(1)} s, one process ${oneSeconds.toFixed(1)} s; ` +
      `merged ${merged.length} bytes, ${kind === "simulate" ? "byte-identical" : "identical but for the wall times"}`,
  );
}

/** A task cancelled: the merge refuses with the shard and the line that reruns it; that line, run
 *  as printed, and a second merge give the whole run. */
async function cancelledTask(cluster: SlurmCluster, work: string): Promise<void> {
  const expected = oneProcess("simulate", SIMULATE);
  const submission = submit(cluster, work, "cancelled", "simulate", SIMULATE);
  const cancel = cluster.run("scancel", [`${submission.array}_2`]);
  check(cancel.status === 0, `scancel ${submission.array}_2 failed: ${cancel.stderr}`);
  const tasks = await waitForJob(cluster, submission.array, "the array with a cancelled task");
  await waitForJob(cluster, submission.merge, "the merge after a cancelled task");
  // a task cancelled before it started leaves the array's list
  check(tasks.length < 4 || tasks.includes("CANCELLED"), `no task was cancelled: ${tasks.join(", ")}`);
  const log = logsOf(submission);
  check(log.includes("error[failed]: shard 3/4 (games 12..17) is missing"), `the merge did not name shard 3/4 as missing:\n${log}`);
  const rerun = /`(sbatch --array=2 \S+)`/.exec(log);
  check(rerun !== null, `the merge did not give the sbatch line that reruns the shard:\n${log}`);
  check(!existsSync(join(submission.shards, "simulate.json")), "a refused merge left a merged file");
  say(`cancelled array task 2: the merge refused, "${log.match(/error\[failed\]: shard .*/)![0]}", and gave \`${rerun![1]}\``);

  const [program, ...args] = rerun![1]!.split(" ");
  const again = cluster.run(program!, ["--parsable", ...args], { cwd: ROOT, env: submission.env });
  check(again.status === 0, `${rerun![1]} failed: ${again.stderr}`);
  const job = again.stdout.trim().split(";")[0]!;
  const rerunStates = await waitForJob(cluster, job, "the rerun of shard 3");
  check(rerunStates.length === 1 && rerunStates[0] === "COMPLETED", `the rerun ended ${rerunStates}\n${logsOf(submission)}`);
  const merge = cluster.run("sbatch", ["--parsable", "docs/cluster/merge.sbatch", "simulate", "docs/cluster/simulate.sbatch"], {
    cwd: ROOT,
    env: submission.env,
  });
  check(merge.status === 0, `sbatch merge.sbatch failed: ${merge.stderr}`);
  const mergeStates = await waitForJob(cluster, merge.stdout.trim(), "the second merge");
  check(mergeStates[0] === "COMPLETED", `the second merge ended ${mergeStates}\n${logsOf(submission)}`);
  check(
    readFileSync(join(submission.shards, "simulate.json"), "utf8") === expected,
    "after the rerun, the merge differs from one process's run",
  );
  say("after the rerun of shard 3 alone, the merge is byte-identical to one process's run");
}

async function main(): Promise<number> {
  const why = whyNoCluster();
  const required = process.env.AGON_CLUSTER_TEST === "required";
  if (why !== undefined) {
    if (required) {
      process.stderr.write(`cluster test failed: AGON_CLUSTER_TEST=required, but it cannot run here: ${why}\n`);
      return 1;
    }
    process.stdout.write(`cluster test skipped: ${why} (CI installs them and sets AGON_CLUSTER_TEST=required)\n`);
    return 0;
  }
  if (!existsSync(AGON)) {
    process.stderr.write(`cluster test: ${AGON} is missing: run \`npm run build\` first\n`);
    return 1;
  }
  const work = mkdtempSync(join(tmpdir(), "agon-cluster-test-"));
  let cluster: SlurmCluster | undefined;
  const stop = async (): Promise<void> => {
    const running = cluster;
    cluster = undefined;
    await running?.stop();
    rmSync(work, { recursive: true, force: true });
  };
  // Ctrl-C or a CI timeout still stops the daemons
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.once(signal, () => {
      void stop().finally(() => process.exit(130));
    });
  try {
    const started = Date.now();
    cluster = await SlurmCluster.start();
    say(`one node up in ${((Date.now() - started) / 1000).toFixed(1)} s (munged, slurmctld, slurmd under ${cluster.folder})`);
    await arrayAndMerge(cluster, work, "simulate", SIMULATE);
    await arrayAndMerge(cluster, work, "mutate", MUTATE);
    await cancelledTask(cluster, work);
    say("passed");
    return 0;
  } catch (error) {
    if (error instanceof TestFailure || error instanceof ClusterError) {
      process.stderr.write(`cluster test failed: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await stop();
  }
}

process.exitCode = await main();
