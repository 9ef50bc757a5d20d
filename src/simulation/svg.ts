// Small inline SVG charts for the HTML report: a bar chart of counts and a bar chart of
// proportions with their intervals. Plain strings; the axis ticks fall on round values (d3-array's
// ticks: 0, 200, 400, ..., never a quarter of the highest bar).
import { ticks } from "d3-array";

const WIDTH = 560;
const HEIGHT = 220;
const MARGIN = { left: 48, right: 12, top: 12, bottom: 40 };

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function frame(body: string, xLabel: string, yLabel: string): string {
  const h = HEIGHT - MARGIN.top - MARGIN.bottom;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
    `<line x1="${MARGIN.left}" y1="${MARGIN.top + h}" x2="${WIDTH - MARGIN.right}" y2="${MARGIN.top + h}" stroke="#333"/>` +
    `<line x1="${MARGIN.left}" y1="${MARGIN.top}" x2="${MARGIN.left}" y2="${MARGIN.top + h}" stroke="#333"/>` +
    body +
    `<text x="${(MARGIN.left + WIDTH - MARGIN.right) / 2}" y="${HEIGHT - 6}" text-anchor="middle" font-size="12">${escapeXml(xLabel)}</text>` +
    `<text x="12" y="${MARGIN.top + h / 2}" text-anchor="middle" font-size="12" transform="rotate(-90 12 ${MARGIN.top + h / 2})">${escapeXml(yLabel)}</text>` +
    `</svg>`
  );
}

/** How many ticks the value axis aims at (d3 may give a few more or fewer, all round values). */
const TICKS = 5;

/** The value axis: round ticks from 0, its top the first tick at or above `max`. */
export function valueAxis(max: number): { top: number; ticks: number[] } {
  const round = ticks(0, max, TICKS);
  const step = round.length > 1 ? round[1]! - round[0]! : max || 1;
  const last = round.at(-1) ?? 0;
  const top = last >= max && last > 0 ? last : last + step;
  return { top, ticks: last >= max && last > 0 ? round : [...round, top] };
}

function yTicks(axis: { top: number; ticks: number[] }, format: (v: number) => string): string {
  const h = HEIGHT - MARGIN.top - MARGIN.bottom;
  let out = "";
  for (const v of axis.ticks) {
    const y = MARGIN.top + h - (h * v) / axis.top;
    out +=
      `<line x1="${MARGIN.left - 4}" y1="${y}" x2="${MARGIN.left}" y2="${y}" stroke="#333"/>` +
      `<text x="${MARGIN.left - 6}" y="${y + 4}" text-anchor="end" font-size="10">${format(v)}</text>`;
  }
  return out;
}

const WIDEST_BAR = 40;

/** A histogram: one bar per value, every value of `range` (default: lowest to highest) shown. */
export function histogramSvg(
  counts: ReadonlyArray<readonly [number, number]>,
  colour: string,
  xLabel: string,
  range?: readonly [number, number],
): string {
  if (counts.length === 0) return frame("", xLabel, "games");
  const lo = range?.[0] ?? counts[0]![0];
  const hi = range?.[1] ?? counts[counts.length - 1]![0];
  const slots = hi - lo + 1;
  const axis = valueAxis(Math.max(...counts.map(([, c]) => c)));
  const max = axis.top;
  const w = WIDTH - MARGIN.left - MARGIN.right;
  const h = HEIGHT - MARGIN.top - MARGIN.bottom;
  const bar = Math.min(WIDEST_BAR, w / slots);
  const labelEvery = Math.max(1, Math.ceil(slots / 12));
  let body = yTicks(axis, (v) => String(v));
  for (const [value, count] of counts) {
    const x = MARGIN.left + (value - lo) * bar;
    const bh = (h * count) / max;
    body += `<rect x="${(x + 0.5).toFixed(1)}" y="${(MARGIN.top + h - bh).toFixed(1)}" width="${Math.max(1, bar - 1).toFixed(1)}" height="${bh.toFixed(1)}" fill="${colour}"><title>${value}: ${count} games</title></rect>`;
  }
  for (let value = lo; value <= hi; value += labelEvery) {
    const x = MARGIN.left + (value - lo + 0.5) * bar;
    body += `<text x="${x.toFixed(1)}" y="${MARGIN.top + h + 14}" text-anchor="middle" font-size="10">${value}</text>`;
  }
  return frame(body, xLabel, "games");
}

export interface RateBar {
  label: string;
  rate: number;
  low: number;
  high: number;
}

/** Proportions as bars from 0 to 100%, each with a whisker for its interval. */
export function rateSvg(bars: readonly RateBar[], colour: string, xLabel: string): string {
  const w = WIDTH - MARGIN.left - MARGIN.right;
  const h = HEIGHT - MARGIN.top - MARGIN.bottom;
  const axis = valueAxis(Math.min(1, Math.max(0.1, ...bars.map((b) => b.high)) * 1.1));
  const max = axis.top;
  const slot = w / Math.max(1, bars.length);
  const y = (v: number): number => MARGIN.top + h - (h * v) / max;
  let body = yTicks(axis, (v) => `${Math.round(v * 100)}%`);
  bars.forEach((b, i) => {
    const x = MARGIN.left + i * slot + slot * 0.2;
    const bw = slot * 0.6;
    const mid = x + bw / 2;
    body +=
      `<rect x="${x.toFixed(1)}" y="${y(b.rate).toFixed(1)}" width="${bw.toFixed(1)}" height="${(MARGIN.top + h - y(b.rate)).toFixed(1)}" fill="${colour}"><title>${escapeXml(b.label)}: ${(b.rate * 100).toFixed(1)}%</title></rect>` +
      `<line x1="${mid.toFixed(1)}" y1="${y(b.low).toFixed(1)}" x2="${mid.toFixed(1)}" y2="${y(b.high).toFixed(1)}" stroke="#000" stroke-width="2"/>` +
      `<line x1="${(mid - 6).toFixed(1)}" y1="${y(b.low).toFixed(1)}" x2="${(mid + 6).toFixed(1)}" y2="${y(b.low).toFixed(1)}" stroke="#000" stroke-width="2"/>` +
      `<line x1="${(mid - 6).toFixed(1)}" y1="${y(b.high).toFixed(1)}" x2="${(mid + 6).toFixed(1)}" y2="${y(b.high).toFixed(1)}" stroke="#000" stroke-width="2"/>` +
      `<text x="${mid.toFixed(1)}" y="${MARGIN.top + h + 14}" text-anchor="middle" font-size="11">${escapeXml(b.label)}</text>`;
  });
  return frame(body, xLabel, "win rate");
}
