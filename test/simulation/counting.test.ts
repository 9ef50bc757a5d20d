// A counting sink (EventCounting): the events it does not take whole are never built, yet what
// `agon simulate` reads from a game (events per rule ID, turns, the leader after each turn) is
// what it reads when every event is built and pushed, on both back ends.
import { describe, expect, it } from "vitest";
import { loadGame, randomAgent, type CompiledGame, type EventSink, type GameEvent } from "../../src/index.js";
import { playGame } from "../../src/interpreter/match.js";
import { GameTally, RuleCounts } from "../../src/simulation/tally.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { gameSeed, agentSeed } from "../../src/simulation/seeds.js";
import { turnRuleOf } from "../../src/simulation/turn-rule.js";
import { direction } from "../../src/interpreter/standings.js";
import { gameOf } from "../interpreter/helpers.js";

/** No standings: the lead is read from the score var's `set` events, which must stay whole. */
const SCORED = gameOf(`game race { players 2..3  score points }
var points: int per player = 0
var turns-done: int = 0
rule setup { }
rule turn(r: int) implements R-1 {
  for p in players {
    if p == first(players) { set points[p] = points[p] + (r * 2) % 5 } else { set points[p] = points[p] + (r * 3) % 5 }
  }
  set turns-done = turns-done + 1
  log "turn done"
}
rule play implements R-2 {
  for r in 1..6 {
    call turn(r)
  }
}
rule finish { }
`);

function loaded(path: string): CompiledGame {
  const r = loadGame(path);
  if (!r.game) throw new Error(`${path} does not load`);
  return r.game;
}

const GAMES: [string, CompiledGame, number][] = [
  ["Olympia 2000", loaded("rules/olympia-2000.agon"), 3],
  ["OlymPeak", loaded("rules/olympeak.agon"), 4],
  ["Lead and Follow", loaded("rules/lead-and-follow.agon"), 4],
  ["a scored game without standings", SCORED, 3],
];

function tallyOf(game: CompiledGame, n: number): GameTally {
  const seats = new Map(Array.from({ length: n }, (_, i) => [`p${i + 1}`, i]));
  return new GameTally(turnRuleOf(game.program), game.program.game?.score?.name, seats, direction(game.standings));
}

/** The tally's figures after one game, with its counting used or every event built. */
function figures(game: CompiledGame, n: number, seed: number, engine: "generated" | "closures", counting: boolean) {
  const tally = tallyOf(game, n);
  let built = 0;
  const sink: EventSink = counting
    ? tally
    : {
        push: (e: GameEvent) => {
          built++;
          tally.push(e);
        },
        standings: (read) => tally.standings(read),
      };
  const players = Array.from({ length: n }, (_, i) => ({ name: `p${i + 1}` }));
  const agents = players.map((_, i) => randomAgent(seed * 8 + i));
  const { result } = playGame(game, { players, seed, eventSink: sink, engine }, agents);
  const { ruleEvents, turns, leadChanges, leaders, scoreTracked } = tally;
  return { result, ruleEvents: Object.fromEntries(ruleEvents), turns, leadChanges, leaders, scoreTracked, built };
}

describe("a counting sink", () => {
  for (const [title, game, n] of GAMES) {
    it(`${title}: the same figures as every event pushed, on both back ends`, () => {
      for (let seed = 0; seed < 8; seed++) {
        const full = figures(game, n, seed, "closures", false);
        expect(full.turns).toBeGreaterThan(0);
        expect(Object.keys(full.ruleEvents).length).toBeGreaterThan(0);
        for (const engine of ["closures", "generated"] as const) {
          const { built: _b, ...counted } = figures(game, n, seed, engine, true);
          const { built: _f, ...whole } = engine === "closures" ? full : figures(game, n, seed, engine, false);
          expect(counted).toEqual(whole);
          const { built: _w, ...reference } = full;
          expect(whole).toEqual(reference);
        }
      }
    });
  }

  it("builds only the score var's changes for a game without standings", () => {
    const tally = tallyOf(SCORED, 3);
    const built: GameEvent[] = [];
    const sink: EventSink = {
      push: (e) => {
        built.push(e);
        tally.push(e);
      },
      counting: tally.counting,
    };
    const players = Array.from({ length: 3 }, (_, i) => ({ name: `p${i + 1}` }));
    for (const engine of ["closures", "generated"] as const) {
      built.length = 0;
      playGame(
        SCORED,
        { players, seed: 2, eventSink: sink, engine },
        players.map((_, i) => randomAgent(i)),
      );
      expect(built.length).toBe(6 * 3);
      expect(built.every((e) => e.type === "set" && e.variable === "points")).toBe(true);
    }
  });

  it("a sink that takes only the score var's changes still follows the lead", () => {
    const { scoreTracked, leaders } = figures(SCORED, 3, 1, "generated", true);
    expect(scoreTracked).toBe(true);
    expect(leaders).toHaveLength(6);
  });

  it("a counter shared by many games (as `simulate` keeps one) sums what each game counts alone", () => {
    const [, game, n] = GAMES[0]!;
    const names = Array.from({ length: n }, (_, i) => `p${i + 1}`);
    const spec = { rules: "", players: names, agents: names.map(() => "random"), options: {}, seed: 5, games: 6, first: 0, count: 6 };
    const shared = new GamePlayer(game, spec as never).play(0, 6).ruleEvents;
    const alone: Record<string, number> = {};
    for (let index = 0; index < 6; index++) {
      const tally = tallyOf(game, n);
      const players = names.map((name) => ({ name }));
      const agents = names.map((_, seat) => randomAgent(agentSeed(5, index, seat)));
      playGame(game, { players, seed: gameSeed(5, index), eventSink: tally }, agents);
      for (const [id, k] of tally.ruleEvents) alone[id] = (alone[id] ?? 0) + k;
    }
    expect(Object.keys(alone).length).toBeGreaterThan(3);
    expect({ ...shared }).toEqual(alone);
  });

  it("a game with standings builds no event for a counting sink: phases are told, rule IDs counted", () => {
    const [, game, n] = GAMES[0]!;
    let pushed = 0;
    const phases: string[] = [];
    const counts = new RuleCounts();
    const sink: EventSink = {
      push: () => {
        pushed++;
      },
      standings: () => {},
      counting: {
        types: [],
        phases: [turnRuleOf(game.program)!],
        phase: (name, phase) => {
          phases.push(`${name} ${phase}`);
        },
        countRule: (rule, events) => counts.count(rule, events),
      },
    };
    const players = Array.from({ length: n }, (_, i) => ({ name: `p${i + 1}` }));
    playGame(
      game,
      { players, seed: 3, eventSink: sink },
      players.map((_, i) => randomAgent(i)),
    );
    const turns = tallyOf(game, n);
    playGame(
      game,
      { players, seed: 3, eventSink: turns },
      players.map((_, i) => randomAgent(i)),
    );
    expect(pushed).toBe(0);
    expect(phases).toHaveLength(2 * turns.turns);
    expect(phases.slice(0, 2)).toEqual([`${turnRuleOf(game.program)} start`, `${turnRuleOf(game.program)} end`]);
    expect(Object.fromEntries(counts.byRule())).toEqual(Object.fromEntries(turns.ruleEvents));
  });

  it("a rule counter splits the IDs of a block that names several, and counts runs and returns alike", () => {
    const counts = new RuleCounts();
    for (const text of ["A-1", "A-1", "B-1, A-1", "A-1", "B-1, A-1", "C-2", "B-1, A-1", "A-1"]) counts.count(text);
    counts.count("C-2", 3);
    expect(Object.fromEntries(counts.byRule())).toEqual({ "A-1": 7, "B-1": 3, "C-2": 4 });
  });
});
