// The leak test: nothing a player may not see reaches that player's view, options or agents. At
// many positions of games played at random, the hidden cards are dealt again from the deciding
// player's view (Position.withHiddenDealt); the view, the legal options, the heuristic agent's and
// the ISMCTS agent's answers (fixed seeds) must stay as they were, and a sample drawn from either
// game must be the same state: samples depend on the view alone.
import { describe, expect, it } from "vitest";
import { makeAgent } from "../../src/agents/kinds.js";
import { strategyOf } from "../../src/agents/strategy.js";
import { randomAgent } from "../../src/interpreter/agents.js";
import type { Agent, Decision, PlayerView } from "../../src/interpreter/api-types.js";
import { playGame } from "../../src/interpreter/match.js";
import type { CompiledGame } from "../../src/interpreter/model.js";
import type { Position } from "../../src/interpreter/position.js";
import type { Runtime } from "../../src/interpreter/runtime.js";
import { toPlain, type Value } from "../../src/interpreter/values.js";
import { viewOf } from "../../src/interpreter/views.js";
import { loadGame } from "../../src/index.js";
import { chipDeck, gameOf, withPlay } from "../interpreter/helpers.js";

/** Stops a replay once the state at the decision has been read. */
class Seen {
  constructor(
    readonly view: PlayerView,
    readonly options: unknown[],
    readonly cards: string[][][],
  ) {}
}

function stateAt(position: Position, how: "replay" | { sample: number }): Seen {
  const read = (rt: Runtime, player: { seat: number }, items: Value[]): never => {
    throw new Seen(
      viewOf(rt, rt.players[player.seat]!),
      items.map(toPlain),
      rt.zones.map((insts) => insts.map((z) => z.cards.map((c) => c.id))),
    );
  };
  try {
    if (how === "replay") position.replayTo(read);
    else position.playout(how.sample, read);
  } catch (e) {
    if (e instanceof Seen) return e;
    throw e;
  }
  throw new Error("the game ended before the decision");
}

/** check every `check`-th decision of each player, and search at every `search`-th check */
interface Every {
  check: number;
  search: number;
}

interface Tally {
  checked: number;
  /** positions where dealing again moved some hidden card */
  changed: number;
  searched: number;
}

/** A random player that checks every decision it is asked (and every `searchEvery`-th with ISMCTS). */
function inspector(game: CompiledGame, seed: number, tally: Tally, every: Every): Agent {
  const answer = randomAgent(seed);
  const strategy = strategyOf(game);
  let asked = 0;
  return {
    name: "inspector",
    searches: true,
    decide(d: Decision, view, position) {
      if (asked++ % every.check !== 0) return answer.decide(d, view);
      const pos = position!;
      const real = stateAt(pos, "replay");
      const dealt = pos.withHiddenDealt(seed + tally.checked);
      const other = stateAt(dealt, "replay");
      tally.checked++;
      if (JSON.stringify(other.cards) !== JSON.stringify(real.cards)) tally.changed++;
      const where = `${d.player} deciding "${d.label}" (check ${tally.checked})`;
      expect(view(), where).toEqual(real.view);
      expect(other.view, where).toEqual(real.view);
      expect(other.options, where).toEqual(d.options);
      // the options name no card the player cannot see
      const visible = new Set([...Object.values(real.view.zones).flatMap((z) => z.cards ?? []), ...real.view.known]);
      for (const o of d.options) if (typeof o === "string" && game.cardById.has(o)) expect(visible.has(o), `${where}: ${o}`).toBe(true);
      // a sample is the same whichever of the two games it is drawn from
      expect(stateAt(dealt, { sample: 77 }).cards, where).toEqual(stateAt(pos, { sample: 77 }).cards);
      if (strategy) {
        const heuristic = () => makeAgent("heuristic", game, 5);
        expect(
          heuristic().decide(d, () => other.view),
          where,
        ).toEqual(heuristic().decide(d, () => real.view));
      }
      if (tally.checked % every.search === 0 && d.options.length > 1) {
        tally.searched++;
        const kind = strategy ? "ismcts:iterations=6" : "ismcts:iterations=6:rollout=random";
        const search = () => makeAgent(kind, game, 9);
        expect(
          search().decide(d, () => other.view, dealt),
          where,
        ).toEqual(search().decide(d, view, pos));
      }
      return answer.decide(d, view);
    },
  };
}

function leakCheck(game: CompiledGame, players: number, seed: number, every: Every): Tally {
  const tally: Tally = { checked: 0, changed: 0, searched: 0 };
  const names = Array.from({ length: players }, (_, i) => ({ name: `p${i + 1}` }));
  playGame(game, { players: names, seed, recordEvents: false }, (name) => inspector(game, seed * 10 + Number(name.slice(1)), tally, every));
  return tally;
}

const GAMES = [
  { rules: "rules/olympia-2000.agon", players: [2, 3, 4, 5], every: { check: 2, search: 6 } },
  { rules: "rules/olympeak.agon", players: [2, 3, 4, 5, 6], every: { check: 4, search: 12 } },
  { rules: "rules/lead-and-follow.agon", players: [3, 4, 5], every: { check: 1, search: 10 } },
];

describe("the leak test: resampling what a player cannot see changes nothing the player sees", { timeout: 120_000 }, () => {
  for (const { rules, players, every } of GAMES) {
    it(`${rules}, every player count`, () => {
      const { game } = loadGame(rules);
      // the fixture game declares no strategy: its ISMCTS plays out at random
      expect(strategyOf(game!) === undefined, rules).toBe(rules.includes("lead-and-follow"));
      for (const n of players) {
        const tally = leakCheck(game!, n, 100 + n, every);
        expect(tally.checked, `${n} players`).toBeGreaterThan(10);
        expect(tally.changed, `${n} players: some position had hidden cards to deal again`).toBeGreaterThan(0);
        expect(tally.searched, `${n} players`).toBeGreaterThan(0);
      }
    });
  }

  it("a fixture game: hands, a pile, a look and a reveal", () => {
    const game = gameOf(
      withPlay(
        `${chipDeck(16)}zone played: chip per player hidden
zone table: chip shared public
`,
        `  shuffle pile
  deal 3 from pile to hand
  look top(pile) by first(players)
  for r in 1..3 {
    for p in players {
      choose c from hand[p] by p secret "chip to play"
      move c to played[p]
    }
    reveal played
    for p in players {
      set points[p] = points[p] + sum([c.value for c in played[p]])
      move played[p] to table
    }
  }`,
        "winners [p for p in players if points[p] == max([points[q] for q in players])]",
      ),
    );
    for (const n of [2, 3, 4]) {
      const tally = leakCheck(game, n, 7 + n, { check: 1, search: 2 });
      expect(tally.checked).toBe(3 * n);
      expect(tally.changed).toBeGreaterThan(0);
    }
  });
});
