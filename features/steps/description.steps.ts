// How a card reads to a person (its kind's `describe` template) at this moment of the match: a
// template may read the state (`{placing[contested-discipline]}`), so its words are part of play.
import { Then } from "@cucumber/cucumber";
import { describeCard } from "../../src/interpreter/descriptions.js";
import type { AgonWorld } from "../support/world.js";
import { fail } from "../support/failures.js";

export function cardReads(this: AgonWorld, written: string, expected: string) {
  const actual = describeCard(this.game, this.card(written), this.language, (name) => this.match.variable(name));
  if (actual !== expected) throw fail("cardReads", written, actual, expected);
}
Then("the card {word} reads {string}", cardReads);
