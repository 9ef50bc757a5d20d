// The figures a simulation reports, computed from the per-game columns alone (so a merged run and
// a single run give the same figures).
import { histogram, spread, wilson, type Interval, type Spread } from "./stats.js";
import type { GameColumns } from "./spec.js";

export interface SeatSummary {
  player: string;
  agent: string;
  wins: number;
  winRate: number;
  /** 95% Wilson interval */
  winInterval: Interval;
  score: Spread;
}

export interface Summary {
  games: number;
  seats: SeatSummary[];
  /** the rule whose executions count as turns (what `play` calls in its loop) */
  turnRule: string | null;
  turns: Spread & { histogram: Array<[number, number]> };
  /** null when the score var only changes in `finish`: there is no lead during play to follow */
  leadChanges: Spread | null;
  decisions: number;
  forced: number;
  forcedShare: number;
  /** rule ID -> events carrying it, per game */
  ruleEventsPerGame: Record<string, number>;
}

export function winsOf(columns: GameColumns, seat: number): number {
  let wins = 0;
  for (const mask of columns.winners) if (mask & (1 << seat)) wins++;
  return wins;
}

export function summarize(columns: GameColumns, players: readonly string[], agents: readonly string[], turnRule: string | null): Summary {
  const games = columns.winners.length;
  const seats = players.map((player, seat): SeatSummary => {
    const wins = winsOf(columns, seat);
    return { player, agent: agents[seat]!, wins, winRate: games ? wins / games : 0, winInterval: wilson(wins, games), score: spread(columns.scores[seat]!) };
  });
  const ruleEventsPerGame: Record<string, number> = Object.create(null); // keyed by rule IDs, `constructor` too
  for (const id of Object.keys(columns.ruleEvents).sort()) ruleEventsPerGame[id] = games ? columns.ruleEvents[id]! / games : 0;
  return {
    games,
    seats,
    turnRule,
    turns: { ...spread(columns.turns), histogram: histogram(columns.turns) },
    leadChanges: columns.scoreTracked ? spread(columns.leadChanges) : null,
    decisions: columns.decisions,
    forced: columns.forced,
    forcedShare: columns.decisions ? columns.forced / columns.decisions : 0,
    ruleEventsPerGame,
  };
}
