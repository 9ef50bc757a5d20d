// The ISMCTS agent: its settings, its determinism for a seed, and that it searches (it finds the
// better answer where a random player would not).
import { describe, expect, it } from "vitest";
import { makeAgent, parseAgentChoice } from "../../src/agents/kinds.js";
import { randomAgent } from "../../src/interpreter/agents.js";
import type { Agent } from "../../src/interpreter/api-types.js";
import { chooseBy, newMatch, playGame } from "../../src/interpreter/match.js";
import type { PlayoutOptions, Position } from "../../src/interpreter/position.js";
import type { Decider } from "../../src/interpreter/runtime.js";
import { agon } from "../cli/run-cli.js";
import { chipTaking } from "./chip-taking.js";

const game = chipTaking;
const players = [{ name: "ann" }, { name: "bob" }];

describe("the ismcts agent", { timeout: 60_000 }, () => {
  it("reads its settings, with defaults, and refuses unknown ones by name", () => {
    expect(parseAgentChoice("ismcts")).toEqual({
      kind: "ismcts",
      settings: { iterations: 200, ms: 0, rollout: "heuristic", rivals: "again" },
    });
    expect(parseAgentChoice("ismcts:ms=50:rollout=random")).toEqual({
      kind: "ismcts",
      settings: { iterations: 200, ms: 50, rollout: "random", rivals: "again" },
    });
    expect(parseAgentChoice("ismcts:depth=3")).toMatchObject({
      error: 'agent ismcts has no setting "depth" (settings: iterations, ms, rollout, rivals)',
    });
    expect(parseAgentChoice("ismcts:iterations=0")).toMatchObject({
      error: 'ismcts:iterations needs a whole number from 1 to 999999999, not "0"',
    });
    expect(parseAgentChoice("ismcts:rollout=smart")).toMatchObject({ error: 'ismcts:rollout is one of heuristic, random, not "smart"' });
    expect(parseAgentChoice("random:x=1")).toMatchObject({ error: 'agent random has no setting "x"' });
  });

  it("a bad setting on the command line is a usage error (exit 2)", async () => {
    const run = await agon(["play", "rules/olympia-2000.agon", "--players", "2", "--agents", "ismcts:iterations=lots"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('error[usage]: ismcts:iterations needs a whole number from 1 to 999999999, not "lots"\n');
  });

  it("plays the same game for the same seed, and takes the best chip against a random player", () => {
    const playOnce = (seed: number) => {
      const answers: string[] = [];
      const search = makeAgent("ismcts:iterations=60:rollout=random", game, seed);
      const spy = {
        ...search,
        decide: (
          d: Parameters<typeof search.decide>[0],
          view: Parameters<typeof search.decide>[1],
          position: Parameters<typeof search.decide>[2],
        ) => {
          const a = search.decide(d, view, position);
          answers.push(String(a));
          return a;
        },
      };
      const { result } = playGame(game, { players, seed }, [spy, randomAgent(seed + 1)]);
      return { answers, result };
    };
    expect(playOnce(3)).toEqual(playOnce(3));
    // the first pick of the game: the 6 chip is the best answer, and the search finds it
    expect(playOnce(3).answers[0]).toBe("c6");
    let won = 0;
    for (let seed = 0; seed < 20; seed++) if (playOnce(seed).result.winners.includes("ann")) won++;
    expect(won).toBeGreaterThanOrEqual(17);
  });

  it("plays every root answer's k-th playout on the same sample seed (common random numbers)", () => {
    const search = makeAgent("ismcts:iterations=60:rollout=random", game, 7);
    /** for the first decision: the seed of each playout, by the root answer it played */
    const seedsByAnswer = new Map<number, number[]>();
    const spy: Agent = {
      ...search,
      decide: (d, view, position) => {
        if (!position || seedsByAnswer.size > 0) return search.decide(d, view, position);
        const watched = {
          player: position.player,
          playout: (seed: number, decide: Decider, options?: PlayoutOptions) => {
            let root = true;
            return position.playout(
              seed,
              (rt, player, items, spec) => {
                const i = decide(rt, player, items, spec);
                if (root && player === position.player) {
                  root = false;
                  seedsByAnswer.set(i, [...(seedsByAnswer.get(i) ?? []), seed]);
                }
                return i;
              },
              options,
            );
          },
        } as Position;
        return search.decide(d, view, watched);
      },
    };
    playGame(game, { players, seed: 7 }, [spy, randomAgent(8)]);
    const lists = [...seedsByAnswer.values()];
    expect(lists.length).toBe(6);
    const longest = lists.reduce((a, b) => (a.length >= b.length ? a : b));
    for (const seeds of lists) {
      expect(seeds.length).toBeGreaterThanOrEqual(2);
      expect(seeds).toEqual(longest.slice(0, seeds.length));
    }
    // and the seeds of one answer differ from one playout to the next
    expect(new Set(longest).size).toBe(longest.length);
  });

  it("answers one decision of a match at a time through chooseBy, as in a whole game (the studio's way)", () => {
    const whole = playGame(game, { players, seed: 5 }, [makeAgent("ismcts:iterations=30:rollout=random", game, 5), randomAgent(6)]);
    const match = newMatch(game, { players, seed: 5 });
    const agents = [makeAgent("ismcts:iterations=30:rollout=random", game, 5), randomAgent(6)];
    while (!match.isOver()) chooseBy(match, agents[players.findIndex((p) => p.name === match.pending()!.player)]!);
    expect(match.result()).toEqual(whole.result);
    expect(() => chooseBy(match, randomAgent(1))).toThrow("the game is over");
  });
});
