// Steps the shared vocabulary lacked, all game-agnostic: grid zones (rows by columns), variables
// indexed by a value rather than a player, piles that mix card kinds, and a decision's options
// compared with the cards of a zone. A grid column is read through the API (`zone(name, column)`);
// a card's row is the row of the last move that put it in the grid, which the event log records.
import { Then, type DataTable } from "@cucumber/cucumber";
import { AgonError, type GameEvent, type PlainValue } from "../../src/index.js";
import type { AgonWorld } from "../support/world.js";
import { optionValue } from "../support/hooks.js";
import { kebab, sameItems } from "../support/lists.js";
import { fail } from "../support/failures.js";
import { sameValue } from "../support/resolve.js";
import { cardsIn, eventZoneMatches, zoneCards, type ZoneRef } from "../support/zones.js";
import { pendingOf } from "../support/decisions.js";
import { dataRows, eachOnce } from "../support/tables.js";

type MoveEvent = Extract<GameEvent, { type: "move" }>;

function columnCards(world: AgonWorld, zone: ZoneRef, column: string): string[] {
  return zoneCards(world.match, zone.name, kebab(column));
}

/** card id -> the row it lies in, for every card now in the grid zone */
function rowsOf(world: AgonWorld, zone: ZoneRef): Map<string, number> {
  const now = new Set(zoneCards(world.match, zone.name));
  const rows = new Map<string, number>();
  for (const e of world.match.events()) {
    if (e.type !== "move" || !eventZoneMatches(e.to, { name: zone.name, text: zone.text })) continue;
    const move = e as MoveEvent;
    for (const card of move.cards) if (move.row !== undefined) rows.set(card, move.row);
  }
  for (const card of rows.keys()) if (!now.has(card)) rows.delete(card);
  const unplaced = [...now].filter((c) => !rows.has(c));
  if (unplaced.length > 0) throw fail("noRowRecorded", unplaced);
  return rows;
}

function rowCards(world: AgonWorld, zone: ZoneRef, row: number): string[] {
  return [...rowsOf(world, zone)].filter(([, r]) => r === row).map(([card]) => card);
}

function cellCards(world: AgonWorld, zone: ZoneRef, row: number, column: string): string[] {
  const inRow = new Set(rowCards(world, zone, row));
  return columnCards(world, zone, column).filter((c) => inRow.has(c));
}

Then("column {word} of {zone} holds {int} card(s)", function (this: AgonWorld, column: string, zone: ZoneRef, n: number) {
  const cards = columnCards(this, zone, column);
  if (cards.length !== n) throw fail("columnCount", column, zone, cards, n);
});

Then("column {word} of {zone} holds {list}", function (this: AgonWorld, column: string, zone: ZoneRef, names: string[]) {
  const cards = columnCards(this, zone, column);
  const expected = this.cards(names);
  if (!sameItems(cards, expected)) throw fail("columnHolds", column, zone, cards, expected);
});

/** | column | cards | (the header row may be left out): the number of cards in each column */
Then("the columns of {zone} hold:", function (this: AgonWorld, zone: ZoneRef, table: DataTable) {
  const rows = dataRows(table, ["column", "cards"]);
  eachOnce(
    rows.map(([column]) => column!),
    "the column",
  );
  const wrong = rows
    .map(([column, n]) => ({ column: column!, n: Number(n), actual: columnCards(this, zone, column!).length }))
    .filter((c) => c.actual !== c.n);
  if (wrong.length > 0) throw fail("columnCounts", wrong);
});

Then("row {int} of {zone} holds {int} card(s)", function (this: AgonWorld, row: number, zone: ZoneRef, n: number) {
  const cards = rowCards(this, zone, row);
  if (cards.length !== n) throw fail("rowCount", row, zone, cards, n);
});

Then("cell {int}, {word} of {zone} holds {string}", function (this: AgonWorld, row: number, column: string, zone: ZoneRef, name: string) {
  const cards = cellCards(this, zone, row, column);
  const expected = this.card(name);
  if (!sameItems(cards, [expected])) throw fail("cellHolds", row, column, zone, cards, expected);
});

Then("cell {int}, {word} of {zone} is empty", function (this: AgonWorld, row: number, column: string, zone: ZoneRef) {
  const cards = cellCards(this, zone, row, column);
  if (cards.length > 0) throw fail("cellHolds", row, column, zone, cards, undefined);
});

/** a variable with one entry per value of an enum: "the position of blue is 3" */
Then("the {word} of {word} is {int}", function (this: AgonWorld, variable: string, index: string, n: number) {
  const value = this.match.variable(variable, kebab(index));
  if (!sameValue(value, n)) throw fail("variableOf", variable, index, value, n);
});

/** | value | variable | (the header row may be left out): one row per entry of a variable indexed by an enum value */
Then("the {word} of each is:", function (this: AgonWorld, variable: string, table: DataTable) {
  const rows = dataRows(table, ["value", variable]);
  eachOnce(
    rows.map(([index]) => kebab(index!)),
    "the value",
  );
  const wrong = rows
    .map(([index, n]) => ({ index: index!, n: Number(n), actual: this.match.variable(variable, kebab(index!)) }))
    .filter((e) => !sameValue(e.actual, e.n));
  if (wrong.length > 0) throw fail("variablesOf", variable, wrong);
});

Then("the {word} is {int}", function (this: AgonWorld, variable: string, n: number) {
  const value = this.match.variable(variable);
  if (!sameValue(value, n)) throw fail("variableOf", variable, undefined, value, n);
});

// ---------------------------------------------------------------- cards of several kinds in one zone
// A pile may mix kinds (progress and order cards, say): these steps count only the cards that carry
// the attribute named after "with a", where the card-data steps would stop at the first card
// without it.

function attributeOrUndefined(world: AgonWorld, card: string, attribute: string): PlainValue | undefined {
  try {
    return world.catalog.cardAttribute(card, attribute);
  } catch (e) {
    if (e instanceof AgonError && e.diagnostic.code === "unknown-attribute") return undefined;
    throw e;
  }
}

function cardsWith(world: AgonWorld, zones: ZoneRef[], attribute: string): string[] {
  return zones.flatMap((z) => cardsIn(world.catalog, z)).filter((c) => attributeOrUndefined(world, c, attribute) !== undefined);
}

function literalOf(text: string): PlainValue {
  if (text === "none") return null;
  const v = optionValue(text);
  return typeof v === "string" ? kebab(v) : v;
}

Then("{int} of the cards in {zones} carry a/an {word}", function (this: AgonWorld, n: number, zones: ZoneRef[], attribute: string) {
  const found = cardsWith(this, zones, attribute);
  if (found.length !== n) throw fail("carrying", found.length, attribute, n);
});

Then(
  "{int} of the cards in {zones} with a/an {word} have {word} {word}",
  function (this: AgonWorld, n: number, zones: ZoneRef[], having: string, attribute: string, value: string) {
    const found = cardsWith(this, zones, having).filter((c) => sameValue(this.catalog.cardAttribute(c, attribute), literalOf(value)));
    if (found.length !== n) throw fail("carryingWith", found.length, having, attribute, value, n);
  },
);

Then(
  "every card in {zones} with a/an {word} has {word} from {int} to {int}",
  function (this: AgonWorld, zones: ZoneRef[], having: string, attribute: string, low: number, high: number) {
    const outside = cardsWith(this, zones, having).filter((c) => {
      const v = this.catalog.cardAttribute(c, attribute);
      return typeof v !== "number" || v < low || v > high;
    });
    if (outside.length > 0) throw fail("outsideRange", outside, attribute, low, high);
  },
);

Then(
  "every card in {zones} with a/an {word} has at least {int} {word}",
  function (this: AgonWorld, zones: ZoneRef[], having: string, n: number, attribute: string) {
    const short = cardsWith(this, zones, having).filter((c) => {
      const v = this.catalog.cardAttribute(c, attribute);
      return !Array.isArray(v) || v.length < n;
    });
    if (short.length > 0) throw fail("fewerThan", short, n, attribute);
  },
);

Then(
  "some card in {zones} with a/an {word} has {word} {word}",
  function (this: AgonWorld, zones: ZoneRef[], having: string, attribute: string, value: string) {
    const found = cardsWith(this, zones, having).some((c) => sameValue(this.catalog.cardAttribute(c, attribute), literalOf(value)));
    if (!found) throw fail("noCardWith", having, attribute, value);
  },
);

// ---------------------------------------------------------------- options compared with a zone's cards

Then("{player} has {int} option(s) for {string}", function (this: AgonWorld, player: string, n: number, label: string) {
  const d = pendingOf(this.match, this.player(player), label);
  if (d.options.length !== n) throw fail("optionCount", d, n);
});

/** e.g. no option of Anna's "second pick" has the colour of Anna's first-pick */
Then(
  "no option of {player}'s {string} has the {word} of {zone}",
  function (this: AgonWorld, player: string, label: string, attribute: string, zone: ZoneRef) {
    const d = pendingOf(this.match, this.player(player), label);
    const taken = cardsIn(this.match, zone).map((c) => this.match.cardAttribute(c, attribute));
    if (taken.length === 0) throw fail("nothingToCompare", zone);
    const clashing = d.options.filter(
      (o) => typeof o === "string" && taken.some((t) => sameValue(this.match.cardAttribute(o, attribute), t)),
    );
    if (clashing.length > 0) throw fail("clashing", clashing as string[], attribute, zone, taken);
  },
);
