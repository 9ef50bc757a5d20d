// `--agents`, shared by `agon play`, `agon simulate` and `agon compare`: the kinds come from the one
// registry (src/agents/kinds.ts); a heuristic seat plays by the game's own `strategy` declaration.
import type { CompiledGame } from "../index.js";
import { agentKindNeedsStrategy, noStrategy, parseAgentChoice, type AgentChoice } from "../agents/kinds.js";
import { strategyOf } from "../agents/strategy.js";
import { CliFailure, UsageError } from "./errors.js";
import { agentProblem, say } from "./messages.js";

/** One kind for every seat, or a list that is repeated round the table (`heuristic,random` for 4 seats
 *  seats them alternately); a list longer than the table is refused. */
export function parseAgents(text: string | undefined, seats: number): AgentChoice[] {
  const names = (text ?? "random").split(",").map((name) => name.trim());
  const kinds = names.map((name) => {
    const choice = parseAgentChoice(name);
    // an unknown kind's message carries its "did you mean"
    if ("error" in choice) throw new UsageError(agentProblem(choice.why));
    return name;
  });
  if (kinds.length > seats) throw new UsageError(say("tooManyAgents", kinds.length, seats));
  return Array.from({ length: seats }, (_, seat) => kinds[seat % kinds.length]!);
}

/** Refuses, before any game is played, seats that play by a strategy when the game declares none. */
export function requireStrategy(kinds: readonly AgentChoice[], game: CompiledGame): void {
  if (kinds.some(agentKindNeedsStrategy) && strategyOf(game) === undefined) {
    const { message, hint } = noStrategy(game);
    throw new CliFailure(message, `${hint}; see the README, "Designers: variants and simulation"`);
  }
}
