// A game whose every name is a property of Object.prototype (`constructor`, `__proto__`,
// `toString`, `hasOwnProperty`, ...) checks clean, lists its options and rule IDs, plays, and
// simulates, reading each name as what the game declared, never as what JavaScript inherits.
import { describe, expect, it } from "vitest";
import { gameInfo, loadGame, playGame, randomAgent } from "../../src/index.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { fromJson, summaryOf, toJson, type SimulationResult } from "../../src/simulation/result.js";
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { agon } from "../cli/run-cli.js";

const RULES = "test/fixtures/games/prototype-names.agon";
const loaded = loadGame(RULES);
const game = loaded.game!;

describe("names that are properties of Object.prototype", () => {
  it("check clean", () => {
    expect(loaded.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  });

  it("cards keep their own attributes: an attribute `constructor`, a map `toString`, an enum value `toString`", () => {
    const cards = game.program.cards;
    expect(cards.map((c) => c.id)).toEqual(["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]);
    const proto = cards.find((c) => c.id === "__proto__")!;
    expect(proto.attributes.constructor).toBe(2);
    expect(Object.hasOwn(proto.attributes, "__proto__") && proto.attributes.__proto__).toBe("__proto__");
    const entries = Object.assign(Object.create(null), JSON.parse('{ "constructor": 6, "toString": 0, "valueOf": 0, "__proto__": 1 }'));
    expect(proto.attributes.toString).toEqual(entries);
    expect(proto.names.en).toBe("__proto__");
  });

  it("options and rule IDs are listed by their own names", async () => {
    const info = gameInfo(game);
    expect(info.options.map((o) => o.name)).toEqual(["valueOf", "propertyIsEnumerable"]);
    expect(Object.keys(info.implemented).sort()).toEqual(["__proto__", "constructor", "toString"]);
    expect([info.implemented.__proto__, info.implemented.constructor, info.implemented.toString]).toEqual([
      ["play"],
      ["setup"],
      ["option valueOf"],
    ]);
    const run = await agon(["options", RULES]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("valueOf: __lookupGetter__ | __lookupSetter__ (default __lookupGetter__)");
    const play = await agon([
      "play",
      RULES,
      "--players",
      "2",
      "--option",
      "valueOf=__lookupSetter__",
      "--option",
      "propertyIsEnumerable=2",
    ]);
    expect(play.stderr).toBe("");
    expect(play.code).toBe(0);
  });

  it("plays: each card scores its `constructor` attribute, its `toString` entries and the seat's attributes", () => {
    for (let seed = 1; seed <= 5; seed++) {
      const names = ["ann", "bob", "cy"];
      const { result } = playGame(game, { players: names.map((name) => ({ name })), seed }, (name) =>
        randomAgent(seed * 10 + names.indexOf(name)),
      );
      const scores = Object.values(result.scores);
      // one card each: value 1..5, entries 5..9 and 1, the player's attributes 1 and 2, and 1 if its enum value is its id
      for (const s of scores) expect(s >= 1 + 5 + 1 + 1 + 2 && s <= 5 + 9 + 1 + 1 + 2 + 1, `score ${s}`).toBe(true);
      expect(result.winners.length).toBeGreaterThan(0);
    }
  });

  it("simulates, counting rule events by the IDs `constructor` and `__proto__`", () => {
    const spec: SimulationSpec = {
      rules: RULES,
      players: ["ann", "bob"],
      agents: ["random", "random"],
      options: {},
      seed: 7,
      games: 6,
      first: 0,
      count: 6,
    };
    const result: SimulationResult = { spec, game: "prototype-names", turnRule: null, columns: new GamePlayer(game, spec).play(0, 6) };
    const perGame = summaryOf(fromJson(JSON.parse(JSON.stringify(toJson(result))))).ruleEventsPerGame;
    expect(Object.keys(perGame).sort()).toEqual(["__proto__", "constructor"]);
    for (const n of Object.values(perGame)) expect(Number.isFinite(n) && n > 0).toBe(true);
  });
});
