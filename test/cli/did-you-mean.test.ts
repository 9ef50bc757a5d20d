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
