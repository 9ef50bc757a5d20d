// What a simulation plays and what it keeps of each game: plain data, so that it crosses to worker
// threads and into the JSON unchanged.
import type { AgentChoice } from "../agents/kinds.js";
import { nameRecord, own } from "../interpreter/name-records.js";
import type { Shard } from "./shard.js";

export interface SimulationSpec {
  /** the rules file as the user named it */
  rules: string;
  players: string[];
  /** the agent kind of each seat */
  agents: AgentChoice[];
  options: Record<string, string | number | boolean>;
  seed: number;
  /** the games of the whole run, indices 0 .. games - 1 */
  games: number;
  /** the slice this run plays: indices first .. first + count - 1 */
  first: number;
  count: number;
  /** the shard of `--shard I/N` that chose the slice, so that a merge can name one left out */
  shard?: Shard;
}

/** The figures of consecutive games, in game-index order. Everything a summary needs, so that
 *  slices merge into exactly the figures of one run. */
export interface GameColumns {
  /** per seat, per game: the final score */
  scores: number[][];
  /** per game: the winning seats as a bit mask (bit i: seat i won) */
  winners: number[];
  turns: number[];
  leadChanges: number[];
  /** per game: the decisive turn, the last turn after which the final winner led alone throughout;
   *  0 when no turn did (the lead was settled only by the final count, or the win was shared) */
  decisiveTurns: number[];
  /** per game: how far the winner's final score is from the next best (0 for a shared win) */
  margins: number[];
  /** per seat: turn ends at which the seat led alone, over all the games */
  leadTurns: number[];
  /** per game: decisions asked, and those with a single legal answer (their share is clustered by
   *  game: see clustered.ts) */
  decisions: number[];
  forced: number[];
  /** rule ID -> events that carried it, over all the games */
  ruleEvents: Record<string, number>;
  /** the game declares standings, or its score var changed during play in some game (else lead
   *  changes are not measured) */
  scoreTracked: boolean;
}

export function emptyColumns(seats: number): GameColumns {
  return {
    scores: Array.from({ length: seats }, () => []),
    winners: [],
    turns: [],
    leadChanges: [],
    decisiveTurns: [],
    margins: [],
    leadTurns: new Array<number>(seats).fill(0),
    decisions: [],
    forced: [],
    ruleEvents: nameRecord(),
    scoreTracked: false,
  };
}

/** Appends `more` (the games right after those of `into`) to `into`. */
export function appendColumns(into: GameColumns, more: GameColumns): void {
  more.scores.forEach((column, seat) => {
    for (const x of column) into.scores[seat]!.push(x);
  });
  for (const x of more.winners) into.winners.push(x);
  for (const x of more.turns) into.turns.push(x);
  for (const x of more.leadChanges) into.leadChanges.push(x);
  for (const x of more.decisiveTurns) into.decisiveTurns.push(x);
  for (const x of more.margins) into.margins.push(x);
  more.leadTurns.forEach((n, seat) => (into.leadTurns[seat] = (into.leadTurns[seat] ?? 0) + n));
  for (const x of more.decisions) into.decisions.push(x);
  for (const x of more.forced) into.forced.push(x);
  for (const [id, n] of Object.entries(more.ruleEvents)) into.ruleEvents[id] = (own(into.ruleEvents, id) ?? 0) + n;
  into.scoreTracked ||= more.scoreTracked;
}
