import { describe, expect, it } from "vitest";
import { randomAgent } from "../../src/interpreter/agents.js";
import { newMatch, playGame } from "../../src/interpreter/match.js";
import { gameOf, withPlay } from "./helpers.js";

const game = gameOf(
  withPlay(
    `
kind chip { value: int }
cards chip { generate 12 with value 1 }
zone pile: chip shared hidden holds all chip
zone hand: chip per player owner
zone out: chip shared public
`,
    `  shuffle pile
  deal 3 from pile to hand
  repeat {
    for p in players {
      if count(hand[p]) == 0 { leave play }
      choose c from hand[p] by p "a chip"
      move c to out
      set points[p] += pick([1, 2, 3])
    }
    log shuffled([1, 2, 3, 4])
  }`,
  ),
);

function run(seed: number, agentSeed: number) {
  return playGame(game, { players: [{ name: "ann" }, { name: "bob" }, { name: "cy" }], seed }, (p) => randomAgent(agentSeed + p.length));
}

describe("determinism", () => {
  it("the same seed and the same decisions give the same game, event for event", () => {
    expect(run(7, 1)).toEqual(run(7, 1));
  });

  it("another seed gives another game", () => {
    const a = JSON.stringify(run(7, 1).events);
    expect([8, 9, 10].some((s) => JSON.stringify(run(s, 1).events) !== a)).toBe(true);
  });

  it("events are not recorded when recordEvents is false, and the result is the same", () => {
    const quiet = playGame(game, { players: [{ name: "ann" }, { name: "bob" }, { name: "cy" }], seed: 7, recordEvents: false }, (p) =>
      randomAgent(1 + p.length),
    );
    expect(quiet.events).toEqual([]);
    expect(quiet.result).toEqual(run(7, 1).result);
  });

  it("the fast path and the stepping API play the same game with the same agents", () => {
    const players = [{ name: "ann" }, { name: "bob" }, { name: "cy" }];
    const fast = playGame(game, { players, seed: 11 }, (p) => randomAgent(p.length));
    const m = newMatch(game, { players, seed: 11 });
    // the function is asked once per player, as on the fast path
    const result = m.runWith((p) => randomAgent(p.length));
    expect(result).toEqual(fast.result);
    expect(m.events()).toEqual(fast.events);
  });
});
