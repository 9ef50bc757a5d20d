import { describe, expect, it } from "vitest";
import { colourAllowed } from "../../src/cli/io.js";

describe("colour", () => {
  it("is on for a terminal only", () => {
    expect(colourAllowed(true, {})).toBe(true);
    expect(colourAllowed(false, {})).toBe(false);
    expect(colourAllowed(undefined, {})).toBe(false);
  });

  it("is off whenever NO_COLOR is set, even on a terminal", () => {
    expect(colourAllowed(true, { NO_COLOR: "1" })).toBe(false);
    expect(colourAllowed(true, { NO_COLOR: "" })).toBe(true);
  });
});
