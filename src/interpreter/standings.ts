// The standings a game declares (`standings NAME highest|lowest`, grammar/standings.ts), read from
// a running game: each player's provisional score, who leads, who wins when `finish` names no one.
// Reading them is looking, not playing: the steps and memory it costs are given back, so that a
// game plays the same (and meets its budget the same) whether anyone watches its standings.
import { fail } from "./errors.js";
import type { StandingsSpec } from "./model.js";
import type { Runtime } from "./runtime.js";
import { describe, type Value } from "./values.js";

/** Each seat's standing now; undefined for a game that declares none. */
export function standingsOf(rt: Runtime): number[] | undefined {
  const spec = rt.game.standings;
  if (!spec) return undefined;
  const { steps, memory, at } = rt;
  try {
    return rt.players.map((p) => {
      const frame = new Array<Value>(spec.frameSize);
      frame[0] = p;
      const v = spec.of(rt, frame);
      if (typeof v !== "number") fail(rt, "wrong-type", `the standings of ${p.name} are ${describe(v)}, not an int`);
      return v;
    });
  } finally {
    rt.steps = steps;
    rt.memory = memory;
    rt.at = at;
  }
}

/** +1 when a higher standing is better, -1 when a lower one is. */
export function direction(spec: StandingsSpec | undefined): 1 | -1 {
  return spec?.order === "lowest" ? -1 : 1;
}

/** The seat that stands best alone, or -1 when the best is shared. */
export function leaderOf(values: readonly number[], sign: 1 | -1): number {
  let best = -Infinity;
  let who = -1;
  values.forEach((v, seat) => {
    const x = sign * v;
    if (x > best) [best, who] = [x, seat];
    else if (x === best) who = -1;
  });
  return who;
}

/** The seats at the best standing (all of them when it is shared). */
export function bestSeats(values: readonly number[], sign: 1 | -1): number[] {
  const best = Math.max(...values.map((v) => sign * v));
  return values.flatMap((v, seat) => (sign * v === best ? [seat] : []));
}
