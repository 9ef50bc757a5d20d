// Plays a simulation's slice of games on worker threads. Workers take ranges of games as they
// become free; the figures are put back in game-index order, so the result is the same for any
// number of workers. Ranges are made as they are handed out, never listed up front, so that
// the number of games costs no memory before any is played.
import { FailedGameError } from "./failed-game.js";
import { Worker, type ResourceLimits } from "node:worker_threads";
import { workerEntry } from "../worker-entry.js";
import { AgonError } from "../index.js";
import type { FromWorker, ToWorker } from "./messages.js";
import { gameSeed } from "./seeds.js";
import { appendColumns, emptyColumns, type GameColumns, type SimulationSpec } from "./spec.js";

const LARGEST_RANGE = 200;

const simulationWorker = () => workerEntry(import.meta.url, "worker.ts", "worker.js");

interface Range {
  first: number;
  count: number;
}

/** The games first .. first + count - 1 in ranges of one size, made one at a time. */
export class Ranges {
  readonly size: number;
  readonly total: number;
  private next: number;

  constructor(
    readonly first: number,
    readonly count: number,
    workers: number,
  ) {
    this.size = Math.max(1, Math.min(LARGEST_RANGE, Math.ceil(count / (workers * 4))));
    this.total = Math.ceil(count / this.size);
    this.next = first;
  }

  take(): Range | undefined {
    const end = this.first + this.count;
    if (this.next >= end) return undefined;
    const range = { first: this.next, count: Math.min(this.size, end - this.next) };
    this.next += range.count;
    return range;
  }
}

/** A worker that ended without a word: out of memory, killed, or a crash of the runtime. */
function workerDied(spec: SimulationSpec, rulesPath: string, range: Range | undefined, why: string): AgonError {
  const games = range
    ? `games ${range.first}..${range.first + range.count - 1} of the run with seed ${spec.seed} (the first of them has match seed ${gameSeed(spec.seed, range.first)})`
    : `${rulesPath}, before it played any game`;
  return new AgonError({
    code: "simulation-worker-died",
    severity: "error",
    message: `a simulation worker died (${why}) while playing ${games}`,
    hint: "a game that holds too much at once? replay one with `agon play RULES --seed MATCH-SEED`; fewer --workers leave each more memory",
  });
}

function reasonOf(error: Error & { code?: string }): string {
  return error.code === "ERR_WORKER_OUT_OF_MEMORY" ? "out of memory" : error.message;
}

export async function playOnWorkers(
  rulesPath: string,
  spec: SimulationSpec,
  workers: number,
  onProgress: (gamesDone: number) => void = () => {},
  /** per worker; by default Node's own */
  resourceLimits?: ResourceLimits,
): Promise<GameColumns> {
  const ranges = new Ranges(spec.first, spec.count, workers);
  const results = new Map<number, GameColumns>();
  const entry = simulationWorker();
  const threads: Worker[] = [];
  let done = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      if (ranges.total === 0) return resolve();
      for (let i = 0; i < Math.min(workers, ranges.total); i++) {
        const worker = new Worker(entry.url, {
          workerData: { rulesPath, spec },
          execArgv: entry.execArgv,
          ...(resourceLimits ? { resourceLimits } : {}),
        });
        threads.push(worker);
        // the range this worker is playing, for the message if it dies
        let playing: Range | undefined;
        let stopped = false;
        const feed = (): void => {
          playing = ranges.take();
          stopped = playing === undefined;
          const message: ToWorker = playing ? { type: "play", ...playing } : { type: "stop" };
          worker.postMessage(message);
        };
        worker.on("error", (error) => reject(workerDied(spec, rulesPath, playing, reasonOf(error))));
        worker.on("exit", (code) => {
          if (!stopped) reject(workerDied(spec, rulesPath, playing, `exit code ${code}`));
        });
        worker.on("message", (message: FromWorker) => {
          if (message.type === "failed") {
            stopped = true;
            reject(
              message.diagnostic === undefined
                ? new Error(`a simulation worker failed: ${message.message}`)
                : message.game === undefined
                  ? new AgonError(message.diagnostic)
                  : new FailedGameError(message.diagnostic, message.game),
            );
            return;
          }
          if (message.type === "done") {
            results.set(message.first, message.columns);
            done += message.columns.winners.length;
            onProgress(done);
            if (results.size === ranges.total) return resolve();
          }
          feed();
        });
      }
    });
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
  }
  const all = emptyColumns(spec.players.length);
  for (let first = spec.first; first < spec.first + spec.count; first += ranges.size) appendColumns(all, results.get(first)!);
  return all;
}
