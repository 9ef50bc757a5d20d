// The simulation's figures as a readable table.
import type { Spread } from "./stats.js";
import type { Summary } from "./summary.js";
import { displayWidth, padEnd, padStart } from "../../grammar/terminal-text.js";

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
export const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));
export const spreadText = (s: Spread): string =>
  `mean ${num(s.mean)}  median ${num(s.median)}  sd ${num(s.sd)}  min ${num(s.min)}  max ${num(s.max)}`;

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => displayWidth(r[c]!))));
  return rows.map((r) =>
    r
      .map((cell, c) => (c === 0 ? padEnd(cell, widths[c]!) : padStart(cell, widths[c]!)))
      .join("  ")
      .trimEnd(),
  );
}

export function renderSummary(title: string, s: Summary): string[] {
  const lines = [`${title}: ${s.games} games`, ""];
  lines.push(
    ...table([
      ["seat", "agent", "wins", "win rate", "95% interval", "win share", "score mean", "95% interval", "median", "sd", "min", "max"],
      ...s.seats.map((seat) => [
        seat.player,
        seat.agent,
        String(seat.wins),
        pct(seat.winRate),
        `${pct(seat.winInterval.low)}..${pct(seat.winInterval.high)}`,
        pct(seat.winShare),
        num(seat.score.mean),
        `${num(seat.scoreInterval.low)}..${num(seat.scoreInterval.high)}`,
        num(seat.score.median),
        num(seat.score.sd),
        num(seat.score.min),
        num(seat.score.max),
      ]),
    ]),
  );
  lines.push("");
  lines.push(
    `wins: the win rate counts a shared win for every winner (${s.sharedWins} games, ${pct(s.sharedWinRate)}, had several); ` +
      "the win share splits each game's win among its winners, so the shares add up to 100%",
  );
  if (s.seatAdvantageUntested) lines.push(`seat advantage: not tested: ${s.seatAdvantageUntested}`);
  if (s.seatAdvantage) {
    const a = s.seatAdvantage;
    const fair = 1 / s.seats.length;
    lines.push(
      `seat advantage: chi-square ${num(a.chiSquare)} on ${a.df} df, p ${a.p < 0.0001 ? "< 0.0001" : `= ${a.p.toFixed(4)}`}; ` +
        `the first seat's edge over its fair share (${pct(fair)}): ${a.firstSeatEdge >= 0 ? "+" : ""}${(100 * a.firstSeatEdge).toFixed(1)} pts ` +
        `(95% interval ${(100 * a.firstSeatEdgeInterval.low).toFixed(1)} .. ${(100 * a.firstSeatEdgeInterval.high).toFixed(1)} pts)`,
    );
  }
  lines.push(`game length (executions of rule \`${s.turnRule ?? "?"}\`): ${spreadText(s.turns)}`);
  lines.push(
    s.leadChanges
      ? `lead changes per game (the leader after each turn, by the standings or the score var): ${spreadText(s.leadChanges)}`
      : "lead changes: not measured (the game declares no `standings` and its score var only changes in `finish`, so there is no lead during play)",
  );
  if (s.leadChangesPerTransition)
    lines.push(`lead changes per turn transition (per game, over its turns - 1): ${spreadText(s.leadChangesPerTransition)}`);
  if (s.drama) {
    const d = s.drama;
    lines.push(
      d.decisiveTurn && d.decisiveShare
        ? `decisive turn (the last turn after which the final winner led alone throughout): ${spreadText(d.decisiveTurn)}; ` +
            `as a share of the game's length: mean ${pct(d.decisiveShare.mean)}, median ${pct(d.decisiveShare.median)}`
        : "decisive turn: none (no winner led alone after the last turn)",
    );
    lines.push(
      `decided at the end (one winner, who led alone only from the last turn on or only by the final count; the ${s.sharedWins} shared wins are not counted): ${d.decidedAtTheEnd} games, ${pct(d.decidedAtTheEnd / Math.max(1, s.games))}`,
    );
    lines.push(`winner's margin (final score over the next best): ${spreadText(d.margin)}`);
    lines.push(
      `turns in the lead, per seat: ${s.seats.map((seat) => `${seat.player} ${seat.leadShare === null ? "-" : pct(seat.leadShare)}`).join(", ")}`,
    );
  }
  lines.push(
    `decisions: ${s.decisions}, ${pct(s.forcedShare)} with a single legal answer (${pct(s.forcedShareInterval.low)}..${pct(s.forcedShareInterval.high)}, games as the unit)`,
  );
  lines.push("", "events per game, by rule ID:");
  const fired = Object.entries(s.ruleEventsPerGame);
  lines.push(...(fired.length ? table(fired.map(([id, n]) => [`  ${id}`, num(n)])) : ["  (no event carried a rule ID)"]));
  return lines;
}
