// An agent of this library that can answer on the match's state itself (the heuristic agent reads
// what the player sees straight from the zones), so that a whole game with it builds no Decision
// and no PlayerView per decision. Kept off the public Agent type: the state is the engine's own.
// It must answer exactly as the agent's `decide` would, so that a game plays the same either way.
import type { Agent } from "./api-types.js";
import type { Decider } from "./runtime.js";

export const ANSWER_ON_STATE: unique symbol = Symbol("answers on the state");

export interface StateAnswering {
  [ANSWER_ON_STATE]?: Decider;
}

/** The agent's answer on the state, when it has one. */
export function stateAnswerOf(agent: Agent): Decider | undefined {
  return (agent as StateAnswering)[ANSWER_ON_STATE];
}
