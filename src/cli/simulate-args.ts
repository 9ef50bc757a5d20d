// The flags `agon simulate` and `agon compare` share, turned into a simulation spec.
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { gameInfo, type CompiledGame } from "../index.js";
import type { Strategy } from "../agents/preference-agent.js";
import { AGENT_NAMES } from "../simulation/agent-kinds.js";
import { shardRange } from "../simulation/merge.js";
import type { SimulationSpec } from "../simulation/spec.js";
import { didYouMean } from "./did-you-mean.js";
import { CliFailure, UsageError } from "./errors.js";
import { parseOptionFlags, parseSeed, playerNames } from "./play-args.js";

export interface SimulateFlags {
  players?: string;
  games?: string;
  seed?: string;
  workers?: string;
  option: string[];
  agents?: string;
  strategy?: string;
  shard?: string;
}

function wholeNumber(flag: string, text: string, least: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < least || !Number.isSafeInteger(Number(trimmed))) {
    throw new UsageError(`${flag} must be a whole number of at least ${least}, got "${text}"`);
  }
  return Number(trimmed);
}

export function parseWorkers(text: string | undefined): number {
  return text === undefined ? availableParallelism() : wholeNumber("--workers", text, 1);
}

/** One name for every seat, or one per seat. */
export function parseAgents(text: string | undefined, seats: number): string[] {
  const names = (text ?? "random").split(",").map((name) => name.trim());
  for (const name of names) {
    if (!(AGENT_NAMES as readonly string[]).includes(name)) {
      throw new UsageError(`unknown agent "${name}" (agents: ${AGENT_NAMES.join(", ")})${didYouMean(name, AGENT_NAMES)}`);
    }
  }
  if (names.length === 1) return Array.from({ length: seats }, () => names[0]!);
  if (names.length !== seats) throw new UsageError(`--agents names ${names.length} agents for ${seats} players (give one for all, or one per seat)`);
  return names;
}

/** `I/N`, 1 <= I <= N: the I-th of N contiguous blocks of game indices. */
export function parseShard(text: string | undefined, games: number): { first: number; count: number } {
  if (text === undefined) return { first: 0, count: games };
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(m?.[1]);
  const of = Number(m?.[2]);
  if (!m || of < 1 || index < 1 || index > of) throw new UsageError(`--shard takes I/N with 1 <= I <= N, got "${text}"`);
  return shardRange(games, index, of);
}

/** The strategy file: --strategy, else strategies/GAME.json next to the rules file or one folder up. */
export function findStrategy(rulesPath: string, game: CompiledGame, explicit: string | undefined): Strategy {
  const candidates = explicit !== undefined ? [explicit] : [dirname(rulesPath), dirname(dirname(rulesPath))].map((d) => join(d, "strategies", `${game.name}.json`));
  const found = candidates.find((path) => existsSync(path));
  if (found === undefined) {
    throw new CliFailure(`a heuristic agent needs a strategy file for ${game.name}; none at ${candidates.join(" or ")} (see the README, "Heuristic agents")`);
  }
  try {
    return JSON.parse(readFileSync(found, "utf8")) as Strategy;
  } catch (error) {
    throw new CliFailure(`${found} is not valid JSON: ${(error as Error).message}`);
  }
}

export function simulationSpec(rulesPath: string, game: CompiledGame, flags: SimulateFlags): SimulationSpec {
  const info = gameInfo(game);
  const players = playerNames(flags.players, undefined, info);
  if (flags.games === undefined) throw new UsageError("missing --games G (how many games to play)");
  const games = wholeNumber("--games", flags.games, 1);
  const agents = parseAgents(flags.agents, players.length);
  const slice = parseShard(flags.shard, games);
  return {
    rules: rulesPath,
    players,
    agents,
    options: parseOptionFlags(flags.option, info),
    seed: parseSeed(flags.seed),
    games,
    ...slice,
    ...(agents.includes("heuristic") ? { strategy: findStrategy(rulesPath, game, flags.strategy) } : {}),
  };
}
