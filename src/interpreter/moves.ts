// Moving cards between zones. A card that moves loses whatever `reveal` or `look` showed of it.
// Moves run in every turn of every game, so they shift arrays in place rather than splice.
import { fail } from "./errors.js";
import { addToCell, removeFromCell } from "./grid-cells.js";
import { GridColumn, type Runtime, type ZoneInst } from "./runtime.js";
import type { Card } from "./values.js";
import { chargeMemory, chargeSteps } from "./limits.js";

/** A move costs a step per card, and its events hold every card's id. */
function chargeMove(rt: Runtime, n: number): void {
  chargeSteps(rt, n);
  if (rt.events && rt.whole.move) chargeMemory(rt, n);
}

export type MoveTarget = ZoneInst | GridColumn;

/** Removes item `i` of `xs`, keeping the order of the rest. */
function removeAt(xs: Card[], i: number): void {
  if (i === 0) {
    xs.shift();
    return;
  }
  const last = xs.length - 1;
  for (let k = i; k < last; k++) xs[k] = xs[k + 1]!;
  xs.pop();
}

/** Takes a card out of its zone; returns the zone it was in. */
export function detach(rt: Runtime, card: Card): ZoneInst {
  const from = rt.cardZone[card.num]!;
  removeAt(from.cards, from.cards.indexOf(card));
  if (from.cells) removeFromCell(rt, from, card);
  rt.revealed[card.num] = 0;
  rt.known[card.num] = 0;
  return from;
}

function checkKind(rt: Runtime, inst: ZoneInst, card: Card): void {
  const kind = inst.spec.kind;
  if (kind !== "card" && card.kind !== kind) {
    fail(rt, "runtime-error", `zone \`${inst.spec.name}\` holds ${kind} cards; \`${card.id}\` is a ${card.kind}`);
  }
}

/** Where a card lands: the zone, and for a grid its row and column. */
function land(rt: Runtime, card: Card, inst: ZoneInst, target: MoveTarget, row: number): void {
  rt.cardZone[card.num] = inst;
  if (target instanceof GridColumn) {
    rt.cardRow[card.num] = row;
    rt.cardCol[card.num] = target.ordinal;
    addToCell(inst, card, row, target.ordinal);
    if (row > inst.rowsOpened) inst.rowsOpened = row;
  }
}

function moveEvent(rt: Runtime, cards: string[], source: ZoneInst, target: MoveTarget, row: number): void {
  rt.event(
    target instanceof GridColumn
      ? { type: "move", cards, from: source.label, to: target.label, row }
      : { type: "move", cards, from: source.label, to: target.label },
  );
}

/** Puts `cards` (in order) in front of `xs`. */
function prepend(xs: Card[], cards: readonly Card[]): void {
  const n = xs.length;
  const m = cards.length;
  xs.length = n + m;
  for (let k = n - 1; k >= 0; k--) xs[k + m] = xs[k]!;
  for (let k = 0; k < m; k++) xs[k] = cards[k]!;
}

/** Puts `card` at `at` of `xs`, shifting the rest up (splice would make an array of none removed). */
function insertAt(xs: Card[], at: number, card: Card): void {
  if (at === 0) {
    xs.unshift(card);
    return;
  }
  xs.push(card);
  for (let k = xs.length - 1; k > at; k--) xs[k] = xs[k - 1]!;
  xs[at] = card;
}

/** moveCards of one card into a zone instance where nobody watches and no event is made: the
 *  move of nearly every statement of a simulation, without the bookkeeping of groups. */
function moveOne(rt: Runtime, card: Card, inst: ZoneInst, top: boolean): void {
  chargeSteps(rt, 1);
  checkKind(rt, inst, card);
  detach(rt, card);
  if (top) inst.cards.unshift(card);
  else inst.cards.push(card);
  rt.cardZone[card.num] = inst;
}

/** Moves cards (in order) to the bottom or top of a zone, or into a grid column at a row. */
export function moveCards(rt: Runtime, cards: readonly Card[], target: MoveTarget, top: boolean, row: number): void {
  if (cards.length === 1 && !rt.events && rt.watch === undefined && !(target instanceof GridColumn)) {
    moveOne(rt, cards[0]!, target, top);
    return;
  }
  const inst = target instanceof GridColumn ? target.inst : target;
  let at = 0;
  let from: ZoneInst | undefined;
  let group: string[] | undefined;
  chargeMove(rt, cards.length);
  for (let k = 0; k < cards.length; k++) {
    const card = cards[k]!;
    checkKind(rt, inst, card);
    rt.watch?.moved(rt, card, rt.cardZone[card.num]!, inst);
    const source = detach(rt, card);
    if (top) insertAt(inst.cards, at++, card);
    else inst.cards.push(card);
    land(rt, card, inst, target, row);
    if (rt.events) {
      if (source !== from) {
        from = source;
        if (rt.whole.move) moveEvent(rt, (group = []), source, target, row);
        else rt.counted();
      }
      group?.push(card.id);
    }
  }
}

/** Moves every card of `source` (in order) as moveCards would, without copying the source first. */
export function moveAll(rt: Runtime, source: ZoneInst, target: MoveTarget, top: boolean, row: number): void {
  const inst = target instanceof GridColumn ? target.inst : target;
  const cards = source.cards;
  if (inst === source) {
    moveCards(rt, cards.slice(), target, top, row);
    return;
  }
  if (cards.length === 0) return;
  chargeMove(rt, cards.length);
  for (let k = 0; k < cards.length; k++) checkKind(rt, inst, cards[k]!);
  rt.watch?.movedAll(rt, source, inst);
  if (top) prepend(inst.cards, cards);
  else for (let k = 0; k < cards.length; k++) inst.cards.push(cards[k]!);
  for (let k = 0; k < cards.length; k++) {
    const card = cards[k]!;
    rt.revealed[card.num] = 0;
    rt.known[card.num] = 0;
    land(rt, card, inst, target, row);
  }
  if (rt.events && !rt.whole.move) rt.counted();
  else if (rt.events)
    moveEvent(
      rt,
      cards.map((card) => card.id),
      source,
      target,
      row,
    );
  // pops, not `length = 0`, which is a call into the runtime that costs more than a few pops
  while (cards.length) cards.pop();
  source.cells?.clear();
}
