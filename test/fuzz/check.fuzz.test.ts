// A few hundred mutations of the real rules and card files with a fixed seed: `check` must give
// diagnostics at real places, never throw or hang. `npm run fuzz` runs 100,000 of these.
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMutated } from "./check-case.js";
import { mutate } from "./mutate.js";
import { fuzzCaseArb, fuzzFailure } from "./property.js";

describe("fuzzing check with mutated rules and card files", () => {
  it("mutations apply where they say", () => {
    expect(mutate("a b c", { kind: "swap-tokens", at: 0, other: 2 })).toBe("c b a");
    expect(mutate("a b", { kind: "duplicate-token", at: 1 })).toBe("a b b");
    expect(mutate("ab", { kind: "insert-char", at: 1, char: "{" })).toBe("a{b");
    expect(mutate("ab", { kind: "delete-char", at: 9 })).toBe("ab");
  });

  // files the long fuzz runs found a failure with: `found/GAME-rules-WHAT.agon` stands for rules/GAME.agon
  for (const found of readdirSync("test/fuzz/found").filter((f) => f.endsWith(".agon"))) {
    it(`found earlier: ${found}`, () => {
      const target = `rules/${found.replace(/-rules-.*$/, "")}.agon`;
      expect(checkMutated(target, readFileSync(`test/fuzz/found/${found}`, "utf8"))).toBeUndefined();
    });
  }

  it("never throws, hangs or points nowhere", () => {
    fc.assert(fc.property(fuzzCaseArb, (c) => {
      const failure = fuzzFailure(c);
      if (failure) throw new Error(failure);
    }), { seed: 20260601, numRuns: 150 });
  }, 120_000);
});
