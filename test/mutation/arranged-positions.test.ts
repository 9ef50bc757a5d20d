// The positions the features arrange are recorded while they run, and the play probe plays on
// from each: a mutant is compared with the original from where the scenarios put the game, not
// only from the start.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";
import { recordingPositions } from "../../src/mutation/arranged-positions.js";
import { PlayBaseline } from "../../src/mutation/equivalence.js";
import { openSuite } from "../../src/mutation/suite.js";

describe("arranged positions", () => {
  it("are recorded from the scenarios and played on by the probe", { timeout: 120_000 }, async () => {
    const suite = await openSuite(process.cwd(), "lead-and-follow");
    const positions = await recordingPositions("lead-and-follow", () => suite.run(join(process.cwd(), "rules")));
    expect(positions.length).toBeGreaterThan(5);
    expect(positions.every((p) => p.game === "lead-and-follow")).toBe(true);
    // a scenario tagged with an option plays with it, and so does its recorded position
    expect(positions.some((p) => p.config.options?.trumps === "hearts")).toBe(true);
    expect(positions.some((p) => (p.config.arrangements ?? []).length > 0)).toBe(true);

    const original = loadGame("rules/lead-and-follow.agon").game!;
    const baseline = new PlayBaseline(original, { seeds: 1, invariantSeeds: 1, positions, positionSeeds: 1 });
    expect(baseline.games.filter((g) => g.from !== undefined)).toHaveLength(positions.length);
    expect(baseline.firstDifference(original)).toEqual({ kind: "same" });
  });
});
