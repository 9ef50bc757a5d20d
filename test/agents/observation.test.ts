// Agents see an observation, never the match: everything a searching agent is handed (the
// decision, the view, the position, and the state of a playout) is walked, every own property
// and symbol of every object and prototype, and must not reach the match's History (its seed and
// answers), the true state, or anything that replays it; a cheat's tries at the old private
// fields find nothing; and a playout's state has the hidden cards dealt again.
import { describe, expect, it } from "vitest";
import { loadGame, playGame } from "../../src/index.js";
import type { Agent } from "../../src/interpreter/api-types.js";
import { History } from "../../src/interpreter/history.js";
import { Runtime } from "../../src/interpreter/runtime.js";
import { zonesOf } from "../support/counterfactual.js";

/** Every object reachable from `roots` through own properties (getters not run: a getter is the
 *  object's own code, and what it returns is walked where it is stored). */
function reachable(roots: unknown[]): Set<object> {
  const seen = new Set<object>();
  const stack = roots.filter((r): r is object => (typeof r === "object" || typeof r === "function") && r !== null);
  while (stack.length) {
    const o = stack.pop()!;
    if (seen.has(o)) continue;
    seen.add(o);
    const proto = Object.getPrototypeOf(o);
    if (proto && proto !== Object.prototype && proto !== Function.prototype && proto !== Array.prototype) stack.push(proto);
    for (const key of Reflect.ownKeys(o)) {
      const d = Object.getOwnPropertyDescriptor(o, key)!;
      if ("value" in d && (typeof d.value === "object" || typeof d.value === "function") && d.value !== null) stack.push(d.value);
    }
  }
  return seen;
}

const STOP = new Error("stop");

describe("a searching agent sees an observation, never the match", { timeout: 120_000 }, () => {
  const { game } = loadGame("rules/olympia-2000.agon");
  const SEED = 424242;

  it("nothing it is handed reaches the match's history or the true state", () => {
    let checked = 0;
    let redealt = 0;
    const spy: Agent = {
      name: "spy",
      searches: true,
      decide(d, view, position) {
        if (checked >= 12 || d.options.length < 2) return d.options[0]!;
        const pos = position!;
        // the old way in: the position's private fields and its replay
        const loose = pos as unknown as Record<string, unknown>;
        for (const field of ["setup", "answers", "history", "prepare", "replayTo", "withHiddenDealt", "seed"])
          expect(loose[field], field).toBeUndefined();
        expect(Reflect.ownKeys(pos)).toEqual(["player"]);
        for (const o of reachable([d, view(), pos])) {
          expect(o instanceof History, "a History is reachable").toBe(false);
          expect(o instanceof Runtime, "a state is reachable").toBe(false);
        }
        // a playout's state: its own, dealt again; it reaches no history and not the position
        const states = new Set<string>();
        for (let s = 0; s < 4; s++) {
          try {
            pos.playout(s, (rt) => {
              expect(rt.watch).toBeUndefined();
              expect(rt.events).toBeNull();
              if (s === 0)
                for (const o of reachable([rt])) {
                  expect(o instanceof History, "a History is reachable from a playout").toBe(false);
                  expect(o === pos, "the position is reachable from a playout").toBe(false);
                }
              states.add(JSON.stringify(zonesOf(rt)));
              throw STOP;
            });
          } catch (e) {
            if (e !== STOP) throw e;
          }
        }
        checked++;
        if (states.size > 1) redealt++;
        return d.options[0]!;
      },
    };
    playGame(game!, { players: [{ name: "a" }, { name: "b" }, { name: "c" }], seed: SEED, recordEvents: false }, [spy, spy, spy]);
    expect(checked).toBe(12);
    expect(redealt, "samples differ: the hidden cards are dealt again").toBeGreaterThan(6);
  });
});
