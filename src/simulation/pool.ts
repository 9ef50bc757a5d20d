// Plays a simulation's slice of games on worker threads. Workers take ranges of games as they
// become free; the figures are put back in game-index order, so the result is the same for any
// number of workers.
import { Worker } from "node:worker_threads";
import { AgonError } from "../index.js";
import type { FromWorker, ToWorker } from "./messages.js";
import { appendColumns, emptyColumns, type GameColumns, type SimulationSpec } from "./spec.js";

const LARGEST_RANGE = 200;

/** Compiled JavaScript runs dist/.../worker.js; TypeScript (tests, scripts) runs worker.ts through
 *  the project's ts-node loader. */
function workerEntry(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    return { url: new URL("./worker.ts", here), execArgv: ["--import", new URL("../../scripts/register.mjs", here).href] };
  }
  return { url: new URL("./worker.js", here), execArgv: [] };
}

function ranges(first: number, count: number, workers: number): Array<{ first: number; count: number }> {
  const size = Math.max(1, Math.min(LARGEST_RANGE, Math.ceil(count / (workers * 4))));
  const out: Array<{ first: number; count: number }> = [];
  for (let start = first; start < first + count; start += size) out.push({ first: start, count: Math.min(size, first + count - start) });
  return out;
}

export async function playOnWorkers(
  rulesPath: string,
  spec: SimulationSpec,
  workers: number,
  onProgress: (gamesDone: number) => void = () => {},
): Promise<GameColumns> {
  const todo = ranges(spec.first, spec.count, workers);
  const results = new Map<number, GameColumns>();
  const entry = workerEntry();
  const threads: Worker[] = [];
  let next = 0;
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      if (todo.length === 0) return resolve();
      const feed = (worker: Worker): void => {
        const range = todo[next++];
        const message: ToWorker = range ? { type: "play", ...range } : { type: "stop" };
        worker.postMessage(message);
      };
      for (let i = 0; i < Math.min(workers, todo.length); i++) {
        const worker = new Worker(entry.url, { workerData: { rulesPath, spec }, execArgv: entry.execArgv });
        threads.push(worker);
        worker.on("error", reject);
        worker.on("message", (message: FromWorker) => {
          if (message.type === "failed") {
            reject(message.diagnostic ? new AgonError(message.diagnostic) : new Error(`a simulation worker failed: ${message.message}`));
            return;
          }
          if (message.type === "done") {
            results.set(message.first, message.columns);
            done += message.columns.winners.length;
            onProgress(done);
            if (results.size === todo.length) return resolve();
          }
          feed(worker);
        });
      }
    });
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
  }
  const all = emptyColumns(spec.players.length);
  for (const range of todo) appendColumns(all, results.get(range.first)!);
  return all;
}
