// The end of a game and the variables along the way: who won, who scored what, who holds a role.
import { Then } from "@cucumber/cucumber";
import type { DataTable } from "@cucumber/cucumber";
import type { GameResult } from "../../src/index.js";
import type { AgonWorld } from "../support/world.js";
import { describe, sameItems } from "../support/lists.js";
import { sameValue } from "../support/resolve.js";
import { dataRows, eachOnce } from "../support/tables.js";

function result(world: AgonWorld): GameResult {
  const r = world.match.result();
  if (!r) throw new Error(`the game is not over; it waits for ${JSON.stringify(world.match.pending())}`);
  return r;
}

export function gameIsOver(this: AgonWorld) {
  if (!this.match.isOver()) throw new Error(`the game is not over; it waits for ${JSON.stringify(this.match.pending())}`);
}
Then("the game is over", gameIsOver);

Then("the game is not over", function (this: AgonWorld) {
  if (this.match.isOver()) throw new Error(`the game is over: ${JSON.stringify(this.match.result())}`);
});

export function winnersAre(this: AgonWorld, names: string[]) {
  const { winners } = result(this);
  if (!sameItems(winners, names)) throw new Error(`the winners are ${describe(winners)}, expected ${describe(names)}`);
}
Then("the winners are {list}", winnersAre);

Then("the winner is {player}", function (this: AgonWorld, name: string) {
  const { winners } = result(this);
  if (!sameItems(winners, [name])) throw new Error(`the winners are ${describe(winners)}, expected ${name}`);
});

export function playerScores(this: AgonWorld, player: string, points: number) {
  const score = result(this).scores[this.player(player)];
  if (score !== points) throw new Error(`${player} scores ${score}, expected ${points}`);
}
Then("{player} scores {int}", playerScores);

/** | player | score | (the header row may be left out): every player of the game, once each */
Then("the scores are:", function (this: AgonWorld, table: DataTable) {
  const { scores } = result(this);
  const rows = dataRows(table, ["player", "score"]);
  eachOnce(
    rows.map(([player]) => player!),
    "the player",
  );
  const unnamed = this.match.players().filter((p) => !rows.some(([player]) => player === p));
  if (unnamed.length > 0) throw new Error(`the table gives no score for ${describe(unnamed)}`);
  for (const [player, points] of rows) {
    if (!(player! in scores)) throw new Error(`${player} is no player of the game (${describe(Object.keys(scores))})`);
    if (scores[player!] !== Number(points)) throw new Error(`${player} scores ${scores[player!]}, expected ${points}`);
  }
});

export function playerIsThe(this: AgonWorld, player: string, variable: string) {
  const value = this.match.variable(variable);
  if (value !== this.player(player)) throw new Error(`the ${variable} is ${JSON.stringify(value)}, expected ${player}`);
}
Then("{player} is the {word}", playerIsThe);

/** a variable with one entry per player, as it stands now: "Anna's points are 0" */
export function playerVariableIs(this: AgonWorld, player: string, variable: string, n: number) {
  const value = this.match.variable(variable, this.player(player));
  if (!sameValue(value, n)) throw new Error(`${player}'s ${variable} is ${JSON.stringify(value)}, expected ${n}`);
}
Then("{player}'s {word} is/are {int}", playerVariableIs);

/** Relates the result to the end position: each player's score is the total of an attribute
 *  over the cards in their own instances of the named zones. */
export function scoresTotalOf(this: AgonWorld, attribute: string, zones: string[]) {
  const { scores } = result(this);
  for (const player of this.match.players()) {
    const cards = zones.flatMap((zone) => this.match.zone(zone, player));
    const total = cards.reduce((sum, card) => sum + Number(this.match.cardAttribute(card, attribute, undefined)), 0);
    if (scores[player] !== total)
      throw new Error(`${player} scores ${scores[player]}, but the ${attribute} of ${describe(cards)} totals ${total}`);
  }
}
Then("each player scores the total {word} of the cards in their {list}", scoresTotalOf);

export function highestScoreWins(this: AgonWorld) {
  const { scores, winners } = result(this);
  const best = Math.max(...Object.values(scores));
  const expected = Object.keys(scores).filter((p) => scores[p] === best);
  if (!sameItems(winners, expected))
    throw new Error(`the winners are ${describe(winners)}; the highest score ${best} is ${describe(expected)}'s`);
}
Then("whoever has the highest score wins", highestScoreWins);
