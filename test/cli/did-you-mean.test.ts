import { describe, expect, it } from "vitest";
import { closest, didYouMean } from "../../src/cli/did-you-mean.js";

describe("did you mean", () => {
  it("suggests the nearest name for a typo", () => {
    expect(closest("wrost", ["worst", "best"])).toBe("worst");
    expect(closest("next-discipline-choser", ["opening-tiles", "next-discipline-chooser"])).toBe("next-discipline-chooser");
  });

  it("suggests nothing when no name is close", () => {
    expect(closest("zzzzzz", ["worst", "best"])).toBeUndefined();
    expect(didYouMean("zzzzzz", ["worst"])).toBe("");
  });

  it("phrases the suggestion for appending to a message", () => {
    expect(didYouMean("bset", ["best"])).toBe("; did you mean `best`?");
  });
});

describe("one suggestion rule for the whole project", () => {
  it("prefers one slip, then the one longer name, then a few slips", () => {
    expect(closest("olympia", ["olympeak", "olympia-2000"])).toBe("olympia-2000");
    expect(closest("kr", ["en", "ko"])).toBe("ko");
    expect(closest("round", ["rounds", "round-robin"])).toBe("rounds");
    expect(closest("han", ["hand", "hands"])).toBe("hand");
    expect(closest("xyz", ["xyz-1", "xyz-2"])).toBeUndefined();
  });

  it("is the same function in the checks, the engine and the command line", async () => {
    const grammar = await import("../../grammar/suggest.js");
    const engine = await import("../../src/interpreter/errors.js");
    expect(engine.didYouMean).toBe(grammar.didYouMean);
    expect(closest).toBe(grammar.closest);
  });
});
