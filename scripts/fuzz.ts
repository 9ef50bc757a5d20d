// `npm run fuzz [-- CASES [THREADS [SEED]]]`: runs `check` on 100,000 cases (by default, over two
// worker threads): the real rules and card files with a few mutations, and generated programs
// (spliced blocks, extreme numbers, CR/CRLF/BOM/NUL, prototype names, deep nesting). Case i of a
// seed is always the same case. Reports every crash (an exception instead of diagnostics, or a
// diagnostic at no real place), every case over 2 s (timed twice, so that a pause of a loaded
// machine is not counted), every case whose heap passes 1 GB (each worker's limit: it dies of it),
// and every case still running after 30 s; a stopped or dead worker is replaced by one that goes
// on after its case.
// The cases that went wrong are written to a folder under the system's temporary folder.
import fc from "fast-check";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { caseTarget, caseText, fuzzCaseArb, fuzzFailure, type FuzzCase } from "../test/fuzz/property.js";

const SLOW_MS = 2000;
const HEAP_LIMIT_MB = 1024;
const HANG_MS = 30_000;

interface Job {
  seed: number;
  from: number;
  to: number;
  step: number;
}
type Message = { start: number } | { done: number; ms: number; rss: number; heap: number; failure?: string } | { finished: true };

/** Case `i` of `seed`: the same on every machine and in every worker. */
function caseOf(seed: number, i: number): FuzzCase {
  return fc.sample(fuzzCaseArb, { seed: (seed * 1_000_003 + i) | 0, numRuns: 1 })[0]!;
}

function work({ seed, from, to, step }: Job): void {
  const out = (m: Message): void => parentPort!.postMessage(m);
  for (let i = from; i < to; i += step) {
    out({ start: i });
    const c = caseOf(seed, i);
    const timed = (): { failure?: string; ms: number } => {
      const started = performance.now();
      const failure = fuzzFailure(c);
      return { failure, ms: performance.now() - started };
    };
    let run = timed();
    if (!run.failure && run.ms > SLOW_MS) run = timed();
    const m = process.memoryUsage();
    out({ done: i, ms: run.ms, rss: m.rss, heap: m.heapUsed, ...(run.failure ? { failure: run.failure } : {}) });
  }
  out({ finished: true });
}

const mb = (bytes: number): number => Math.round(bytes / 2 ** 20);

interface Finding {
  what: "crash" | "slow" | "huge" | "hang";
  index: number;
  detail: string;
}

function main(): void {
  const total = Number(process.argv[2] ?? 100_000);
  const threads = Number(process.argv[3] ?? 2);
  const seed = Number(process.argv[4] ?? Date.now() % 1_000_000);
  if (![total, threads, seed].every(Number.isSafeInteger) || total < 1 || threads < 1) {
    console.error("usage: npm run fuzz -- [CASES [THREADS [SEED]]] (positive integers)");
    process.exitCode = 2;
    return;
  }
  const folder = path.join(tmpdir(), `agon-fuzz-${seed}`);
  console.log(`fuzzing check: ${total} cases on ${threads} thread(s), seed ${seed}; cases that go wrong are written to ${folder}`);
  const started = Date.now();
  const findings: Finding[] = [];
  let done = 0;
  let maxRss = 0;
  let maxHeap = 0;
  let slowest = { ms: 0, index: -1 };
  let running = threads;

  const record = (f: Finding): void => {
    findings.push(f);
    mkdirSync(folder, { recursive: true });
    const c = caseOf(seed, f.index);
    const file = path.join(folder, `case-${f.index}-${f.what}.agon`);
    writeFileSync(file, caseText(c));
    console.log(
      `${f.what.toUpperCase()} case ${f.index} (${caseTarget(c)}): ${f.detail.split("\n").slice(0, 6).join("\n    ")}\n  file: ${file}\n  case: ${JSON.stringify(c).slice(0, 500)}`,
    );
  };

  const startWorker = (from: number): void => {
    let current = -1;
    let since = Date.now();
    const w = new Worker(new URL(import.meta.url), {
      workerData: { seed, from, to: total, step: threads } satisfies Job,
      resourceLimits: { maxOldGenerationSizeMb: HEAP_LIMIT_MB },
    });
    const watch = setInterval(() => {
      if (current < 0 || Date.now() - since < HANG_MS) return;
      record({ what: "hang", index: current, detail: `still running after ${HANG_MS / 1000} s` });
      clearInterval(watch);
      const next = current + threads;
      current = -1;
      void w.terminate().then(() => (next < total ? startWorker(next) : finish()));
    }, 1000);
    w.on("message", (m: Message) => {
      if ("start" in m) {
        current = m.start;
        since = Date.now();
      } else if ("done" in m) {
        current = -1;
        done++;
        maxRss = Math.max(maxRss, m.rss);
        maxHeap = Math.max(maxHeap, m.heap);
        if (m.ms > slowest.ms) slowest = { ms: m.ms, index: m.done };
        if (m.failure) record({ what: "crash", index: m.done, detail: m.failure });
        if (m.ms > SLOW_MS) record({ what: "slow", index: m.done, detail: `took ${Math.round(m.ms)} ms` });
        if (done % 2000 === 0)
          console.log(
            `  ${done} cases, ${Math.round(done / ((Date.now() - started) / 1000))}/s, ${findings.length} finding(s), max heap after a case ${mb(maxHeap)} MB, max rss ${mb(maxRss)} MB`,
          );
      } else {
        clearInterval(watch);
        finish();
      }
    });
    w.on("error", (e) => {
      clearInterval(watch);
      const outOfMemory = (e as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";
      if (current >= 0)
        record({
          what: outOfMemory ? "huge" : "crash",
          index: current,
          detail: outOfMemory ? `heap over ${HEAP_LIMIT_MB} MB` : `worker died: ${e.stack ?? e}`,
        });
      const next = current >= 0 ? current + threads : total;
      if (next < total) startWorker(next);
      else finish();
    });
  };

  const finish = (): void => {
    if (--running > 0) return;
    const count = (what: Finding["what"]) => findings.filter((f) => f.what === what).length;
    console.log(
      `${done} cases in ${Math.round((Date.now() - started) / 1000)} s, seed ${seed}: ${count("crash")} crash(es), ${count("slow")} over ${SLOW_MS / 1000} s, ` +
        `${count("huge")} over ${HEAP_LIMIT_MB} MB of heap, ${count("hang")} hang(s); slowest case ${slowest.index} at ${Math.round(slowest.ms)} ms; ` +
        `max heap after a case ${mb(maxHeap)} MB, max rss of the process (${threads} workers) ${mb(maxRss)} MB`,
    );
    process.exitCode = findings.length === 0 ? 0 : 1;
  };

  for (let t = 0; t < threads; t++) startWorker(t);
}

if (isMainThread) main();
else work(workerData as Job);
