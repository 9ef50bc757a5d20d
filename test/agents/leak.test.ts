// The leak test: nothing a player may not see reaches that player's options, samples or agents.
// At many decisions of games played at random, a second world the player cannot tell from the
// real one is drawn by an independent sampler (test/support/counterfactual.ts: rejection from the
// record, sharing no code with the agents' sampler): the options name no card the player cannot
// see, the samples a position draws (with and without rivals answered again) are the same in
// both worlds, and so are the ISMCTS agent's answers (fixed seeds). Three cheats are fixtures the
// test must catch: playouts on the true hidden state (what the old position's private fields let
// ISMCTS replay), a sampler that never deals the next seat's hand again, and one that keeps the
// true pile.
import { describe, expect, it } from "vitest";
import { sampleBeliefs, type Sampler } from "../../src/agents/beliefs.js";
import { makeAgent } from "../../src/agents/kinds.js";
import { strategyOf } from "../../src/agents/strategy.js";
import type { History } from "../../src/interpreter/history.js";
import type { CompiledGame } from "../../src/interpreter/model.js";
import { Position } from "../../src/interpreter/position.js";
import { Rng } from "../../src/interpreter/rng.js";
import type { Runtime, ZoneInst } from "../../src/interpreter/runtime.js";
import type { Player } from "../../src/interpreter/values.js";
import { loadGame } from "../../src/index.js";
import { counterfactual, playRecorded } from "../support/counterfactual.js";
import { sampleAt } from "../support/samples.js";
import { hiddenFixture as fixture } from "../support/hidden-fixture.js";

type PositionOf = (history: History, player: Player) => Position;

/** check every `check`-th decision, and search at every `search`-th check */
interface Every {
  check: number;
  search: number;
}

interface Tally {
  checked: number;
  /** decisions where the independent sampler found no other world */
  skipped: number;
  searched: number;
  /** what differed between the two worlds */
  leaks: string[];
}

function leakCheck(game: CompiledGame, players: number, seed: number, every: Every, positionOf: PositionOf): Tally {
  const tally: Tally = { checked: 0, skipped: 0, searched: 0, leaks: [] };
  const strategy = strategyOf(game);
  const rng = new Rng(seed);
  let asked = 0;
  playRecorded(game, players, seed, (m) => {
    if (asked++ % every.check !== 0) return;
    const where = `${m.player.name} deciding "${m.spec.label}" at answer ${m.history.answers.length}`;
    // the options name no card the player cannot see
    const visible = new Set([...Object.values(m.view.zones).flatMap((z) => z.cards ?? []), ...m.view.known]);
    for (const o of m.decision.options)
      if (typeof o === "string" && game.cardById.has(o)) expect(visible.has(o), `${where}: ${o}`).toBe(true);
    const other = counterfactual(m, rng);
    if (!other) {
      tally.skipped++;
      return;
    }
    tally.checked++;
    const real = positionOf(m.history, m.player);
    const twin = positionOf(other.history, m.player);
    for (const rivals of [false, true]) {
      const s = seed * 1000 + tally.checked * 2 + (rivals ? 1 : 0);
      if (JSON.stringify(sampleAt(real, s, rivals)) !== JSON.stringify(sampleAt(twin, s, rivals)))
        tally.leaks.push(`${where}: the samples differ${rivals ? " (rivals answered again)" : ""}`);
    }
    if (tally.checked % every.search === 0 && m.decision.options.length > 1) {
      tally.searched++;
      const kind = strategy ? "ismcts:iterations=6" : "ismcts:iterations=6:rollout=random";
      const answer = (position: Position) => makeAgent(kind, game, 9).decide(m.decision, () => m.view, position);
      if (JSON.stringify(answer(real)) !== JSON.stringify(answer(twin))) tally.leaks.push(`${where}: ISMCTS answers differently`);
    }
  });
  return tally;
}

const honest: PositionOf = (history, player) => new Position(history, player);
const cheating =
  (sampler: Sampler): PositionOf =>
  (history, player) =>
    new Position(history, player, sampler);

/** A faulty sampler: the honest one, then the true cards of one zone put back where they lay. */
function keeping(zoneOf: (rt: Runtime, seat: number) => ZoneInst | undefined): Sampler {
  return (rt, beliefs, rng) => {
    const zone = zoneOf(rt, beliefs.seat);
    const truth = zone ? zone.cards.slice() : [];
    sampleBeliefs(rt, beliefs, rng);
    if (!zone) return;
    truth.forEach((card, i) => {
      const displaced = zone.cards[i]!;
      if (displaced === card) return;
      const from = rt.cardZone[card.num]!;
      from.cards[from.cards.indexOf(card)] = displaced;
      rt.cardZone[displaced.num] = from;
      zone.cards[i] = card;
      rt.cardZone[card.num] = zone;
    });
  };
}

const zoneNamed = (rt: Runtime, name: string, seat?: number): ZoneInst | undefined => {
  const spec = rt.game.zones.find((z) => z.name === name);
  return spec && rt.zones[spec.index]![seat ?? 0];
};

const CHEATS: { name: string; positionOf: PositionOf }[] = [
  { name: "playouts on the true hidden state", positionOf: cheating(() => {}) },
  {
    name: "a sampler that never deals the next seat's hand again",
    positionOf: cheating(keeping((rt, seat) => zoneNamed(rt, "hand", (seat + 1) % rt.players.length))),
  },
  {
    name: "a sampler that keeps the true pile order",
    positionOf: cheating(keeping((rt) => zoneNamed(rt, "pile") ?? zoneNamed(rt, "draw-pile"))),
  },
];

const GAMES = [
  { rules: "rules/olympia-2000.agon", players: [2, 4, 5], every: { check: 3, search: 4 } },
  { rules: "rules/olympeak.agon", players: [3, 4], every: { check: 6, search: 4 } },
  { rules: "rules/lead-and-follow.agon", players: [3, 4], every: { check: 2, search: 4 } },
];

describe("the leak test: a world the player cannot tell from the real one changes nothing it is given", { timeout: 300_000 }, () => {
  for (const { rules, players, every } of GAMES) {
    it(`${rules}`, () => {
      const { game } = loadGame(rules);
      // the fixture game declares no strategy: its ISMCTS plays out at random
      expect(strategyOf(game!) === undefined, rules).toBe(rules.includes("lead-and-follow"));
      for (const n of players) {
        const tally = leakCheck(game!, n, 100 + n, every, honest);
        expect(tally.leaks, `${n} players`).toEqual([]);
        expect(tally.checked, `${n} players (${tally.skipped} skipped)`).toBeGreaterThan(5);
        expect(tally.searched, `${n} players`).toBeGreaterThan(0);
      }
    });
  }

  it("a fixture game: hands, a pile, a look and a reveal", () => {
    for (const n of [2, 3, 4]) {
      const tally = leakCheck(fixture, n, 7 + n, { check: 1, search: 2 }, honest);
      expect(tally.leaks).toEqual([]);
      expect(tally.checked).toBeGreaterThan(2);
    }
  });

  for (const { name, positionOf } of CHEATS) {
    it(`catches ${name}`, () => {
      const { game } = loadGame("rules/olympia-2000.agon");
      const tally = leakCheck(game!, 4, 104, { check: 3, search: 2 }, positionOf);
      expect(tally.leaks.length, name).toBeGreaterThan(0);
      expect(tally.leaks.filter((l) => l.includes("ISMCTS")).length, `${name}: the search's answers`).toBeGreaterThan(0);
    });
  }
});
