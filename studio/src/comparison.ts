// `agon compare`'s figures in the page: each figure of the base and the variant, the paired
// difference with its 95% interval drawn against zero, the test, the p-values (Holm-adjusted) and
// whether the difference is significant; and the game's structure from a simulation.
import type { ComparedFigure, Comparison } from "../../src/simulation/compare.js";
import type { Structure } from "./protocol.js";

const CHART = { width: 160, height: 16 };

const isRate = (f: ComparedFigure): boolean => f.figure.endsWith("rate") || f.figure.startsWith("decisions");

function shown(f: ComparedFigure, x: number): string {
  return isRate(f) ? `${(100 * x).toFixed(1)}%` : x.toFixed(2);
}

function signed(f: ComparedFigure, x: number): string {
  const sign = x >= 0 ? "+" : "";
  return isRate(f) ? `${sign}${(100 * x).toFixed(1)} pts` : `${sign}${x.toFixed(2)}`;
}

function pText(p: number | undefined): string {
  if (p === undefined) return "";
  return p < 0.0001 ? "< 0.0001" : p.toFixed(4);
}

const SVG = "http://www.w3.org/2000/svg";

function svgNode(tag: string, attributes: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) node.setAttribute(k, String(v));
  return node;
}

/** The difference and its interval on an axis centred on zero, scaled to the figure's own extent. */
function intervalChart(f: ComparedFigure): SVGElement {
  const svg = svgNode("svg", {
    width: CHART.width,
    height: CHART.height,
    viewBox: `0 0 ${CHART.width} ${CHART.height}`,
    class: "interval",
  });
  const extent = Math.max(Math.abs(f.difference), Math.abs(f.interval?.low ?? 0), Math.abs(f.interval?.high ?? 0)) || 1;
  const x = (v: number) => CHART.width / 2 + (v / extent) * (CHART.width / 2 - 4);
  const mid = CHART.height / 2;
  svg.append(svgNode("line", { x1: CHART.width / 2, y1: 0, x2: CHART.width / 2, y2: CHART.height, stroke: "#999" }));
  const colour = f.significant ? "#c0392b" : "#4e79a7";
  if (f.interval)
    svg.append(svgNode("line", { x1: x(f.interval.low), y1: mid, x2: x(f.interval.high), y2: mid, stroke: colour, "stroke-width": 2 }));
  svg.append(svgNode("circle", { cx: x(f.difference), cy: mid, r: 3.5, fill: colour }));
  return svg;
}

function cell(row: HTMLTableRowElement, text: string, header = false): HTMLElement {
  const node = document.createElement(header ? "th" : "td");
  node.textContent = text;
  row.append(node);
  return node;
}

export function drawComparison(root: HTMLElement, comparison: Comparison, base: string, variant: string): void {
  const heading = document.createElement("p");
  heading.textContent = `${base} (base) vs ${variant} (variant): ${comparison.games} games each, same seeds, tested as pairs; ${comparison.gamesWithOtherWinners} games have other winners under the variant`;
  const table = document.createElement("table");
  table.className = "comparison";
  const head = table.createTHead().insertRow();
  for (const title of ["figure", "base", "variant", "difference", "95% interval", "", "test", "p", "Holm p", "significant (5%)"])
    cell(head, title, true);
  const body = table.createTBody();
  for (const f of comparison.figures) {
    const row = body.insertRow();
    row.dataset.figure = f.figure;
    if (f.significant) row.className = "significant";
    cell(row, f.figure);
    cell(row, shown(f, f.base));
    cell(row, shown(f, f.variant));
    cell(row, signed(f, f.difference));
    cell(row, f.interval ? `${signed(f, f.interval.low)} .. ${signed(f, f.interval.high)}` : "");
    cell(row, "").append(intervalChart(f));
    cell(row, f.test);
    cell(row, pText(f.p));
    cell(row, pText(f.pAdjusted));
    cell(row, f.p === undefined ? "" : f.significant ? "yes" : "no");
  }
  root.replaceChildren(heading, table);
}

export function drawStructure(root: HTMLElement, structure: Structure): void {
  const figures = document.createElement("table");
  figures.className = "vars structure";
  for (const [name, value] of structure.figures) {
    const row = figures.insertRow();
    cell(row, name, true);
    cell(row, value);
  }
  const events = document.createElement("table");
  events.className = "vars rule-events";
  cell(events.createTHead().insertRow(), "events per game, by rule", true).setAttribute("colspan", "2");
  const body = events.createTBody();
  for (const [rule, count] of structure.ruleEvents) {
    const row = body.insertRow();
    cell(row, rule, true);
    cell(row, count.toFixed(1));
  }
  root.replaceChildren(figures, events);
}
