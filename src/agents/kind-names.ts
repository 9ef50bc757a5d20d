// The names of the agent kinds, apart from how each is built (kinds.ts, whose registry must name
// exactly these: the type checker holds it to them), so that the command line's help text does
// not load the agents.
export const AGENT_KINDS = ["random", "first", "heuristic", "ismcts", "flat-mc"] as const;

export type AgentKind = (typeof AGENT_KINDS)[number];
