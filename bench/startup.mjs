// `npm run bench:startup [-- --against DIR]`: how long a person waits for Agon to start. Prints
// medians of wall and CPU time (user + sys, from /usr/bin/time where there is one: the machine may
// be shared) for
// - the cold start of the built `agon` (check of each game, --version, --help);
// - `agon conform` as `npm start` runs it (both games' conformance, reports to a temporary folder);
// - parse + check + compile of each game, warm, in this process, through the built API (median and
//   mean, wall and CPU, and how much of it the garbage collector took).
// With --against DIR (another checkout of Agon with dist/ built), each process figure is measured
// for both, in alternating runs, and their ratio printed. A benchmark, not a test.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { PerformanceObserver } from "node:perf_hooks";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = resolve(import.meta.dirname, "..");
const againstAt = process.argv.indexOf("--against");
const AGAINST = againstAt > 0 ? resolve(process.argv[againstAt + 1]) : undefined;
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const GAMES = ["rules/olympia-2000.agon", "rules/olympeak.agon"];
const TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

execFileSync(process.execPath, [join(ROOT, "scripts/build.mjs"), "--if-stale", "bundle"], { stdio: "inherit" });

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** One run of `node CHECKOUT/dist/src/cli/main.js ...args` in `cwd`: wall and CPU milliseconds. */
function timed(checkout, args, cwd) {
  const command = [process.execPath, join(checkout, "dist/src/cli/main.js"), ...args];
  const start = performance.now();
  const run = TIME
    ? spawnSync(TIME, ["-f", "agon-cpu %U %S", ...command], { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } })
    : spawnSync(command[0], command.slice(1), { cwd, encoding: "utf8", env: { ...process.env, NO_COLOR: "1" } });
  const wall = performance.now() - start;
  if (run.status !== 0) throw new Error(`${command.join(" ")} failed (${run.status}):\n${run.stdout}${run.stderr}`);
  const cpu = /agon-cpu ([\d.]+) ([\d.]+)/.exec(run.stderr);
  return { wall, cpu: cpu ? (Number(cpu[1]) + Number(cpu[2])) * 1000 : Number.NaN };
}

/** Medians over `runs` runs; with --against, the two checkouts alternate. */
function measure(args, { cwd = ROOT, runs = RUNS, cwdOf = () => cwd } = {}) {
  const sides = [ROOT, ...(AGAINST ? [AGAINST] : [])];
  const samples = sides.map(() => ({ wall: [], cpu: [] }));
  for (let i = 0; i < runs; i++)
    sides.forEach((side, k) => {
      const t = timed(side, typeof args === "function" ? args() : args, cwdOf(side));
      samples[k].wall.push(t.wall);
      samples[k].cpu.push(t.cpu);
    });
  return samples.map((s) => ({ wall: median(s.wall), cpu: median(s.cpu) }));
}

const ms = (x) => (Number.isNaN(x) ? "—" : x.toFixed(0));
const head = AGAINST
  ? "| what | wall ms | CPU ms | against: wall ms | CPU ms | wall ratio |"
  : "| what | wall ms | CPU ms |";
function row(what, [mine, theirs]) {
  const cells = [what, ms(mine.wall), ms(mine.cpu)];
  if (theirs) cells.push(ms(theirs.wall), ms(theirs.cpu), (mine.wall / theirs.wall).toFixed(2));
  console.log(`| ${cells.join(" | ")} |`);
}

console.log(`# Agon start-up (Node ${process.version}, load average ${loadavg()[0].toFixed(1)} at the start${AGAINST ? `, against ${AGAINST}` : ""})\n`);
console.log(`## Cold start of the built agon (median of ${RUNS})\n`);
console.log(head);
console.log(head.replace(/[^|]+/g, " --- "));
for (const game of GAMES) row(`agon check ${game}`, measure(["check", game]));
row("agon --version", measure(["--version"]));
row("agon --help", measure(["--help"]));

const conformRuns = Math.max(3, Math.ceil(RUNS / 3));
console.log(`\n## agon conform, as npm start runs it (median of ${conformRuns})\n`);
console.log(head);
console.log(head.replace(/[^|]+/g, " --- "));
const reports = mkdtempSync(join(tmpdir(), "agon-bench-reports-"));
try {
  row("agon conform (both games, en and ko)", measure(["conform", "--reports", reports], { runs: conformRuns, cwdOf: (side) => side }));
} finally {
  rmSync(reports, { recursive: true, force: true });
}

const WARM_UP = 5;
const WARM_RUNS = 100;
console.log(
  `\n## Parse + check + compile, warm, in process (built API; ${WARM_RUNS} runs after ${WARM_UP}: median and mean of wall and CPU ms, and the mean's part in garbage collection)\n`,
);
console.log("| game | first run ms | median ms | mean ms | CPU median ms | CPU mean ms | GC share of the mean |");
console.log("| --- | --- | --- | --- | --- | --- | --- |");
const { loadGame } = await import(pathToFileURL(join(ROOT, "dist/src/index.js")).href);
let gcMs = 0;
const gc = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) gcMs += entry.duration;
});
gc.observe({ entryTypes: ["gc"] });
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
for (const game of GAMES) {
  const file = join(ROOT, game);
  const wall = [];
  const cpu = [];
  const collected = [];
  for (let i = 0; i < WARM_UP + WARM_RUNS; i++) {
    const before = gcMs;
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    const loaded = loadGame(file);
    const took = performance.now() - start;
    const used = process.cpuUsage(cpuStart);
    if (!loaded.game) throw new Error(`${game} does not load`);
    // the collector's entries arrive on the event loop
    await new Promise((resolve) => setImmediate(resolve));
    wall.push(took);
    cpu.push((used.user + used.system) / 1000);
    collected.push(gcMs - before);
  }
  const [w, c, g] = [wall, cpu, collected].map((xs) => xs.slice(WARM_UP));
  const share = `${((100 * mean(g)) / mean(w)).toFixed(0)}%`;
  const cells = [wall[0], median(w), mean(w), median(c), mean(c)].map((x) => x.toFixed(1));
  console.log(`| ${game} | ${cells.join(" | ")} | ${share} |`);
}
gc.disconnect();
