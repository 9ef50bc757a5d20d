// The event log: what moved where, under which rulebook rule. Moves are looked up among the events
// of the last block of When steps (or of the whole game when there was none); triggers and
// shuffles in the whole log.
import { Then } from "@cucumber/cucumber";
import type { GameEvent } from "../../src/index.js";
import type { AgonWorld } from "../support/world.js";
import { describe } from "../support/lists.js";
import { eventZoneMatches, type ZoneRef } from "../support/zones.js";

/** An event carries the IDs of its block, comma-separated ("OLY-T3, OLY-T10"). */
function carries(rule: string | undefined, id: string): boolean {
  return rule !== undefined && rule.split(/\s*,\s*/).includes(id);
}

type MoveEvent = Extract<GameEvent, { type: "move" }>;

interface MoveQuery { cards: string[]; from?: ZoneRef; to: ZoneRef; rule?: string }

function moves(world: AgonWorld): MoveEvent[] {
  return world.eventsOfLastAction().filter((e): e is MoveEvent => e.type === "move");
}

function describeMoves(list: MoveEvent[]): string {
  if (list.length === 0) return "no moves";
  return list.map((m) => `${m.cards.join(",")} ${m.from} -> ${m.to}${m.rule ? ` (${m.rule})` : ""}`).join("; ");
}

function checkMoved(world: AgonWorld, q: MoveQuery): void {
  const all = moves(world);
  for (const card of q.cards) {
    const found = all.filter((m) => m.cards.includes(card) && eventZoneMatches(m.to, q.to) && (!q.from || eventZoneMatches(m.from, q.from)));
    if (found.length === 0) {
      const about = all.filter((m) => m.cards.includes(card));
      throw new Error(`no move of ${card}${q.from ? ` from ${q.from.text}` : ""} to ${q.to.text}; ${card}: ${describeMoves(about)}`);
    }
    if (q.rule && !found.some((m) => carries(m.rule, q.rule!))) {
      throw new Error(`${card} moved to ${q.to.text} by ${describe(found.map((m) => m.rule ?? "no rule"))}, expected ${q.rule}`);
    }
  }
}

{
  const prefix = "the event log shows ";
  Then(`${prefix}{list} moved from {zone} to {zone} by rule {rule}`, function (this: AgonWorld, cards: string[], from: ZoneRef, to: ZoneRef, rule: string) {
    checkMoved(this, { cards: this.cards(cards), from, to, rule });
  });
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
  if (found.length > 0) throw new Error(describeMoves(found));
});

Then("no card moved from {zone}", function (this: AgonWorld, from: ZoneRef) {
  const found = moves(this).filter((m) => eventZoneMatches(m.from, from) && m.cards.length > 0);
  if (found.length > 0) throw new Error(describeMoves(found));
});

Then("rule {rule} was applied", function (this: AgonWorld, rule: string) {
  if (!this.eventsOfLastAction().some((e) => carries(e.rule, rule))) throw new Error(`no event of the last action carries ${rule}`);
});

Then("rule {rule} was not applied", function (this: AgonWorld, rule: string) {
  const found = this.eventsOfLastAction().filter((e) => carries(e.rule, rule));
  if (found.length > 0) throw new Error(`${found.length} events carry ${rule}, the first: ${JSON.stringify(found[0])}`);
});

Then("the trigger {string} fired", function (this: AgonWorld, name: string) {
  if (!this.match.events().some((e) => e.type === "trigger" && e.name === name)) throw new Error(`the trigger ${name} never fired`);
});

Then("the trigger {string} did not fire", function (this: AgonWorld, name: string) {
  if (this.match.events().some((e) => e.type === "trigger" && e.name === name)) throw new Error(`the trigger ${name} fired`);
});

Then("{zone} was shuffled by rule {rule}", function (this: AgonWorld, zone: ZoneRef, rule: string) {
  const shuffles = this.match.events().filter((e) => e.type === "shuffle" && eventZoneMatches(e.zone, zone));
  if (!shuffles.some((e) => carries(e.rule, rule))) throw new Error(`${zone.text} was shuffled by ${describe(shuffles.map((e) => e.rule ?? "no rule"))}, expected ${rule}`);
});

Then("{player} looked at {list} in secret", function (this: AgonWorld, player: string, names: string[]) {
  const seen = new Set(this.eventsOfLastAction().flatMap((e) => (e.type === "look" && e.player === player ? e.cards : [])));
  const unseen = this.cards(names).filter((c) => !seen.has(c));
  if (unseen.length > 0) throw new Error(`${player} did not look at ${describe(unseen)}`);
});
