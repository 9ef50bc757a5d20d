import { describe, expect, it } from "vitest";
import { agon, isOneLineError } from "./run-cli.js";

describe("agon options", () => {
  it("lists each option with its values, default, rule IDs and description", async () => {
    const run = await agon(["options", "rules/olympia-2000.agon"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "next-discipline-chooser: worst | best (default worst)\n    resolves OLY-T4\n    who picks the next discipline",
    );
    expect(run.stdout).toContain("opening-tiles: chosen | random (default chosen)\n    resolves OLY-S3");
    for (const name of ["consolation-when-exhausted", "placing-ties", "winner-ties"]) expect(run.stdout).toContain(`${name}: `);
  });

  it("gives the options as JSON", async () => {
    const run = await agon(["options", "test/cli/fixtures/high-card.agon", "--json"]);
    expect(run.code).toBe(0);
    const options = JSON.parse(run.stdout) as {
      name: string;
      values: string[];
      default: unknown;
      resolves: string[];
      description: string;
    }[];
    expect(options.map((option) => option.name)).toEqual(["scoring", "rounds"]);
    expect(options[0]).toMatchObject({ name: "scoring", values: ["card-value", "one-point"], default: "card-value", resolves: ["HC-2"] });
    expect(options[0]!.description).toContain("what the highest card scores");
    expect(options[1]).toMatchObject({ name: "rounds", values: [], default: 1 });
  });

  it("shows the type of an option that is not a list of values", async () => {
    const run = await agon(["options", "test/cli/fixtures/high-card.agon"]);
    expect(run.stdout).toMatch(/^rounds: int[^\n]* \(default 1\)$/m);
  });

  it("says so for a game without options", async () => {
    const run = await agon(["options", "test/cli/fixtures/stuck.agon"]);
    expect(run.stdout).toBe("stuck has no options\n");
  });

  it("fails in one line for a missing file", async () => {
    const run = await agon(["options", "nowhere.agon"]);
    expect(run.code).toBe(1);
    expect(isOneLineError(run.stderr)).toBe(true);
  });
});

describe("agon options --lang ko", () => {
  it("lists each option and value by its Korean name, the identifier as --option takes it, with a Korean description", async () => {
    const run = await agon(["options", "rules/olympia-2000.agon", "--lang", "ko"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "위로 칩 점수 [consolation-points]: 점수에 더한다 [counted] | 더하지 않는다 [uncounted] (기본값: 점수에 더한다 [counted])\n    정하는 규칙: OLY-E3\n    위로 칩을 점수에 더하는가",
    );
    expect(run.stdout).toContain("손의 카드 수 [hand-size]: 3에서 6까지의 정수 (기본값: 4)");
    for (const line of run.stdout.split("\n")) expect(line.replace(/\[[a-z-]+\]|OLY-[A-Z]\d+/g, ""), line).not.toMatch(/[A-Za-z]/);
    const peak = await agon(["options", "rules/olympeak.agon", "--lang", "ko"]);
    expect(peak.code).toBe(2);
    expect(peak.stderr).toContain("한국어 이름이 하나도 없다");
  });
});
