// Which cards lie in each cell of a grid zone, kept up to date by every move, so that
// `cell(grid, row, column)` is a lookup rather than a scan of the whole zone. A cell holding
// more than one card is rare; it is answered by the scan, which gives the first in zone order.
// The rows a deck can fill (0 up to the deck's size) are indexed in flat arrays, a count and the
// card of a cell holding one, grown as rows are reached (a game is made afresh per match and fills
// few rows), with no allocation per move. Any other row (an int the rules computed) is kept in a
// Map, as every row once was.
import type { Runtime, ZoneInst } from "./runtime.js";
import type { Card } from "./values.js";

export class GridCells {
  /** cards in each indexed cell, row-major, for rows 0 .. count.length / columns - 1 */
  private count = new Int32Array(0);
  /** the card of an indexed cell that holds exactly one */
  private one: (Card | null)[] = [];
  /** cells of rows outside 0 .. rows - 1 */
  private readonly far = new Map<number, Card[]>();

  constructor(
    /** the rows that may be indexed: 0 .. rows - 1 */
    private readonly rows: number,
    private readonly columns: number,
  ) {}

  private indexed(row: number): boolean {
    return row >= 0 && row < this.rows;
  }

  /** Makes the flat arrays reach `row` (an indexed row). */
  private reach(row: number): void {
    const size = Math.min(this.rows, Math.max(8, 2 * (row + 1))) * this.columns;
    const count = new Int32Array(size);
    count.set(this.count);
    this.count = count;
    for (let key = this.one.length; key < size; key++) this.one.push(null);
  }

  add(card: Card, row: number, col: number): void {
    if (!this.indexed(row)) {
      const key = row * this.columns + col;
      const cards = this.far.get(key);
      if (cards) cards.push(card);
      else this.far.set(key, [card]);
      return;
    }
    const key = row * this.columns + col;
    if (key >= this.count.length) this.reach(row);
    if (this.count[key]++ === 0) this.one[key] = card;
  }

  /** Takes `card` out of its cell; `rest` are the zone's other cards, for the card left alone. */
  remove(rt: Runtime, card: Card, row: number, col: number, rest: readonly Card[]): void {
    const key = row * this.columns + col;
    if (!this.indexed(row)) {
      const cards = this.far.get(key)!;
      if (cards.length === 1) this.far.delete(key);
      else cards.splice(cards.indexOf(card), 1);
      return;
    }
    const left = --this.count[key]!;
    if (left === 0) this.one[key] = null;
    else if (left === 1) this.one[key] = scan(rt, rest, row, col, card);
  }

  /** The card in a cell; `cards` are the zone's, in zone order, for a cell holding more than one. */
  at(rt: Runtime, cards: readonly Card[], row: number, col: number): Card | null {
    if (!this.indexed(row)) {
      const held = this.far.get(row * this.columns + col);
      if (!held) return null;
      return held.length === 1 ? held[0]! : scan(rt, cards, row, col, null);
    }
    const key = row * this.columns + col;
    const n = key < this.count.length ? this.count[key]! : 0;
    if (n === 0) return null;
    return n === 1 ? this.one[key]! : scan(rt, cards, row, col, null);
  }

  clear(): void {
    if (this.far.size > 0) this.far.clear();
    this.count.fill(0);
    this.one.fill(null);
  }

  /** Whether the cells hold exactly `cards`, each where the runtime places it. */
  agree(rt: Runtime, inst: ZoneInst): boolean {
    const expected = new GridCells(this.rows, this.columns);
    for (const card of inst.cards) {
      if (rt.cardZone[card.num] !== inst) return false;
      expected.add(card, rt.cardRow[card.num]!, rt.cardCol[card.num]!);
    }
    for (let key = 0; key < Math.max(this.count.length, expected.count.length); key++) {
      if ((this.count[key] ?? 0) !== (expected.count[key] ?? 0)) return false;
      if (this.count[key] === 1 && this.one[key] !== expected.one[key]) return false;
    }
    if (this.far.size !== expected.far.size) return false;
    for (const [key, cards] of this.far) {
      const want = expected.far.get(key);
      if (!want || want.length !== cards.length || cards.some((c) => !want.includes(c))) return false;
    }
    return true;
  }
}

/** The first of `cards` (but `skip`) placed at row, col. */
function scan(rt: Runtime, cards: readonly Card[], row: number, col: number, skip: Card | null): Card | null {
  for (const card of cards) if (card !== skip && rt.cardRow[card.num] === row && rt.cardCol[card.num] === col) return card;
  return null;
}

export function addToCell(inst: ZoneInst, card: Card, row: number, col: number): void {
  inst.cells!.add(card, row, col);
}

/** Takes a card that is leaving a grid zone out of its cell. */
export function removeFromCell(rt: Runtime, inst: ZoneInst, card: Card): void {
  inst.cells!.remove(rt, card, rt.cardRow[card.num]!, rt.cardCol[card.num]!, inst.cards);
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
  return inst.cells!.at(rt, inst.cards, row, col);
}

/** Test mode: the index agrees with where the cards are. */
export function cellsAgree(rt: Runtime, inst: ZoneInst): boolean {
  return inst.cells!.agree(rt, inst);
}
