// `npm run bench:agents`: how strong the agents are. One seat of an agent against three of another
// at 4 players, for both games: win share of the lone seat with a 95% Wilson interval (a shared
// win counts as the seat's part of it), and the lone agent's milliseconds per decision. The lone
// agent sits in every seat in turn (game i puts it in seat i mod 4), so no seat's edge favours it.
// A benchmark, not a test: figures depend on the machine and its load. Writes its table into
// bench/RESULTS.md (the section "Agent strength", rewritten after each pairing so that a run cut
// short keeps what it finished) and prints it.
// BENCH_AGENT_GAMES sets the games per pairing (default 1000), BENCH_AGENT_SEARCH_GAMES those of
// the pairings with a searching agent (default the same).
// Then ISMCTS minus flat-mc at equal playouts (BENCH_AGENT_BUDGETS, default 20,60,200), each
// against three strategy seats and three random seats, paired on seeds: game i is played once with
// each searcher in the lone seat, everything else alike, and the difference of the two win shares
// is averaged over the games, with a 95% interval (normal, from the differences' spread).
// BENCH_AGENT_PAIRED_GAMES sets the games per comparison (default 50). The cost is the lone agent's CPU time per decision
// (process.cpuUsage: this runs on one thread), which the machine's load does not inflate, beside
// its wall-clock time.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import * as os from "node:os";
import { playGame, type Agent, type CompiledGame } from "../src/index.js";
import { load } from "./games.js";
import { makeAgent, parseAgentChoice } from "../src/agents/kinds.js";
import { agentSeed, gameSeed } from "../src/simulation/seeds.js";
import { wilson } from "../src/simulation/stats.js";

const GAMES = Number(process.env.BENCH_AGENT_GAMES ?? 1000);
/** games per pairing with a searching agent (they cost its budget at every decision) */
const SEARCH_GAMES = Number(process.env.BENCH_AGENT_SEARCH_GAMES ?? GAMES);
const PLAYERS = 4;
const RULES = [
  { title: "Olympia 2000", rules: "rules/olympia-2000.agon" },
  { title: "OlymPeak", rules: "rules/olympeak.agon" },
];
interface Pairing {
  lone: string;
  others: string;
  /** games per pairing, when not the default */
  games?: number;
}

/** Lone agent and the others, in the order they are measured (the most wanted first: a run cut
 *  short keeps the rows it finished). BENCH_AGENT_PAIRS="ismcts:iterations=30/heuristic@200;heuristic/random"
 *  (`@N`: N games for that pairing). */
const PAIRS: Pairing[] =
  process.env.BENCH_AGENT_PAIRS !== undefined
    ? process.env.BENCH_AGENT_PAIRS.split(";")
        .filter((text) => text !== "")
        .map((text) => {
          const [agents = "", games] = text.split("@");
          const [lone = "", others = ""] = agents.split("/");
          return games === undefined ? { lone, others } : { lone, others, games: Number(games) };
        })
    : [{ lone: "heuristic", others: "random" }];
const BUDGETS = (process.env.BENCH_AGENT_BUDGETS ?? "20,60,200").split(",").map(Number);
const PAIRED_GAMES = Number(process.env.BENCH_AGENT_PAIRED_GAMES ?? 50);
const PAIRED_SECTION = "## ISMCTS minus flat-mc, paired";
/** BENCH_AGENT_RULES picks games by a part of their rules path */
const ONLY = process.env.BENCH_AGENT_RULES;
const SECTION = "## Agent strength";

interface Row {
  game: string;
  lone: string;
  others: string;
  games: number;
  share: number;
  low: number;
  high: number;
  msPerDecision: number;
  cpuMsPerDecision: number;
}

/** Times the lone agent's decisions. */
function timed(agent: Agent, clock: Clock): Agent {
  return {
    name: agent.name,
    ...(agent.searches ? { searches: true } : {}),
    decide(d, view, position) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const answer = agent.decide(d, view, position);
      const used = process.cpuUsage(cpu);
      clock.cpuMs += (used.user + used.system) / 1000;
      clock.ms += performance.now() - started;
      clock.decisions++;
      return answer;
    },
  };
}

interface Clock {
  ms: number;
  cpuMs: number;
  decisions: number;
}

/** The lone agent's win share in each of the games 0 .. games - 1 (the bench's seeds), timed. */
function shares(game: CompiledGame, lone: string, others: string, games: number, clock: Clock): number[] {
  const players = Array.from({ length: PLAYERS }, (_, i) => ({ name: `P${i + 1}` }));
  const won: number[] = [];
  for (let i = 0; i < games; i++) {
    const seat = i % PLAYERS;
    const agents = players.map((_, s) => {
      const agent = makeAgent(s === seat ? lone : others, game, agentSeed(14, i, s));
      return s === seat ? timed(agent, clock) : agent;
    });
    const { result } = playGame(game, { players, seed: gameSeed(14, i), recordEvents: false }, agents);
    const name = players[seat]!.name;
    won.push(result.winners.includes(name) ? 1 / result.winners.length : 0);
  }
  return won;
}

const searching = (agent: string): boolean => agent.startsWith("ismcts") || agent.startsWith("flat-mc");

function pairing(game: CompiledGame, title: string, { lone, others, games: asked }: Pairing): Row {
  const clock: Clock = { ms: 0, cpuMs: 0, decisions: 0 };
  const games = asked ?? ([lone, others].some(searching) ? SEARCH_GAMES : GAMES);
  const won = shares(game, lone, others, games, clock).reduce((a, b) => a + b, 0);
  // a Wilson interval of a share: the shared wins count as their fraction
  const interval = wilson(won, games);
  return {
    game: title,
    lone,
    others,
    games,
    share: won / games,
    low: interval.low,
    high: interval.high,
    msPerDecision: clock.decisions ? clock.ms / clock.decisions : 0,
    cpuMsPerDecision: clock.decisions ? clock.cpuMs / clock.decisions : 0,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

const HEAD = "| game | lone agent | against | games | win share | 95% interval | CPU ms per decision | wall ms per decision |";

/** Playouts per CPU second of a searching lone agent (`ismcts:iterations=N`, `flat-mc:playouts=N`):
 *  its budget over its CPU time per decision (decisions with one answer, played without a search,
 *  count too), the figure the search's strength grows with. */
function playoutsPerCpuSecond(agent: string, cpuMsPerDecision: number): string | undefined {
  const budget = /(?:iterations|playouts)=(\d+)/.exec(agent)?.[1];
  return budget === undefined || cpuMsPerDecision <= 0
    ? undefined
    : Math.round((Number(budget) * 1000) / cpuMsPerDecision).toLocaleString("en-US");
}

function rowText(r: Row): string {
  return `| ${r.game} | ${r.lone} | ${r.others} | ${r.games} | ${pct(r.share)} | ${pct(r.low)}..${pct(r.high)} | ${r.cpuMsPerDecision.toFixed(1)} | ${r.msPerDecision.toFixed(1)} |`;
}

/** A table row's game, lone agent and others: the pairing it measured. */
const pairingOf = (line: string): string =>
  line
    .split("|")
    .slice(1, 4)
    .map((cell) => cell.trim())
    .join(" / ");

/** Writes this run's rows so far into the section "Agent strength" of bench/RESULTS.md, keeping
 *  the sections before and after it and the rows of pairings this run does not measure (each
 *  pairing's games are the same seeds in every run, so a row stays true until it is re-measured). */
function write(rows: readonly Row[], planned: number, remeasured: ReadonlySet<string>): void {
  const path = "bench/RESULTS.md";
  const old = existsSync(path) ? readFileSync(path, "utf8") : "";
  const at = old.indexOf(SECTION);
  const before = at < 0 ? old.trimEnd() : old.slice(0, at).trimEnd();
  const next = at < 0 ? -1 : old.indexOf("\n## ", at + SECTION.length);
  const after = next < 0 ? "" : old.slice(next).trimEnd();
  const section = at < 0 ? "" : old.slice(at, next < 0 ? undefined : next);
  const kept = section
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---") && line !== HEAD && !remeasured.has(pairingOf(line)));
  const done = rows.length < planned ? ` (${rows.length} of ${planned} pairings done so far)` : "";
  const lines = [
    SECTION,
    "",
    `Last run ${new Date().toISOString()}${done}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, load average ${os.loadavg()[0]!.toFixed(1)}; \`npm run bench:agents\`${kept.length ? "; the rows of pairings it did not measure are kept from earlier runs" : ""}.`,
    `One seat of an agent against ${PLAYERS - 1} seats of another, ${PLAYERS} players, the lone agent in each seat in turn; its win share (a shared win counts as its part) with a 95% Wilson interval; a fair share is ${pct(1 / PLAYERS)}. The cost is the lone agent's CPU time per decision (what the machine's load does not inflate) and its wall-clock time.`,
    "",
    HEAD,
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...kept,
    ...rows.map(rowText),
  ];
  writeFileSync(path, `${before ? `${before}\n\n` : ""}${lines.join("\n")}\n${after ? `${after}\n` : ""}`);
}

interface PairedRow {
  game: string;
  budget: number;
  others: string;
  games: number;
  ismcts: number;
  flatMc: number;
  diff: number;
  low: number;
  high: number;
  ismctsCpuMs: number;
  flatMcCpuMs: number;
}

/** ISMCTS and flat-mc at one budget in the lone seat of the same games: the mean of the per-game
 *  differences of their win shares, with a 95% normal interval from the differences' spread. */
function paired(game: CompiledGame, title: string, budget: number, others: string): PairedRow {
  const ismctsClock: Clock = { ms: 0, cpuMs: 0, decisions: 0 };
  const flatClock: Clock = { ms: 0, cpuMs: 0, decisions: 0 };
  const a = shares(game, `ismcts:iterations=${budget}`, others, PAIRED_GAMES, ismctsClock);
  const b = shares(game, `flat-mc:playouts=${budget}`, others, PAIRED_GAMES, flatClock);
  const d = a.map((x, i) => x - b[i]!);
  const n = d.length;
  const diff = d.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - diff) ** 2, 0) / Math.max(1, n - 1));
  const half = (1.959963984540054 * sd) / Math.sqrt(n);
  const perDecision = (c: Clock): number => (c.decisions ? c.cpuMs / c.decisions : 0);
  return {
    game: title,
    budget,
    others,
    games: n,
    ismcts: a.reduce((s, x) => s + x, 0) / n,
    flatMc: b.reduce((s, x) => s + x, 0) / n,
    diff,
    low: diff - half,
    high: diff + half,
    ismctsCpuMs: perDecision(ismctsClock),
    flatMcCpuMs: perDecision(flatClock),
  };
}

const points = (x: number): string => `${x >= 0 ? "+" : ""}${(100 * x).toFixed(1)}`;

const PAIRED_HEAD =
  "| game | playouts | against | games | ismcts | flat-mc | ismcts minus flat-mc, points | 95% interval | ismcts CPU ms per decision | flat-mc CPU ms per decision | CPU ratio |";

function pairedText(r: PairedRow): string {
  const ratio = r.flatMcCpuMs > 0 ? (r.ismctsCpuMs / r.flatMcCpuMs).toFixed(2) : "-";
  return `| ${r.game} | ${r.budget} | ${r.others} | ${r.games} | ${pct(r.ismcts)} | ${pct(r.flatMc)} | ${points(r.diff)} | ${points(r.low)}..${points(r.high)} | ${r.ismctsCpuMs.toFixed(1)} | ${r.flatMcCpuMs.toFixed(1)} | ${ratio} |`;
}

/** Replaces the section "ISMCTS minus flat-mc, paired" of bench/RESULTS.md with this run's rows. */
function writePaired(rows: readonly PairedRow[], planned: number): void {
  const path = "bench/RESULTS.md";
  const old = existsSync(path) ? readFileSync(path, "utf8") : "";
  const at = old.indexOf(PAIRED_SECTION);
  const before = at < 0 ? old.trimEnd() : old.slice(0, at).trimEnd();
  const next = at < 0 ? -1 : old.indexOf("\n## ", at + PAIRED_SECTION.length);
  const after = next < 0 ? "" : old.slice(next).trimEnd();
  const done = rows.length < planned ? ` (${rows.length} of ${planned} comparisons done so far)` : "";
  const lines = [
    PAIRED_SECTION,
    "",
    `Last run ${new Date().toISOString()}${done}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, load average ${os.loadavg()[0]!.toFixed(1)}; \`BENCH_AGENT_PAIRED_GAMES=${PAIRED_GAMES} BENCH_AGENT_BUDGETS=${BUDGETS.join(",")} npm run bench:agents\`.`,
    `Game i is played twice, ISMCTS (\`ismcts:iterations=N\`) then flat-mc (\`flat-mc:playouts=N\`) in the lone seat (seat i mod ${PLAYERS}) against ${PLAYERS - 1} seats of the other agent, on the same seeds; the difference of the two win shares (points), averaged over the games, with a 95% normal interval from the per-game differences. CPU ms per decision is each searcher's own (process.cpuUsage), and the ratio ISMCTS's over flat-mc's.`,
    "",
    PAIRED_HEAD,
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(pairedText),
  ];
  writeFileSync(path, `${before ? `${before}\n\n` : ""}${lines.join("\n")}\n${after ? `${after}\n` : ""}`);
}

function main(): void {
  for (const { lone, others } of PAIRS) for (const a of [lone, others]) if ("error" in parseAgentChoice(a)) throw new Error(a);
  const measured = RULES.filter((r) => ONLY === undefined || r.rules.includes(ONLY)).map((r) => {
    const game = load(r.rules);
    return { ...r, game };
  });
  const rows: Row[] = [];
  const planned = PAIRS.length * measured.length;
  const remeasured = new Set(PAIRS.flatMap(({ lone, others }) => measured.map(({ title }) => `${title} / ${lone} / ${others}`)));
  for (const pair of PAIRS) {
    for (const { title, game } of measured) {
      const row = pairing(game, title, pair);
      rows.push(row);
      console.log(rowText(row));
      const rate = playoutsPerCpuSecond(row.lone, row.cpuMsPerDecision);
      if (rate) console.log(`  ${row.lone}: ${rate} playouts per CPU s`);
      write(rows, planned, remeasured);
    }
  }
  const comparisons: PairedRow[] = [];
  const plannedComparisons = BUDGETS.length * 2 * measured.length;
  for (const budget of BUDGETS) {
    for (const others of ["heuristic", "random"]) {
      for (const { title, game } of measured) {
        const row = paired(game, title, budget, others);
        comparisons.push(row);
        console.log(pairedText(row));
        console.log(
          `  playouts per CPU s: ismcts ${playoutsPerCpuSecond(`iterations=${budget}`, row.ismctsCpuMs)}, flat-mc ${playoutsPerCpuSecond(`playouts=${budget}`, row.flatMcCpuMs)}`,
        );
        writePaired(comparisons, plannedComparisons);
      }
    }
  }
}

main();
