// Scripted decisions and what the game asks. A Given decision ("Anna chose marathon 2") is made
// as soon as the match starts; a When decision is made at once. Either way it must be the named
// player's turn to decide, or the step fails saying whose decision is pending.
import { Given, Then, When } from "@cucumber/cucumber";
import type { DataTable } from "@cucumber/cucumber";
import { AgonError, firstLegalAgent, randomAgent, type Decision, type PlainValue } from "../../src/index.js";
import type { AgonWorld } from "../support/world.js";
import { answerAll, answerFirstUntil, decide, pendingOf, type PlannedAnswer } from "../support/decisions.js";
import { sameItems } from "../support/lists.js";
import { fail } from "../support/failures.js";
import { cardsIn, type ZoneRef } from "../support/zones.js";
import { namedRows } from "../support/tables.js";
import { enumValue } from "../support/entries.js";
import { unquote } from "../support/resolve.js";

function answersOf(world: AgonWorld, player: string, answers: string[], label?: string): PlannedAnswer[] {
  return answers.map((answer) => ({ player: world.player(player), answer, label }));
}

for (const verb of ["chooses", "chose"]) {
  Given(`{player} ${verb} {list}`, function (this: AgonWorld, player: string, answers: string[]) {
    decide(this, answersOf(this, player, answers));
  });
  Given(`{player} ${verb} {list} for {string}`, function (this: AgonWorld, player: string, answers: string[], label: string) {
    decide(this, answersOf(this, player, answers, label));
  });
}

/** | player | answer | (optional | decision |): simultaneous choices, answered in whatever order the game asks */
When("the players choose:", function (this: AgonWorld, table: DataTable) {
  const rows = namedRows(table, ["player", "answer"], ["decision"]);
  const planned = rows.map((row) => ({ player: this.player(row.player!), answer: row.answer!, label: row.decision || undefined }));
  answerAll(this.match, planned, (t, opts) => this.value(t, opts, this.match));
});

When("{player} answers with the first legal option", function (this: AgonWorld, player: string) {
  const d = pendingOf(this.match, this.player(player));
  this.match.choose(d.options.length > 0 ? d.options[0] : null);
});

When("every pending {string} is answered with the first legal option", function (this: AgonWorld, label: string) {
  answerFirstUntil(this.match, (d) => d.label !== label);
});

When("first legal options are chosen until {player} must choose {string}", function (this: AgonWorld, player: string, label: string) {
  answerFirstUntil(this.match, (d) => d.player === player && d.label === label);
  pendingOf(this.match, player, label);
});

When("first legal options are chosen until {zone} holds fewer than {int} cards", function (this: AgonWorld, zone: ZoneRef, n: number) {
  answerFirstUntil(this.match, () => cardsIn(this.match, zone).length < n);
  if (cardsIn(this.match, zone).length >= n) throw fail("endedHolding", zone, n);
});

export function playToEndFirstLegal(this: AgonWorld) {
  this.match.runWith(() => firstLegalAgent());
}
When("the game is played to the end with first-legal agents", playToEndFirstLegal);

export function playToEndRandom(this: AgonWorld, seed: number) {
  this.match.runWith(this.match.players().map((_, i) => randomAgent(seed + i)));
}
When("the game is played to the end with random agents seeded {int}", playToEndRandom);

export function mustChoose(this: AgonWorld, player: string, label: string) {
  pendingOf(this.match, this.player(player), label);
}
Then("{player} must choose {string}", mustChoose);

export function mustChooseInSecret(this: AgonWorld, player: string, label: string) {
  const d = pendingOf(this.match, this.player(player), label);
  if (!d.secret) throw fail("notSecret", d);
}
Then("{player} must choose {string} in secret", mustChooseInSecret);

export function mustChooseFrom(this: AgonWorld, player: string, label: string, expected: string[]) {
  const d = pendingOf(this.match, this.player(player), label);
  const values = expected.map((t) => answerAt(this, d, t));
  if (!sameItems(d.options, values)) throw fail("optionsAre", d.options, values);
}
Then("{player} must choose {string} from {list}", mustChooseFrom);

Then("{player} may choose {list}", function (this: AgonWorld, player: string, expected: string[]) {
  const d = pendingOf(this.match, this.player(player));
  const missing = expected.map((t) => answerAt(this, d, t)).filter((v) => !d.options.includes(v));
  if (missing.length > 0) throw fail("notAmongOptions", missing, d);
});

/** The enum whose values a decision offers (a discipline), if its options are all of one. */
function optionsEnum(world: AgonWorld, d: Decision): string | undefined {
  if (d.options.length === 0 || !d.options.every((o) => typeof o === "string")) return undefined;
  for (const [name, e] of world.game.enums) if (d.options.every((o) => e.values.includes(o as string))) return name;
  return undefined;
}

/** An answer a step names at a decision: where the decision offers the values of an enum, a name
 *  that is no value of it fails here with the nearest one (`멀리뛰기`), as every step that names an
 *  enum value does (support/entries.ts); a value it does not offer is still read as that value. */
function answerAt(world: AgonWorld, d: Decision, text: string): PlainValue {
  const value = world.value(text, d.options);
  const values = optionsEnum(world, d);
  if (values === undefined || d.options.includes(value) || world.game.cards.some((c) => c.id === value)) return value;
  return enumValue(world.game, values, unquote(text), world.language);
}

/** Checks both that the option is not offered and that answering it is refused. */
export function cannotChoose(this: AgonWorld, player: string, refused: string[]) {
  const d = pendingOf(this.match, this.player(player));
  const isCard = (v: PlainValue) => typeof v === "string" && this.game.cards.some((c) => c.id === v);
  for (const text of refused) {
    const value: PlainValue = answerAt(this, d, text);
    // a card where the decision offers symbols (or the other way round) is refused by any game:
    // the check would pass whatever the rules say
    if (d.options.length > 0 && d.options.every((o) => isCard(o) !== isCard(value))) throw fail("wrongKindOfAnswer", value, d);
    if (d.options.includes(value)) throw fail("amongOptions", value, d);
    try {
      this.match.choose(value);
    } catch (e) {
      if (e instanceof AgonError && e.diagnostic.code === "illegal-choice") continue;
      throw e;
    }
    throw fail("answerAccepted", value, d);
  }
}
Then("{player} cannot choose {list}", cannotChoose);

/** Tries every answer of the player's pending decision on a copy of the match: none brings any of
 *  the cards into the zone. Where a decision offers no card itself (a discipline, and a tile comes
 *  of it), this is what "cannot be had" means; it fails naming the answer that brings one, and it
 *  refuses to pass where no answer brings anything into the zone (it could not fail there). */
export function neverComesInto(this: AgonWorld, player: string, names: string[], zone: ZoneRef) {
  const d = pendingOf(this.match, this.player(player));
  const cards = this.cards(names);
  let anyArrival = false;
  for (const option of d.options) {
    const trial = this.copyOfMatch();
    const before = new Set(cardsIn(trial, zone));
    trial.choose(option);
    const arrived = cardsIn(trial, zone).filter((c) => !before.has(c));
    if (arrived.length > 0) anyArrival = true;
    const brought = cards.filter((c) => arrived.includes(c));
    if (brought.length > 0) throw fail("answerBrings", option, brought, zone);
  }
  if (!anyArrival) throw fail("noAnswerBrings", d, zone);
}
Then("whatever {player} chooses, {list} does not come into {zone}", neverComesInto);

Then("no decision is pending", function (this: AgonWorld) {
  const d = this.match.pending();
  if (d) throw fail("waitsFor", d);
});

export function choseTimes(this: AgonWorld, player: string, label: string, n: number) {
  this.player(player);
  const made = this.match.events().filter((e) => e.type === "choice" && e.player === player && e.label === label).length;
  if (made !== n) throw fail("choseTimes", player, label, made, n);
}
Then("{player} chose {string} {int} time(s)", choseTimes);

export function noneChosen(this: AgonWorld, label: string) {
  const made = this.eventsOfLastAction().filter((e) => e.type === "choice" && e.label === label);
  if (made.length > 0) throw fail("chosen", label, made.length);
}
Then("no {string} was chosen", noneChosen);
