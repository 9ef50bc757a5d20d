// The account's merged lines of hidden moves: a line names every hand it takes cards from, and
// holds the moves of one rule only.
import { describe, expect, it } from "vitest";
import { tellGame } from "../../src/cli/story.js";
import { loadGame, type GameEvent } from "../../src/index.js";

const game = loadGame("rules/olympia-2000.agon").game!;
const PLAYERS = ["Player 1", "Player 2", "Player 3"];
const hidden = (card: string, from: string, to: string, rule: string): GameEvent => ({ type: "move", cards: [card], from, to, rule });

describe("the account's lines of hidden moves", () => {
  it("name the zone, not the first hand, when the cards come from several hands", () => {
    const lines = tellGame(
      game,
      [
        hidden("ajax", "hand[Player 1]", "played[Player 1]", "OLY-T2"),
        hidden("hector", "hand[Player 2]", "played[Player 2]", "OLY-T2"),
        hidden("odysseus", "hand[Player 3]", "played[Player 3]", "OLY-T2"),
      ],
      PLAYERS,
      "en",
    );
    expect(lines).toEqual(["Player 1 1 card, Player 2 1 card, Player 3 1 card: hand → played"]);
  });

  it("still name the one hand they all come from", () => {
    const lines = tellGame(
      game,
      [hidden("ajax", "pile", "hand[Player 1]", "OLY-S4"), hidden("hector", "pile", "hand[Player 2]", "OLY-S4")],
      PLAYERS,
      "en",
    );
    expect(lines).toEqual(["Player 1 1 card, Player 2 1 card: pile → hand"]);
  });

  it("are one per rule: moves of two rules are two lines", () => {
    const lines = tellGame(
      game,
      [hidden("ajax", "pile", "hand[Player 1]", "OLY-S4"), hidden("hector", "pile", "hand[Player 2]", "OLY-T7")],
      PLAYERS,
      "en",
    );
    expect(lines).toEqual(["1 card: pile → Player 1's hand", "1 card: pile → Player 2's hand"]);
  });
});
