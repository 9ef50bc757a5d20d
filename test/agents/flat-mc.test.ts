// The flat-mc agent (determinised flat Monte Carlo): its settings, its determinism for a seed,
// that it finds the answer a random player misses, and that it never reads what its player cannot
// see: its answer is the same in a game whose hidden cards were dealt otherwise, which a version of
// it that plays on the true hidden state (a cheat, through the same seam) is caught failing.
import { describe, expect, it } from "vitest";
import { flatMcAgent } from "../../src/agents/flat-mc.js";
import { agentRollout } from "../../src/agents/ismcts.js";
import { makeAgent, parseAgentChoice } from "../../src/agents/kinds.js";
import type { SampledPlayout } from "../../src/agents/sampled-playout.js";
import { randomAgent } from "../../src/interpreter/agents.js";
import type { Agent, Decision, PlainValue } from "../../src/interpreter/api-types.js";
import { playGame } from "../../src/interpreter/match.js";
import type { CompiledGame } from "../../src/interpreter/model.js";
import type { Position } from "../../src/interpreter/position.js";
import { liveViewOf } from "../../src/interpreter/views.js";
import { chipDeck, gameOf, withPlay } from "../interpreter/helpers.js";
import { chipTaking } from "./chip-taking.js";

const players = [{ name: "ann" }, { name: "bob" }];

// each player is dealt one hidden chip; the first says whether theirs is the higher: right, they
// win; wrong, the other does. The best answer depends on the rival's chip, which only a cheat sees.
const duel = gameOf(
  withPlay(
    `${chipDeck(6)}var higher: bool = false
`,
    `  shuffle pile
  deal 1 from pile to hand
  choose g from [true, false] by first(players) secret "mine is higher"
  set higher = g`,
    `let mine = top(hand[first(players)]).value
  let theirs = top(hand[last(players)]).value
  winners [p for p in players if (p == first(players)) == (higher == (mine > theirs))]`,
  ),
);

/** flat-mc at random rollouts, its playouts through `playout` (default: the real seam). */
function flatMc(seed: number, playout?: SampledPlayout): Agent {
  return flatMcAgent(seed, {
    playouts: 40,
    rollout: agentRollout(randomAgent(seed + 1), liveViewOf),
    fallback: randomAgent(seed),
    ...(playout ? { playout } : {}),
  });
}

/** plays on the true hidden state: the replay of the match as it was dealt */
const cheat: SampledPlayout = (position, _seed, decide) => position.replayTo(decide);

/** Agents' answers at each of the first player's decisions, in the game as dealt and in the same
 *  game with its hidden cards dealt again from that player's view (several deals). */
function answersUnderRedeal(game: CompiledGame, make: () => Agent, games: number): { same: number; differ: number } {
  const tally = { same: 0, differ: 0 };
  for (let seed = 0; seed < games; seed++) {
    const inspector: Agent = {
      name: "inspector",
      searches: true,
      decide(d: Decision, view, position?: Position): PlainValue {
        const real = make().decide(d, view, position);
        for (let deal = 0; deal < 3; deal++) {
          const other = make().decide(d, view, position!.withHiddenDealt(seed * 10 + deal));
          if (JSON.stringify(other) === JSON.stringify(real)) tally.same++;
          else tally.differ++;
        }
        return real;
      },
    };
    playGame(game, { players, seed }, [inspector, randomAgent(seed)]);
  }
  return tally;
}

describe("the flat-mc agent", { timeout: 60_000 }, () => {
  it("reads its settings, with defaults, and refuses unknown ones by name", () => {
    expect(parseAgentChoice("flat-mc")).toEqual({ kind: "flat-mc", settings: { playouts: 200, rollout: "heuristic" } });
    expect(parseAgentChoice("flat-mc:playouts=20:rollout=random")).toEqual({
      kind: "flat-mc",
      settings: { playouts: 20, rollout: "random" },
    });
    expect(parseAgentChoice("flat-mc:iterations=3")).toEqual({
      error: 'agent flat-mc has no setting "iterations" (settings: playouts, rollout)',
    });
    expect(parseAgentChoice("flat-mc:playouts=0")).toEqual({
      error: 'flat-mc:playouts needs a whole number from 1 to 999999999, not "0"',
    });
  });

  it("plays the same game for the same seed, and takes the best chip where a random player need not", () => {
    const playOnce = (seed: number, kind: string) => {
      const answers: PlainValue[] = [];
      const agent = makeAgent(kind, chipTaking, seed);
      const spy: Agent = {
        ...agent,
        decide(d, view, position) {
          const a = agent.decide(d, view, position);
          answers.push(a);
          return a;
        },
      };
      const { result } = playGame(chipTaking, { players, seed }, [spy, randomAgent(seed + 1)]);
      return { answers, won: result.winners.includes("ann") };
    };
    const search = "flat-mc:playouts=120:rollout=random";
    expect(playOnce(3, search)).toEqual(playOnce(3, search));
    let searchWon = 0;
    let randomWon = 0;
    let searchBest = 0;
    let randomBest = 0;
    for (let seed = 0; seed < 20; seed++) {
      const searched = playOnce(seed, search);
      // the first pick of the game: the 6 chip is the best answer
      if (searched.answers[0] === "c6") searchBest++;
      if (searched.won) searchWon++;
      const random = playOnce(seed, "random");
      if (random.won) randomWon++;
      if (random.answers[0] === "c6") randomBest++;
    }
    // a random first pick is the 6 in a sixth of games; the search's, in most (with random
    // playouts the 5 first is often about as good)
    expect(searchBest).toBeGreaterThanOrEqual(12);
    expect(randomBest).toBeLessThan(8);
    expect(searchWon).toBeGreaterThanOrEqual(18);
    expect(randomWon).toBeLessThan(searchWon - 4);
  });

  it("answers alike whatever the hidden cards are, where a cheat on the true hidden state does not", () => {
    const honest = answersUnderRedeal(duel, () => flatMc(7), 12);
    expect(honest.differ).toBe(0);
    expect(honest.same).toBe(36);
    const caught = answersUnderRedeal(duel, () => flatMc(7, cheat), 12);
    expect(caught.differ).toBeGreaterThan(0);
  });

  it("wins the duel as often as its own chip allows, below the cheat's every game", () => {
    let honest = 0;
    let cheating = 0;
    for (let seed = 0; seed < 60; seed++) {
      if (playGame(duel, { players, seed }, [flatMc(seed), randomAgent(seed)]).result.winners.includes("ann")) honest++;
      if (playGame(duel, { players, seed }, [flatMc(seed, cheat), randomAgent(seed)]).result.winners.includes("ann")) cheating++;
    }
    expect(cheating).toBe(60);
    // the honest best is 80% (a chip of k among 6 is the higher in max(k - 1, 6 - k) of 5 deals)
    expect(honest).toBeGreaterThan(36);
    expect(honest).toBeLessThan(58);
  });
});
