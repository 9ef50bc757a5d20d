// A few hundred mutations of the real rules and card files with a fixed seed: `check` must give
// diagnostics at real places, never throw or hang. `npm run fuzz` runs 100,000 of these.
import { readFileSync, readdirSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkMutated } from "./check-case.js";
import { mutate } from "./mutate.js";
import { BLOCKS, applyTransform, topLevelBlocks } from "./programs.js";
import { fuzzCaseArb, fuzzFailure } from "./property.js";
import { scaled } from "../support/scale.js";

describe("fuzzing check with mutated rules and card files", () => {
  it("mutations apply where they say", () => {
    expect(mutate("a b c", { kind: "swap-tokens", at: 0, other: 2 })).toBe("c b a");
    expect(mutate("a b", { kind: "duplicate-token", at: 1 })).toBe("a b b");
    expect(mutate("ab", { kind: "insert-char", at: 1, char: "{" })).toBe("a{b");
    expect(mutate("ab", { kind: "delete-char", at: 9 })).toBe("ab");
  });

  it("generated programs splice real blocks and transform them where they say", () => {
    expect(topLevelBlocks('use "x"\n// about a\nzone a: t shared\nrule b {\n  // inside\n}\n')).toEqual([
      "// about a\nzone a: t shared",
      "rule b {\n  // inside\n}\n",
    ]);
    expect(BLOCKS.length).toBeGreaterThan(100);
    expect(applyTransform("var x: int = 5\nrule r { set x = x }", { kind: "prototype-name", at: 1, name: "constructor" })).toBe(
      "var constructor: int = 5\nrule r { set constructor = constructor }",
    );
    expect(applyTransform("a\nb", { kind: "line-ends", style: "cr-crlf" })).toBe("a\r\r\nb");
    expect(applyTransform("f(2, 3)", { kind: "nest", at: 1, depth: 2, style: "bracketed-chain" })).toBe("f(2, 1 + (1) + (1))");
    expect(applyTransform("x-1 = 7", { kind: "extreme-number", at: 0, value: "9007199254740992" })).toBe("x-1 = 9007199254740992");
  });

  // files the long fuzz runs found a failure with: `found/GAME-rules-WHAT.agon` stands for rules/GAME.agon
  for (const found of readdirSync("test/fuzz/found").filter((f) => f.endsWith(".agon"))) {
    it(`found earlier: ${found}`, () => {
      const target = `rules/${found.replace(/-rules-.*$/, "")}.agon`;
      expect(checkMutated(target, readFileSync(`test/fuzz/found/${found}`, "utf8"))).toBeUndefined();
    });
  }

  it("never throws, hangs or points nowhere", () => {
    fc.assert(
      fc.property(fuzzCaseArb, (c) => {
        const failure = fuzzFailure(c);
        if (failure) throw new Error(failure);
      }),
      { seed: 20260601, numRuns: scaled(150) },
    );
  }, 120_000);
});
