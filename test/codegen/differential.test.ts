// The generated back end against the closures, game by game (npm run differential plays many more).
import { describe, expect, it } from "vitest";
import { differentialGames, firstDifference, settingsOf } from "./differential.js";
import { gameFor } from "../../src/codegen/backend.js";
import { playGame } from "../../src/interpreter/match.js";
import { randomAgent, type CompiledGame, type EventSink } from "../../src/index.js";
import { scaled } from "../support/scale.js";

const games = differentialGames();

describe("generated code and closures agree", () => {
  it("finds the three games and the fixture games", () => {
    const files = games.map((g) => g.file);
    expect(files).toEqual(expect.arrayContaining(["rules/olympia-2000.agon", "rules/olympeak.agon", "rules/lead-and-follow.agon"]));
    expect(files.length).toBeGreaterThan(5);
  });
  for (const g of games) {
    // two hundred games per rules file, spread over its settings
    const seeds = scaled(g.file.startsWith("rules/") ? Math.ceil(200 / settingsOf(g.game).length) : 2);
    it(`${g.file}: ${seeds} seeds × every player count and option value`, () => {
      const d = firstDifference(g, seeds);
      expect(d && { ...d, closures: d.closures.slice(0, 2000), generated: d.generated.slice(0, 2000) }).toBeUndefined();
    });
  }
});

describe("the standings", () => {
  it("are read through the generated function on the generated back end, with the closures' values", () => {
    const olympia = games.find((g) => g.file === "rules/olympia-2000.agon")!.game;
    const generated = gameFor(olympia, "generated");
    expect(generated.standings?.of).toBeDefined();
    expect(generated.standings!.of).not.toBe(olympia.standings!.of);
    for (let seed = 0; seed < 20; seed++) {
      const read = (game: CompiledGame): number[][] => {
        const seen: number[][] = [];
        const players = [{ name: "a" }, { name: "b" }, { name: "c" }];
        const sink: EventSink = {
          push: (e) => {
            if (e.type === "phase" && e.phase === "end" && e.name === "turn") seen.push(standings());
          },
          standings: (r) => {
            standings = r;
          },
        };
        let standings: () => number[] = () => [];
        playGame(
          game,
          { players, seed, eventSink: sink, engine: game === olympia ? "closures" : "generated" },
          players.map((_, i) => randomAgent(seed * 8 + i)),
        );
        return seen;
      };
      const viaClosures = read(olympia);
      expect(viaClosures.length).toBeGreaterThan(5);
      expect(read(generated)).toEqual(viaClosures);
    }
  });
});
