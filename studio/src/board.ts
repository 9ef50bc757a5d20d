// The table, drawn from any game's zones: the other seats across the top, the shared zones (and
// those per enum value, and grids) in the middle, the designer's seat at the bottom; each seat with
// its own zones, vars and declared standing. Cards are drawn as cards, described as the state at the
// step shown describes them; a zone the seat may not see is card backs with a count. Nothing here
// knows a game: the zones' declared facts (per, visibility, grid columns) decide the layout.
import type { PlainValue, PlayerView } from "../../src/index.js";
import type { BoardLayout, PlayState, ZoneLayout } from "./protocol.js";
import { chromeText } from "./chrome-words.js";

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A var's value as the table shows it: cards (`card`, by the var's declared type) by their
 *  descriptions, enum values by their names, whatever a card may be named. */
function valueText(layout: BoardLayout, state: PlayState, value: PlainValue, card: boolean): string {
  if (value === null) return "—";
  if (Array.isArray(value)) return value.map((v) => valueText(layout, state, v, card)).join(", ") || "—";
  if (typeof value === "string") return (card ? state.cardNames[value] : layout.symbolNames[value]) ?? value;
  return String(value);
}

function cardNode(state: PlayState, id: string): HTMLElement {
  const card = el("span", "card", state.cardNames[id] ?? id);
  card.title = id;
  card.dataset.card = id;
  return card;
}

/** Up to a few backs drawn fanned, and the count. */
const BACKS_DRAWN = 5;

function backs(count: number): HTMLElement {
  const node = el("span", "backs");
  for (let i = 0; i < Math.min(count, BACKS_DRAWN); i++) node.append(el("span", "card back"));
  node.append(el("span", "count", `× ${count}`));
  return node;
}

function gridNode(state: PlayState, zone: ZoneLayout, cards: string[]): HTMLElement {
  const table = el("table", "grid");
  const rows = Math.max(0, ...cards.map((c) => state.cells[c]?.row ?? 0));
  const head = table.insertRow();
  head.append(el("th", undefined, ""));
  for (const column of zone.columns!) head.append(el("th", undefined, column));
  for (let row = 1; row <= rows; row++) {
    const tr = table.insertRow();
    tr.append(el("th", undefined, String(row)));
    for (const column of zone.columns!) {
      const td = tr.insertCell();
      for (const c of cards) if (state.cells[c]?.row === row && state.cells[c]?.column === column) td.append(cardNode(state, c));
    }
  }
  return table;
}

function zoneArea(zone: ZoneLayout, label: string, view: PlayerView, state: PlayState, title: string): HTMLElement {
  const area = el("section", `zone ${zone.visibility}${zone.columns ? " grid-zone" : ""}`);
  area.dataset.zone = label;
  const shown = view.zones[label];
  const count = shown?.count ?? 0;
  area.append(el("h4", undefined, `${title} (${count})`));
  const body = el("div", "cards");
  if (!shown || count === 0) body.append(el("span", "empty", "—"));
  else if (!shown.cards) body.append(backs(count));
  else if (zone.columns) body.append(gridNode(state, zone, shown.cards));
  else for (const c of shown.cards) body.append(cardNode(state, c));
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

function standingsBox(layout: BoardLayout, state: PlayState): HTMLElement | undefined {
  if (!layout.standings || !state.standings) return undefined;
  const sign = layout.standings.order === "lowest" ? -1 : 1;
  const order = layout.players.map((p, seat) => [p, state.standings![seat]!] as const).sort(([, a], [, b]) => sign * (b - a));
  const box = el("section", "zone standings");
  box.append(el("h4", undefined, layout.standings.name));
  box.append(varTable(order.map(([p, v]) => [p, String(v)])));
  return box;
}

function seatNode(layout: BoardLayout, state: PlayState, player: string, lang: string): HTMLElement {
  const { view } = state;
  const you = player === layout.seat;
  const seat = el("section", you ? "seat you" : "seat");
  seat.dataset.player = player;
  const seatIndex = layout.players.indexOf(player);
  const standing = state.standings?.[seatIndex];
  const heading = el("h3", undefined, you ? chromeText(lang, "you", { player }) : player);
  if (standing !== undefined) heading.append(el("span", "standing", `${layout.standings!.name} ${standing}`));
  seat.append(heading);
  const rows: [string, string][] = layout.vars
    .filter((v) => v.per === "player")
    .map((v) => [v.shownName, valueText(layout, state, view.variables[`${v.name}[${player}]`] ?? null, v.card)]);
  const zones = el("div", "seat-zones");
  for (const zone of layout.zones)
    if (zone.per === "player") zones.append(zoneArea(zone, `${zone.name}[${player}]`, view, state, zone.shownName));
  if (you && view.known.length > 0) {
    const known = el("section", "zone known");
    known.append(el("h4", undefined, chromeText(lang, "seen-in-secret", { count: view.known.length })));
    const body = el("div", "cards");
    for (const c of view.known) body.append(cardNode(state, c));
    known.append(body);
    zones.append(known);
  }
  seat.append(zones);
  if (rows.length > 0) seat.append(varTable(rows));
  return seat;
}

function middle(layout: BoardLayout, state: PlayState): HTMLElement {
  const { view } = state;
  const shared = el("div", "shared");
  const sharedVars: [string, string][] = [];
  for (const v of layout.vars) {
    if (v.per === "shared") sharedVars.push([v.shownName, valueText(layout, state, view.variables[v.name] ?? null, v.card)]);
    else if (v.per !== "player")
      for (const key of layout.enumValues[v.per] ?? [])
        sharedVars.push([
          `${v.shownName} (${layout.symbolNames[key] ?? key})`,
          valueText(layout, state, view.variables[`${v.name}[${key}]`] ?? null, v.card),
        ]);
  }
  for (const zone of layout.zones) {
    if (zone.per === "shared") shared.append(zoneArea(zone, zone.name, view, state, zone.shownName));
    else if (zone.per !== "player") {
      const group = el("section", "zone-group");
      group.append(el("h4", undefined, zone.shownName));
      for (const key of layout.enumValues[zone.per] ?? [])
        group.append(zoneArea(zone, `${zone.name}[${key}]`, view, state, layout.symbolNames[key] ?? key));
      shared.append(group);
    }
  }
  const standings = standingsBox(layout, state);
  if (standings) shared.append(standings);
  if (sharedVars.length > 0) {
    const box = el("section", "zone vars-box");
    box.append(varTable(sharedVars));
    shared.append(box);
  }
  return shared;
}

/** The table in `lang` (the page's own words: the game's are in `layout`). */
export function drawBoard(root: HTMLElement, layout: BoardLayout, state: PlayState, lang: string): void {
  root.replaceChildren();
  const table = el("div", "table");
  const across = el("div", "seats across");
  for (const player of layout.players) if (player !== layout.seat) across.append(seatNode(layout, state, player, lang));
  const own = el("div", "seats own");
  own.append(seatNode(layout, state, layout.seat, lang));
  table.append(across, middle(layout, state), own);
  root.append(table);
}
