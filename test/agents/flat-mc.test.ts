// The flat-mc agent (determinised flat Monte Carlo): its settings, its determinism for a seed,
// that it finds the answer a random player misses, and that it never reads what its player cannot
// see: its answer is the same in a world the player cannot tell from the real one (drawn by the
// leak test's independent sampler), which a version of it given a position on the true hidden
// state (a cheat) is caught failing.
import { describe, expect, it } from "vitest";
import { flatMcAgent } from "../../src/agents/flat-mc.js";
import { agentRollout } from "../../src/agents/ismcts.js";
import { makeAgent, parseAgentChoice } from "../../src/agents/kinds.js";
import type { SampledPlayout } from "../../src/agents/sampled-playout.js";
import { randomAgent } from "../../src/interpreter/agents.js";
import type { Agent, PlainValue } from "../../src/interpreter/api-types.js";
import { playGame } from "../../src/interpreter/match.js";
import type { CompiledGame } from "../../src/interpreter/model.js";
import { History, matchSetup } from "../../src/interpreter/history.js";
import { Position } from "../../src/interpreter/position.js";
import { Rng } from "../../src/interpreter/rng.js";
import type { Player } from "../../src/interpreter/values.js";
import { counterfactual, playRecorded } from "../support/counterfactual.js";
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

/** A position on the true hidden state: its playouts deal nothing again (the cheat the old
 *  position's private replay allowed). */
const onTruth = (history: History, player: Player): Position => new Position(history, player, () => {});

/** The duel's only decision of the first player is the match's first: its history has no answers. */
function duelHistory(seed: number): History {
  return new History(matchSetup(duel, { players, seed }), []);
}

/** flat-mc given a position on the true hidden state instead of the one the match offers */
function cheatingFlatMc(seed: number): Agent {
  const honest = flatMc(seed);
  return {
    ...honest,
    decide: (d, view, position) => honest.decide(d, view, position && onTruth(duelHistory(seed), position.player)),
  };
}

/** An agent's answers at the first player's decisions, in the game as dealt and in worlds the
 *  player cannot tell from it, drawn by the independent sampler (test/support/counterfactual.ts). */
function answersUnderRedeal(game: CompiledGame, positionOf: (h: History, p: Player) => Position, games: number) {
  const tally = { same: 0, differ: 0 };
  const rng = new Rng(99);
  for (let seed = 0; seed < games; seed++) {
    playRecorded(game, 2, seed, (m) => {
      if (m.player.seat !== 0) return;
      const real = flatMc(7).decide(m.decision, () => m.view, positionOf(m.history, m.player));
      for (let world = 0; world < 3; world++) {
        const other = counterfactual(m, rng);
        if (!other) continue;
        const twin = flatMc(7).decide(m.decision, () => m.view, positionOf(other.history, m.player));
        if (JSON.stringify(twin) === JSON.stringify(real)) tally.same++;
        else tally.differ++;
      }
    });
  }
  return tally;
}

describe("the flat-mc agent", { timeout: 60_000 }, () => {
  it("reads its settings, with defaults, and refuses unknown ones by name", () => {
    expect(parseAgentChoice("flat-mc")).toEqual({ kind: "flat-mc", settings: { playouts: 200, rollout: "heuristic", rivals: "again" } });
    expect(parseAgentChoice("flat-mc:playouts=20:rollout=random")).toEqual({
      kind: "flat-mc",
      settings: { playouts: 20, rollout: "random", rivals: "again" },
    });
    expect(parseAgentChoice("flat-mc:iterations=3")).toMatchObject({
      error: 'agent flat-mc has no setting "iterations" (settings: playouts, rollout, rivals)',
    });
    expect(parseAgentChoice("flat-mc:playouts=0")).toMatchObject({
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
    const honest = answersUnderRedeal(duel, (h, p) => new Position(h, p), 12);
    expect(honest.differ).toBe(0);
    expect(honest.same).toBeGreaterThan(20);
    const caught = answersUnderRedeal(duel, onTruth, 12);
    expect(caught.differ).toBeGreaterThan(0);
  });

  it("wins the duel as often as its own chip allows, below the cheat's every game", () => {
    let honest = 0;
    let cheating = 0;
    for (let seed = 0; seed < 60; seed++) {
      if (playGame(duel, { players, seed }, [flatMc(seed), randomAgent(seed)]).result.winners.includes("ann")) honest++;
      if (playGame(duel, { players, seed }, [cheatingFlatMc(seed), randomAgent(seed)]).result.winners.includes("ann")) cheating++;
    }
    expect(cheating).toBe(60);
    // the honest best is 80% (a chip of k among 6 is the higher in max(k - 1, 6 - k) of 5 deals)
    expect(honest).toBeGreaterThan(36);
    expect(honest).toBeLessThan(58);
  });
});
