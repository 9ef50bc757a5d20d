// The help text of `--agents` (play, simulate, compare), from the kinds' names alone: the help of
// every command is set up at each start, and need not load the agents.
import { AGENT_KINDS } from "../agents/kind-names.js";

export const AGENTS_HELP = `${AGENT_KINDS.join(", ")} (settings after colons, e.g. ismcts:ms=50): one for every seat, or a comma-separated list repeated round the table (default random)`;
