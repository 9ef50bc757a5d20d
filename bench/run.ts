// `npm run bench`: how fast Agon loads and plays, against a hand-written engine of the same rules.
// Prints a table and writes bench/RESULTS.md. A benchmark, not a test: figures depend on the
// machine and on what else runs on it, but the agreement check fails loudly.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import * as os from "node:os";
import { Worker } from "node:worker_threads";
import { loadGame } from "../src/index.js";
import { GAMES, agentsFor, interpreterPlayer, load } from "./games.js";
import { editorLatency } from "./editor-latency.js";
import { alternatingRates, bytesPerCall, median, medianMs, ratioOfRounds } from "./measure.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const AGREEMENT_SEEDS = 300;
const MEMORY_GAMES = 100_000;
const lines: string[] = [];

function out(line = ""): void {
  console.log(line);
  lines.push(line);
}

function table(head: string[], rows: (string | number)[][]): void {
  out(`| ${head.join(" | ")} |`);
  out(`| ${head.map(() => "---").join(" | ")} |`);
  for (const r of rows) out(`| ${r.join(" | ")} |`);
  out();
}

const fmt = (x: number): string => Math.round(x).toLocaleString("en-US");

function loading(): void {
  out("## Parse + check + compile (warm, median of 15)");
  table(
    ["game", "ms"],
    GAMES.map((g) => [g.title, medianMs(() => load(g.rules), 15).toFixed(1)]),
  );
}

async function editing(): Promise<void> {
  out("## Keystroke to diagnostics in `agon lsp` (warm, a real client over stdio; target under 50 ms)");
  const rows = (await editorLatency(GAMES.map((g) => g.rules))).map((r) => [
    r.file,
    r.median.toFixed(1),
    r.p90.toFixed(1),
    r.max.toFixed(1),
  ]);
  table(["rules file", "median ms", "p90 ms", "max ms"], rows);
}

/** Long lines the front end must refuse soon with `nesting-too-deep` at the operator too many. */
function hostileLines(): void {
  out("## Check of a 200,000-term line (median of 5)");
  const header = "game g { players 2..4  score points }\nvar points: int per player = 0\nrule setup { }\nrule finish { winners players }\n";
  const cases: [string, string][] = [
    ["`1 + 1 + ...`", `rule play { let x = 1${" + 1".repeat(200_000)} }`],
    ["`1 + (1) + (1) ...`", `rule play { let x = 1${" + (1)".repeat(200_000)} }`],
  ];
  table(
    ["line", "ms"],
    cases.map(([what, body]) => [
      what,
      medianMs(
        () => {
          const r = loadGame("/p/rules/g.agon", { projectRoot: "/p", readFile: () => header + body });
          if (r.diagnostics[0]?.code !== "nesting-too-deep") throw new Error(`${what}: no nesting-too-deep`);
        },
        5,
        1,
      ).toFixed(0),
    ]),
  );
}

function coldStart(): void {
  out("## Cold start: `agon check` as a whole process (compiled CLI, median of 7)");
  const cli = "dist/src/cli/main.js";
  // the CLI as it is built from the sources in this tree (the bundler does not stop at type errors elsewhere)
  spawnSync(process.execPath, ["scripts/bundle.mjs"], { stdio: "ignore" });
  if (!existsSync(cli)) {
    out(`(no ${cli}: \`npm run build\` failed)\n`);
    return;
  }
  const rows = GAMES.map((g) => {
    const times: number[] = [];
    for (let i = 0; i < 7; i++) {
      const t = performance.now();
      const r = spawnSync(process.execPath, [cli, "check", g.rules], { encoding: "utf8" });
      times.push(performance.now() - t);
      if (r.status !== 0) throw new Error(`agon check ${g.rules} failed: ${r.stdout}${r.stderr}`);
    }
    return [g.title, median(times).toFixed(0)];
  });
  table(["game", "ms"], rows);
  out(`(dist built ${statSync(cli).mtime.toISOString()})\n`);
}

/** Two engines must give the same scores and winners, game by game. */
function checkAgreement(what: string, n: number, a: (s: number) => unknown, b: (s: number) => unknown): void {
  for (let seed = 0; seed < AGREEMENT_SEEDS; seed++) {
    const x = JSON.stringify(a(seed));
    const y = JSON.stringify(b(seed));
    if (x !== y) throw new Error(`${what}, ${n} players, seed ${seed}: ${x} against ${y}`);
  }
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

async function throughput(): Promise<void> {
  out(
    "## Whole games per CPU second, one core, random agents, events off (closures, generated code and the hand-written engine in alternating rounds; medians, and for the ratios the median of the rounds' ratios with the lowest and highest)",
  );
  const rows: (string | number)[][] = [];
  const memoryRows: (string | number)[][] = [];
  for (const g of GAMES) {
    const game = load(g.rules);
    for (const n of g.playerCounts) {
      const closures = interpreterPlayer(game, n, "closures");
      const generated = interpreterPlayer(game, n, "generated");
      const handEngine = g.handWritten?.(game, n);
      const hand = handEngine && ((seed: number) => handEngine(seed, agentsFor(seed, n)));
      checkAgreement(`${g.title}: closures and generated code`, n, closures, generated);
      if (hand) checkAgreement(`${g.title}: closures and the hand-written engine`, n, closures, hand);
      const timed = alternatingRates(hand ? [closures, generated, hand] : [closures, generated], 3 * SECONDS);
      const [c, gen, h] = timed.rates;
      rows.push([
        g.title,
        n,
        fmt(c!),
        fmt(gen!),
        h ? fmt(h) : "—",
        ratioOfRounds(timed.rounds, 1, 0),
        h ? ratioOfRounds(timed.rounds, 1, 2) : "—",
        `${AGREEMENT_SEEDS} games identical`,
      ]);
      const bytes = [
        await bytesPerCall(closures, 2000),
        await bytesPerCall(generated, 2000),
        hand ? await bytesPerCall(hand, 2000) : undefined,
      ];
      memoryRows.push([g.title, n, ...bytes.map((b) => (b === undefined ? "—" : kb(b)))]);
      console.error(`  ${g.title} ${n}p done`);
    }
  }
  table(
    [
      "game",
      "players",
      "closures games/s",
      "generated games/s",
      "hand-written games/s",
      "generated / closures",
      "generated / hand-written",
      "same results",
    ],
    rows,
  );
  out("## Bytes allocated per game (KB, from the garbage collector's heap figures)");
  table(["game", "players", "closures", "generated", "hand-written"], memoryRows);
}

function memory(): void {
  const g = GAMES[0]!;
  const n = g.playerCounts[0]!;
  out(`## Peak memory while simulating ${fmt(MEMORY_GAMES)} games (${g.title}, ${n} players, generated code)`);
  const play = interpreterPlayer(load(g.rules), n, "generated");
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const t = performance.now();
  for (let i = 0; i < MEMORY_GAMES; i++) {
    play(i);
    if (i % 1000 === 0) {
      const m = process.memoryUsage();
      rss = Math.max(rss, m.rss);
      heap = Math.max(heap, m.heapUsed);
    }
  }
  const s = (performance.now() - t) / 1000;
  const mb = (x: number): string => (x / 2 ** 20).toFixed(0);
  table(["rss before MB", "peak rss MB", "peak heap used MB", "games/s"], [[mb(before.rss), mb(rss), mb(heap), fmt(MEMORY_GAMES / s)]]);
}

async function workers(threads: number, rules: string, players: number, games: number): Promise<number> {
  const ws = Array.from(
    { length: threads },
    (_, t) =>
      new Worker(new URL("./sim-worker.ts", import.meta.url), {
        workerData: { rules, players, games: games / threads, firstSeed: t * games },
      }),
  );
  await Promise.all(ws.map((w) => new Promise((ok) => w.once("message", ok))));
  const start = performance.now();
  await Promise.all(
    ws.map(
      (w) =>
        new Promise((ok) => {
          w.once("message", ok);
          w.postMessage("go");
        }),
    ),
  );
  const rate = games / ((performance.now() - start) / 1000);
  await Promise.all(ws.map((w) => w.terminate()));
  return rate;
}

async function threads(): Promise<void> {
  const g = GAMES[0]!;
  const n = g.playerCounts[0]!;
  const games = 20_000;
  out(`## Worker threads (${g.title}, ${n} players, ${fmt(games)} games, plain worker_threads)`);
  const one = await workers(1, g.rules, n, games);
  const two = await workers(2, g.rules, n, games);
  table(
    ["threads", "games/s"],
    [
      [1, fmt(one)],
      [2, fmt(two)],
      ["speed-up", (two / one).toFixed(2)],
    ],
  );
}

async function main(): Promise<void> {
  out("# Agon benchmark");
  out();
  out(
    `${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
  );
  out();
  loading();
  await editing();
  hostileLines();
  coldStart();
  await throughput();
  memory();
  await threads();
  // the agent strength table (`npm run bench:agents`, bench/agents.ts) is measured apart: kept
  const old = existsSync("bench/RESULTS.md") ? readFileSync("bench/RESULTS.md", "utf8") : "";
  const strength = old.indexOf("## Agent strength");
  writeFileSync("bench/RESULTS.md", lines.join("\n") + (strength < 0 ? "" : `\n${old.slice(strength)}`));
  console.log("written to bench/RESULTS.md");
}

await main();
