// The `strategy` declaration as the heuristic agent reads it: each game's compiles to the
// preferences its rules state, a variant file's own replaces its base's, a game without one
// refuses heuristic seats clearly, and the rollout policy of a heuristic agent (answering on the
// state, for playouts) answers exactly as the agent does through decisions and views.
import { describe, expect, it } from "vitest";
import { makeAgent } from "../../src/agents/kinds.js";
import { preferenceAgent } from "../../src/agents/preference-agent.js";
import { strategyOf } from "../../src/agents/strategy.js";
import { loadGame } from "../../src/index.js";
import { randomAgent } from "../../src/interpreter/agents.js";
import { decisionOf } from "../../src/interpreter/decisions.js";
import { playGame } from "../../src/interpreter/match.js";
import { liveViewOf } from "../../src/interpreter/views.js";
import { agon } from "../cli/run-cli.js";

function load(rules: string) {
  const { game, diagnostics } = loadGame(rules);
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return game!;
}

describe("the strategy declaration", { timeout: 120_000 }, () => {
  it("compiles each game's preferences", () => {
    expect(strategyOf(load("rules/olympia-2000.agon"))).toEqual({
      prefer: [
        { label: "athlete to play", order: "lowest", by: [{ attribute: "placing", key: { zone: "circle-1", attribute: "discipline" } }] },
        { label: "discipline for circle II", order: "lowest", by: [{ best: "min", of: { zone: "hand[me]", attribute: "placing" } }] },
      ],
    });
    const firstPlace = { zone: "first-place[me]", attribute: "contender" };
    const secondPlace = { zone: "second-place[me]", attribute: "contender" };
    const handHolding = { sum: { zone: "hand[me]", attribute: "value" }, where: { list: "signs", holds: "contender" } };
    expect(strategyOf(load("rules/olympeak.agon"))).toEqual({
      prefer: [
        { label: "first place", order: "highest", by: [handHolding] },
        { label: "second place", order: "highest", by: [handHolding] },
        {
          label: "card to play",
          order: "highest",
          by: [
            { list: "signs", holds: firstPlace, times: "value", weight: 5 },
            { list: "signs", holds: secondPlace, times: "value", weight: 3 },
          ],
        },
        {
          label: "column",
          order: "highest",
          by: [
            { equals: { zone: "first-place[me]", attribute: "contender" }, times: { zone: "chosen[me]", attribute: "value" }, weight: 5 },
            { equals: { zone: "second-place[me]", attribute: "contender" }, times: { zone: "chosen[me]", attribute: "value" }, weight: 3 },
          ],
        },
      ],
    });
  });

  it("scores by what the player sees: the hand's values under each contender, the card that moves a prediction most", () => {
    const game = load("rules/olympeak.agon");
    const agent = preferenceAgent(game, strategyOf(game)!, 3);
    const decision = (label: string, options: string[]) => ({ player: "P1", label, variable: "t", options, optional: false, secret: true });
    // green 4, green 4, blue-or-white 4, -2 for blue, red or green: green sums 6, white 4, blue 2, red -2
    const hand = ["progress-101", "progress-102", "progress-104", "progress-2"];
    const tiles = ["blue-tile-1", "red-tile-1", "green-tile-1", "white-tile-1"];
    const view = (zones: Record<string, string[]>) => () => ({
      player: "P1",
      zones: Object.fromEntries(Object.entries(zones).map(([zone, cards]) => [zone, { cards, count: cards.length }])),
      variables: {},
      known: [],
    });
    expect(agent.decide(decision("first place", tiles), view({ "hand[P1]": hand }))).toBe("green-tile-1");
    expect(agent.decide(decision("second place", ["blue-tile-1", "red-tile-1", "white-tile-1"]), view({ "hand[P1]": hand }))).toBe(
      "white-tile-1",
    );
    // predicted green then white: 5 x 4 for a green 4, 3 x 4 for a white one, 5 x -2 for the -2
    const played = ["progress-104", "progress-2", "progress-101", "progress-100"];
    const predicted = view({ "hand[P1]": played, "first-place[P1]": ["green-tile-2"], "second-place[P1]": ["white-tile-2"] });
    expect(agent.decide(decision("card to play", played), predicted)).toBe("progress-101");
    // predicted red first: the red 4 (progress-100) now
    const red = view({ "hand[P1]": played, "first-place[P1]": ["red-tile-2"], "second-place[P1]": ["white-tile-2"] });
    expect(agent.decide(decision("card to play", played), red)).toBe("progress-100");
  });

  it("takes a variant file's own strategy in place of its base's", () => {
    const game = load("test/fixtures/strategy/olympeak-contrary.agon");
    expect(strategyOf(game)?.prefer).toEqual([
      {
        label: "column",
        order: "lowest",
        by: [{ equals: { zone: "first-place[me]", attribute: "contender" }, times: { zone: "chosen[me]", attribute: "value" }, weight: 5 }],
      },
    ]);
  });

  it("refuses a heuristic seat in a game that declares no strategy (API and command line)", async () => {
    const game = load("rules/lead-and-follow.agon");
    expect(() => makeAgent("heuristic", game, 1)).toThrow(
      "a heuristic agent plays by the game's strategy, and lead-and-follow declares none",
    );
    const run = await agon(["simulate", "rules/lead-and-follow.agon", "--players", "3", "--games", "2", "--agents", "heuristic"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("lead-and-follow declares none");
  });

  for (const rules of ["rules/olympia-2000.agon", "rules/olympeak.agon"]) {
    it(`${rules}: the rollout policy answers as the agent`, () => {
      const game = load(rules);
      const strategy = strategyOf(game)!;
      let compared = 0;
      let preferred = 0;
      const labels = new Set(strategy.prefer.map((p) => p.label));
      for (let seed = 1; seed <= 3; seed++) {
        // two copies of one heuristic agent, asked alike: one through a decision and a view, one on the state
        const viaDecisions = preferenceAgent(game, strategy, 40 + seed);
        const onState = preferenceAgent(game, strategy, 40 + seed);
        const players = ["a", "b", "c", "d"].map((name) => ({ name }));
        const random = randomAgent(seed);
        playGame(game, { players, seed, recordEvents: false }, (name) => ({
          name: `check-${name}`,
          searches: true,
          decide(d, view, position) {
            if (name === "a") {
              // play on from here with both copies answering every later decision of every seat
              position!.playout(seed, (rt, player, items, spec) => {
                const expected = viaDecisions.decide(decisionOf(rt, player, items, spec), () => liveViewOf(rt, player));
                const index = onState.rollout(rt, player, items, spec);
                expect(index < 0 ? null : decisionOf(rt, player, items, spec).options[index]).toEqual(expected);
                compared++;
                if (labels.has(spec.label)) preferred++;
                return index;
              });
            }
            return random.decide(d, view);
          },
        }));
      }
      expect(compared).toBeGreaterThan(200);
      expect(preferred).toBeGreaterThan(20);
    });
  }
});
