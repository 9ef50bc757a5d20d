// `--report FILE.html`: one self-contained page (inline SVG and CSS, nothing fetched) with the
// simulation's charts and its figures.
import { histogram } from "./stats.js";
import { escapeXml, histogramSvg, rateSvg } from "./svg.js";
import { summaryOf, type SimulationResult } from "./result.js";
import { renderSummary } from "./text.js";

const COLOURS = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#edc948", "#b07aa1", "#9c755f"];

export function reportHtml(result: SimulationResult): string {
  const s = summaryOf(result);
  const title = `${result.game}: ${s.games} simulated games, ${result.spec.players.length} players`;
  // one score axis for every seat, so that the charts compare at a glance
  const range: [number, number] = [Math.min(...s.seats.map((seat) => seat.score.min)), Math.max(...s.seats.map((seat) => seat.score.max))];
  const seatCharts = s.seats
    .map(
      (seat, i) =>
        `<figure><figcaption>${escapeXml(seat.player)} (${escapeXml(seat.agent)}): final score</figcaption>` +
        histogramSvg(histogram(result.columns.scores[i]!), COLOURS[i % COLOURS.length]!, "score", range) +
        "</figure>",
    )
    .join("\n");
  const winChart = rateSvg(
    s.seats.map((seat) => ({
      label: `${seat.player} (${seat.agent})`,
      rate: seat.winRate,
      low: seat.winInterval.low,
      high: seat.winInterval.high,
    })),
    "#4e79a7",
    "seat (bars: win rate; whiskers: 95% Wilson interval)",
  );
  const lengthChart = histogramSvg(s.turns.histogram, "#59a14f", `game length (executions of rule ${s.turnRule ?? "?"})`);
  const options =
    Object.entries(result.spec.options)
      .map(([k, v]) => `${k}=${v}`)
      .join(", ") || "defaults";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeXml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 24px; color: #222; }
figure { display: inline-block; margin: 8px 16px 16px 0; }
figcaption { font-weight: 600; margin-bottom: 4px; }
pre { background: #f6f6f6; padding: 12px; overflow-x: auto; }
</style>
</head>
<body>
<h1>${escapeXml(title)}</h1>
<p>Rules <code>${escapeXml(result.spec.rules)}</code>, seed ${escapeXml(String(result.spec.seed))}, options: ${escapeXml(options)}.</p>
<h2>Win rate by seat</h2>
<figure>${winChart}</figure>
<h2>Game length</h2>
<figure>${lengthChart}</figure>
<h2>Score distribution per seat</h2>
${seatCharts}
<h2>Figures</h2>
<pre>${escapeXml(renderSummary(result.game, s).join("\n"))}</pre>
</body>
</html>
`;
}
