// `agon compile --report`: the fallbacks to the closures a game's generated program takes. The
// games of the repository take none in games of random agents; a construct the generator hands to
// the closures is counted where it is taken.
import { describe, expect, it } from "vitest";
import { countedGame } from "../../src/codegen/slow-path-report.js";
import { compileCommand } from "../../src/cli/compile.js";
import { UsageError } from "../../src/cli/errors.js";
import { loadGame, playGame, randomAgent, type CompiledGame } from "../../src/index.js";
import { gameOf } from "../interpreter/helpers.js";

function load(file: string): CompiledGame {
  const r = loadGame(file);
  if (!r.game) throw new Error(`${file} does not load`);
  return r.game;
}

/** Fallback calls in `games` games of each player count, by the construct each site names. */
function takenIn(game: CompiledGame, games: number): Record<string, number> {
  const counted = countedGame(game)!;
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
    const players = Array.from({ length: n }, (_, i) => ({ name: `p${i + 1}` }));
    for (let seed = 1; seed <= games; seed++) playGame(counted.game, { players, seed, engine: "closures" }, () => randomAgent(seed));
  }
  const taken: Record<string, number> = {};
  for (const t of counted.tallies) if (t.taken > 0) taken[t.site.what] = (taken[t.site.what] ?? 0) + t.taken;
  return taken;
}

describe("agon compile --report", () => {
  for (const file of [
    "rules/olympia-2000.agon",
    "rules/olympeak.agon",
    "rules/lead-and-follow.agon",
    "test/fixtures/games/in-place-paths.agon",
  ]) {
    it(`${file}: no fallback taken in games of random agents`, () => {
      expect(takenIn(load(file), 4)).toEqual({});
    });
  }

  it("counts a construct the generated code hands to the closures, where it is taken", () => {
    // `unique` of a list has no path of its own in the generated code
    const game = gameOf(`game g { players 2..2  score points }
var points: int per player = 0
rule setup { }
rule play { for p in players { set points[p] += count(unique([1, 2, 2])) } }
rule finish { winners players }`);
    expect(takenIn(game, 3)).toEqual({ "Call unique": 6 });
  });

  it("lists the fallbacks of the program and those taken", () => {
    const out: string[] = [];
    const code = compileCommand("rules/lead-and-follow.agon", { report: true, games: "2" }, {
      stdout: (s: string) => out.push(s),
    } as never);
    expect(code).toBe(0);
    expect(out.join("")).toMatch(/^rules\/lead-and-follow\.agon: \d+ fallbacks to the closures in the generated program/);
    expect(out.join("")).toContain("6 games (3 to 5 players, 2 seeds each, random agents, default options): no fallback taken");
  });

  it("refuses a command line with nothing to do, or --games without --report", () => {
    expect(() => compileCommand("rules/lead-and-follow.agon", {}, {} as never)).toThrow(UsageError);
    expect(() => compileCommand("rules/lead-and-follow.agon", { out: "x.mjs", games: "3" }, {} as never)).toThrow(/give --report too/);
    expect(() => compileCommand("rules/lead-and-follow.agon", { report: true, games: "0" }, {} as never)).toThrow(/at least 1/);
  });
});
