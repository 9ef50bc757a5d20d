// `npm run bench:agents`: how strong the agents are. One seat of an agent against three of another
// at 4 players, for both games: win share of the lone seat with a 95% Wilson interval (a shared
// win counts as the seat's part of it), and the lone agent's milliseconds per decision. The lone
// agent sits in every seat in turn (game i puts it in seat i mod 4), so no seat's edge favours it.
// A benchmark, not a test: figures depend on the machine and its load. Writes its table into
// bench/RESULTS.md (the section "Agent strength") and prints it.
// BENCH_AGENT_GAMES sets the games per pairing (default 1000); BENCH_AGENT_PAIRS picks pairings by
// their number in the list (e.g. "0,2").
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import * as os from "node:os";
import { playGame, type Agent, type CompiledGame } from "../src/index.js";
import { load } from "./games.js";
import { makeAgent, parseAgentChoice } from "../src/agents/kinds.js";
import { findStrategy } from "../src/cli/agent-flags.js";
import { agentSeed, gameSeed } from "../src/simulation/seeds.js";
import { wilson } from "../src/simulation/stats.js";

const GAMES = Number(process.env.BENCH_AGENT_GAMES ?? 1000);
const PLAYERS = 4;
const RULES = [
  { title: "Olympia 2000", rules: "rules/olympia-2000.agon" },
  { title: "OlymPeak", rules: "rules/olympeak.agon" },
];
const PAIRS: Array<[string, string]> = [
  ["ismcts:ms=50", "heuristic"],
  ["ismcts:ms=10", "heuristic"],
  ["ismcts:ms=50", "random"],
  ["ismcts:ms=10", "random"],
  ["heuristic", "random"],
];
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
}

/** Times the lone agent's decisions. */
function timed(agent: Agent, clock: { ms: number; decisions: number }): Agent {
  return {
    name: agent.name,
    ...(agent.searches ? { searches: true } : {}),
    decide(d, view, position) {
      const started = performance.now();
      const answer = agent.decide(d, view, position);
      clock.ms += performance.now() - started;
      clock.decisions++;
      return answer;
    },
  };
}

function pairing(game: CompiledGame, title: string, strategy: ReturnType<typeof findStrategy>, lone: string, others: string): Row {
  const players = Array.from({ length: PLAYERS }, (_, i) => ({ name: `P${i + 1}` }));
  const clock = { ms: 0, decisions: 0 };
  let won = 0;
  for (let i = 0; i < GAMES; i++) {
    const seat = i % PLAYERS;
    const agents = players.map((_, s) => {
      const agent = makeAgent(s === seat ? lone : others, game, agentSeed(14, i, s), strategy);
      return s === seat ? timed(agent, clock) : agent;
    });
    const { result } = playGame(game, { players, seed: gameSeed(14, i), recordEvents: false }, agents);
    const name = players[seat]!.name;
    if (result.winners.includes(name)) won += 1 / result.winners.length;
  }
  // a Wilson interval of a share: the shared wins count as their fraction
  const interval = wilson(won, GAMES);
  return {
    game: title,
    lone,
    others,
    games: GAMES,
    share: won / GAMES,
    low: interval.low,
    high: interval.high,
    msPerDecision: clock.decisions ? clock.ms / clock.decisions : 0,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

function main(): void {
  const picked = process.env.BENCH_AGENT_PAIRS?.split(",").map(Number);
  const pairs = PAIRS.filter((_, i) => picked === undefined || picked.includes(i));
  for (const [lone, others] of pairs) for (const a of [lone, others]) if ("error" in parseAgentChoice(a)) throw new Error(a);
  const rows: Row[] = [];
  for (const { title, rules } of RULES) {
    const game = load(rules);
    const strategy = findStrategy(rules, game, undefined);
    for (const [lone, others] of pairs) {
      const row = pairing(game, title, strategy, lone, others);
      rows.push(row);
      console.log(
        `${row.game}: one ${row.lone} against ${PLAYERS - 1} ${row.others}: ${pct(row.share)} (${pct(row.low)}..${pct(row.high)}), ${row.msPerDecision.toFixed(2)} ms per decision`,
      );
    }
  }
  const lines = [
    SECTION,
    "",
    `${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, load average ${os.loadavg()[0]!.toFixed(1)} at the end; \`npm run bench:agents\`.`,
    `One seat of an agent against ${PLAYERS - 1} seats of another, ${PLAYERS} players, the lone agent in each seat in turn; its win share (a shared win counts as its part) with a 95% Wilson interval; a fair share is ${pct(1 / PLAYERS)}.`,
    "",
    "| game | lone agent | against | games | win share | 95% interval | ms per decision |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows.map(
      (r) =>
        `| ${r.game} | ${r.lone} | ${r.others} | ${r.games} | ${pct(r.share)} | ${pct(r.low)}..${pct(r.high)} | ${r.msPerDecision.toFixed(2)} |`,
    ),
    "",
  ];
  const path = "bench/RESULTS.md";
  const old = existsSync(path) ? readFileSync(path, "utf8") : "";
  const at = old.indexOf(SECTION);
  const before = at < 0 ? old.trimEnd() : old.slice(0, at).trimEnd();
  writeFileSync(path, `${before}\n\n${lines.join("\n")}`);
  console.log(lines.join("\n"));
}

main();
