// The end of a game and the variables along the way: who won, who scored what, who holds a role.
import { Then } from "@cucumber/cucumber";
import type { DataTable } from "@cucumber/cucumber";
import type { GameResult } from "../../src/index.js";
import type { AgonWorld } from "../support/world.js";
import { sameItems } from "../support/lists.js";
import { fail } from "../support/failures.js";
import { zoneCards } from "../support/zones.js";
import { sameValue } from "../support/resolve.js";
import { dataRows, eachOnce } from "../support/tables.js";

function result(world: AgonWorld): GameResult {
  const r = world.match.result();
  if (!r) throw fail("notOver", world.match.pending());
  return r;
}

export function gameIsOver(this: AgonWorld) {
  if (!this.match.isOver()) throw fail("notOver", this.match.pending());
}
Then("the game is over", gameIsOver);

Then("the game is not over", function (this: AgonWorld) {
  if (this.match.isOver()) throw fail("over", this.match.result()?.winners ?? []);
});

export function winnersAre(this: AgonWorld, names: string[]) {
  const { winners } = result(this);
  if (!sameItems(winners, names)) throw fail("winnersAre", winners, names);
}
Then("the winners are {list}", winnersAre);

Then("the winner is {player}", function (this: AgonWorld, name: string) {
  const { winners } = result(this);
  if (!sameItems(winners, [name])) throw fail("winnersAre", winners, [name]);
});

export function playerScores(this: AgonWorld, player: string, points: number) {
  const score = result(this).scores[this.player(player)];
  if (score !== points) throw fail("scores", player, score, points);
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
  if (unnamed.length > 0) throw fail("noScoreFor", unnamed);
  for (const [player, points] of rows) {
    if (!(player! in scores)) throw fail("noPlayerScores", player!, Object.keys(scores));
    if (scores[player!] !== Number(points)) throw fail("scores", player!, scores[player!], Number(points));
  }
});

export function playerIsThe(this: AgonWorld, player: string, variable: string) {
  const value = this.match.variable(variable);
  if (value !== this.player(player)) throw fail("playerIsThe", variable, value, player);
}
Then("{player} is the {word}", playerIsThe);

/** a variable with one entry per player, as it stands now: "Anna's points are 0" */
export function playerVariableIs(this: AgonWorld, player: string, variable: string, n: number) {
  const value = this.match.variable(variable, this.player(player));
  if (!sameValue(value, n)) throw fail("playerVariable", player, variable, value, n);
}
Then("{player}'s {word} is/are {int}", playerVariableIs);

/** Relates the result to the end position: each player's score is the total of an attribute
 *  over the cards in their own instances of the named zones. */
export function scoresTotalOf(this: AgonWorld, attribute: string, zones: string[]) {
  const { scores } = result(this);
  for (const player of this.match.players()) {
    const cards = zones.flatMap((zone) => zoneCards(this.match, zone, player));
    const total = cards.reduce((sum, card) => sum + Number(this.match.cardAttribute(card, attribute, undefined)), 0);
    if (scores[player] !== total) throw fail("scoreIsNotTotal", player, scores[player], attribute, cards, total);
  }
}
Then("each player scores the total {word} of the cards in their {list}", scoresTotalOf);

export function highestScoreWins(this: AgonWorld) {
  const { scores, winners } = result(this);
  const best = Math.max(...Object.values(scores));
  const expected = Object.keys(scores).filter((p) => scores[p] === best);
  if (!sameItems(winners, expected)) throw fail("highestDoesNotWin", winners, best, expected);
}
Then("whoever has the highest score wins", highestScoreWins);
