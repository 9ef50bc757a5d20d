// docs/cluster/: the Kubernetes Indexed Job runs the command of the Slurm array script, and its
// pods' shell lines, run with the index each pod gets, merge into the one-process run byte for
// byte. (The Slurm scripts themselves run on a real cluster in `npm run test:cluster`.)
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { ROOT } from "../cli/run-cli.js";

const docs = (file: string): string => readFileSync(join(ROOT, "docs/cluster", file), "utf8");

interface JobSpec {
  metadata: { name: string };
  spec: {
    completions?: number;
    completionMode?: string;
    template: { spec: { containers: Array<{ env?: Array<{ name: string; value: string }>; args: string[] }> } };
  };
}

const [simulateJob, mergeJob] = parseAllDocuments(docs("simulate-job.yaml")).map((doc) => doc.toJS() as JobSpec);

/** The agon command line of a script, without its shell words. */
function agonLine(text: string, command: string): string {
  const from = text.indexOf(`npx agon ${command}`);
  return text
    .slice(from)
    .split("\n")[0]!
    .replace(/\s*>.*$/, "");
}

describe("the Kubernetes Indexed Job of docs/cluster", () => {
  it("is the array job of simulate.sbatch: 4 indexed pods, the same run, the same agon command", () => {
    const sbatch = docs("simulate.sbatch");
    expect(sbatch).toMatch(/^#SBATCH --array=0-3$/m);
    expect(simulateJob!.spec.completions).toBe(4);
    expect(simulateJob!.spec.completionMode).toBe("Indexed");
    const container = simulateJob!.spec.template.spec.containers[0]!;
    const run = /: "\$\{AGON_SIMULATE:=(.*)\}"/.exec(sbatch)![1];
    expect(container.env?.find((e) => e.name === "AGON_SIMULATE")?.value).toBe(run);
    expect(agonLine(container.args[0]!, "simulate")).toBe(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the shell text of the script
      agonLine(sbatch, "simulate").replace('--workers "${SLURM_CPUS_PER_TASK:-1}"', "--workers 1"),
    );
  });

  it("its pods' lines, each with its JOB_COMPLETION_INDEX, and the merge's give the one-process run", { timeout: 120_000 }, () => {
    const out = mkdtempSync(join(tmpdir(), "agon-k8s-"));
    // the built CLI (npm ci builds it), as `npx agon` in the pods: it starts in a fraction of the sources' time
    const agon = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(ROOT, "dist/src/cli/main.js"))}`;
    const shell = (line: string, env: Record<string, string>): ReturnType<typeof spawnSync> =>
      spawnSync("bash", ["-c", line.replaceAll("/out/", `${out}/`).replaceAll("npx agon", agon)], {
        cwd: ROOT,
        encoding: "utf8",
        env: { ...process.env, NO_COLOR: "1", ...env },
      });
    const small = "test/cli/fixtures/high-card.agon --players 2 --games 9 --seed 3 --agents random,first";
    for (let index = 0; index < 4; index++) {
      const pod = shell(simulateJob!.spec.template.spec.containers[0]!.args[0]!, {
        JOB_COMPLETION_INDEX: String(index),
        AGON_SIMULATE: small,
      });
      expect(pod.status, String(pod.stderr)).toBe(0);
    }
    const merge = shell(mergeJob!.spec.template.spec.containers[0]!.args[0]!, {});
    expect(merge.status, String(merge.stderr)).toBe(0);
    const one = spawnSync("bash", ["-c", `${agon} simulate ${small} --json`], { cwd: ROOT, encoding: "utf8" });
    expect(readFileSync(join(out, "simulate.json"), "utf8")).toBe(one.stdout);
    rmSync(out, { recursive: true, force: true });
  });
});

describe("the Slurm scripts of docs/cluster", () => {
  it("are valid bash, and the array's range and the shard count agree", () => {
    for (const file of ["simulate.sbatch", "mutate.sbatch", "merge.sbatch", "submit.sh"]) {
      const syntax = spawnSync("bash", ["-n", join(ROOT, "docs/cluster", file)], { encoding: "utf8" });
      expect(syntax.status, `${file}: ${syntax.stderr}`).toBe(0);
    }
    for (const file of ["simulate.sbatch", "mutate.sbatch"]) {
      const text = docs(file);
      const last = Number(/^#SBATCH --array=0-(\d+)$/m.exec(text)![1]);
      expect(text, file).toContain(`--shard auto/${last + 1}`);
    }
  });
});
