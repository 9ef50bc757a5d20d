import { describe, expect, it } from "vitest";
import { firstLegalAgent, randomAgent, scriptedAgent } from "../../src/interpreter/agents.js";
import type { Decision } from "../../src/interpreter/api-types.js";
import { playGame } from "../../src/interpreter/match.js";
import { errorOf, gameOf, twoPlayers, withPlay } from "./helpers.js";

const decision: Decision = { player: "ann", label: "pick", variable: "x", options: ["a", "b", "c"], optional: false, secret: false };
const noView = () => ({ player: "ann", zones: {}, variables: {}, known: [] });

describe("agents", () => {
  it("random agents are seeded and uniform over the legal options", () => {
    const picks = (seed: number) => {
      const a = randomAgent(seed);
      return Array.from({ length: 300 }, () => a.decide(decision, noView));
    };
    expect(picks(3)).toEqual(picks(3));
    expect(picks(3)).not.toEqual(picks(4));
    const counts = new Map<unknown, number>();
    for (const p of picks(5)) counts.set(p, (counts.get(p) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(["a", "b", "c"]);
    for (const n of counts.values()) expect(n).toBeGreaterThan(60);
  });

  it("a random agent may answer none when the choice is optional", () => {
    const a = randomAgent(1);
    const answers = Array.from({ length: 50 }, () => a.decide({ ...decision, optional: true, options: ["a"] }, noView));
    expect(answers).toContain(null);
    expect(answers).toContain("a");
  });

  it("first-legal answers the first option, or none when there is none", () => {
    expect(firstLegalAgent().decide(decision, noView)).toBe("a");
    expect(firstLegalAgent().decide({ ...decision, options: [], optional: true }, noView)).toBeNull();
  });

  it("a scripted agent answers in order and fails clearly when the script runs out", () => {
    const game = gameOf(
      withPlay(
        "",
        `  choose a from [1, 2] by first(players) "first number"
  choose b from [3, 4] by first(players) "second number"`,
      ),
    );
    const e = errorOf(() => playGame(game, twoPlayers, () => scriptedAgent([2])));
    expect(e.diagnostic.code).toBe("script-exhausted");
    expect(e.diagnostic.message).toContain('"second number"');
    expect(e.diagnostic.message).toContain("ann");
    const bad = errorOf(() => playGame(game, twoPlayers, () => scriptedAgent([2, 5])));
    expect(bad.diagnostic.code).toBe("illegal-choice");
  });
});
