// The hand-written Olympia engine behind the adapter protocol reports each decision as Agon's
// engine does, and every zone and variable alike, answer after answer, from the dealt position
// and from an arranged one; a position its state cannot hold is not supported.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadGame, type MatchConfig } from "../../src/index.js";
import { ROOT } from "../cli/run-cli.js";
import { compiledFile } from "../support/compiled.js";
import { PlayAlong } from "./play-along.js";

const game = loadGame(join(ROOT, "rules/olympia-2000.agon")).game!;
const names = ["Anna", "Ben", "Cleo", "Dora"];
// the adapter compiled (it ran through ts-node, which transpiled the engine at its every start)
const along = new PlayAlong(game, `node ${JSON.stringify(await compiledFile("bench/adapters/olympia.ts"))}`, [
  "dealer",
  "contested-discipline",
  "points",
]);
afterAll(() => along.close());
const seats = (n: number) => names.slice(0, n).map((name) => ({ name }));

describe("the hand-written Olympia adapter", () => {
  it("asks what Agon's engine asks, with the same zones and variables, to the end", { timeout: 120_000 }, () => {
    for (const [seed, count] of [
      [1, 3],
      [7, 4],
    ] as const) {
      // the last option, so that the dealer gives cards away and the chooser picks later disciplines
      const labels = along.play({ players: seats(count), seed });
      expect([...labels].sort()).toEqual(
        [
          "athlete to play",
          "discipline for circle II",
          "opening tile for circle I",
          "opening tile for circle II",
          "who gets the card",
        ].sort(),
      );
    }
    expect(along.engine.declaration.capabilities).toEqual(expect.arrayContaining(["decisions", "zones", "vars", "arrange"]));
  });

  it("plays from an arranged position as Agon's engine does", { timeout: 120_000 }, () => {
    along.play({
      players: seats(3),
      seed: 3,
      options: { "hand-size": 3 },
      arrangements: [
        { zone: "hand", index: "Ben", cards: ["ajax", "jason", "athlete-48"] },
        { zone: "circle-1", cards: ["archery-4"] },
        { zone: "won", index: "Cleo", cards: ["discus-2", "discus-3"] },
        { zone: "pile", cards: ["athlete-31", "athlete-32"], mode: "top" },
        { zone: "consolation-supply", cards: ["consolation-1"] },
      ],
    });
  });

  it("refuses a position its state cannot hold as not supported, once the setup is over", () => {
    const refusals: [MatchConfig["arrangements"], RegExp][] = [
      [[{ zone: "played", index: "Anna", cards: ["ajax"] }], /not supported by the engine.*no athlete in play/],
      [[{ zone: "circle-1", cards: ["ajax"] }], /not supported by the engine.*the engine keeps only (athletes|laurel tiles) in/],
    ];
    for (const [arrangements, refusal] of refusals) {
      const match = along.engine.start(game, { players: seats(2), arrangements });
      // the opening tiles are chosen in the setup, before the position is arranged
      for (let i = 0; i < 2; i++) match.choose(match.pending()!.options[0]!);
      expect(() => match.pending()).toThrow(refusal);
    }
  });
});
