// A probe of the samples a position draws: the state a playout deals at the player's decision
// (and where it was dealt, when rivals answered again first), read and the playout stopped.
import type { Position } from "../../src/interpreter/position.js";
import { Rng } from "../../src/interpreter/rng.js";
import type { Decider, Runtime } from "../../src/interpreter/runtime.js";
import { itemKey, zonesOf } from "./counterfactual.js";

const STOP = new Error("stop");

export interface Sample {
  /** the zones where the sample was dealt (at the first rival answered again, or the decision) */
  dealt: Record<string, string[]>;
  /** the rivals' answers given again, by identity */
  retold: string[];
  /** the zones at the player's decision */
  zones: Record<string, string[]>;
}

/** What a playout of `position` starts the player's decision from (rivals answered again at
 *  random when `rivals`). */
export function sampleAt(position: Position, seed: number, rivals?: boolean): Sample {
  let dealt: Record<string, string[]> | undefined;
  let retold: string[] = [];
  let zones: Record<string, string[]> | undefined;
  /** the state the rivals answered again in (a sample that then showed the player something else
   *  is dropped for one dealt at the decision) */
  let rewound: Runtime | undefined;
  const capture: Decider = (rt) => {
    zones = zonesOf(rt);
    if (rt !== rewound) [dealt, retold] = [zones, []];
    throw STOP;
  };
  const random = new Rng(seed);
  const policy: Decider = (rt, _p, items) => {
    if (rt !== rewound) [rewound, dealt] = [rt, zonesOf(rt)];
    const i = random.below(items.length);
    retold.push(itemKey(items[i]!));
    return i;
  };
  try {
    position.playout(seed, capture, rivals ? { rivals: policy } : {});
  } catch (e) {
    if (e !== STOP) throw e;
  }
  return { dealt: dealt!, retold, zones: zones! };
}
