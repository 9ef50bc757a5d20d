// Two searching agents compared on the same games: `PAIRED_A` and `PAIRED_B` each sit alone
// against `PAIRED_OTHERS` (default heuristic) at 4 players, game i with the lone seat i mod 4, the
// same game seed and the same seats' seeds for both, so game i under A and game i under B are a
// pair. Prints both win shares (a shared win counts as its part), the paired difference A - B
// with a 95% interval (normal approximation of the mean per-game difference), and each lone
// agent's CPU ms per decision (process.cpuUsage: this runs on one thread). A benchmark, not a
// test. `PAIRED_RULES` picks the game (a rules path), `PAIRED_GAMES` the number of games;
// the two agents alternate game by game, so the machine's load weighs on both alike.
//   PAIRED_A=ismcts:iterations=60 PAIRED_B=flat-mc:playouts=60 node --import ./scripts/register.mjs bench/paired-search.ts
import * as os from "node:os";
import { makeAgent } from "../src/agents/kinds.js";
import { playGame, type Agent, type CompiledGame } from "../src/index.js";
import { agentSeed, gameSeed } from "../src/simulation/seeds.js";
import { load } from "./games.js";

const A = process.env.PAIRED_A ?? "ismcts:iterations=60";
const B = process.env.PAIRED_B ?? "flat-mc:playouts=60";
const OTHERS = process.env.PAIRED_OTHERS ?? "heuristic";
const RULES = process.env.PAIRED_RULES ?? "rules/olympia-2000.agon";
const GAMES = Number(process.env.PAIRED_GAMES ?? 100);
const PLAYERS = 4;
/** the bench's stream of seeds, apart from bench:agents' (14) */
const STREAM = 28;

interface Clock {
  cpuMs: number;
  decisions: number;
}

function timed(agent: Agent, clock: Clock): Agent {
  return {
    name: agent.name,
    ...(agent.searches ? { searches: true } : {}),
    decide(d, view, position) {
      const cpu = process.cpuUsage();
      const answer = agent.decide(d, view, position);
      const used = process.cpuUsage(cpu);
      clock.cpuMs += (used.user + used.system) / 1000;
      clock.decisions++;
      return answer;
    },
  };
}

/** The lone seat's share of game i with `lone` in it. */
function share(game: CompiledGame, lone: string, i: number, clock: Clock): number {
  const players = Array.from({ length: PLAYERS }, (_, s) => ({ name: `P${s + 1}` }));
  const seat = i % PLAYERS;
  const agents = players.map((_, s) => {
    const agent = makeAgent(s === seat ? lone : OTHERS, game, agentSeed(STREAM, i, s));
    return s === seat ? timed(agent, clock) : agent;
  });
  const { result } = playGame(game, { players, seed: gameSeed(STREAM, i), recordEvents: false }, agents);
  return result.winners.includes(players[seat]!.name) ? 1 / result.winners.length : 0;
}

function main(): void {
  const game = load(RULES);
  const clocks = { a: { cpuMs: 0, decisions: 0 }, b: { cpuMs: 0, decisions: 0 } };
  const diffs: number[] = [];
  let [wonA, wonB] = [0, 0];
  for (let i = 0; i < GAMES; i++) {
    // the first of the two in a game pays for what the other finds warm (caches, the JIT): in turn
    const [a, b] =
      i % 2 === 0
        ? [share(game, A, i, clocks.a), share(game, B, i, clocks.b)]
        : (([y, x]) => [x, y])([share(game, B, i, clocks.b), share(game, A, i, clocks.a)]);
    wonA += a;
    wonB += b;
    diffs.push(a - b);
  }
  const n = diffs.length;
  const mean = diffs.reduce((x, y) => x + y, 0) / n;
  const sd = Math.sqrt(diffs.reduce((x, y) => x + (y - mean) ** 2, 0) / (n - 1));
  const half = (1.96 * sd) / Math.sqrt(n);
  const pct = (x: number) => `${(100 * x).toFixed(1)}`;
  const cpu = (c: Clock) => (c.decisions ? c.cpuMs / c.decisions : 0).toFixed(1);
  console.log(
    `| ${RULES} | ${A} | ${B} | ${OTHERS} | ${n} | ${pct(wonA / n)}% | ${pct(wonB / n)}% | ${pct(mean)} [${pct(mean - half)}, ${pct(mean + half)}] | ${cpu(clocks.a)} | ${cpu(clocks.b)} | ${(clocks.a.cpuMs / clocks.a.decisions / (clocks.b.cpuMs / clocks.b.decisions)).toFixed(2)} | ${os.loadavg()[0]!.toFixed(1)} |`,
  );
}

main();
