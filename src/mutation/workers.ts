// Mutation testing on worker threads: each opens the features itself, then takes chunks of mutants
// as it becomes free. A chunk's results do not depend on the thread that ran it (see
// MutantRunner.runChunk), so the run gives the same results for any number of threads.
import { Worker } from "node:worker_threads";
import { workerEntry } from "../worker-entry.js";
import type { Mutant } from "./mutants.js";
import { MutationSetupError, type MutantResult, type RunnerOptions } from "./runner.js";
import type { MatchLimits } from "./suite.js";
import type { FromMutationWorker, ToMutationWorker, WorkerSetup } from "./worker-messages.js";

const mutationWorker = () => workerEntry(import.meta.url, "worker.ts", "mutation-worker.js");

export async function mutateOnWorkers(
  options: RunnerOptions,
  chunks: readonly Mutant[][],
  workers: number,
  onResult: (result: MutantResult) => void,
): Promise<{ results: MutantResult[]; featureFiles: number; limits: MatchLimits }> {
  const entry = mutationWorker();
  const results: MutantResult[] = [];
  const threads: Worker[] = [];
  let next = 0;
  let finished = 0;
  let ready: { featureFiles: number; limits: MatchLimits } | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      for (let i = 0; i < workers; i++) {
        const setup: WorkerSetup = { options };
        const worker = new Worker(entry.url, { workerData: setup, execArgv: entry.execArgv });
        threads.push(worker);
        let stopped = false;
        const feed = (): void => {
          const index = next++;
          const message: ToMutationWorker = index < chunks.length ? { type: "chunk", index, mutants: chunks[index]! } : { type: "stop" };
          stopped = message.type === "stop";
          worker.postMessage(message);
        };
        worker.on("error", (error) => reject(new Error(`a mutation worker failed: ${error.message}`)));
        worker.on("exit", (code) => {
          if (!stopped) reject(new Error(`a mutation worker ended early (exit code ${code})`));
        });
        worker.on("message", (message: FromMutationWorker) => {
          switch (message.type) {
            case "ready":
              ready ??= { featureFiles: message.featureFiles, limits: message.limits };
              feed();
              return;
            case "mutant":
              results.push(message.result);
              onResult(message.result);
              return;
            case "chunk-done":
              if (++finished === chunks.length) resolve();
              feed();
              return;
            case "failed":
              stopped = true;
              reject(message.setup ? new MutationSetupError(message.message) : new Error(`a mutation worker failed: ${message.message}`));
              return;
            default: {
              const unknown: never = message;
              reject(new Error(`unknown message from a mutation worker: ${JSON.stringify(unknown)}`));
            }
          }
        });
      }
    });
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
  }
  return { results, ...ready! };
}
