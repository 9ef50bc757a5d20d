// `npm run fuzz [-- CASES [THREADS [SEED]]]`: mutates the real rules and card files 100,000 times
// (by default, split over two worker threads) and runs `check` on each; prints progress, and for a
// failure the shrunk case and the mutated file, written to reports/fuzz-failure-*.agon.
import fc from "fast-check";
import { writeFileSync, mkdirSync } from "node:fs";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { fuzzCaseArb, fuzzFailure, mutatedText, type FuzzCase } from "../test/fuzz/property.js";

interface Job {
  runs: number;
  seed: number;
}
type Message = { done: number } | { failure: string; case: FuzzCase; text: string } | { finished: true; runs: number };

function work({ runs, seed }: Job): void {
  let done = 0;
  const out = (m: Message): void => parentPort!.postMessage(m);
  const details = fc.check(fc.property(fuzzCaseArb, (c) => {
    if (++done % 500 === 0) out({ done: 500 });
    const failure = fuzzFailure(c);
    if (failure) throw new Error(failure);
  }), { seed, numRuns: runs, endOnFailure: false });
  if (details.failed && details.counterexample) {
    const c = details.counterexample[0];
    out({ failure: String((details.errorInstance as Error | undefined)?.message ?? details.errorInstance), case: c, text: mutatedText(c) });
  }
  out({ finished: true, runs: details.numRuns });
}

function main(): void {
  const total = Number(process.argv[2] ?? 100_000);
  const threads = Number(process.argv[3] ?? 2);
  const seed = Number(process.argv[4] ?? Date.now() % 1_000_000);
  console.log(`fuzzing check: ${total} cases on ${threads} thread(s), seed ${seed}`);
  const started = Date.now();
  let done = 0;
  let ran = 0;
  let failures = 0;
  let finished = 0;
  for (let t = 0; t < threads; t++) {
    const runs = Math.floor(total / threads) + (t < total % threads ? 1 : 0);
    const w = new Worker(new URL(import.meta.url), { workerData: { runs, seed: seed + t } satisfies Job });
    w.on("message", (m: Message) => {
      if ("done" in m) {
        done += m.done;
        if (done % 1000 === 0) console.log(`  ${done} cases, ${Math.round(done / ((Date.now() - started) / 1000))}/s, ${failures} failure(s)`);
      } else if ("failure" in m) {
        failures++;
        mkdirSync("reports", { recursive: true });
        const file = `reports/fuzz-failure-${seed + t}.agon`;
        writeFileSync(file, m.text);
        console.log(`FAILURE (seed ${seed + t}): ${m.failure}\n  case: ${JSON.stringify(m.case)}\n  mutated file: ${file}`);
      } else {
        ran += m.runs;
        if (++finished === threads) {
          console.log(`${ran} cases in ${Math.round((Date.now() - started) / 1000)} s: ${failures === 0 ? "no crash" : `${failures} failure(s)`}`);
          process.exitCode = failures === 0 ? 0 : 1;
        }
      }
    });
    w.on("error", (e) => {
      failures++;
      console.log(`worker failed: ${e.stack ?? e}`);
    });
  }
}

if (isMainThread) main();
else work(workerData as Job);
