// Card data, checked through the API. A scenario states the data it relies on ("Given the card
// "ajax" has placing 1 in archery"): the reader sees why the scenario works, and the step fails
// if the card file changes under it.
import { Given, Then } from "@cucumber/cucumber";
import type { DataTable } from "@cucumber/cucumber";
import type { PlainValue } from "../../src/index.js";
import type { AgonWorld } from "../support/world.js";
import { optionValue } from "../support/hooks.js";
import { kebab, sameItems } from "../support/lists.js";
import { fail } from "../support/failures.js";
import { sameValue } from "../support/resolve.js";
import { cardsIn, type ZoneRef } from "../support/zones.js";
import { dataRows } from "../support/tables.js";
import { attributeEnum, attributeValue, entryKey } from "../support/entries.js";

function literal(text: string): PlainValue {
  if (text === "none") return null;
  const v = optionValue(text);
  return typeof v === "string" ? kebab(v) : v;
}

/** The card's kind has the attribute, and a map attribute the entry (`placing` in `long-jump`):
 *  checked where the step names them, so that a misspelt one fails there, with the names it
 *  could have meant, not in the engine (a test deck is loaded only at the next step). The entry
 *  as the game names it, read by the one resolver of enum values (support/entries.ts). */
export function checkEntry(world: AgonWorld, id: string, attribute: string, key?: string): string | undefined {
  const game = world.game;
  const card = game.cardById.get(id);
  if (!card) return key;
  const attributes = Object.keys(game.program.cards[card.num]?.attributes ?? {});
  if (!attributes.includes(attribute)) throw fail("noSuchAttribute", id, card.kind, attribute, attributes);
  if (key === undefined) return undefined;
  if (attributeEnum(game, attribute, "key", card.kind) === undefined) throw fail("noSuchEntry", key, attribute, [], undefined);
  return entryKey(game, attribute, key, world.language, card.kind);
}

/** the value a step expects of `attribute`: an enum's value by any of its names, checked */
const expectedValue = (world: AgonWorld, attribute: string, written: string): string =>
  attributeValue(world.game, attribute, written, world.language);

function checkAttribute(world: AgonWorld, card: string, attribute: string, expected: string, key?: string): void {
  const id = world.card(card);
  const entry = checkEntry(world, id, attribute, key);
  const actual = world.catalog.cardAttribute(id, attribute, entry);
  const value = key === undefined ? expectedValue(world, attribute, expected) : expected;
  if (!sameValue(actual, literal(value))) throw fail("attributeIs", id, attribute, entry, actual, value);
}

export function cardHasIn(this: AgonWorld, card: string, attribute: string, value: string, key: string) {
  checkAttribute(this, card, attribute, value, key);
}
Given("the card {string} has {word} {word} in {word}", cardHasIn);

export function cardHas(this: AgonWorld, card: string, attribute: string, value: string) {
  checkAttribute(this, card, attribute, value);
}
Given("the card {string} has {word} {word}", cardHas);

/** A test deck: the card files' assertions hold for the printed cards, and the scenario changes
 *  one entry to reach a position the printed deck cannot (a tie the real placings never make). */
export function testDeckCardHasIn(this: AgonWorld, card: string, attribute: string, value: string, key: string) {
  const v = literal(value);
  if (v === null || Array.isArray(v)) throw fail("entryValue", value);
  const id = this.card(card);
  const entry = checkEntry(this, id, attribute, key)!;
  this.changeCard({ card: id, attribute, key: entry, value: v }, value);
}
Given("in a test deck the card {string} has {word} {word} in {word}", testDeckCardHasIn);

/** | card | value | (the header row may be left out) */
Given("the {word} of these cards in {word}:", function (this: AgonWorld, attribute: string, key: string, table: DataTable) {
  for (const [card, value] of dataRows(table, ["card", "value"])) checkAttribute(this, card!, attribute, value!, key);
});

Given("the {word} of these cards:", function (this: AgonWorld, attribute: string, table: DataTable) {
  for (const [card, value] of dataRows(table, ["card", "value"])) checkAttribute(this, card!, attribute, value!);
});

export function nameInLanguage(this: AgonWorld, name: string, language: string, id: string) {
  const found = this.catalog.findCards(name, language);
  if (!sameItems(found, [id])) throw fail("nameInLanguage", name, language, found, id);
}
Then("{string} in {word} names the card {string}", nameInLanguage);

// The keys of a map attribute (a placing per discipline, say) come from the feature text: the API
// reads one entry at a time.
export function readAttributeIn(this: AgonWorld, attribute: string, keys: string[]) {
  this.attributeKeys[attribute] = keys.map((k) => entryKey(this.game, attribute, k, this.language));
}
Given("a card's {word} is read in {list}", readAttributeIn);

function keysOf(world: AgonWorld, attribute: string): string[] {
  const keys = world.attributeKeys[attribute];
  if (!keys) throw fail("noKeys", attribute);
  return keys;
}

function numbers(world: AgonWorld, card: string, attribute: string): number[] {
  return keysOf(world, attribute)
    .map((k) => world.catalog.cardAttribute(card, attribute, k))
    .filter((v): v is number => typeof v === "number");
}

function cardsOf(world: AgonWorld, zones: ZoneRef[]): string[] {
  return zones.flatMap((z) => cardsIn(world.catalog, z));
}

Then("every card in {zones} has a {word} entry for each", function (this: AgonWorld, zones: ZoneRef[], attribute: string) {
  for (const card of cardsOf(this, zones)) {
    for (const key of keysOf(this, attribute)) {
      const v = this.catalog.cardAttribute(card, attribute, key);
      if (v === undefined) throw fail("noEntry", card, attribute, key);
    }
  }
});

export function lowestBetween(this: AgonWorld, n: number, zones: ZoneRef[], attribute: string, low: number, high: number) {
  const inRange = cardsOf(this, zones).filter((c) => {
    const best = Math.min(...numbers(this, c, attribute));
    return best >= low && best <= high;
  });
  if (inRange.length !== n) throw fail("lowestBetween", inRange.length, attribute, low, high, n);
}
Then("{int} of the cards in {zones} have their lowest {word} between {int} and {int}", lowestBetween);

export function countWithAttribute(this: AgonWorld, n: number, zones: ZoneRef[], attribute: string, written: string) {
  const value = expectedValue(this, attribute, written);
  const matching = cardsOf(this, zones).filter((c) => sameValue(this.catalog.cardAttribute(c, attribute), literal(value)));
  if (matching.length !== n) throw fail("countWith", matching.length, attribute, value, undefined, matching, n);
}
Then("{int} of the cards in {zones} have {word} {word}", countWithAttribute);

Then(
  "{int} of the cards in {zones} have {word} {word} in {word}",
  function (this: AgonWorld, n: number, zones: ZoneRef[], attribute: string, value: string, written: string) {
    const key = entryKey(this.game, attribute, written, this.language);
    const matching = cardsOf(this, zones).filter((c) => sameValue(this.catalog.cardAttribute(c, attribute, key), literal(value)));
    if (matching.length !== n) throw fail("countWith", matching.length, attribute, value, key, matching, n);
  },
);

export function everyCardHas(this: AgonWorld, zones: ZoneRef[], attribute: string, written: string) {
  const value = expectedValue(this, attribute, written);
  const other = cardsOf(this, zones).filter((c) => !sameValue(this.catalog.cardAttribute(c, attribute), literal(value)));
  if (other.length > 0) throw fail("notEveryHas", other, attribute, value);
}
Then("every card in {zones} has {word} {word}", everyCardHas);

/** The `other` attribute of the cards in `zones` whose `attribute` is `value`. */
function otherOfCardsWith(world: AgonWorld, zones: ZoneRef[], attribute: string, written: string, other: string) {
  const value = expectedValue(world, attribute, written);
  return cardsOf(world, zones)
    .filter((c) => sameValue(world.catalog.cardAttribute(c, attribute), literal(value)))
    .map((c) => world.catalog.cardAttribute(c, other));
}

export function valuesOfCardsWith(this: AgonWorld, zones: ZoneRef[], attribute: string, value: string, other: string, expected: string[]) {
  const values = otherOfCardsWith(this, zones, attribute, value, other);
  const wanted = expected.map((e) => literal(expectedValue(this, other, e)));
  if (!sameItems(values, wanted)) throw fail("othersHave", other, values, wanted);
}
Then("the cards in {zones} with {word} {word} have {word} {list}", valuesOfCardsWith);

export function numbersOfCardsWith(this: AgonWorld, zones: ZoneRef[], attribute: string, value: string, other: string, expected: number[]) {
  const values = otherOfCardsWith(this, zones, attribute, value, other);
  if (!sameItems(values, expected)) throw fail("othersHave", other, values, expected);
}
Then("the cards in {zones} with {word} {word} have {word} {numbers}", numbersOfCardsWith);

/** A list attribute, compared as a set: the card "x" has signs [red, white] */
Given("the card {string} has {word} [{list}]", function (this: AgonWorld, card: string, attribute: string, expected: string[]) {
  const id = this.card(card);
  const actual = this.catalog.cardAttribute(id, attribute);
  if (!Array.isArray(actual) || !sameItems(actual, expected.map(literal))) {
    throw fail("attributeIs", id, attribute, undefined, actual, `[${expected.join(", ")}]`);
  }
});

export function noTwoShare(this: AgonWorld, zones: ZoneRef[], attribute: string, written: string) {
  const key = entryKey(this.game, attribute, written, this.language);
  const seen = new Map<number, string>();
  for (const card of cardsOf(this, zones)) {
    const v = this.catalog.cardAttribute(card, attribute, key);
    if (typeof v !== "number") continue;
    const before = seen.get(v);
    if (before) throw fail("twoShare", before, card, attribute, v, key);
    seen.set(v, card);
  }
}
Then("no two cards in {zones} share a {word} number in {word}", noTwoShare);
