import { describe, expect, it } from "vitest";
import { describeEvent, renderEvents, renderResult, resultJson } from "../../src/cli/account.js";
import type { GameEvent } from "../../src/index.js";

const events: GameEvent[] = [
  { type: "phase", name: "setup", phase: "start" },
  { type: "shuffle", zone: "deck", rule: "R-S1" },
  { type: "move", cards: ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8"], from: "deck", to: "hand[Ann]", rule: "R-S2" },
  { type: "phase", name: "setup", phase: "end" },
  { type: "phase", name: "turn", phase: "start", rule: "R-T1" },
  { type: "phase", name: "quiet", phase: "start" },
  { type: "phase", name: "quiet", phase: "end" },
  { type: "choice", player: "Ann", label: "card to play", variable: "c", value: "c1", secret: true, rule: "R-T2" },
  { type: "reveal", zone: "played", cards: ["c1"], rule: "R-T2" },
  { type: "set", variable: "points", index: "Ann", value: 3, rule: "R-T3" },
  { type: "phase", name: "turn", phase: "end" },
  { type: "phase", name: "turn", phase: "start", rule: "R-T1" },
  { type: "trigger", name: "deck-empty", rule: "R-E1" },
  { type: "phase", name: "turn", phase: "end" },
  { type: "end" },
];

describe("the account of a game", () => {
  it("phrases each kind of event with its rule ID", () => {
    expect(describeEvent({ type: "look", player: "Bob", cards: ["c2"] })).toBe("Bob looks at c2");
    expect(describeEvent({ type: "log", message: "hello" })).toBe("hello");
    expect(describeEvent({ type: "set", variable: "dealer", value: "Bob" })).toBe("dealer = Bob");
    expect(describeEvent({ type: "choice", player: "Bob", label: "who", variable: "w", value: null, secret: false })).toBe(
      'Bob chooses none ("who")',
    );
    expect(describeEvent({ type: "phase", name: "turn", phase: "start" })).toBeUndefined();
  });

  it("nests events under numbered phase headings, leaves out empty phases and shortens long card lists", () => {
    expect(renderEvents(events)).toEqual([
      "setup",
      "  shuffle deck  [R-S1]",
      "  8 cards (c1, c2, c3, c4, c5, … 3 more): deck -> hand[Ann]  [R-S2]",
      "turn 1  [R-T1]",
      '  Ann secretly chooses c1 ("card to play")  [R-T2]',
      "  reveal played: c1  [R-T2]",
      "  points[Ann] = 3  [R-T3]",
      "turn 2  [R-T1]",
      "  trigger deck-empty  [R-E1]",
      "the game ends",
    ]);
  });

  it("numbers a phase only where it repeats within one parent", () => {
    const phase = (name: string, at: "start" | "end"): GameEvent => ({ type: "phase", name, phase: at });
    const note = (message: string): GameEvent => ({ type: "log", message });
    const nested: GameEvent[] = [
      phase("play", "start"),
      phase("turn", "start"),
      phase("contest", "start"),
      note("a"),
      phase("contest", "end"),
      phase("turn", "end"),
      phase("turn", "start"),
      phase("contest", "start"),
      note("b"),
      phase("contest", "end"),
      phase("contest", "start"),
      note("c"),
      phase("contest", "end"),
      phase("turn", "end"),
      phase("play", "end"),
    ];
    expect(renderEvents(nested)).toEqual([
      "play",
      "  turn 1",
      "    contest 1",
      "      a",
      "  turn 2",
      "    contest 1",
      "      b",
      "    contest 2",
      "      c",
    ]);
  });

  it("ends with the scores in seating order and the winners", () => {
    const result = { scores: { Bob: 4, Ann: 7 }, winners: ["Ann"] };
    expect(renderResult(result, ["Ann", "Bob"])).toEqual(["result:", "  Ann  7", "  Bob  4", "winner: Ann"]);
    expect(renderResult({ scores: { Ann: 2, Bob: 2 }, winners: ["Ann", "Bob"] }, ["Ann", "Bob"]).at(-1)).toBe("winners: Ann, Bob");
  });

  it("writes the JSON result line exactly, scores in seating order", () => {
    const result = { scores: { Bob: 4, Ann: 7 }, winners: ["Ann"] };
    expect(resultJson(result, ["Ann", "Bob"])).toBe('{"type":"result","scores":{"Ann":7,"Bob":4},"winners":["Ann"]}');
  });
});

describe("the account on the terminal", () => {
  it("escapes control characters from the rules and aligns Korean names by width", async () => {
    const { renderEvents, renderResult } = await import("../../src/cli/account.js");
    const lines = renderEvents([{ type: "log", message: "\u001b[2Jcleared" }]);
    expect(lines).toEqual(["\\x1b[2Jcleared"]);
    const result = renderResult({ scores: { 가나: 3, Bob: 10 }, winners: ["Bob"] } as never, ["가나", "Bob"]);
    expect(result.slice(1, 3)).toEqual(["  가나  3", "  Bob   10"]);
  });
});
