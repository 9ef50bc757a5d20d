// Given steps that say which game, who plays, with which options and seed, and from which
// position: arrangements are handed to newMatch, which applies them after the game's setup.
import { Given } from "@cucumber/cucumber";
import type { DataTable } from "@cucumber/cucumber";
import type { AgonWorld } from "../support/world.js";
import { optionValue } from "../support/hooks.js";
import { zoneCards, type ZoneRef } from "../support/zones.js";
import { arrangedIndex } from "../support/arrange.js";
import { fail } from "../support/failures.js";

/** Default names for "Given 4 players", in seat order. */
const DEFAULT_NAMES = ["Anna", "Ben", "Cleo", "Dora", "Emil", "Fay", "Gus", "Hana"];

export function givenGame(this: AgonWorld, name: string) {
  this.requireNotStarted("game");
  this.gameName = name;
  // load now, so a rules file that does not load, or a tag that sets no option of it, fails here
  this.checkOptionTags();
}
Given("the game {string}", givenGame);

export function givenPlayers(this: AgonWorld, names: string[]) {
  this.requireNotStarted("players");
  this.players = names.map((name) => ({ name }));
}
Given("the players {list}", givenPlayers);

export function givenPlayerCount(this: AgonWorld, n: number) {
  this.requireNotStarted("players");
  if (n > DEFAULT_NAMES.length) throw fail("tooManyDefaultNames", DEFAULT_NAMES.length);
  this.players = DEFAULT_NAMES.slice(0, n).map((name) => ({ name }));
}
Given("{int} players", givenPlayerCount);

/** | name | age | ... : a column per player attribute the game declares */
Given("the players:", function (this: AgonWorld, table: DataTable) {
  this.requireNotStarted("players");
  this.players = table.hashes().map(({ name, ...rest }) => ({
    name,
    attributes: Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, optionValue(v)])),
  }));
});

export function givenOption(this: AgonWorld, option: string, value: string) {
  this.requireNotStarted("option");
  this.options[option] = optionValue(value);
}
Given("the option {string} is {string}", givenOption);

export function givenSeed(this: AgonWorld, seed: number) {
  this.requireNotStarted("seed");
  this.seed = seed;
}
Given("the seed {int}", givenSeed);

/** Makes a zone short, e.g. a pile near its end: the cards below the top N go to another zone.
 *  The cards are read off a match started with the same set-up, which is the same position since
 *  a match is a function of its configuration and decisions. */
export function keepTopOnly(this: AgonWorld, keep: number, from: ZoneRef, to: ZoneRef) {
  this.requireNotStarted("arrangement");
  const rehearsal = this.rehearsal();
  const rest = zoneCards(rehearsal, from.name, arrangedIndex(from, this)).slice(keep);
  const already = zoneCards(rehearsal, to.name, arrangedIndex(to, this));
  this.arrangements.push({ zone: to.name, index: to.index, cards: [...already, ...rest], mode: "exactly" });
}
Given("all but the top {int} cards of {zone} are put in {zone}", keepTopOnly);
