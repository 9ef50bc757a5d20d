// `npm run bench:startup [-- --against DIR]`: how long a person waits for Agon to start. Prints
// medians of wall and CPU time (user + sys, from /usr/bin/time where there is one: the machine may
// be shared) for
// - the cold start of the built `agon` (check of each game, --version, --help);
// - `agon conform` as `npm start` runs it (both games' conformance, reports to a temporary folder);
// - parse + check + compile of each game, warm, in this process, through the built API.
// With --against DIR (another checkout of Agon with dist/ built), each process figure is measured
// for both, in alternating runs, and their ratio printed. A benchmark, not a test.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
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

console.log("\n## Parse + check + compile, warm, in process (built API; median of 25 after 5)\n");
console.log("| game | ms |");
console.log("| --- | --- |");
const { loadGame } = await import(pathToFileURL(join(ROOT, "dist/src/index.js")).href);
for (const game of GAMES) {
  const file = join(ROOT, game);
  const times = [];
  for (let i = 0; i < 30; i++) {
    const start = performance.now();
    const loaded = loadGame(file);
    if (!loaded.game) throw new Error(`${game} does not load`);
    if (i >= 5) times.push(performance.now() - start);
  }
  console.log(`| ${game} | ${median(times).toFixed(1)} |`);
}
