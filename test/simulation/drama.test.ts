// Standings during play and the drama measures read from them: the leader after each turn, lead
// changes, the decisive turn, and the winners of a game whose `finish` names none.
import { describe, expect, it } from "vitest";
import { firstLegalAgent } from "../../src/interpreter/agents.js";
import { playGame } from "../../src/interpreter/match.js";
import { GameTally } from "../../src/simulation/tally.js";
import { gameOf } from "../interpreter/helpers.js";

/** Ann takes 3 points in turn 1, Bob 5 in turn 2, Ann 1 in turn 3, nobody anything in turn 4. */
function scripted(order: "highest" | "lowest") {
  return gameOf(`game race { players 2  standings standing ${order} }
var points: int per player = 0
function standing(p: player): int = points[p]
rule setup { }
rule turn(r: int) {
  if r == 1 { set points[first(players)] = points[first(players)] + 3 }
  if r == 2 { set points[last(players)] = points[last(players)] + 5 }
  if r == 3 { set points[first(players)] = points[first(players)] + 1 }
}
rule play {
  for r in 1..4 {
    call turn(r)
  }
}
rule finish { }
`);
}

function played(order: "highest" | "lowest") {
  const tally = new GameTally(
    "turn",
    undefined,
    new Map([
      ["ann", 0],
      ["bob", 1],
    ]),
    order === "lowest" ? -1 : 1,
  );
  const { result } = playGame(scripted(order), { players: [{ name: "ann" }, { name: "bob" }], seed: 1, eventSink: tally }, () =>
    firstLegalAgent(),
  );
  return { tally, result };
}

describe("standings and drama", () => {
  it("highest leads: Ann, then Bob for good from turn 2; Bob wins on the standings", () => {
    const { tally, result } = played("highest");
    expect(tally.leaders).toEqual([0, 1, 1, 1]);
    expect(tally.leadChanges).toBe(1);
    expect(result.winners).toEqual(["bob"]);
    expect(result.scores).toEqual({ ann: 4, bob: 5 });
    expect(tally.decisiveTurn(1)).toBe(2);
    // a seat that did not lead after the last turn has no decisive turn
    expect(tally.decisiveTurn(0)).toBe(0);
  });

  it("lowest leads: Bob, then Ann for good from turn 2; Ann wins", () => {
    const { tally, result } = played("lowest");
    expect(tally.leaders).toEqual([1, 0, 0, 0]);
    expect(tally.leadChanges).toBe(1);
    expect(result.winners).toEqual(["ann"]);
    expect(tally.decisiveTurn(0)).toBe(2);
  });

  it("reading the standings costs the game no steps", () => {
    const game = scripted("highest");
    const players = [{ name: "ann" }, { name: "bob" }];
    const watched = new GameTally(
      "turn",
      undefined,
      new Map([
        ["ann", 0],
        ["bob", 1],
      ]),
    );
    // a budget just big enough for the game unwatched is enough watched
    let budget = 1;
    for (;;) {
      try {
        playGame(game, { players, seed: 1, stepBudget: budget, recordEvents: false }, () => firstLegalAgent());
        break;
      } catch {
        budget++;
      }
    }
    expect(() => playGame(game, { players, seed: 1, stepBudget: budget, eventSink: watched }, () => firstLegalAgent())).not.toThrow();
    expect(watched.leaders).toHaveLength(4);
  });
});
