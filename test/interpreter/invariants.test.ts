import { describe, expect, it } from "vitest";
import { errorOf, lineOf, play, withPlay } from "./helpers.js";

const source = withPlay(
  `
var count-up: int = 0
invariant "the counter stays below 3": count-up < 3
`,
  `  set count-up += 1
  set count-up += 1
  set count-up += 1
  log "past the third"`,
);

describe("invariants", () => {
  it("are not checked outside test mode", () => {
    expect(() => play(source)).not.toThrow();
  });

  it("in test mode, stop the game at the statement that breaks one", () => {
    const e = errorOf(() => play(source, { checkInvariants: true }));
    expect(e.diagnostic.code).toBe("invariant-violated");
    expect(e.diagnostic.message).toContain("the counter stays below 3");
    // the third of the three `set` lines
    expect(e.diagnostic.range?.start.line).toBe(lineOf(source, "set count-up") + 2);
  });
});
