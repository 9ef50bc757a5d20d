// The figures a simulation reports, computed from the per-game columns alone (so a merged run and
// a single run give the same figures).
import { clusteredShare } from "./clustered.js";
import { tCritical } from "./paired.js";
import { chiSquareCdf, histogram, mean, spread, variance, wilson, type Interval, type Spread } from "./stats.js";
import type { GameColumns } from "./spec.js";
import { nameRecord } from "../interpreter/name-records.js";

export interface SeatSummary {
  player: string;
  agent: string;
  /** games this seat won, alone or shared */
  wins: number;
  winRate: number;
  /** 95% Wilson interval */
  winInterval: Interval;
  /** each game's win split among its winners: the seats' shares add up to one */
  winShare: number;
  score: Spread;
  /** 95% t interval of the mean score */
  scoreInterval: Interval;
  /** the share of turn ends at which this seat led alone (null when the lead is not measured) */
  leadShare: number | null;
}

/** How exciting the games were: when the lead settled, and by how much the winner won. */
export interface Drama {
  /** the decisive turn (the last turn after which the final winner led alone throughout), over
   *  the games with one winner who led after the last turn; null when there is none */
  decisiveTurn: Spread | null;
  /** the decisive turn as a share of the game's length, 1 meaning the last turn */
  decisiveShare: Spread | null;
  /** games with one winner who led alone only from the last turn on, or only by the final count;
   *  a shared win is not among them (the summary counts those apart, as sharedWins) */
  decidedAtTheEnd: number;
  /** the winner's final margin over the next best, per game (0 for a shared win) */
  margin: Spread;
}

/** Is any seat favoured? A chi-square test of the seats' win shares against an even split, and
 *  the first seat's edge over its fair share with a 95% interval. */
export interface SeatAdvantage {
  chiSquare: number;
  df: number;
  p: number;
  firstSeatEdge: number;
  firstSeatEdgeInterval: Interval;
}

export interface Summary {
  games: number;
  seats: SeatSummary[];
  /** the rule whose executions count as turns (what `play` calls in its loop) */
  turnRule: string | null;
  /** games won by more than one seat, and their share */
  sharedWins: number;
  sharedWinRate: number;
  /** null with fewer than two games, or when the seats hold different agents (seatAdvantageUntested) */
  seatAdvantage: SeatAdvantage | null;
  /** why the seat advantage is not tested, when it is not */
  seatAdvantageUntested: string | null;
  turns: Spread & { histogram: Array<[number, number]> };
  /** null when the score var only changes in `finish`: there is no lead during play to follow */
  leadChanges: Spread | null;
  /** per game, the lead changes over the turn transitions (turns - 1): a game of more turns has
   *  more chances to change leader, so this is what compares games of other lengths */
  leadChangesPerTransition: Spread | null;
  /** null when the lead is not measured */
  drama: Drama | null;
  decisions: number;
  forced: number;
  /** the share of decisions with one legal answer, with its interval clustered by game */
  forcedShare: number;
  forcedShareInterval: { low: number; high: number };
  /** rule ID -> events carrying it, per game */
  ruleEventsPerGame: Record<string, number>;
}

/** Rulebook IDs as a reader counts them: G-T1, G-T2, G-T10 (not G-T1, G-T10, G-T2). */
export const byNaturalOrder = new Intl.Collator("en", { numeric: true }).compare;

export function winsOf(columns: GameColumns, seat: number): number {
  let wins = 0;
  for (const mask of columns.winners) if (mask & (1 << seat)) wins++;
  return wins;
}

function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** Per game, the part of the win that went to `seat`: 1/k when it is one of k winners. */
export function sharesOf(columns: GameColumns, seat: number): number[] {
  return columns.winners.map((mask) => (mask & (1 << seat) ? 1 / bitCount(mask) : 0));
}

function meanInterval(xs: readonly number[]): Interval {
  if (xs.length < 2) return { low: mean(xs), high: mean(xs) };
  const half = tCritical(xs.length - 1) * Math.sqrt(variance(xs) / xs.length);
  return { low: mean(xs) - half, high: mean(xs) + half };
}

function seatAdvantage(columns: GameColumns, seats: number): SeatAdvantage | null {
  const games = columns.winners.filter((mask) => mask !== 0).length;
  if (games < 2 || seats < 2) return null;
  const expected = games / seats;
  const shares = Array.from({ length: seats }, (_, seat) => sharesOf(columns, seat));
  const chiSquare = shares.reduce((sum, s) => sum + (s.reduce((a, b) => a + b, 0) - expected) ** 2 / expected, 0);
  const first = shares[0]!.map((x) => x - 1 / seats);
  return {
    chiSquare,
    df: seats - 1,
    p: 1 - chiSquareCdf(chiSquare, seats - 1),
    firstSeatEdge: mean(first),
    firstSeatEdgeInterval: meanInterval(first),
  };
}

/** Per game, lead changes per turn transition (0 for a game of one turn). */
export function leadChangesPerTransition(columns: GameColumns): number[] {
  return columns.leadChanges.map((changes, game) => {
    const transitions = columns.turns[game]! - 1;
    return transitions > 0 ? changes / transitions : 0;
  });
}

function dramaOf(columns: GameColumns): Drama {
  const decided = columns.decisiveTurns.flatMap((t, game) => (t > 0 ? [game] : []));
  const turns = decided.map((game) => columns.decisiveTurns[game]!);
  const shares = decided.map((game) => columns.decisiveTurns[game]! / Math.max(1, columns.turns[game]!));
  const atTheEnd = columns.winners.filter((mask, game) => {
    const t = columns.decisiveTurns[game]!;
    return bitCount(mask) === 1 && (t === 0 || t >= columns.turns[game]!);
  }).length;
  return {
    decisiveTurn: turns.length ? spread(turns) : null,
    decisiveShare: shares.length ? spread(shares) : null,
    decidedAtTheEnd: atTheEnd,
    margin: spread(columns.margins),
  };
}

const total = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

export function summarize(columns: GameColumns, players: readonly string[], agents: readonly string[], turnRule: string | null): Summary {
  const games = columns.winners.length;
  const turnEnds = columns.turns.reduce((a, b) => a + b, 0);
  const seats = players.map((player, seat): SeatSummary => {
    const wins = winsOf(columns, seat);
    return {
      player,
      agent: agents[seat]!,
      wins,
      winRate: games ? wins / games : 0,
      winInterval: wilson(wins, games),
      winShare: games ? mean(sharesOf(columns, seat)) : 0,
      score: spread(columns.scores[seat]!),
      scoreInterval: meanInterval(columns.scores[seat]!),
      leadShare: columns.scoreTracked && turnEnds > 0 ? (columns.leadTurns[seat] ?? 0) / turnEnds : null,
    };
  });
  const sharedWins = columns.winners.filter((mask) => bitCount(mask) > 1).length;
  const sameAgent = agents.every((a) => a === agents[0]);
  const forced = clusteredShare(columns.forced, columns.decisions);
  const ruleEventsPerGame: Record<string, number> = nameRecord();
  for (const id of Object.keys(columns.ruleEvents).sort(byNaturalOrder))
    ruleEventsPerGame[id] = games ? columns.ruleEvents[id]! / games : 0;
  return {
    games,
    seats,
    turnRule,
    sharedWins,
    sharedWinRate: games ? sharedWins / games : 0,
    seatAdvantage: sameAgent ? seatAdvantage(columns, players.length) : null,
    seatAdvantageUntested: sameAgent
      ? null
      : `the seats hold different agents (${agents.join(", ")}), so a seat's edge would be its agent's strength; play the same agent at every seat`,
    turns: { ...spread(columns.turns), histogram: histogram(columns.turns) },
    leadChanges: columns.scoreTracked ? spread(columns.leadChanges) : null,
    leadChangesPerTransition: columns.scoreTracked ? spread(leadChangesPerTransition(columns)) : null,
    drama: columns.scoreTracked ? dramaOf(columns) : null,
    decisions: total(columns.decisions),
    forced: total(columns.forced),
    forcedShare: forced.share,
    forcedShareInterval: forced.interval,
    ruleEventsPerGame,
  };
}
