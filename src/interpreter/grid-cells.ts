// Which cards lie in each cell of a grid zone, kept up to date by every move, so that
// `cell(grid, row, column)` is a lookup rather than a scan of the whole zone. A cell holding
// more than one card is rare; it is answered by the scan, which gives the first in zone order.
import type { Runtime, ZoneInst } from "./runtime.js";
import type { Card } from "./values.js";

function keyOf(inst: ZoneInst, row: number, col: number): number {
  // unique for every int row, negative ones included, since 0 <= col < columns
  return row * inst.columns!.length + col;
}

export function addToCell(inst: ZoneInst, card: Card, row: number, col: number): void {
  const key = keyOf(inst, row, col);
  const cards = inst.cells!.get(key);
  if (cards) cards.push(card);
  else inst.cells!.set(key, [card]);
}

/** Takes a card that is leaving a grid zone out of its cell. */
export function removeFromCell(rt: Runtime, inst: ZoneInst, card: Card): void {
  const key = keyOf(inst, rt.cardRow[card.num]!, rt.cardCol[card.num]!);
  const cards = inst.cells!.get(key)!;
  if (cards.length === 1) inst.cells!.delete(key);
  else cards.splice(cards.indexOf(card), 1);
}

/** Indexes a grid zone's cards afresh, where they were placed without a move (a test's arrangement). */
export function reindexCells(rt: Runtime, inst: ZoneInst): void {
  inst.cells!.clear();
  for (const card of inst.cards) addToCell(inst, card, rt.cardRow[card.num]!, rt.cardCol[card.num]!);
}

/** The cards of column `col` of a grid zone, in zone order. */
export function columnCards(rt: Runtime, inst: ZoneInst, col: number): Card[] {
  const out: Card[] = [];
  for (const card of inst.cards) if (rt.cardCol[card.num] === col) out.push(card);
  return out;
}

export function cardInCell(rt: Runtime, inst: ZoneInst, row: number, col: number): Card | null {
  const cards = inst.cells!.get(keyOf(inst, row, col));
  if (!cards) return null;
  if (cards.length === 1) return cards[0]!;
  for (const card of inst.cards) if (rt.cardRow[card.num] === row && rt.cardCol[card.num] === col) return card;
  return null;
}

/** Test mode: the index agrees with where the cards are. */
export function cellsAgree(rt: Runtime, inst: ZoneInst): boolean {
  let indexed = 0;
  for (const [key, cards] of inst.cells!) {
    for (const card of cards) {
      if (rt.cardZone[card.num] !== inst || keyOf(inst, rt.cardRow[card.num]!, rt.cardCol[card.num]!) !== key) return false;
      indexed++;
    }
  }
  return indexed === inst.cards.length;
}
