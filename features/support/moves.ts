// Looking up moves in the event log: a card moved (from a zone) to a zone, under a rule ID.
import type { GameEvent } from "../../src/index.js";
import type { AgonWorld } from "./world.js";
import { fail } from "./failures.js";
import { eventZoneMatches, type ZoneRef } from "./zones.js";

/** An event carries the IDs of its block, comma-separated ("OLY-T3, OLY-T10"). */
export function carries(rule: string | undefined, id: string): boolean {
  return rule?.split(/\s*,\s*/).includes(id) ?? false;
}

/** An event is of a rule when its own block or a block that called it declares the rule's ID. */
export function ofRule(e: GameEvent, id: string): boolean {
  return carries(e.rule, id) || (e.rules?.some((r) => carries(r, id)) ?? false);
}

type MoveEvent = Extract<GameEvent, { type: "move" }>;

export interface MoveQuery {
  cards: string[];
  from?: ZoneRef;
  to: ZoneRef;
  rule?: string;
}

export type { MoveEvent };

export function moves(world: AgonWorld): MoveEvent[] {
  return world.eventsOfLastAction().filter((e): e is MoveEvent => e.type === "move");
}

export function checkMoved(world: AgonWorld, q: MoveQuery): void {
  const all = moves(world);
  for (const card of q.cards) {
    const found = all.filter(
      (m) => m.cards.includes(card) && eventZoneMatches(m.to, q.to) && (!q.from || eventZoneMatches(m.from, q.from)),
    );
    if (found.length === 0) {
      throw fail(
        "noMove",
        card,
        q.from,
        q.to,
        all.filter((m) => m.cards.includes(card)),
      );
    }
    if (q.rule && !found.some((m) => carries(m.rule, q.rule!))) {
      throw fail(
        "movedByOther",
        card,
        q.to,
        found.map((m) => m.rule ?? "-"),
        q.rule,
      );
    }
  }
}
