// The simulation's figures as a readable table.
import type { Spread } from "./stats.js";
import type { Summary } from "./summary.js";
import { displayWidth, padEnd, padStart } from "../../grammar/terminal-text.js";

export const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
export const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));
export const spreadText = (s: Spread): string => `mean ${num(s.mean)}  median ${num(s.median)}  sd ${num(s.sd)}  min ${num(s.min)}  max ${num(s.max)}`;

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => displayWidth(r[c]!))));
  return rows.map((r) => r.map((cell, c) => (c === 0 ? padEnd(cell, widths[c]!) : padStart(cell, widths[c]!))).join("  ").trimEnd());
}

export function renderSummary(title: string, s: Summary): string[] {
  const lines = [`${title}: ${s.games} games`, ""];
  lines.push(
    ...table([
      ["seat", "agent", "wins", "win rate", "95% interval", "score mean", "median", "sd", "min", "max"],
      ...s.seats.map((seat) => [
        seat.player,
        seat.agent,
        String(seat.wins),
        pct(seat.winRate),
        `${pct(seat.winInterval.low)}..${pct(seat.winInterval.high)}`,
        num(seat.score.mean),
        num(seat.score.median),
        num(seat.score.sd),
        num(seat.score.min),
        num(seat.score.max),
      ]),
    ]),
  );
  lines.push("");
  lines.push(`game length (executions of rule \`${s.turnRule ?? "?"}\`): ${spreadText(s.turns)}`);
  lines.push(
    s.leadChanges
      ? `lead changes (the score var's leader after each turn): ${spreadText(s.leadChanges)}`
      : "lead changes: not measured (the score var only changes in `finish`, so there is no lead during play)",
  );
  lines.push(`decisions: ${s.decisions}, ${pct(s.forcedShare)} with a single legal answer`);
  lines.push("", "events per game, by rule ID:");
  const fired = Object.entries(s.ruleEventsPerGame);
  lines.push(...(fired.length ? table(fired.map(([id, n]) => [`  ${id}`, num(n)])) : ["  (no event carried a rule ID)"]));
  return lines;
}
