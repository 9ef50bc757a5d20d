// The one registry of agent kinds: `agon play --agents`, `agon simulate --agents`, the simulation
// workers and the API read the names, the descriptions and how to build each kind from here.
import type { Agent, CompiledGame } from "../index.js";
import { firstLegalAgent, randomAgent } from "../interpreter/agents.js";
import { preferenceAgent, type Strategy } from "./preference-agent.js";

interface AgentKindEntry {
  description: string;
  /** the kind plays from the game's strategy file */
  needsStrategy: boolean;
  make(game: CompiledGame, seed: number, strategy: Strategy | undefined): Agent;
}

const KINDS = {
  random: { description: "a uniformly random legal answer", needsStrategy: false, make: (_game, seed) => randomAgent(seed) },
  first: { description: "always the first legal answer", needsStrategy: false, make: () => firstLegalAgent() },
  heuristic: {
    description: "the preferences of the game's strategy file, random elsewhere",
    needsStrategy: true,
    make: (game, seed, strategy) => {
      if (strategy === undefined) throw new Error("a heuristic agent was built without its strategy");
      return preferenceAgent(game, strategy, seed);
    },
  },
} satisfies Record<string, AgentKindEntry>;

export type AgentKind = keyof typeof KINDS;

export const AGENT_KINDS = Object.keys(KINDS) as AgentKind[];

export function isAgentKind(name: string): name is AgentKind {
  return Object.hasOwn(KINDS, name);
}

export function agentKindNeedsStrategy(kind: AgentKind): boolean {
  return KINDS[kind].needsStrategy;
}

/** "random (a uniformly random legal answer), first (...)": for help texts. */
export function describeAgentKinds(): string {
  return AGENT_KINDS.map((kind) => `${kind} (${KINDS[kind].description})`).join(", ");
}

export function makeAgent(kind: AgentKind, game: CompiledGame, seed: number, strategy: Strategy | undefined): Agent {
  return KINDS[kind].make(game, seed, strategy);
}
