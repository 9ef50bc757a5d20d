// Where each phase stands among its siblings in an event log, for the trace (account.ts) and the
// story (story.ts) alike.
import type { GameEvent } from "../index.js";

/** Each phase start's ordinal among its siblings (by event index), and the names that repeat
 *  within one parent. */
export function phaseOrdinals(events: readonly GameEvent[]): { ordinals: Map<number, number>; repeating: Set<string> } {
  const ordinals = new Map<number, number>();
  const repeating = new Set<string>();
  const siblings: Map<string, number>[] = [new Map()];
  events.forEach((event, index) => {
    if (event.type !== "phase") return;
    if (event.phase === "end") {
      if (siblings.length > 1) siblings.pop();
      return;
    }
    const counts = siblings.at(-1)!;
    const ordinal = (counts.get(event.name) ?? 0) + 1;
    counts.set(event.name, ordinal);
    if (ordinal > 1) repeating.add(event.name);
    ordinals.set(index, ordinal);
    siblings.push(new Map());
  });
  return { ordinals, repeating };
}
