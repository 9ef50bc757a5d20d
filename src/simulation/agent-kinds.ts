// The agents a simulation can seat, by name.
import { firstLegalAgent, randomAgent, type Agent, type CompiledGame } from "../index.js";
import { preferenceAgent, type Strategy } from "../agents/preference-agent.js";

export const AGENT_NAMES = ["random", "first", "heuristic"] as const;

export function makeAgent(kind: string, game: CompiledGame, seed: number, strategy: Strategy | undefined): Agent {
  if (kind === "first") return firstLegalAgent();
  if (kind === "heuristic" && strategy) return preferenceAgent(game, strategy, seed);
  return randomAgent(seed);
}
