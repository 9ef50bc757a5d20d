// Events carry the chain of rule IDs of the blocks running: a block whose only statement calls a
// rule (`rule everyone-takes implements CR-1 { ... call take-card(p) }`) acted through it, and
// "rule CR-1 was applied" must see that. Both back ends carry the same chain.
import { describe, expect, it } from "vitest";
import { firstLegalAgent, loadGame, playGame, type GameEvent } from "../../src/index.js";

const { game, diagnostics } = loadGame("test/fixtures/games/called-rules.agon");

describe("the chain of rule IDs", () => {
  it("loads", () => {
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });
  for (const engine of ["closures", "generated"] as const) {
    it(`is carried by the events of a called rule (${engine})`, () => {
      const events: GameEvent[] = [];
      const eventSink = { push: (e: GameEvent) => events.push(e) };
      const players = [{ name: "a" }, { name: "b" }];
      playGame(
        game!,
        { players, seed: 1, eventSink, engine },
        players.map(() => firstLegalAgent()),
      );
      const moves = events.filter((e) => e.type === "move");
      expect(moves.length).toBe(2);
      for (const m of moves) {
        expect(m.rule).toBe("CR-2");
        expect(m.rules).toEqual(["CR-1", "CR-2"]);
      }
      // outside the caller's block only the called rule's own ID is running
      const shuffle = events.find((e) => e.type === "shuffle");
      expect(shuffle?.rules).toBeUndefined();
    });
  }
});
