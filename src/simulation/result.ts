// A simulation's result as one JSON document: what was played, the summary, and the per-game
// columns that let `agon merge` rebuild the summary of the whole run exactly. Keys come in a fixed
// order and numbers are rounded the same way, so identical runs give identical bytes.
import type { AgentChoice } from "../agents/kinds.js";
import type { SimulationJsonInput } from "./result-schema.js";
import type { Shard } from "./shard.js";
import { emptyColumns, type GameColumns, type SimulationSpec } from "./spec.js";
import { summarize, type Summary } from "./summary.js";

export interface SimulationResult {
  spec: SimulationSpec;
  game: string;
  turnRule: string | null;
  columns: GameColumns;
}

export interface SimulationJson {
  format: "agon-simulation/1";
  rules: string;
  game: string;
  players: string[];
  agents: AgentChoice[];
  options: Record<string, string | number | boolean>;
  seed: number;
  games: number;
  slice: { first: number; count: number };
  shard?: Shard;
  summary: Summary;
  perGame: GameColumns;
}

function sortedRecord<T>(record: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = Object.create(null); // keyed by rule IDs, `constructor` too
  for (const key of Object.keys(record).sort()) out[key] = record[key]!;
  return out;
}

export function summaryOf(result: SimulationResult): Summary {
  return summarize(result.columns, result.spec.players, result.spec.agents, result.turnRule);
}

export function toJson(result: SimulationResult): SimulationJson {
  const { spec, columns } = result;
  return {
    format: "agon-simulation/1",
    rules: spec.rules,
    game: result.game,
    players: spec.players,
    agents: spec.agents,
    options: sortedRecord(spec.options),
    seed: spec.seed,
    games: spec.games,
    slice: { first: spec.first, count: spec.count },
    ...(spec.shard ? { shard: { index: spec.shard.index, of: spec.shard.of } } : {}),
    summary: summaryOf(result),
    // the keys in emptyColumns' order whatever the object that was built up
    perGame: { ...emptyColumns(0), ...columns, ruleEvents: sortedRecord(columns.ruleEvents) },
  };
}

/** Rounds to 6 significant decimals so that the text does not depend on float noise in the last bits. */
function rounded(_key: string, value: unknown): unknown {
  return typeof value === "number" && !Number.isInteger(value) ? Number(value.toFixed(6)) : value;
}

export function jsonText(result: SimulationResult): string {
  return `${JSON.stringify(toJson(result), rounded)}\n`;
}

/** A result read back from its JSON (checked against simulationJsonSchema). */
export function fromJson(json: SimulationJsonInput): SimulationResult {
  const columns: GameColumns = { ...emptyColumns(json.players.length), ...json.perGame, ruleEvents: { ...json.perGame.ruleEvents } };
  const spec: SimulationSpec = {
    rules: json.rules,
    players: json.players,
    agents: json.agents,
    options: json.options,
    seed: json.seed,
    games: json.games,
    first: json.slice.first,
    count: json.slice.count,
    ...(json.shard ? { shard: json.shard } : {}),
  };
  return { spec, game: json.game, turnRule: json.summary.turnRule, columns };
}
