// Timing helpers for the benchmark: medians of repeated runs, throughput over a fixed time.
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Median milliseconds of `runs` calls of `f` after `warmup` calls. */
export function medianMs(f: () => void, runs: number, warmup = 3): number {
  for (let i = 0; i < warmup; i++) f();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    times.push(performance.now() - t);
  }
  return median(times);
}

/** Calls per second of `play(i)` for i = 0, 1, ...: a warm-up, then at least `seconds` of calls;
 *  the median of three such rounds. */
export function perSecond(play: (i: number) => void, seconds: number): number {
  let i = 0;
  const warmEnd = performance.now() + 300;
  while (performance.now() < warmEnd) play(i++);
  const rates: number[] = [];
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    let n = 0;
    while (performance.now() - start < (seconds * 1000) / 3) {
      for (let k = 0; k < 50; k++) play(i++);
      n += 50;
    }
    rates.push(n / ((performance.now() - start) / 1000));
  }
  return median(rates);
}

/** Rates of two players of the same games measured in alternating rounds, so that a change in
 *  the machine's load touches both alike; the ratio is the median of the rounds' ratios. */
export function compareRates(
  a: (i: number) => void,
  b: (i: number) => void,
  seconds: number,
  rounds = 5,
): { a: number; b: number; ratio: number } {
  const slice = seconds / rounds;
  const ra: number[] = [];
  const rb: number[] = [];
  for (let r = 0; r < rounds; r++) {
    ra.push(perSecond(a, slice));
    rb.push(perSecond(b, slice));
  }
  return { a: median(ra), b: median(rb), ratio: median(ra.map((x, i) => x / rb[i]!)) };
}
