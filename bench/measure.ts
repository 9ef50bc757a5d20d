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

/** CPU seconds (user + system) of this process so far. */
function cpuSeconds(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
}

/** Calls per CPU second of `play(i)`: a short warm-up, then `seconds` of CPU time. */
export function perCpuSecond(play: (i: number) => void, seconds: number, first = 0): number {
  let i = first;
  const warmEnd = cpuSeconds() + Math.min(0.2, seconds / 4);
  while (cpuSeconds() < warmEnd) play(i++);
  const start = cpuSeconds();
  let n = 0;
  while (cpuSeconds() - start < seconds) {
    for (let k = 0; k < 20; k++) play(i++);
    n += 20;
  }
  return n / (cpuSeconds() - start);
}

/** Rates of several players of the same games in alternating rounds on CPU time (a change in the
 *  machine's load touches each alike): each rate is the median of its rounds, and `rounds` keeps
 *  every round's rates, for ratios taken within a round. */
export function alternatingRates(players: ((i: number) => void)[], seconds: number, rounds = 5): { rates: number[]; rounds: number[][] } {
  const perRound: number[][] = [];
  for (let r = 0; r < rounds; r++) perRound.push(players.map((p) => perCpuSecond(p, seconds / rounds, r * 100_000)));
  return { rates: players.map((_, k) => median(perRound.map((round) => round[k]!))), rounds: perRound };
}

/** `a / b` as the median of the rounds' ratios, with the lowest and highest: how far one run's
 *  figure can be trusted on a machine whose speed changes. */
export function ratioOfRounds(rounds: number[][], a: number, b: number): string {
  const ratios = rounds.map((round) => round[a]! / round[b]!).sort((x, y) => x - y);
  return `${median(ratios).toFixed(2)} (${ratios[0]!.toFixed(2)}–${ratios[ratios.length - 1]!.toFixed(2)})`;
}

/** Bytes allocated per call of `play`, from the heap sizes the garbage collector reports. */
export async function bytesPerCall(play: (i: number) => void, calls: number): Promise<number> {
  const { GCProfiler, getHeapStatistics } = await import("node:v8");
  for (let i = 0; i < Math.min(calls, 200); i++) play(i);
  const profiler = new GCProfiler();
  const startUsed = getHeapStatistics().used_heap_size;
  profiler.start();
  for (let i = 0; i < calls; i++) play(i);
  const endUsed = getHeapStatistics().used_heap_size;
  const { statistics } = profiler.stop();
  let allocated = 0;
  let last = startUsed;
  for (const gc of statistics) {
    allocated += gc.beforeGC.heapStatistics.usedHeapSize - last;
    last = gc.afterGC.heapStatistics.usedHeapSize;
  }
  allocated += endUsed - last;
  return allocated / calls;
}
