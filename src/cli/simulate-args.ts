// The flags `agon simulate` and `agon compare` share, turned into a simulation spec.
import { availableParallelism } from "node:os";
import { gameInfo, type CompiledGame } from "../index.js";
import { shardRange } from "../simulation/merge.js";
import type { SimulationSpec } from "../simulation/spec.js";
import { parseAgents, requireStrategy } from "./agent-flags.js";
import { UsageError } from "./errors.js";
import { parseShardFlag, type Shard } from "./shard-flag.js";
import { parseOptionFlags, parseSeed, playerNames } from "./play-args.js";

export interface SimulateFlags {
  players?: string;
  games?: string;
  seed?: string;
  workers?: string;
  option: string[];
  agents?: string;
  shard?: string;
}

export function wholeNumber(flag: string, text: string, least: number): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < least || !Number.isSafeInteger(Number(trimmed))) {
    throw new UsageError(`${flag} must be a whole number of at least ${least}, got "${text}"`);
  }
  return Number(trimmed);
}

export function parseWorkers(text: string | undefined): number {
  return text === undefined ? availableParallelism() : wholeNumber("--workers", text, 1);
}

/** The games this process plays: all of them, or the shard's contiguous block of game indices. */
export function shardSlice(text: string | undefined, games: number): { first: number; count: number; shard?: Shard } {
  const shard = parseShardFlag(text);
  if (shard === undefined) return { first: 0, count: games };
  // a shard without games would print a table of nothing as if it were a run
  if (shard.of > games)
    throw new UsageError(`--shard ${text!.trim()}: ${games} game(s) cannot be split into ${shard.of} shards; give at most ${games}`);
  return { ...shardRange(games, shard.index, shard.of), shard };
}

export function simulationSpec(rulesPath: string, game: CompiledGame, flags: SimulateFlags): SimulationSpec {
  const info = gameInfo(game);
  const players = playerNames(flags.players, undefined, info);
  if (flags.games === undefined) throw new UsageError("missing --games G (how many games to play)");
  const games = wholeNumber("--games", flags.games, 1);
  const agents = parseAgents(flags.agents, players.length);
  const slice = shardSlice(flags.shard, games);
  requireStrategy(agents, game);
  return {
    rules: rulesPath,
    players,
    agents,
    options: parseOptionFlags(flags.option, info),
    seed: parseSeed(flags.seed),
    games,
    ...slice,
  };
}
