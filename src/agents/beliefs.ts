// What one seat knows of where the cards are, built from what it saw, and samples of the hidden
// state drawn from that knowledge alone.
//
// Knowledge (SeatBeliefs): for every card, the zones it may lie in. Every match starts from the
// same public placement, so at first each card's zone is known. A card that moves while the seat
// can tell it (it lies in a zone the seat sees, or was revealed, or the seat looked at it, or it
// lands in a zone the seat sees) is known to be where it landed: a card the seat dealt, looked at,
// passed or saw revealed keeps its identity and its place after it moves. A card that moves unseen
// may be any of the cards that may lie in the zone it left: each of those may now lie where it
// landed as well. The sets are a card's possible zones one by one (not the joint distribution);
// the zones' counts, which every seat sees, tie them together when a sample is drawn.
//
// Sampling (sampleBeliefs): every card the seat does not see now is dealt again among the places
// such cards lie in, each to a zone its set allows, so every zone keeps its count and every card
// the seat sees its place. The draw reads the places and the seat's knowledge, never which card
// lies in which hidden place: a sample depends on what the seat saw alone. Most constrained cards
// first, each to a zone drawn by its free places: uniform over the arrangements when the sets are
// alike or single (the common cases), close to it otherwise. A dead end (the sets' counts cannot
// all be met) draws again; after a few, a card goes to any hidden place of its kind, which keeps
// counts and kinds (as a card the watch never saw move does: an arrangement a test put).
//
// Not dealt again: cards in grid zones, and cards a running rule's locals hold (they keep pointing
// at the card, wherever it now lies). The knowledge is per zone, not per place within a hidden zone
// (a card known to be in a rival's hand may lie anywhere in it), except for a card the seat sees.
import type { Rng } from "../interpreter/rng.js";
import type { CardWatch, Runtime, ZoneInst } from "../interpreter/runtime.js";
import type { Card, Player } from "../interpreter/values.js";
import { canSeeZone } from "../interpreter/views.js";

const zoneLists = new WeakMap<Runtime, ZoneInst[]>();

/** The zone instances of a state in one fixed order (the same in every replay of a game), listed
 *  once per state: a state keeps its zone objects when it is reset for the next replay. */
function zoneList(rt: Runtime): ZoneInst[] {
  let zones = zoneLists.get(rt);
  if (!zones) zoneLists.set(rt, (zones = rt.zones.flat()));
  return zones;
}

/** What seat `seat` knows of where each card is: `possible[card * zones + zone]` is 1 when the
 *  card may lie in that zone. */
export class SeatBeliefs implements CardWatch {
  readonly possible: Uint8Array;
  /** moves the seat could tell so far */
  told = 0;
  private readonly zoneIndex = new Map<ZoneInst, number>();

  constructor(
    rt: Runtime,
    readonly seat: number,
    /** zones per card row */
    readonly zones: number = zoneList(rt).length,
    possible?: Uint8Array,
  ) {
    zoneList(rt).forEach((z, i) => this.zoneIndex.set(z, i));
    this.possible = possible ?? this.startingPlacement(rt);
  }

  private startingPlacement(rt: Runtime): Uint8Array {
    const possible = new Uint8Array(rt.game.cards.length * this.zones);
    for (const card of rt.game.cards) possible[card.num * this.zones + this.zoneIndex.get(rt.cardZone[card.num]!)!] = 1;
    return possible;
  }

  /** The same knowledge, apart from this one from now on (in a state `rt` of the same game). */
  copy(rt: Runtime): SeatBeliefs {
    const copy = new SeatBeliefs(rt, this.seat, this.zones, this.possible.slice());
    copy.told = this.told;
    return copy;
  }

  /** Whether the seat can tell which card this is as it moves from `from` to `to`. */
  private tells(rt: Runtime, card: Card, from: ZoneInst, to: ZoneInst, p: Player): boolean {
    return canSeeZone(from, p) || canSeeZone(to, p) || rt.revealed[card.num] === 1 || (rt.known[card.num]! & (1 << this.seat)) !== 0;
  }

  private knownAt(card: Card, zone: number): void {
    this.told++;
    const row = card.num * this.zones;
    this.possible.fill(0, row, row + this.zones);
    this.possible[row + zone] = 1;
  }

  moved(rt: Runtime, card: Card, from: ZoneInst, to: ZoneInst): void {
    const target = this.zoneIndex.get(to)!;
    if (this.tells(rt, card, from, to, rt.players[this.seat]!)) return this.knownAt(card, target);
    const source = this.zoneIndex.get(from)!;
    // any card that may have lain in `from` may be the one that moved
    for (let row = 0; row < this.possible.length; row += this.zones) if (this.possible[row + source]) this.possible[row + target] = 1;
  }

  movedAll(rt: Runtime, from: ZoneInst, to: ZoneInst): void {
    const p = rt.players[this.seat]!;
    const source = this.zoneIndex.get(from)!;
    const target = this.zoneIndex.get(to)!;
    const told = from.cards.filter((card) => this.tells(rt, card, from, to, p));
    // `from` is empty afterwards: whatever may have lain there may now lie in `to` only
    for (let row = 0; row < this.possible.length; row += this.zones) {
      if (!this.possible[row + source]) continue;
      this.possible[row + source] = 0;
      this.possible[row + target] = 1;
    }
    for (const card of told) this.knownAt(card, target);
  }

  /** Whether the card may lie in the zone (by the fixed order of zoneList). */
  mayLie(card: Card, zone: number): boolean {
    return this.possible[card.num * this.zones + zone] === 1;
  }
}

/** Deals again, in place, what the seat of `beliefs` does not see (see the file's comment). */
export type Sampler = (rt: Runtime, beliefs: SeatBeliefs, rng: Rng) => void;

interface HiddenZone {
  zone: ZoneInst;
  index: number;
  /** the places in it the seat does not see, and the other seats' `look` bits of each */
  places: number[];
  known: number[];
  free: number;
  dealt: Card[];
}

/** A card the seat does not see is one it has neither seen there nor looked at, in a zone it does not see. */
function unseenPlaces(rt: Runtime, seat: number): { zones: HiddenZone[]; cards: Card[] } {
  const p = rt.players[seat]!;
  const bit = 1 << seat;
  const zones: HiddenZone[] = [];
  const cards: Card[] = [];
  zoneList(rt).forEach((zone, index) => {
    if (zone.cells || canSeeZone(zone, p)) return;
    const hidden: HiddenZone = { zone, index, places: [], known: [], free: 0, dealt: [] };
    zone.cards.forEach((card, place) => {
      if (rt.revealed[card.num] || rt.known[card.num]! & bit) return;
      hidden.places.push(place);
      hidden.known.push(rt.known[card.num]!);
      cards.push(card);
    });
    hidden.free = hidden.places.length;
    if (hidden.free > 0) zones.push(hidden);
  });
  // the game's card order, not the order the cards lie in: the draw must not read where they are
  cards.sort((a, b) => a.num - b.num);
  return { zones, cards };
}

const DEAD_ENDS = 8;

function accepts(zone: ZoneInst, card: Card): boolean {
  return zone.spec.kind === "card" || zone.spec.kind === card.kind;
}

/** One draw: each card (most constrained first) to a zone its set allows, by free places; false at a dead end. */
function drawZones(zones: HiddenZone[], cards: Card[], allowed: (card: Card, z: HiddenZone) => boolean, rng: Rng): boolean {
  for (const z of zones) {
    z.free = z.places.length;
    z.dealt = [];
  }
  const options = cards.map((card) => zones.filter((z) => allowed(card, z)));
  const order = cards.map((_, i) => i);
  rng.shuffle(order);
  order.sort((a, b) => options[a]!.length - options[b]!.length);
  for (const i of order) {
    const open = options[i]!.filter((z) => z.free > 0);
    let total = 0;
    for (const z of open) total += z.free;
    if (total === 0) return false;
    let at = rng.below(total);
    const z = open.find((candidate) => (at -= candidate.free) < 0)!;
    z.free--;
    z.dealt.push(cards[i]!);
  }
  return true;
}

/** The sampler of the agents: the seat's knowledge kept, everything else dealt again. */
export const sampleBeliefs: Sampler = (rt, beliefs, rng) => {
  const { zones, cards } = unseenPlaces(rt, beliefs.seat);
  if (cards.length === 0) return;
  const byKnowledge = (card: Card, z: HiddenZone) => accepts(z.zone, card) && beliefs.mayLie(card, z.index);
  let dealt = false;
  for (let draw = 0; draw < DEAD_ENDS && !dealt; draw++) dealt = drawZones(zones, cards, byKnowledge, rng);
  if (!dealt && !drawZones(zones, cards, (card, z) => accepts(z.zone, card), rng)) {
    throw new Error("the hidden places cannot take the hidden cards (a zone holds a kind no other hidden place takes)");
  }
  for (const z of zones) {
    rng.shuffle(z.dealt);
    z.places.forEach((place, k) => {
      const card = z.dealt[k]!;
      z.zone.cards[place] = card;
      rt.cardZone[card.num] = z.zone;
      // what other seats looked at follows the place (a look at the top of a pile knows whichever card lies there)
      rt.known[card.num] = z.known[k]!;
    });
  }
};
