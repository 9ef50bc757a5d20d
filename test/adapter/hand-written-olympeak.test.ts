// The hand-written OlymPeak engine behind the adapter protocol reports each decision as Agon's
// engine does (the engine says which question it asks), and every zone (the tableau by column)
// and variable alike, answer after answer, in small and large games, from the dealt position and
// from an arranged one.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadGame, type Decision } from "../../src/index.js";
import { ROOT } from "../cli/run-cli.js";
import { compiledFile } from "../support/compiled.js";
import { PlayAlong } from "./play-along.js";

const game = loadGame(join(ROOT, "rules/olympeak.agon")).game!;
const names = ["Anna", "Ben", "Cleo", "Dora", "Emil", "Fay"];
// the adapter compiled (it ran through ts-node, which transpiled the engine at its every start)
const along = new PlayAlong(game, `node ${JSON.stringify(await compiledFile("bench/adapters/olympeak.ts"))}`, [
  "round",
  "position",
  "place",
  "points",
  "current-row",
  "turn-first-row",
  "peak-reached",
  "leader",
  "waiting",
]);
afterAll(() => along.close());
const seats = (n: number) => names.slice(0, n).map((name) => ({ name }));

/** varied answers: the n-th option counted round, none now and then for an optional question
 *  (an exchange gives back at most two cards, so that the game goes on) */
function varied(d: Decision, n: number) {
  if (d.optional && (d.label === "card to exchange" ? n % 3 === 0 : n % 4 === 0)) return null;
  return d.options[(n * 7) % d.options.length]!;
}

describe("the hand-written OlymPeak adapter", () => {
  it("asks what Agon's engine asks, with the same zones and variables, to the end", { timeout: 180_000 }, () => {
    const labels = new Set<string>();
    for (const [seed, count] of [
      [2, 2],
      [5, 3],
      [11, 5],
    ] as const) {
      for (const label of along.play({ players: seats(count), seed }, varied, 2000)) labels.add(label);
    }
    expect([...labels].sort()).toEqual(
      [
        "card to exchange",
        "card to insert",
        "card to play",
        "card to remove",
        "column",
        "first place",
        "second place",
        "use the stop order",
      ].sort(),
    );
    expect(along.engine.declaration.capabilities).toEqual(expect.arrayContaining(["decisions", "zones", "vars", "arrange"]));
  });

  it("plays from an arranged position as Agon's engine does", { timeout: 120_000 }, () => {
    along.play(
      {
        players: seats(4),
        seed: 9,
        arrangements: [
          { zone: "hand", index: "Ben", cards: ["stop-1", "remove-1", "insert-1"] },
          { zone: "contender-row", cards: ["green-card", "blue-card", "red-card", "white-card"] },
          { zone: "first-place", index: "Anna", cards: ["red-tile-3"] },
          { zone: "second-place", index: "Cleo", cards: ["blue-tile-1"] },
        ],
      },
      varied,
      2000,
    );
  });
});
