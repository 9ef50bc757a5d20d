// `npm run bench:simulate`: what a user runs against what the engine alone can do. Per game, in
// alternating rounds of CPU time: the bench's engine-only rate (bench/run.ts: playGame, events
// off, fresh agents per game) and a simulation worker's (GamePlayer: events counted per rule ID,
// the tally, the figures of every game, one state and one agent per seat reused), and the bytes
// each allocates per game. Then whole `agon simulate` processes (1 worker, the built CLI), CPU
// time from /usr/bin/time, the generated code against `--engine closures`. Prints a table.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import * as os from "node:os";
import { GamePlayer } from "../src/simulation/play-games.js";
import type { SimulationSpec } from "../src/simulation/spec.js";
import { interpreterPlayer, load } from "./games.js";
import { alternatingRates, bytesPerCall, median, ratioOfRounds } from "./measure.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHUNK = 100;
const CLI = "dist/src/cli/main.js";

const ROWS: { title: string; rules: string; players: number; games: number }[] = [
  { title: "Olympia 2000", rules: "rules/olympia-2000.agon", players: 3, games: 20_000 },
  { title: "OlymPeak", rules: "rules/olympeak.agon", players: 4, games: 8_000 },
  { title: "Lead and Follow", rules: "rules/lead-and-follow.agon", players: 4, games: 20_000 },
  { title: "market-draft (from the docs)", rules: "test/fixtures/games/market-draft.agon", players: 4, games: 8_000 },
  { title: "whodunit (from the docs)", rules: "test/fixtures/games/whodunit.agon", players: 4, games: 20_000 },
];

const fmt = (x: number): string => Math.round(x).toLocaleString("en-US");

/** CPU seconds of a whole `agon simulate` process, the median of RUNS. */
function processSeconds(args: string[]): number {
  const times: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const run = spawnSync("/usr/bin/time", ["-f", "%U %S", process.execPath, CLI, "simulate", ...args], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`agon simulate ${args.join(" ")} failed: ${run.stderr}`);
    const [user, sys] = run.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
    times.push(user! + sys!);
  }
  return median(times);
}

console.log(
  `${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, load average ${os.loadavg()[0]!.toFixed(1)} at the start`,
);
if (!existsSync("/usr/bin/time") || !existsSync(CLI)) throw new Error(`needs /usr/bin/time and the built CLI (${CLI}: npm run build)`);
const rows: string[][] = [];
for (const row of ROWS) {
  const game = load(row.rules);
  const players = Array.from({ length: row.players }, (_, i) => `p${i + 1}`);
  const spec: SimulationSpec = {
    rules: row.rules,
    players,
    agents: players.map(() => "random"),
    options: {},
    seed: 1,
    games: 1e9,
    first: 0,
    count: 1e9,
  };
  const worker = new GamePlayer(game, spec);
  const engine = interpreterPlayer(game, row.players, "generated");
  const engineChunk = (i: number): void => {
    for (let k = 0; k < CHUNK; k++) engine(i * CHUNK + k);
  };
  const workerChunk = (i: number): void => void worker.play(i * CHUNK, CHUNK);
  const timed = alternatingRates([engineChunk, workerChunk], SECONDS);
  const [engineRate, workerRate] = timed.rates.map((r) => r * CHUNK);
  const engineBytes = (await bytesPerCall(engineChunk, 20)) / CHUNK;
  const workerBytes = (await bytesPerCall(workerChunk, 20)) / CHUNK;
  const args = [row.rules, "--players", String(row.players), "--games", String(row.games), "--workers", "1"];
  const generated = processSeconds(args);
  const closures = processSeconds([...args, "--engine", "closures"]);
  rows.push([
    row.title,
    String(row.players),
    fmt(engineRate!),
    fmt(workerRate!),
    ratioOfRounds(timed.rounds, 1, 0),
    (engineBytes / 1024).toFixed(1),
    (workerBytes / 1024).toFixed(1),
    fmt(row.games),
    fmt(row.games / generated),
    fmt(row.games / closures),
    (row.games / generated / engineRate!).toFixed(2),
    (closures / generated).toFixed(2),
  ]);
  console.error(`  ${row.title} done`);
}
const head = [
  "game",
  "players",
  "engine-only games/s",
  "simulate worker games/s",
  "worker / engine-only",
  "engine-only KB/game",
  "worker KB/game",
  "games",
  "`agon simulate` games/CPU s",
  "`--engine closures` games/CPU s",
  "process / engine-only",
  "process / closures",
];
console.log(`| ${head.join(" | ")} |\n| ${head.map(() => "---").join(" | ")} |`);
for (const r of rows) console.log(`| ${r.join(" | ")} |`);
