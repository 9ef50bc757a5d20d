// `--agents` and `--strategy`, shared by `agon play`, `agon simulate` and `agon compare`: the kinds
// come from the one registry (src/agents/kinds.ts), the strategy file is read and checked here.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { CompiledGame } from "../index.js";
import { AGENT_KINDS, agentKindNeedsStrategy, parseAgentChoice, type AgentChoice } from "../agents/kinds.js";
import type { Strategy } from "../agents/preference-agent.js";
import { strategySchema, zoneTheGameLacks } from "../agents/strategy-schema.js";
import { didYouMean } from "./did-you-mean.js";
import { CliFailure, UsageError } from "./errors.js";
import { readJsonFile } from "./json-input.js";

export const AGENTS_HELP = `${AGENT_KINDS.join(", ")} (settings after colons, e.g. ismcts:ms=50): one for every seat, or a comma-separated list repeated round the table (default random)`;

/** One kind for every seat, or a list that is repeated round the table (`heuristic,random` for 4 seats
 *  seats them alternately); a list longer than the table is refused. */
export function parseAgents(text: string | undefined, seats: number): AgentChoice[] {
  const names = (text ?? "random").split(",").map((name) => name.trim());
  const kinds = names.map((name) => {
    const choice = parseAgentChoice(name);
    if ("error" in choice) {
      const kind = name.split(":")[0]!;
      throw new UsageError(`${choice.error}${AGENT_KINDS.includes(kind as never) ? "" : didYouMean(kind, AGENT_KINDS)}`);
    }
    return name;
  });
  if (kinds.length > seats) throw new UsageError(`--agents names ${kinds.length} agents for ${seats} players`);
  return Array.from({ length: seats }, (_, seat) => kinds[seat % kinds.length]!);
}

/** The strategy file: --strategy, else strategies/GAME.json next to the rules file or one folder up. */
export function findStrategy(rulesPath: string, game: CompiledGame, explicit: string | undefined): Strategy {
  const candidates =
    explicit !== undefined
      ? [explicit]
      : [dirname(rulesPath), dirname(dirname(rulesPath))].map((d) => join(d, "strategies", `${game.name}.json`));
  const found = candidates.find((path) => existsSync(path));
  if (found === undefined) {
    throw new CliFailure(
      `a heuristic agent needs a strategy file for ${game.name}; none at ${candidates.join(" or ")} (see the README, "Designers: variants and simulation")`,
    );
  }
  const strategy = readJsonFile(found, strategySchema, "a strategy file");
  const missing = zoneTheGameLacks(strategy, game);
  if (missing !== undefined)
    throw new CliFailure(`${found} is not a strategy for ${game.name}: it reads the zone \`${missing}\`, which ${game.name} does not have`);
  return strategy;
}

/** The strategy when some seat needs one. */
export function strategyFor(
  kinds: readonly AgentChoice[],
  rulesPath: string,
  game: CompiledGame,
  explicit: string | undefined,
): Strategy | undefined {
  return kinds.some(agentKindNeedsStrategy) ? findStrategy(rulesPath, game, explicit) : undefined;
}
