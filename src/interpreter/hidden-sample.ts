// Dealing what a player cannot see: a state that player could not tell apart from the real one.
// Every card the player has neither seen nor been shown (a card in a zone it may not see, not
// revealed, not looked at by it) is unseen; the unseen cards are dealt at random to the places
// unseen cards lie in, so every zone keeps its count and every seen card its place. A zone that
// holds one kind of card gets cards of that kind only.
//
// The result depends on the player's view and the generator alone, never on where the unseen
// cards really were: the unseen cards are put in a fixed order (the game's card order) before
// they are shuffled. What other players have looked at follows the place, not the card (a player
// who looked at the top card of a pile knows whichever card now lies there).
//
// Not resampled: cards in grid zones (their cells are kept as they are) and cards that variables or
// a running rule's locals hold (they keep pointing at the card, wherever it now lies).
import type { Rng } from "./rng.js";
import type { Runtime, ZoneInst } from "./runtime.js";
import type { Card, Player } from "./values.js";
import { canSeeZone } from "./views.js";

interface Slot {
  zone: ZoneInst;
  index: number;
  /** the other players' `look` bits of the card that lay here */
  known: number;
}

/** The unseen places, grouped by the kind of card their zone holds. */
function unseenSlots(rt: Runtime, p: Player): Map<string, { slots: Slot[]; cards: Card[] }> {
  const bit = 1 << p.seat;
  const pools = new Map<string, { slots: Slot[]; cards: Card[] }>();
  for (const insts of rt.zones) {
    for (const zone of insts) {
      if (zone.cells || canSeeZone(zone, p)) continue;
      zone.cards.forEach((card, index) => {
        if (rt.revealed[card.num] || rt.known[card.num]! & bit) return;
        let pool = pools.get(zone.spec.kind);
        if (!pool) pools.set(zone.spec.kind, (pool = { slots: [], cards: [] }));
        pool.slots.push({ zone, index, known: rt.known[card.num]! });
        pool.cards.push(card);
      });
    }
  }
  return pools;
}

/** Redeals, in place, every card `p` has not seen among the places such cards lie in. */
export function sampleHidden(rt: Runtime, p: Player, rng: Rng): void {
  for (const { slots, cards } of unseenSlots(rt, p).values()) {
    cards.sort((a, b) => a.num - b.num);
    rng.shuffle(cards);
    slots.forEach((slot, k) => {
      const card = cards[k]!;
      slot.zone.cards[slot.index] = card;
      rt.cardZone[card.num] = slot.zone;
      rt.known[card.num] = slot.known;
    });
  }
}
