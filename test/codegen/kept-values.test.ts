// The generated code keeps the values of pure functions with what they charged (emit-memo.ts):
// under every step budget up to a whole game's, both back ends stop at the same statement with
// the same diagnostic, or play the same game; and only the pure functions with a loop are kept.
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";
import { generateProgram } from "../../src/codegen/backend.js";
import { outcome } from "./differential.js";

const FILE = "test/fixtures/games/kept-values.agon";

function game() {
  const r = loadGame(FILE);
  if (!r.game) throw new Error(r.diagnostics.map((d) => d.message).join("; "));
  return r.game;
}

describe("kept values of pure functions", () => {
  it("keeps the pure functions with a loop, not the one reading a var", () => {
    const text = generateProgram(game()).program.text;
    // shine-of, heavy, brightest, worth, up-to: kept; with-round reads `round`
    expect(text.match(/^function w\d+/gm)?.length).toBe(5);
    expect(text).toMatch(/^function u5\(rt, l0\) \{\nconst V/m);
  });

  it("charges as the closures do under every budget up to a whole game's", () => {
    const g = game();
    const setting = { players: 3, options: {} };
    let budget = 1;
    let stopped = 0;
    for (; budget < 20_000; budget++) {
      const closures = outcome(g, setting, 7, "closures", budget);
      expect(outcome(g, setting, 7, "generated", budget)).toBe(closures);
      if (!closures.includes("step-budget-exceeded")) break;
      stopped++;
    }
    // the sweep reached a whole game, through many budgets that stop it half-way
    expect(budget).toBeLessThan(20_000);
    expect(stopped).toBeGreaterThan(500);
  });
});
