// A game's structure at a glance, from a simulation: how long a game is, how many decisions a turn
// asks and how many answers each has (the branching factor), how many are forced, and how often each
// rulebook ID's events happen. The figures are the simulation summary's; the branching factor is
// measured over the same seeds' games, played again by random agents that count the answers.
import { playGame, randomAgent, type Agent, type CompiledGame } from "../../src/index.js";
import { agentSeed, gameSeed } from "../../src/simulation/seeds.js";
import type { Summary } from "../../src/simulation/summary.js";
import type { Structure } from "./protocol.js";

function fixed(x: number, digits = 1): string {
  return Number.isFinite(x) ? x.toFixed(digits) : "—";
}

export interface AnswerCounts {
  decisions: number;
  total: number;
  most: number;
}

/** The legal answers of every decision of `games` random games (the seeds `agon simulate` gives). */
export function countAnswers(
  game: CompiledGame,
  players: number,
  options: Record<string, string | number | boolean>,
  seed: number,
  games: number,
): AnswerCounts {
  const counts: AnswerCounts = { decisions: 0, total: 0, most: 0 };
  const names = Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` }));
  for (let g = 0; g < games; g++) {
    const agents: Agent[] = names.map((_, seat) => {
      const random = randomAgent(agentSeed(seed, g, seat));
      return {
        name: "counting",
        decide(d, view) {
          const answers = d.options.length + (d.optional ? 1 : 0);
          counts.decisions++;
          counts.total += answers;
          counts.most = Math.max(counts.most, answers);
          return random.decide(d, view);
        },
      };
    });
    playGame(game, { players: names, seed: gameSeed(seed, g), options, recordEvents: false }, agents);
  }
  return counts;
}

/** `answers`: the legal answers of every decision asked (a decision that may be left open counts "none"). */
export function structureOf(summary: Summary, answers: AnswerCounts): Structure {
  const perGame = summary.decisions / Math.max(1, summary.games);
  const turns = summary.turns.mean;
  const figures: [string, string][] = [
    ["games", String(summary.games)],
    [`game length (turns: rule ${summary.turnRule ?? "?"})`, `${fixed(turns)} (${summary.turns.min}..${summary.turns.max})`],
    ["decisions per game", fixed(perGame)],
    ["decisions per turn", fixed(turns > 0 ? perGame / turns : Number.NaN, 2)],
    [
      "branching factor (answers per decision)",
      `${fixed(answers.decisions > 0 ? answers.total / answers.decisions : Number.NaN, 2)} (at most ${answers.most})`,
    ],
    ["forced decisions (one answer)", `${fixed(100 * summary.forcedShare)}%`],
  ];
  // the summary keeps them in a reader's order (T1, T2, T10)
  const ruleEvents = Object.entries(summary.ruleEventsPerGame);
  return { figures, ruleEvents };
}
