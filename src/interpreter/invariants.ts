// Test mode's checks at a point of rest: every card in exactly one zone, every grid's cells in step
// with its cards, and every invariant of the rules true. Both back ends call them.
import { fail } from "./errors.js";
import { cellsAgree } from "./grid-cells.js";
import type { Runtime } from "./runtime.js";
import { describe, type Value } from "./values.js";

/** Test mode: every card is in exactly one zone, and that zone is the one the card says it is in.
 *  The runtime keeps this by construction; test mode checks that it does. */
function checkCardPlaces(rt: Runtime): void {
  const seen = new Uint8Array(rt.game.cards.length);
  for (const insts of rt.zones) {
    for (const z of insts) {
      for (const card of z.cards) {
        if (seen[card.num] || rt.cardZone[card.num] !== z) {
          fail(
            rt,
            "invariant-violated",
            `invariant broken: card \`${card.id}\` is ${seen[card.num] ? "in two zones" : `in \`${z.label}\` but placed in \`${rt.cardZone[card.num]?.label}\``}`,
            "an engine fault: every card must be in exactly one zone",
          );
        }
        seen[card.num] = 1;
      }
      if (z.cells && !cellsAgree(rt, z)) {
        fail(
          rt,
          "invariant-violated",
          `invariant broken: the cells of \`${z.label}\` do not match its cards`,
          "an engine fault: every move must keep a grid's cells up to date",
        );
      }
    }
  }
  const lost = rt.game.cards.find((card) => !seen[card.num]);
  if (lost)
    fail(
      rt,
      "invariant-violated",
      `invariant broken: card \`${lost.id}\` is in no zone`,
      "an engine fault: every card must be in exactly one zone",
    );
}

/** Where test mode checks the invariants: where the game is at rest, never between two
 *  statements of one update (which may pass through a state no rule leaves behind). The game's
 *  end is the end of its last rule block (`finish`, or `play`). */
export type RestPoint = "rule-end" | "choice";

const REST_HINTS: Record<RestPoint, string> = {
  "rule-end": "the rule block that ends here left the game in a state the invariant forbids",
  choice: "the game waits for a decision here in a state the invariant forbids",
};

/** Test mode: every invariant must hold at a point of rest (the position is the statement last run,
 *  or the `choose` that waits). */
export function checkInvariants(rt: Runtime, at: RestPoint): void {
  checkCardPlaces(rt);
  for (const inv of rt.game.invariants) {
    const v = inv.holds(rt, new Array<Value>(inv.frameSize));
    if (v !== true) {
      fail(
        rt,
        "invariant-violated",
        v === false ? `invariant broken: ${inv.message}` : `invariant "${inv.message}" is ${describe(v)}, not true or false`,
        REST_HINTS[at],
      );
    }
  }
}
