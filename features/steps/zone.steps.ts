// Where the cards are. "holds" and "has ... on top" arrange the position as a Given and check it as
// a Then; the other steps only check.
import { Given, Then } from "@cucumber/cucumber";
import type { AgonWorld } from "../support/world.js";
import { arrangeExactly, arrangeOnTop } from "../support/arrange.js";
import { sameItems } from "../support/lists.js";
import { cardsIn, instancesOf, zoneCards, type ZoneRef } from "../support/zones.js";
import { fail } from "../support/failures.js";

function single(zone: ZoneRef): ZoneRef {
  if (zone.every) throw fail("severalZones", zone.text);
  return zone;
}

export function zoneHolds(this: AgonWorld, zone: ZoneRef, names: string[]) {
  if (this.stepKind === "Context") return arrangeExactly(this, zone, names);
  const actual = cardsIn(this.match, single(zone));
  const expected = this.cards(names);
  if (!sameItems(actual, expected)) throw fail("zoneHolds", zone, actual, expected, false);
}
Given("{zone} holds {list}", zoneHolds);

export function zoneHasOnTop(this: AgonWorld, zone: ZoneRef, names: string[]) {
  if (this.stepKind === "Context") return arrangeOnTop(this, zone, names);
  const expected = this.cards(names);
  const top = cardsIn(this.match, single(zone)).slice(0, expected.length);
  if (top.join() !== expected.join()) throw fail("zoneTop", zone, top, expected);
}
Given("{zone} has {list} on top", zoneHasOnTop);

export function zoneOrderIs(this: AgonWorld, zone: ZoneRef, names: string[]) {
  const actual = cardsIn(this.match, single(zone));
  const expected = this.cards(names);
  if (actual.join() !== expected.join()) throw fail("zoneHolds", zone, actual, expected, true);
}
Then("the cards of {zone}, from the top, are {list}", zoneOrderIs);

/** For "every hand", each instance must hold that many. `noun`: what the step counts (the Korean
 *  steps count cards and chips apart). */
export function zoneHoldsCount(this: AgonWorld, zone: ZoneRef, n: number, noun = "card") {
  for (const z of instancesOf(this.match, zone)) {
    const count = zoneCards(this.match, z.name, z.index).length;
    if (count !== n) throw fail("zoneCount", zone.every ? z : zone, count, n, noun);
  }
}
Then("{zone} holds {int} card(s)", function (this: AgonWorld, zone: ZoneRef, n: number) {
  zoneHoldsCount.call(this, zone, n);
});

export function zoneIsEmpty(this: AgonWorld, zone: ZoneRef) {
  for (const z of instancesOf(this.match, zone)) {
    const cards = zoneCards(this.match, z.name, z.index);
    if (cards.length > 0) throw fail("zoneNotEmpty", zone.every ? z : zone, cards);
  }
}
Then("{zone} is empty", zoneIsEmpty);

export function zoneContains(this: AgonWorld, zone: ZoneRef, names: string[]) {
  const actual = cardsIn(this.match, zone);
  const missing = this.cards(names).filter((c) => !actual.includes(c));
  if (missing.length > 0) throw fail("zoneLacks", zone, missing, actual);
}
Then("{zone} contains {list}", zoneContains);

Then("{zone} does not contain {list}", function (this: AgonWorld, zone: ZoneRef, names: string[]) {
  const actual = cardsIn(this.match, zone);
  const present = this.cards(names).filter((c) => actual.includes(c));
  if (present.length > 0) throw fail("zoneHoldsThese", zone, present);
});

export function cardsInZones(this: AgonWorld, n: number, zones: ZoneRef[], noun = "card") {
  const count = zones.reduce((sum, z) => sum + cardsIn(this.match, z).length, 0);
  if (count !== n) throw fail("cardsInZones", zones, count, n, noun);
}
Then("there are {int} cards in {zones}", function (this: AgonWorld, n: number, zones: ZoneRef[]) {
  cardsInZones.call(this, n, zones);
});

/** What a player may see: the cards of the zones their view shows in full, and the cards they
 *  were shown in secret. */
function seenBy(world: AgonWorld, player: string): Set<string> {
  const view = world.match.view(world.player(player));
  const seen = new Set<string>(view.known);
  for (const zone of Object.values(view.zones)) for (const c of zone.cards ?? []) seen.add(c);
  return seen;
}

export function playerCanSee(this: AgonWorld, player: string, names: string[]) {
  const seen = seenBy(this, player);
  const hidden = this.cards(names).filter((c) => !seen.has(c));
  if (hidden.length > 0) throw fail("canSee", player, hidden, false);
}
Then("{player} can see {list}", playerCanSee);

export function playerCannotSee(this: AgonWorld, player: string, names: string[]) {
  const seen = seenBy(this, player);
  const shown = this.cards(names).filter((c) => seen.has(c));
  if (shown.length > 0) throw fail("canSee", player, shown, true);
}
Then("{player} cannot see {list}", playerCannotSee);
