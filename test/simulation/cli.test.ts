// agon simulate, merge and compare from the command line (in-process; the workers run the
// TypeScript sources through the project's loader).
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { reportHtml } from "../../src/simulation/report.js";
import { jsonText, type SimulationResult } from "../../src/simulation/result.js";
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { agon, isOneLineError } from "../cli/run-cli.js";

const HIGH_CARD = "test/cli/fixtures/high-card.agon";
const { game } = loadGame(HIGH_CARD);

function inProcess(first: number, count: number, games: number): SimulationResult {
  const spec: SimulationSpec = {
    rules: HIGH_CARD,
    players: ["Player 1", "Player 2", "Player 3"],
    agents: ["random", "first", "random"],
    options: { rounds: 3 },
    seed: 5,
    games,
    first,
    count,
  };
  return { spec, game: "high-card", turnRule: "round-of-play", columns: new GamePlayer(game!, spec).play(first, count) };
}

const FLAGS = ["--players", "3", "--seed", "5", "--option", "rounds=3", "--agents", "random,first,random"];

describe("agon simulate", () => {
  it("--json on two workers is byte for byte the single-threaded result; text names every figure", async () => {
    const run = await agon(["simulate", HIGH_CARD, ...FLAGS, "--games", "60", "--workers", "2", "--json"]);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(jsonText(inProcess(0, 60, 60)));
    const text = await agon(["simulate", HIGH_CARD, ...FLAGS, "--games", "60", "--workers", "1"]);
    for (const words of [
      "95% interval",
      "median",
      "game length (executions of rule `round-of-play`)",
      "lead changes",
      "single legal answer",
      "HC-2",
    ]) {
      expect(text.stdout).toContain(words);
    }
  }, 120_000);

  it("bad flags are one-line usage errors", async () => {
    for (const bad of [
      ["--games", "10", "--shard", "4/3"],
      ["--games", "2", "--shard", "1/5"],
      ["--games", "10", "--agents", "clever"],
      ["--games", "0"],
      ["--games", "10", "--workers", "x"],
    ]) {
      const run = await agon(["simulate", HIGH_CARD, "--players", "2", ...bad]);
      expect(run.code).toBe(2);
      expect(isOneLineError(run.stderr)).toBe(true);
    }
    const heuristic = await agon(["simulate", HIGH_CARD, "--players", "2", "--games", "5", "--agents", "heuristic"]);
    expect(heuristic.code).toBe(1);
    expect(heuristic.stderr).toContain("declares none");
  });
});

describe("agon merge", { timeout: 60_000 }, () => {
  it("shard files merge into the whole run's JSON; a missing shard is a gap", async () => {
    const dir = mkdtempSync(join(tmpdir(), "agon-merge-"));
    const files = [
      [0, 20],
      [20, 20],
      [40, 21],
    ].map(([first, count], i) => {
      const file = join(dir, `shard-${i}.json`);
      writeFileSync(file, jsonText(inProcess(first!, count!, 61)));
      return file;
    });
    const merged = await agon(["merge", files[2]!, files[0]!, files[1]!]);
    expect(merged.code).toBe(0);
    expect(merged.stdout).toBe(jsonText(inProcess(0, 61, 61)));
    const gap = await agon(["merge", files[0]!, files[2]!]);
    expect(gap.code).toBe(1);
    expect(gap.stderr).toContain("gap");
  });
});

describe("the HTML report", () => {
  it("is one self-contained page with the three kinds of chart", () => {
    const html = reportHtml(inProcess(0, 40, 40));
    expect(html.startsWith("<!doctype html>")).toBe(true);
    // win rate, game length, and one score chart per seat
    expect(html.match(/<svg /g)).toHaveLength(2 + 3);
    expect(html).not.toMatch(/<script|<link|src=/);
    expect(html).toContain("95% Wilson interval");
  });

  it("shows every text of the result as text, a crafted seed, rules path, option or player name included", () => {
    const crafted = "<img src=x onerror=alert(1)>";
    const result = inProcess(0, 5, 5);
    const hostile = {
      ...result,
      game: crafted,
      spec: {
        ...result.spec,
        rules: crafted,
        seed: crafted as unknown as number,
        options: { [crafted]: crafted },
        players: [crafted, "b", "c"],
      },
    };
    const html = reportHtml(hostile);
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("agon compare", () => {
  it("shows each figure for both, the paired difference with its interval, the test and both p-values", async () => {
    const run = await agon([
      "compare",
      "rules/olympia-2000.agon",
      "rules/variants/olympia-2000-english-reading.agon",
      "--players",
      "3",
      "--games",
      "40",
      "--workers",
      "1",
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("40 games each, same seeds, tested as pairs");
    expect(run.stdout).toMatch(/\d+ of 40 games \(\S+\) have other winners under the variant/);
    expect(run.stdout).toMatch(
      /Player 1 win rate \(a shared win counts for each winner\)\s+\S+\s+\S+\s+\S+ pts\s+\S+ pts \.\. \S+ pts\s+McNemar's exact test\s+p [=<] \S+\s+p [=<] \S+\s+(yes|no)/,
    );
    expect(run.stdout).toMatch(
      /Player 1 mean score\s+(\S+\s+){3}\S+ \.\. \S+\s+d_z \S+\s+paired t-test\s+p [=<] \S+\s+p [=<] \S+\s+(yes|no)/,
    );
    expect(run.stdout).toMatch(
      /decisions with one legal answer\s+\S+\s+\S+\s+\S+ pts\s+\S+ pts \.\. \S+ pts\s+paired test of shares clustered by game\s+p [=<] \S+/,
    );
  }, 120_000);
});
