// The flags `agon simulate` and `agon compare` share, turned into a simulation spec.
import { availableParallelism } from "node:os";
import { gameInfo, type CompiledGame } from "../index.js";
import { shardRange } from "../simulation/merge.js";
import type { SimulationSpec } from "../simulation/spec.js";
import { parseAgents, requireStrategy } from "./agent-flags.js";
import { UsageError } from "./errors.js";
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

/** `I/N`, 1 <= I <= N: the I-th of N contiguous blocks of game indices. */
export function parseShard(text: string | undefined, games: number): { first: number; count: number } {
  if (text === undefined) return { first: 0, count: games };
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = Number(m?.[1]);
  const of = Number(m?.[2]);
  if (!m || of < 1 || index < 1 || index > of) throw new UsageError(`--shard takes I/N with 1 <= I <= N, got "${text}"`);
  // a shard without games would print a table of nothing as if it were a run
  if (of > games) throw new UsageError(`--shard ${text.trim()}: ${games} game(s) cannot be split into ${of} shards; give at most ${games}`);
  return shardRange(games, index, of);
}

export function simulationSpec(rulesPath: string, game: CompiledGame, flags: SimulateFlags): SimulationSpec {
  const info = gameInfo(game);
  const players = playerNames(flags.players, undefined, info);
  if (flags.games === undefined) throw new UsageError("missing --games G (how many games to play)");
  const games = wholeNumber("--games", flags.games, 1);
  const agents = parseAgents(flags.agents, players.length);
  const slice = parseShard(flags.shard, games);
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
