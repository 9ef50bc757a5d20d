// Issue 29: an enum value named like a card id (`ruby`, a pick and a gem in the fixture) is told as
// that card. The engine turns a card into its id in its events (toPlain), so a choice event holds
// the string "ruby" either way, and the account (EventCardDescriber.isCard) guesses by the name.
// Not fixed yet: the fix needs the event (or the story) to know the decision's type as the linker
// resolved it. `it.fails` keeps the reproduction running: it fails the day the bug is fixed, and
// then becomes a plain `it`.
import { describe, expect, it } from "vitest";
import { agon } from "./run-cli.js";

const FIXTURE = "test/fixtures/games/enum-named-like-card.agon";

describe("an enum value named like a card id", () => {
  it("is a choice of the enum value in the fixture (the reproduction's premise)", async () => {
    const run = await agon(["play", FIXTURE, "--players", "2", "--seed", "2", "--json"]);
    expect(run.code).toBe(0);
    const choices = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((event) => event.type === "choice");
    expect(choices.map((c) => c.value)).toEqual(["ruby", "ruby"]);
  });

  it.fails("is told as the enum value, not described as the card", async () => {
    const run = await agon(["play", FIXTURE, "--players", "2", "--seed", "2"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Player 1 chooses a pick: ruby\n");
    expect(run.stdout).not.toContain("Gem of shine");
  });

  it.fails("has no card description in play --json", async () => {
    const run = await agon(["play", FIXTURE, "--players", "2", "--seed", "2", "--json"]);
    const choice = JSON.parse(run.stdout.split("\n").find((line) => line.includes('"type":"choice"'))!);
    expect(choice.description).toBeUndefined();
  });
});
