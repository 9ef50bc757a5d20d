// The board, drawn from any game's zones: shared zones as areas, per-player zones grouped by seat,
// per-enum zones as a row of areas, grid zones as a grid, vars as tables; the seat's view decides
// what shows (a zone it may not see is card backs with a count).
import type { PlainValue, PlayerView } from "../../src/index.js";
import type { BoardLayout, PlayState, ZoneLayout } from "./protocol.js";

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function valueText(layout: BoardLayout, value: PlainValue): string {
  if (value === null) return "none";
  if (Array.isArray(value)) return value.map((v) => valueText(layout, v)).join(", ") || "—";
  if (typeof value === "string") return layout.cardNames[value] ?? value;
  return String(value);
}

function cardNode(layout: BoardLayout, id: string): HTMLElement {
  const card = el("span", "card", layout.cardNames[id] ?? id);
  card.title = id;
  return card;
}

function backs(count: number): HTMLElement {
  const node = el("span", "backs");
  for (let i = 0; i < Math.min(count, 5); i++) node.append(el("span", "card back"));
  node.append(el("span", "count", `${count} hidden`));
  return node;
}

function gridNode(layout: BoardLayout, zone: ZoneLayout, cards: string[], cells: PlayState["cells"]): HTMLElement {
  const table = el("table", "grid");
  const rows = Math.max(0, ...cards.map((c) => cells[c]?.row ?? 0));
  const head = table.insertRow();
  head.append(el("th", undefined, ""));
  for (const column of zone.columns!) head.append(el("th", undefined, column));
  for (let row = 1; row <= rows; row++) {
    const tr = table.insertRow();
    tr.append(el("th", undefined, String(row)));
    for (const column of zone.columns!) {
      const td = tr.insertCell();
      for (const c of cards) if (cells[c]?.row === row && cells[c]?.column === column) td.append(cardNode(layout, c));
    }
  }
  return table;
}

function zoneArea(
  layout: BoardLayout,
  zone: ZoneLayout,
  label: string,
  view: PlayerView,
  cells: PlayState["cells"],
  title = label,
): HTMLElement {
  const area = el("section", `zone ${zone.visibility}`);
  area.dataset.zone = label;
  const shown = view.zones[label];
  const count = shown?.count ?? 0;
  area.append(el("h4", undefined, `${title} (${count})`));
  const body = el("div", "cards");
  if (!shown || count === 0) body.append(el("span", "empty", "empty"));
  else if (!shown.cards) body.append(backs(count));
  else if (zone.columns) body.append(gridNode(layout, zone, shown.cards, cells));
  else for (const c of shown.cards) body.append(cardNode(layout, c));
  area.append(body);
  return area;
}

function varTable(rows: [string, string][]): HTMLElement {
  const table = el("table", "vars");
  for (const [name, value] of rows) {
    const tr = table.insertRow();
    tr.append(el("th", undefined, name), el("td", undefined, value));
  }
  return table;
}

export function drawBoard(root: HTMLElement, layout: BoardLayout, state: PlayState): void {
  const { view, cells } = state;
  root.replaceChildren();
  const shared = el("div", "shared");
  const sharedVars: [string, string][] = [];
  for (const v of layout.vars) {
    if (v.per === "shared") sharedVars.push([v.name, valueText(layout, view.variables[v.name] ?? null)]);
    else if (v.per !== "player") {
      for (const key of layout.enumValues[v.per] ?? [])
        sharedVars.push([`${v.name}[${key}]`, valueText(layout, view.variables[`${v.name}[${key}]`] ?? null)]);
    }
  }
  if (sharedVars.length > 0) {
    const box = el("section", "zone vars-box");
    box.append(el("h4", undefined, "vars"), varTable(sharedVars));
    shared.append(box);
  }
  for (const zone of layout.zones) {
    if (zone.per === "shared") shared.append(zoneArea(layout, zone, zone.name, view, cells));
    else if (zone.per !== "player") {
      const group = el("section", "zone-group");
      group.append(el("h4", undefined, `${zone.name} per ${zone.per}`));
      for (const key of layout.enumValues[zone.per] ?? []) group.append(zoneArea(layout, zone, `${zone.name}[${key}]`, view, cells, key));
      shared.append(group);
    }
  }
  const seats = el("div", "seats");
  for (const player of layout.players) {
    const seat = el("section", player === layout.seat ? "seat you" : "seat");
    seat.dataset.player = player;
    seat.append(el("h3", undefined, player === layout.seat ? `${player} (you)` : player));
    const rows: [string, string][] = layout.vars
      .filter((v) => v.per === "player")
      .map((v) => [v.name, valueText(layout, view.variables[`${v.name}[${player}]`] ?? null)]);
    if (rows.length > 0) seat.append(varTable(rows));
    for (const zone of layout.zones)
      if (zone.per === "player") seat.append(zoneArea(layout, zone, `${zone.name}[${player}]`, view, cells, zone.name));
    if (player === layout.seat && view.known.length > 0) {
      const known = el("section", "zone known");
      known.append(el("h4", undefined, `seen in secret (${view.known.length})`));
      const body = el("div", "cards");
      for (const c of view.known) body.append(cardNode(layout, c));
      known.append(body);
      seat.append(known);
    }
    seats.append(seat);
  }
  root.append(seats, shared);
}
