import { describe, expect, it } from "vitest";
import { errorOf, lineOf, logs, matchOf, play, withPlay } from "./helpers.js";

const counter = `
var count-up: int = 0
invariant "the counter stays below 3": count-up < 3
`;

// broken at rest: the nested section `bump` ends with the counter at 3
const brokenAtRest = withPlay(
  counter,
  `  rule bump {
    set count-up += 3
    log "bumped"
  }
  log "past the bump"`,
);

describe("invariants", () => {
  it("are not checked outside test mode", () => {
    expect(logs(brokenAtRest)).toEqual(["bumped", "past the bump"]);
  });

  it("in test mode, are not checked between two statements of one update", () => {
    // the counter passes through 3 and 4 inside one block and is back to 0 when the block ends
    const source = withPlay(
      counter,
      `  set count-up += 3
  set count-up += 1
  log "in the middle"
  set count-up -= 4
  let pick = 1
  choose answer from [1, 2] by first(players) "answer"
  log "after the choice"`,
    );
    expect(logs(source, { checkInvariants: true })).toEqual(["in the middle", "after the choice"]);
  });

  it("in test mode, stop the game where a rule block ends in a broken state, at its last statement", () => {
    const e = errorOf(() => play(brokenAtRest, { checkInvariants: true }));
    expect(e.diagnostic.code).toBe("invariant-violated");
    expect(e.diagnostic.message).toContain("the counter stays below 3");
    expect(e.diagnostic.message).toContain("in rule `bump`");
    expect(e.diagnostic.range?.start.line).toBe(lineOf(brokenAtRest, 'log "bumped"'));
    expect(e.diagnostic.hint).toContain("rule block that ends here");
  });

  it("in test mode, stop the game at a choice point reached in a broken state, at the choose", () => {
    const source = withPlay(
      counter,
      `  set count-up += 3
  choose answer from [1, 2] by first(players) "answer"
  set count-up = 0`,
    );
    // the stepping API meets it before any decision is asked for
    const e = errorOf(() => matchOf(source, { checkInvariants: true }));
    expect(e.diagnostic.code).toBe("invariant-violated");
    expect(e.diagnostic.range?.start.line).toBe(lineOf(source, "choose answer"));
    expect(e.diagnostic.hint).toContain("waits for a decision");
  });

  it("in test mode, check the state a trigger's block leaves", () => {
    const source = `game test { players 1..4  score points }
var points: int per player = 0
var count-up: int = 0
invariant "the counter stays below 3": count-up < 3
rule setup { }
rule play { }
rule finish { winners players }
function bumped() = count-up + 3
trigger late after play when true { set count-up = bumped() }
`;
    const e = errorOf(() => play(source, { checkInvariants: true }));
    expect(e.diagnostic.code).toBe("invariant-violated");
    expect(e.diagnostic.message).toContain("in rule `late`");
  });
});
