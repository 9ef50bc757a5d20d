// The variants in rules/variants: each checks clean, plays with invariants checked, shows its
// change in play, and simulates; a variant naming what the base lacks is reported by `agon check`.
import type { AgentKind } from "../../src/agents/kinds.js";
import { describe, expect, it } from "vitest";
import { checkFiles, loadGame, newMatch, randomAgent, type CompiledGame } from "../../src/index.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { agon } from "../cli/run-cli.js";

const VARIANTS = {
  "english-reading": "rules/variants/olympia-2000-english-reading.agon",
  "five-cards": "rules/variants/olympia-2000-five-cards.agon",
  "per-card": "rules/variants/olympeak-per-card.agon",
  "one-round": "rules/variants/olympeak-one-round.agon",
};

function load(path: string): CompiledGame {
  const { game, diagnostics } = loadGame(path);
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return game!;
}

function players(n: number): Array<{ name: string }> {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}` }));
}

describe("variant files", { timeout: 60_000 }, () => {
  for (const [name, path] of Object.entries(VARIANTS)) {
    it(`${name}: checks clean, plays with invariants on, and simulates`, () => {
      expect(checkFiles([path]).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      const game = load(path);
      for (const seed of [1, 2, 3]) {
        const match = newMatch(game, { players: players(4), seed, checkInvariants: true });
        const result = match.runWith(players(4).map((_, i) => randomAgent(seed * 10 + i)));
        expect(result.winners.length).toBeGreaterThan(0);
      }
      const spec = {
        rules: path,
        players: ["A", "B", "C"],
        agents: ["random", "random", "random"] as AgentKind[],
        options: {},
        seed: 2,
        games: 20,
        first: 0,
        count: 20,
      };
      expect(new GamePlayer(game, spec).play(0, 20).turns.every((t) => t > 0)).toBe(true);
    });
  }

  it("english-reading: the option says best, and the best placing picks", () => {
    const match = newMatch(load(VARIANTS["english-reading"]), { players: players(3), seed: 4 });
    expect(match.variable("next-discipline-chooser")).toBe("best");
  });

  it("five-cards: everyone holds five athletes after the deal, where the base game deals four", () => {
    const handsAtFirstPlay = (path: string): number[] => {
      const match = newMatch(load(path), { players: players(5), seed: 6, checkInvariants: true });
      // the opening tiles are chosen before the deal; the first card played comes after it
      while (match.pending()!.label !== "athlete to play") match.choose(match.pending()!.options[0]!);
      return match.players().map((p) => match.zone("hand", p).length);
    };
    expect(handsAtFirstPlay(VARIANTS["five-cards"])).toEqual([5, 5, 5, 5, 5]);
    expect(handsAtFirstPlay("rules/olympia-2000.agon")).toEqual([4, 4, 4, 4, 4]);
  });

  it("per-card: the clamp option reads per-card", () => {
    const match = newMatch(load(VARIANTS["per-card"]), { players: players(4), seed: 1 });
    expect(match.variable("clamp")).toBe("per-card");
  });

  it("one-round: every game ends in round 1, while the base game often goes on", () => {
    const rounds = (path: string): number[] =>
      [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => {
        const match = newMatch(load(path), { players: players(4), seed });
        match.runWith(players(4).map((_, i) => randomAgent(seed + i)));
        return match.variable("round") as number;
      });
    expect(rounds(VARIANTS["one-round"])).toEqual(new Array(8).fill(1));
    expect(Math.max(...rounds("rules/olympeak.agon"))).toBeGreaterThan(1);
  });

  it("agon check reports a variant that replaces a missing rule or sets a missing option", async () => {
    const rule = await agon(["check", "test/variants/fixtures/missing-rule.agon"]);
    expect(rule.code).toBe(1);
    expect(rule.stdout + rule.stderr).toMatch(/unknown-rule.*no rule or section `refil`/s);
    expect(rule.stdout + rule.stderr).toContain("refill");
    const option = await agon(["check", "test/variants/fixtures/missing-option.agon"]);
    expect(option.code).toBe(1);
    expect(option.stdout + option.stderr).toMatch(/unknown-option.*no option `clamps`/s);
  });
});
