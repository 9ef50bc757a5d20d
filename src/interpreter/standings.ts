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
  return rt.game.standings ? readStandings(rt, new Array<number>(rt.players.length), []) : undefined;
}

/** A reader of the standings for a sink that reads them after every turn: each read fills the
 *  same array (and the same frames), so that following a game's lead allocates nothing. */
export function standingsReader(rt: Runtime): () => number[] {
  const out = new Array<number>(rt.players.length).fill(0);
  const frames: Value[][] = [];
  return () => readStandings(rt, out, frames);
}

/** Fills `out` with each seat's standing, reusing `frames` (one per seat, made at the first read). */
function readStandings(rt: Runtime, out: number[], frames: Value[][]): number[] {
  const spec = rt.game.standings!;
  const { steps, memory, at } = rt;
  try {
    const players = rt.players;
    for (let seat = 0; seat < players.length; seat++) {
      const p = players[seat]!;
      let frame = frames[seat];
      if (frame === undefined) frames[seat] = frame = new Array<Value>(spec.frameSize);
      // the slots past the player are the function's locals: cleared, as a fresh frame has them
      else for (let k = 1; k < frame.length; k++) frame[k] = undefined;
      frame[0] = p;
      const v = spec.of(rt, frame);
      if (typeof v !== "number") fail(rt, "wrong-type", `the standings of ${p.name} are ${describe(v)}, not an int`);
      out[seat] = v;
    }
    return out;
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
  for (let seat = 0; seat < values.length; seat++) {
    const x = sign * values[seat]!;
    if (x > best) {
      best = x;
      who = seat;
    } else if (x === best) who = -1;
  }
  return who;
}

/** The seats at the best standing (all of them when it is shared). */
export function bestSeats(values: readonly number[], sign: 1 | -1): number[] {
  const best = Math.max(...values.map((v) => sign * v));
  return values.flatMap((v, seat) => (sign * v === best ? [seat] : []));
}
