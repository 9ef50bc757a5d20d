import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/cli/errors.js";
import type { GameInfo } from "../../src/index.js";
import { defaultNames, parseOptionFlags, parseSeed, playerNames } from "../../src/cli/play-args.js";

// Only the fields the argument parser reads; the rest of the shape belongs to the interpreter.
const info = {
  name: "sample-game",
  title: "Sample",
  minPlayers: 2,
  maxPlayers: 4,
  ruleIds: [],
  options: [
    { name: "chooser", values: ["worst", "best"], default: "worst", description: "who chooses", resolves: ["X-1"] },
    { name: "hand-size", values: [], type: "int 1..10", default: 4, description: "cards in a hand", resolves: [] },
  ],
} as unknown as GameInfo;

function usageMessage(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("expected a usage error");
}

describe("--seed", () => {
  it("defaults to 1 and accepts whole numbers up to the API's largest seed", () => {
    expect(parseSeed(undefined)).toBe(1);
    expect(parseSeed("42")).toBe(42);
    expect(parseSeed("0")).toBe(0);
    expect(parseSeed(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  // a negative seed was once let through: simulate and compare played it, play failed in the API
  it.each(["abc", "1.5", "", "1e3", "99999999999999999999", "-3", "-0"])("rejects %j", (text) => {
    expect(usageMessage(() => parseSeed(text))).toContain(`--seed must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`);
  });
});

describe("players and names", () => {
  it("names players Player 1..N by default", () => {
    expect(playerNames("3", undefined, info)).toEqual(["Player 1", "Player 2", "Player 3"]);
    expect(defaultNames(2)).toEqual(["Player 1", "Player 2"]);
    expect(playerNames("2", undefined, info, "ko")).toEqual(["플레이어 1", "플레이어 2"]);
  });

  it("takes --names, and the count from them when --players is absent", () => {
    expect(playerNames("2", "Ann, Bob", info)).toEqual(["Ann", "Bob"]);
    expect(playerNames(undefined, "Ann,Bob,Cy", info)).toEqual(["Ann", "Bob", "Cy"]);
  });

  it("says the game's range for a count outside it", () => {
    expect(usageMessage(() => playerNames("5", undefined, info))).toBe("sample-game is for 2 to 4 players, not 5");
    expect(usageMessage(() => playerNames("1", undefined, info))).toContain("2 to 4");
  });

  it("rejects a --names list of the wrong length, with empty or repeated names", () => {
    expect(usageMessage(() => playerNames("3", "Ann,Bob", info))).toBe("--names gives 2 names for 3 players");
    expect(usageMessage(() => playerNames("2", "Ann,", info))).toContain("empty name");
    expect(usageMessage(() => playerNames("2", "Ann,Ann", info))).toContain('"Ann" twice');
  });

  it("requires a player count", () => {
    expect(usageMessage(() => playerNames(undefined, undefined, info))).toContain("missing --players");
    expect(usageMessage(() => playerNames("two", undefined, info))).toContain("whole number");
  });
});

describe("--option", () => {
  it("turns NAME=VALUE flags into match options", () => {
    expect(parseOptionFlags(["chooser=best", "hand-size=5"], info)).toEqual({ chooser: "best", "hand-size": 5 });
    expect(parseOptionFlags([], info)).toEqual({});
  });

  it("names the closest option for an unknown name", () => {
    const message = usageMessage(() => parseOptionFlags(["chooserr=best"], info));
    expect(message).toContain('unknown option "chooserr"');
    expect(message).toContain("did you mean `chooser`?");
  });

  it("names the closest value for an unknown value, and lists the values", () => {
    const message = usageMessage(() => parseOptionFlags(["chooser=bets"], info));
    expect(message).toContain("worst | best");
    expect(message).toContain("did you mean `best`?");
  });

  it("rejects a flag without NAME=VALUE and an option set twice", () => {
    expect(usageMessage(() => parseOptionFlags(["chooser"], info))).toContain("NAME=VALUE");
    expect(usageMessage(() => parseOptionFlags(["chooser=best", "chooser=worst"], info))).toContain("set twice");
  });
});
