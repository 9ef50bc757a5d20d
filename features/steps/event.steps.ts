// The event log: what moved where, under which rulebook rule. Moves are looked up among the events
// of the last block of When steps (or of the whole game when there was none); triggers and
// shuffles in the whole log.
import { Then } from "@cucumber/cucumber";
import type { GameEvent } from "../../src/index.js";
import type { AgonWorld } from "../support/world.js";
import { carries, checkMoved, moves, ofRule } from "../support/moves.js";
import { fail } from "../support/failures.js";
import { eventZoneMatches, type ZoneRef } from "../support/zones.js";

{
  const prefix = "the event log shows ";
  Then(
    `${prefix}{list} moved from {zone} to {zone} by rule {rule}`,
    function (this: AgonWorld, cards: string[], from: ZoneRef, to: ZoneRef, rule: string) {
      checkMoved(this, { cards: this.cards(cards), from, to, rule });
    },
  );
  Then(`${prefix}{list} moved to {zone} by rule {rule}`, function (this: AgonWorld, cards: string[], to: ZoneRef, rule: string) {
    checkMoved(this, { cards: this.cards(cards), to, rule });
  });
  Then(`${prefix}{list} moved from {zone} to {zone}`, function (this: AgonWorld, cards: string[], from: ZoneRef, to: ZoneRef) {
    checkMoved(this, { cards: this.cards(cards), from, to });
  });
  Then(`${prefix}{list} moved to {zone}`, function (this: AgonWorld, cards: string[], to: ZoneRef) {
    checkMoved(this, { cards: this.cards(cards), to });
  });
}

Then("no card moved to {zone}", function (this: AgonWorld, to: ZoneRef) {
  const found = moves(this).filter((m) => eventZoneMatches(m.to, to) && m.cards.length > 0);
  if (found.length > 0) throw fail("cardsMoved", found);
});

Then("no card moved from {zone}", function (this: AgonWorld, from: ZoneRef) {
  const found = moves(this).filter((m) => eventZoneMatches(m.from, from) && m.cards.length > 0);
  if (found.length > 0) throw fail("cardsMoved", found);
});

/** The events of the last action by which a rule did something: a card moved, a zone shuffled or
 *  revealed, a card looked at, a decision asked, a variable set, the game ended. A rule that only
 *  ran (its phase events), logged, or moved an empty zone did nothing. A rule acts also through
 *  the rules it calls: their events carry its ID in their chain (`rules`). */
function effectsOf(world: AgonWorld, rule: string): GameEvent[] {
  return world.eventsOfLastAction().filter((e) => ofRule(e, rule) && didSomething(e));
}

function didSomething(e: GameEvent): boolean {
  switch (e.type) {
    case "move":
    case "reveal":
    case "look":
      return e.cards.length > 0;
    case "shuffle":
    case "choice":
    case "set":
    case "end":
      return true;
    case "phase":
    case "trigger":
    case "log":
      return false;
    default:
      return assertNever(e);
  }
}

function assertNever(e: never): never {
  throw new Error(`an event of an unknown type: ${JSON.stringify(e)}`);
}

export function ruleApplied(this: AgonWorld, rule: string) {
  if (effectsOf(this, rule).length === 0) throw fail("ruleNotApplied", rule);
}
Then("rule {rule} was applied", ruleApplied);

Then("rule {rule} was not applied", function (this: AgonWorld, rule: string) {
  const found = effectsOf(this, rule);
  if (found.length > 0) throw fail("ruleApplied", rule, found.length, found[0]!);
});

export function triggerFired(this: AgonWorld, name: string) {
  if (!this.match.events().some((e) => e.type === "trigger" && e.name === name)) throw fail("triggerFired", name, false);
}
Then("the trigger {string} fired", triggerFired);

Then("the trigger {string} did not fire", function (this: AgonWorld, name: string) {
  if (this.match.events().some((e) => e.type === "trigger" && e.name === name)) throw fail("triggerFired", name, true);
});

export function shuffledBy(this: AgonWorld, zone: ZoneRef, rule: string) {
  const shuffles = this.match.events().filter((e) => e.type === "shuffle" && eventZoneMatches(e.zone, zone));
  if (!shuffles.some((e) => carries(e.rule, rule)))
    throw fail(
      "shuffledBy",
      zone,
      shuffles.map((e) => e.rule ?? "-"),
      rule,
    );
}
Then("{zone} was shuffled by rule {rule}", shuffledBy);

export function lookedAtInSecret(this: AgonWorld, player: string, names: string[]) {
  this.player(player);
  const seen = new Set(this.eventsOfLastAction().flatMap((e) => (e.type === "look" && e.player === player ? e.cards : [])));
  const unseen = this.cards(names).filter((c) => !seen.has(c));
  if (unseen.length > 0) throw fail("notLookedAt", player, unseen);
}
Then("{player} looked at {list} in secret", lookedAtInSecret);
