// What a simulation counts in each game: turns, lead changes, rule events, decisions.
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { summarize } from "../../src/simulation/summary.js";
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { turnRuleOf } from "../../src/simulation/turn-rule.js";

function spec(rules: string, players: string[], options: SimulationSpec["options"] = {}): SimulationSpec {
  return { rules, players, agents: players.map(() => "random"), options, seed: 1, games: 50, first: 0, count: 50 };
}

describe("per-game figures", { timeout: 60_000 }, () => {
  it("a turn is an execution of the rule `play` calls in its loop", () => {
    for (const rules of ["rules/olympia-2000.agon", "rules/olympeak.agon"]) expect(turnRuleOf(loadGame(rules).game!.program)).toBe("turn");
    expect(turnRuleOf(loadGame("test/cli/fixtures/high-card.agon").game!.program)).toBe("round-of-play");
  });

  it("a game whose score changes during play: turns as configured, the lead followed turn by turn", () => {
    const { game } = loadGame("test/cli/fixtures/high-card.agon");
    const s = spec("high-card", ["A", "B", "C"], { rounds: 3 });
    const columns = new GamePlayer(game!, s).play(0, 50);
    expect(columns.turns).toEqual(new Array(50).fill(3));
    expect(columns.scoreTracked).toBe(true);
    // three turns: the lead can change at most twice, and it does in some games
    expect(Math.max(...columns.leadChanges)).toBeLessThanOrEqual(2);
    expect(columns.leadChanges.some((n) => n > 0)).toBe(true);
    // each player chooses once per turn from a hand of 3, 2, then 1 card: one forced choice in three
    expect(columns.decisions).toEqual(new Array(50).fill(3 * 3));
    expect(columns.forced).toEqual(new Array(50).fill(3));
    const summary = summarize(columns, s.players, s.agents, "round-of-play");
    expect(summary.forcedShare).toBeCloseTo(1 / 3, 10);
    // every game forces the same share: with games as the unit the interval shrinks to it
    expect(summary.forcedShareInterval.low).toBeCloseTo(1 / 3, 10);
    expect(summary.forcedShareInterval.high).toBeCloseTo(1 / 3, 10);
    expect(summary.leadChanges).not.toBeNull();
    expect(summary.ruleEventsPerGame["HC-1"]).toBeGreaterThan(0);
  });

  it("both games: the score is computed in finish, but the standings give the lead after every turn", () => {
    for (const rules of ["rules/olympia-2000.agon", "rules/olympeak.agon"]) {
      const { game } = loadGame(rules);
      const s = spec(rules, ["A", "B", "C"]);
      const columns = new GamePlayer(game!, s).play(0, 20);
      const summary = summarize(columns, s.players, s.agents, "turn");
      expect(summary.leadChanges, rules).not.toBeNull();
      expect(
        columns.leadChanges.some((n) => n > 0),
        rules,
      ).toBe(true);
      // the decisive turn is within the game, or 0 (decided at the end)
      columns.decisiveTurns.forEach((t, g) => expect(t).toBeLessThanOrEqual(columns.turns[g]!));
      expect(summary.drama!.decidedAtTheEnd).toBeLessThan(20);
      // a seat leads alone at no more turn ends than there are
      expect(columns.leadTurns.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(columns.turns.reduce((a, b) => a + b, 0));
      expect(summary.turns.min).toBeGreaterThan(0);
      expect(summary.seats.reduce((total, seat) => total + seat.wins, 0)).toBeGreaterThanOrEqual(20);
      expect(Object.keys(summary.ruleEventsPerGame).length).toBeGreaterThan(10);
    }
  });
});

describe("the figures' table on the terminal", () => {
  it("aligns Korean player names by display width", async () => {
    const { renderSummary } = await import("../../src/simulation/text.js");
    const { displayWidth } = await import("../../grammar/terminal-text.js");
    const spread = { mean: 1, median: 1, sd: 0, min: 1, max: 1 };
    const seat = (player: string) => ({
      player,
      agent: "random",
      wins: 1,
      winRate: 0.5,
      winInterval: { low: 0.1, high: 0.9 },
      winShare: 0.5,
      score: spread,
      scoreInterval: { low: 1, high: 1 },
    });
    const summary = {
      games: 2,
      seats: [seat("가나다"), seat("Bob")],
      turnRule: "turn",
      sharedWins: 0,
      sharedWinRate: 0,
      seatAdvantage: null,
      turns: spread,
      leadChanges: null,
      decisions: 1,
      forcedShare: 0,
      forcedShareInterval: { low: 0, high: 0 },
      ruleEventsPerGame: {},
    };
    const [, , header, first, second] = renderSummary("g", summary as never);
    expect(new Set([header, first, second].map((line) => displayWidth(line!)))).toEqual(new Set([displayWidth(header!)]));
    expect(first!.startsWith("가나다  random")).toBe(true);
    expect(second!.startsWith("Bob     random")).toBe(true);
  });
});
