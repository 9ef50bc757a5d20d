// What the benchmark plays: a game's rules, its player counts, and a hand-written engine of the
// same rules (default options); seeds and agents are derived the same way for both engines, so
// their games agree.
import { loadGame, playGame, randomAgent, type Agent, type CompiledGame, type GameResult } from "../src/index.js";
import { readOlympeakDeck } from "./olympeak-deck.js";
import { OlympeakEngine } from "./olympeak-engine.js";
import { OlympiaEngine, readOlympiaDeck } from "./olympia-engine.js";

export interface BenchGame {
  title: string;
  rules: string;
  playerCounts: number[];
  /** a hand-written engine of the same rules, when there is one */
  handWritten?: (game: CompiledGame, players: number) => (seed: number, agents: Agent[]) => GameResult;
}

export const GAMES: BenchGame[] = [
  {
    title: "Olympia 2000",
    rules: "rules/olympia-2000.agon",
    playerCounts: [3, 5],
    handWritten: (game, n) => {
      const engine = new OlympiaEngine(readOlympiaDeck(game), n, { openingRandom: false, chooserBest: false });
      return (seed, agents) => engine.play(seed, agents);
    },
  },
  {
    title: "OlymPeak",
    rules: "rules/olympeak.agon",
    playerCounts: [4, 6],
    handWritten: (game, n) => {
      const engine = new OlympeakEngine(readOlympeakDeck(game), n);
      return (seed, agents) => engine.play(seed, agents);
    },
  },
  // written only in Agon, with no engine of its own: the game a faster back end was not tuned on
  {
    title: "Lead and Follow",
    rules: "rules/lead-and-follow.agon",
    playerCounts: [4],
  },
];

export function load(rules: string): CompiledGame {
  const r = loadGame(rules);
  if (!r.game) throw new Error(`${rules} does not load: ${r.diagnostics.map((d) => d.message).join("; ")}`);
  return r.game;
}

export function playersOf(n: number): { name: string }[] {
  return Array.from({ length: n }, (_, i) => ({ name: `p${i + 1}` }));
}

/** One random agent per seat, seeded from the game's seed: the same for both engines. */
export function agentsFor(seed: number, n: number): Agent[] {
  const agents: Agent[] = [];
  for (let i = 0; i < n; i++) agents.push(randomAgent(seed * 8 + i));
  return agents;
}

/** Plays game `seed` with the interpreter, events off, as a simulation would. */
export function interpreterPlayer(
  game: CompiledGame,
  n: number,
  engine: "generated" | "closures" = "closures",
): (seed: number) => GameResult {
  const players = playersOf(n);
  return (seed) => playGame(game, { players, seed, recordEvents: false, engine }, agentsFor(seed, n)).result;
}
