// A one-node Slurm cluster on this machine, for the cluster test (scripts/cluster-test.ts): a
// munge key, munged, slurmctld and slurmd, all configured in one temporary folder (one partition
// with the machine's CPUs, proctrack/linuxproc, task/none, accounting off), and stopped again by
// their pid files. Needs root and Debian's slurm-wlm and munge. Every wait is bounded; a daemon
// that does not come up is reported with its log.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { availableParallelism, hostname, tmpdir } from "node:os";
import { join } from "node:path";

export const SLURM_PROGRAMS = ["munged", "munge", "slurmctld", "slurmd", "sbatch", "squeue", "scontrol", "scancel", "sinfo"] as const;

/** Why this machine cannot start the cluster, or undefined when it can. */
export function whyNoCluster(): string | undefined {
  if (process.platform !== "linux") return "it needs Linux";
  if (process.getuid?.() !== 0) return "it starts munged, slurmctld and slurmd, which needs root";
  const missing = SLURM_PROGRAMS.filter((program) => spawnSync("sh", ["-c", `command -v ${program}`]).status !== 0);
  if (missing.length > 0) return `${missing.join(", ")} not found (apt-get install slurm-wlm munge)`;
  return undefined;
}

export class ClusterError extends Error {}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Polls `ready` every 200 ms until it is true or `seconds` have passed. */
export async function waitFor(what: string, seconds: number, ready: () => boolean, explain: () => string = () => ""): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!ready()) {
    if (Date.now() > deadline) throw new ClusterError(`${what}: not within ${seconds} s${explain()}`);
    await sleep(200);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface Command {
  status: number | null;
  stdout: string;
  stderr: string;
}

export class SlurmCluster {
  readonly env: NodeJS.ProcessEnv;
  private readonly started: Array<{ name: string; pidFile: string; log: string }> = [];

  private constructor(readonly folder: string) {
    this.env = { ...process.env, SLURM_CONF: join(folder, "slurm.conf") };
  }

  /** Runs a Slurm client (sbatch, squeue, ...) against this cluster, at most `seconds`. */
  run(program: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; seconds?: number } = {}): Command {
    const run = spawnSync(program, args, {
      cwd: options.cwd,
      env: { ...this.env, ...options.env },
      encoding: "utf8",
      timeout: (options.seconds ?? 30) * 1000,
    });
    return { status: run.status, stdout: run.stdout ?? "", stderr: run.stderr ?? String(run.error ?? "") };
  }

  log(name: string): string {
    const entry = this.started.find((daemon) => daemon.name === name);
    const file = entry?.log ?? join(this.folder, `${name}.log`);
    return existsSync(file) ? readFileSync(file, "utf8") : "(no log)";
  }

  private logTail(name: string): string {
    return `\n--- ${name}'s log (the end) ---\n${this.log(name).split("\n").slice(-40).join("\n")}`;
  }

  /** Starts a daemon that forks into the background, and waits for its pid file. */
  private async daemon(name: string, program: string, args: string[], pidFile: string, log: string): Promise<void> {
    this.started.push({ name, pidFile, log });
    const run = spawnSync(program, args, { env: this.env, encoding: "utf8", timeout: 30_000 });
    if (run.status !== 0)
      throw new ClusterError(`${name} did not start (exit ${run.status}): ${(run.stderr ?? "").trim()}${this.logTail(name)}`);
    await waitFor(
      `${name} writes its pid file`,
      15,
      () => existsSync(pidFile),
      () => this.logTail(name),
    );
  }

  static async start(): Promise<SlurmCluster> {
    // the folder must be searchable by everyone: munged refuses a socket in a private folder
    const folder = mkdtempSync(join(tmpdir(), "agon-slurm-"));
    chmodSync(folder, 0o755);
    const cluster = new SlurmCluster(folder);
    try {
      await cluster.boot();
    } catch (error) {
      await cluster.stop();
      throw error;
    }
    return cluster;
  }

  private async boot(): Promise<void> {
    const { folder } = this;
    const key = join(folder, "munge.key");
    writeFileSync(key, randomBytes(1024), { mode: 0o400 });
    const socket = join(folder, "munge.socket");
    const munge = (file: string): string => join(folder, file);
    await this.daemon(
      "munged",
      "munged",
      [
        `--key-file=${key}`,
        `--socket=${socket}`,
        `--pid-file=${munge("munged.pid")}`,
        `--log-file=${munge("munged.log")}`,
        `--seed-file=${munge("munged.seed")}`,
      ],
      munge("munged.pid"),
      munge("munged.log"),
    );
    const credential = spawnSync("munge", ["-n", "-S", socket], { encoding: "utf8", timeout: 10_000 });
    const decoded = spawnSync("unmunge", ["-S", socket], { input: credential.stdout, encoding: "utf8", timeout: 10_000 });
    if (decoded.status !== 0)
      throw new ClusterError(`munged does not decode its own credential: ${decoded.stderr.trim()}${this.logTail("munged")}`);

    const node = hostname().split(".")[0]!;
    const [controllerPort, nodePort] = [await freePort(), await freePort()];
    for (const sub of ["state", "spool"]) mkdirSync(join(folder, sub));
    writeFileSync(join(folder, "plugstack.conf"), "");
    writeFileSync(
      join(folder, "slurm.conf"),
      [
        "ClusterName=agon-test",
        `SlurmctldHost=${node}(127.0.0.1)`,
        `SlurmctldPort=${controllerPort}`,
        `SlurmdPort=${nodePort}`,
        "SlurmUser=root",
        "SlurmdUser=root",
        "AuthType=auth/munge",
        "CredType=cred/munge",
        `AuthInfo=socket=${socket}`,
        `StateSaveLocation=${join(folder, "state")}`,
        `SlurmdSpoolDir=${join(folder, "spool")}`,
        `SlurmctldPidFile=${join(folder, "slurmctld.pid")}`,
        `SlurmdPidFile=${join(folder, "slurmd.pid")}`,
        `SlurmctldLogFile=${join(folder, "slurmctld.log")}`,
        `SlurmdLogFile=${join(folder, "slurmd.log")}`,
        `PlugStackConfig=${join(folder, "plugstack.conf")}`,
        // no cgroups in a container: processes are tracked by their parent, tasks are not bound
        "ProctrackType=proctrack/linuxproc",
        "TaskPlugin=task/none",
        "MpiDefault=none",
        "ReturnToService=2",
        "SchedulerType=sched/builtin",
        // a scheduling pass every second, not every minute: a dependent job starts as soon as it may
        "SchedulerParameters=sched_interval=1,sched_min_interval=100000",
        "SelectType=select/cons_tres",
        "SelectTypeParameters=CR_CPU",
        "AccountingStorageType=accounting_storage/none",
        "JobAcctGatherType=jobacct_gather/none",
        "JobCompType=jobcomp/none",
        // keep ended jobs visible to `scontrol show job` for the whole test
        "MinJobAge=3600",
        `NodeName=${node} NodeAddr=127.0.0.1 CPUs=${availableParallelism()} State=UNKNOWN`,
        `PartitionName=agon Nodes=${node} Default=YES MaxTime=INFINITE State=UP`,
        "",
      ].join("\n"),
    );
    const conf = join(folder, "slurm.conf");
    await this.daemon("slurmctld", "slurmctld", ["-f", conf], join(folder, "slurmctld.pid"), join(folder, "slurmctld.log"));
    await this.daemon("slurmd", "slurmd", ["-f", conf, "-N", node], join(folder, "slurmd.pid"), join(folder, "slurmd.log"));
    let state = "";
    await waitFor(
      `the node ${node} is idle`,
      60,
      () => {
        state = this.run("sinfo", ["-h", "-o", "%t"]).stdout.trim();
        return state === "idle";
      },
      () => ` (sinfo says "${state}")${this.logTail("slurmctld")}${this.logTail("slurmd")}`,
    );
  }

  /** Cancels every job, stops the daemons by their pid files (the last started first), removes the folder. */
  async stop(): Promise<void> {
    if (this.started.some((daemon) => daemon.name === "slurmd") && existsSync(join(this.folder, "slurmd.pid"))) {
      this.run("scancel", ["--user=root"]);
      try {
        await waitFor("the cancelled jobs end", 30, () => this.run("squeue", ["-h"]).stdout.trim() === "");
      } catch (error) {
        process.stderr.write(`cluster: ${(error as Error).message}\n`);
      }
    }
    for (const daemon of [...this.started].reverse()) {
      if (!existsSync(daemon.pidFile)) continue;
      const pid = Number(readFileSync(daemon.pidFile, "utf8").trim());
      if (!Number.isInteger(pid) || pid <= 1 || !alive(pid)) continue;
      process.kill(pid, "SIGTERM");
      try {
        await waitFor(`${daemon.name} (pid ${pid}) stops`, 15, () => !alive(pid));
      } catch {
        process.stderr.write(`cluster: ${daemon.name} (pid ${pid}) ignored SIGTERM for 15 s; killing it\n`);
        process.kill(pid, "SIGKILL");
      }
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}
