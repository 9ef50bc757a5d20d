// A simulated game that failed (a runtime error in the rules): which game of the run it was, so
// that the main thread can play it again, record its decisions and save it for `agon replay`.
import { AgonError, newMatch, type Agent, type CompiledGame, type Diagnostic, type PlainValue } from "../index.js";
import { makeAgent } from "../agents/kinds.js";
import { agentSeed, gameSeed } from "./seeds.js";
import type { SimulationSpec } from "./spec.js";

export class FailedGameError extends AgonError {
  constructor(
    diagnostic: Diagnostic,
    /** the game's index in the run */
    readonly game: number,
  ) {
    // reported as any AgonError is: the diagnostic at the statement that failed
    super(diagnostic);
  }
}

/** Game `index` of the run played again with its seeds, its decisions recorded up to the failure. */
export function failedGameDecisions(game: CompiledGame, spec: SimulationSpec, index: number): { seed: number; decisions: PlainValue[] } {
  const seed = gameSeed(spec.seed, index);
  const decisions: PlainValue[] = [];
  const agents: Agent[] = spec.agents.map((kind, seat) => {
    const agent = makeAgent(kind, game, agentSeed(spec.seed, index, seat));
    return {
      name: agent.name,
      decide: (d, view) => {
        const answer = agent.decide(d, view);
        decisions.push(answer);
        return answer;
      },
    };
  });
  try {
    newMatch(game, { players: spec.players.map((name) => ({ name })), seed, options: spec.options }).runWith(agents);
  } catch (error) {
    if (!(error instanceof AgonError)) throw error;
  }
  return { seed, decisions };
}
