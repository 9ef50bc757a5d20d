// Names that are properties of every JavaScript object (`constructor`, `__proto__`, `toString`)
// as rule IDs, attributes, enum values, map keys, zones and players: names like any other.
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { firstLegalAgent, gameInfo, loadGame, newMatch, playGame } from "../../src/index.js";
import { GamePlayer } from "../../src/simulation/play-games.js";

const file = fileURLToPath(new URL("../fixtures/names/prototype-names.agon", import.meta.url));
const loaded = loadGame(file);
const game = loaded.game!;

describe("prototype names", () => {
  it("the game checks clean", () => {
    expect(loaded.diagnostics).toEqual([]);
  });

  it("gameInfo lists the rules implementing each rule ID", () => {
    // entries, not an object literal: in a literal `__proto__:` would set the prototype
    expect(Object.entries(gameInfo(game).implemented)).toEqual([
      ["constructor", ["setup"]],
      ["__proto__", ["play"]],
      ["toString", ["valueOf"]],
    ]);
  });

  it("plays: attribute `constructor`, map entry `toString`, players `constructor` and `__proto__`", () => {
    const { result, events } = playGame(game, { players: [{ name: "constructor" }, { name: "__proto__" }] }, () => firstLegalAgent());
    // t1 (constructor 1, worth.toString 10) to the first player, t2 (2, 40) to the second
    expect(Object.entries(result.scores)).toEqual([
      ["constructor", 11],
      ["__proto__", 42],
    ]);
    expect(events.filter((e) => e.type === "log").map((e) => e.rule)).toEqual(["toString"]);
  });

  it("a view and a var read by such names", () => {
    const m = newMatch(game, { players: [{ name: "a" }, { name: "b" }] });
    expect(m.variable("isPrototypeOf")).toBe(1);
    expect(m.view("a").zones.__proto__).toEqual({ cards: [], count: 0 });
    expect(m.zone("__proto__")).toEqual([]);
  });

  it("a simulation counts the events per such rule ID", () => {
    const spec: SimulationSpec = {
      rules: file,
      players: ["a", "b"],
      agents: ["random", "random"],
      options: {},
      seed: 1,
      games: 3,
      first: 0,
      count: 3,
    };
    const columns = new GamePlayer(game, spec).play(0, 3);
    expect(Object.keys(columns.ruleEvents).sort()).toEqual(["__proto__", "constructor", "toString"]);
    for (const n of Object.values(columns.ruleEvents)) expect(typeof n).toBe("number");
  });
});
