import { describe, expect, it } from "vitest";
import { agon, isOneLineError } from "./run-cli.js";

const RULES = "rules/olympia-2000.agon";
const FIXTURE = "test/cli/fixtures/high-card.agon";

function jsonLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .trimEnd()
    .split("\n")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("agon play --json", () => {
  it("prints one event per line and ends with exactly the result line", async () => {
    const run = await agon(["play", RULES, "--players", "3", "--json"]);
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    const lines = jsonLines(run.stdout);
    const result = lines.at(-1)!;
    expect(Object.keys(result)).toEqual(["type", "scores", "winners"]);
    expect(result.type).toBe("result");
    expect(Object.keys(result.scores as object)).toEqual(["Player 1", "Player 2", "Player 3"]);
    expect((result.winners as string[]).length).toBeGreaterThan(0);
    const best = Math.max(...Object.values(result.scores as Record<string, number>));
    for (const winner of result.winners as string[]) expect((result.scores as Record<string, number>)[winner]).toBe(best);
    for (const event of lines.slice(0, -1)) expect(event.type).not.toBe("result");
    expect(lines.slice(0, -1).some((event) => event.type === "choice")).toBe(true);
  });

  it("lists each event's rulebook IDs as an array, and the chain of rules as arrays of them", async () => {
    const run = await agon(["play", RULES, "--players", "3", "--json"]);
    const lines = jsonLines(run.stdout);
    const tagged = lines.filter((event) => "rule" in event);
    expect(tagged.length).toBeGreaterThan(0);
    for (const event of tagged) {
      expect(Array.isArray(event.rule), JSON.stringify(event)).toBe(true);
      for (const id of event.rule as string[]) expect(id).toMatch(/^[A-Z]+-[A-Z]*\d+$/);
    }
    const chained = lines.filter((event) => "rules" in event);
    expect(chained.length).toBeGreaterThan(0);
    for (const event of chained) {
      for (const link of event.rules as string[][]) {
        expect(Array.isArray(link), JSON.stringify(event)).toBe(true);
        for (const id of link) expect(id).toMatch(/^[A-Z]+-[A-Z]*\d+$/);
      }
      // the innermost of the chain is the event's own rule
      expect((event.rules as string[][]).at(-1)).toEqual(event.rule);
    }
    expect(lines.find((event) => event.type === "phase" && event.name === "setup")!.rule).toEqual([
      "OLY-C1",
      "OLY-C2",
      "OLY-C3",
      "OLY-C4",
      "OLY-C5",
      "OLY-C6",
    ]);
  });

  it("gives byte-identical output for the same seed", async () => {
    const args = ["play", RULES, "--players", "4", "--seed", "17", "--json"];
    const first = await agon(args);
    const second = await agon(args);
    expect(first.code).toBe(0);
    expect(second.stdout).toBe(first.stdout);
  });

  it("plays differently with another seed", async () => {
    const one = await agon(["play", RULES, "--players", "3", "--seed", "1", "--json"]);
    const two = await agon(["play", RULES, "--players", "3", "--seed", "2", "--json"]);
    expect(two.stdout).not.toBe(one.stdout);
  });

  it("uses the given names, options and agents", async () => {
    const args = [
      "play",
      FIXTURE,
      "--names",
      "Ann,Bob",
      "--agents",
      "first",
      "--option",
      "scoring=one-point",
      "--option",
      "rounds=2",
      "--json",
    ];
    const run = await agon(args);
    expect(run.code).toBe(0);
    const lines = jsonLines(run.stdout);
    const result = lines.at(-1)!;
    expect(Object.keys(result.scores as object)).toEqual(["Ann", "Bob"]);
    // one point per round won, two rounds: ties score for both, so each has 0..2 and someone has some
    const points = Object.values(result.scores as Record<string, number>);
    expect(points.every((p) => p >= 0 && p <= 2)).toBe(true);
    expect(Math.max(...points)).toBeGreaterThan(0);
    const choices = lines.filter((event) => event.type === "choice");
    expect(choices.map((event) => event.player)).toEqual(["Ann", "Bob", "Ann", "Bob"]);
  });
});

describe("agon play (text)", () => {
  it("tells the game turn by turn, then the scores and winners; the trace keeps the rule IDs", async () => {
    const run = await agon(["play", RULES, "--players", "2", "--seed", "5"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^ {2}turn 1$/m);
    expect(run.stdout).toMatch(/Player 1 chooses /);
    expect((await agon(["play", RULES, "--players", "2", "--seed", "5", "--trace"])).stdout).toMatch(/\[OLY-T\d+\]/);
    // the totals are told once, as the game ends (the result adds the winners)
    expect(run.stdout).toMatch(/\nEnd of the game\n {2}Player 1 has \d+ points\n {2}Player 2 has \d+ points\nwinners?: .+\n$/);
    expect(run.stdout).not.toContain("result:");
    const again = await agon(["play", RULES, "--players", "2", "--seed", "5"]);
    expect(again.stdout).toBe(run.stdout);
  });
});

describe("agon play errors", () => {
  it.each([
    [["play", "rules/no-such-game.agon", "--players", "2"], 1, "file not found: rules/no-such-game.agon"],
    [["play", RULES, "--players", "6"], 2, "is for 2 to 5 players, not 6"],
    [["play", RULES, "--players", "1"], 2, "is for 2 to 5 players, not 1"],
    [["play", RULES], 2, "missing --players"],
    [["play", RULES, "--players", "3", "--names", "Ann,Bob"], 2, "--names gives 2 names for 3 players"],
    [["play", RULES, "--players", "2", "--seed", "abc"], 2, '--seed must be a whole number from 0 to 9007199254740991, got "abc"'],
    [["play", RULES, "--players", "2", "--seed", "1.5"], 2, "--seed must be a whole number"],
    [["play", RULES, "--players", "2", "--seed", "-1"], 2, "--seed must be a whole number"],
    [["simulate", RULES, "--players", "2", "--games", "2", "--seed", "-1"], 2, "--seed must be a whole number"],
    [["play", RULES, "--players", "2", "--names", "Ann,B\nob"], 2, '--names: "B\\nob" holds a control character'],
    [["play", RULES, "--players", "2", "--names", "Ann,\u001b[31mBob"], 2, "holds a control character"],
    [["play", RULES, "--players", "2", "--option", "next-discipline-choser=best"], 2, "did you mean `next-discipline-chooser`?"],
    [["play", RULES, "--players", "2", "--option", "next-discipline-chooser=wrost"], 2, "did you mean `worst`?"],
    [["play", RULES, "--players", "2", "--option", "next-discipline-chooser"], 2, "NAME=VALUE"],
    [["play", RULES, "--players", "2", "--agents", "clever"], 2, "random, first"],
    [["play", FIXTURE, "--players", "2", "--option", "rounds=abc"], 2, "error[bad-option]"],
    [["play", FIXTURE, "--players", "2", "--option", "rounds=9"], 2, "error[bad-option]"],
    [["play", RULES, "--players", "2", "--sed", "3"], 2, "unknown option '--sed'"],
  ])("%j exits %i with one line", async (args, code, message) => {
    const run = await agon(args);
    expect(run.stderr).toContain(message);
    expect(isOneLineError(run.stderr), run.stderr).toBe(true);
    expect(run.stdout).toBe("");
    expect(run.code).toBe(code);
  });

  it("shows the diagnostics of a file with errors and exits 1", async () => {
    const run = await agon(["play", "test/cli/fixtures/broken.agon", "--players", "2"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error\[[a-z-]+\]: /m);
    expect(run.stderr).toContain("test/cli/fixtures/broken.agon has errors");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it("reports a failure while playing as a rendered diagnostic and exits 1", async () => {
    const run = await agon(["play", "test/cli/fixtures/stuck.agon", "--players", "2"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error\[no-legal-option\]/);
    expect(run.stderr).toContain("stuck.agon:");
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
