// `npm run bench:agents`: how strong the agents are. One seat of an agent against three of another
// at 4 players, for both games: win share of the lone seat with a 95% Wilson interval (a shared
// win counts as the seat's part of it), and the lone agent's milliseconds per decision. The lone
// agent sits in every seat in turn (game i puts it in seat i mod 4), so no seat's edge favours it.
// A benchmark, not a test: figures depend on the machine and its load. Writes its table into
// bench/RESULTS.md (the section "Agent strength", rewritten after each pairing so that a run cut
// short keeps what it finished) and prints it.
// BENCH_AGENT_GAMES sets the games per pairing (default 1000), BENCH_AGENT_SEARCH_GAMES those of
// the pairings with ISMCTS (default the same). The cost is the lone agent's CPU time per decision
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
const PAIRS: Pairing[] = process.env.BENCH_AGENT_PAIRS
  ? process.env.BENCH_AGENT_PAIRS.split(";").map((text) => {
      const [agents = "", games] = text.split("@");
      const [lone = "", others = ""] = agents.split("/");
      return games === undefined ? { lone, others } : { lone, others, games: Number(games) };
    })
  : [
      { lone: "ismcts:iterations=60", others: "heuristic" },
      { lone: "heuristic", others: "random" },
      { lone: "ismcts:iterations=20", others: "heuristic" },
      { lone: "ismcts:iterations=60", others: "random" },
      { lone: "ismcts:iterations=20", others: "random" },
    ];
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
function timed(agent: Agent, clock: { ms: number; cpuMs: number; decisions: number }): Agent {
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

function pairing(game: CompiledGame, title: string, { lone, others, games: asked }: Pairing): Row {
  const players = Array.from({ length: PLAYERS }, (_, i) => ({ name: `P${i + 1}` }));
  const clock = { ms: 0, cpuMs: 0, decisions: 0 };
  let won = 0;
  const games = asked ?? ([lone, others].some((a) => a.startsWith("ismcts")) ? SEARCH_GAMES : GAMES);
  for (let i = 0; i < games; i++) {
    const seat = i % PLAYERS;
    const agents = players.map((_, s) => {
      const agent = makeAgent(s === seat ? lone : others, game, agentSeed(14, i, s));
      return s === seat ? timed(agent, clock) : agent;
    });
    const { result } = playGame(game, { players, seed: gameSeed(14, i), recordEvents: false }, agents);
    const name = players[seat]!.name;
    if (result.winners.includes(name)) won += 1 / result.winners.length;
  }
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
      write(rows, planned, remeasured);
    }
  }
}

main();
