// The generated back end against the closures, game by game (npm run differential plays many more).
import { describe, expect, it } from "vitest";
import { differentialGames, firstDifference, settingsOf } from "./differential.js";

const games = differentialGames();

describe("generated code and closures agree", () => {
  it("finds the three games and the fixture games", () => {
    const files = games.map((g) => g.file);
    expect(files).toEqual(expect.arrayContaining(["rules/olympia-2000.agon", "rules/olympeak.agon", "rules/lead-and-follow.agon"]));
    expect(files.length).toBeGreaterThan(5);
  });
  for (const g of games) {
    // two hundred games per rules file, spread over its settings
    const seeds = g.file.startsWith("rules/") ? Math.ceil(200 / settingsOf(g.game).length) : 2;
    it(`${g.file}: ${seeds} seeds × every player count and option value`, () => {
      const d = firstDifference(g, seeds);
      expect(d && { ...d, closures: d.closures.slice(0, 2000), generated: d.generated.slice(0, 2000) }).toBeUndefined();
    });
  }
});
