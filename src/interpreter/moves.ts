// Moving cards between zones. A card that moves loses whatever `reveal` or `look` showed of it.
import { fail } from "./errors.js";
import { GridColumn, type Runtime, type ZoneInst } from "./runtime.js";
import type { Card } from "./values.js";

export type MoveTarget = ZoneInst | GridColumn;

/** Takes a card out of its zone; returns the zone it was in. */
export function detach(rt: Runtime, card: Card): ZoneInst {
  const from = rt.cardZone[card.num]!;
  const cards = from.cards;
  const i = cards.indexOf(card);
  cards.splice(i, 1);
  rt.revealed[card.num] = 0;
  rt.known[card.num] = 0;
  return from;
}

/** Moves cards (in order) to the bottom or top of a zone, or into a grid column at a row. */
export function moveCards(rt: Runtime, cards: readonly Card[], target: MoveTarget, top: boolean, row: number): void {
  const inst = target instanceof GridColumn ? target.inst : target;
  const kind = inst.spec.kind;
  let insertAt = 0;
  let from: ZoneInst | undefined;
  let group: string[] | undefined;
  for (let k = 0; k < cards.length; k++) {
    const card = cards[k]!;
    if (kind !== "card" && card.kind !== kind) {
      fail(rt, "runtime-error", `zone \`${inst.spec.name}\` holds ${kind} cards; \`${card.id}\` is a ${card.kind}`);
    }
    const source = detach(rt, card);
    if (top) inst.cards.splice(insertAt++, 0, card);
    else inst.cards.push(card);
    rt.cardZone[card.num] = inst;
    if (target instanceof GridColumn) {
      rt.cardRow[card.num] = row;
      rt.cardCol[card.num] = target.ordinal;
      if (row > inst.rowsOpened) inst.rowsOpened = row;
    }
    if (rt.events) {
      if (source !== from) {
        from = source;
        group = [];
        rt.event(target instanceof GridColumn
          ? { type: "move", cards: group, from: source.label, to: target.label, row }
          : { type: "move", cards: group, from: source.label, to: inst.label });
      }
      group!.push(card.id);
    }
  }
}
