// An attribute typed by a kind holds a card, as the docs say: `t.g is base`, `t.g.value` and a
// list of cards work in the game; an id that is no card of that kind is `unknown-card` at check.
import { describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";

const game = (extra: string) => `game kinds { players 2..2  score points }
var points: int per player = 0
kind base { value: int }
kind tile { g: base  gs: list of base = []  either: base or int = 0 }
cards base { columns value
  b1: 3
  b2: 4 }
cards tile { columns g, gs, either
  t1: b1, [b1, b2], b2
  t2: b2, [], 7 }
${extra}
rule setup { }
rule play { }
rule finish { winners players }
`;

function problems(text: string): string[] {
  return loadGame("/p/rules/g.agon", { projectRoot: "/p", readFile: () => text }).diagnostics.map(
    (d) => `${d.code} ${d.range?.start.line}:${d.range?.start.column}`,
  );
}

describe("attributes typed by a kind", () => {
  it("hold cards: `is`, member access, lists of cards and a union with int", () => {
    expect(
      problems(
        game(`assert first(tile).g is base
assert first(tile).g.value == 3
assert sum([b.value for b in first(tile).gs]) == 7
assert first(tile).either is base and first(tile).either.value == 4
assert last(tile).either == 7
assert count([t for t in tile if t.g is base]) == 2`),
      ),
    ).toEqual([]);
  });

  it("an id that is no card, or a card of another kind, is unknown-card where it is written", () => {
    const text = game("").replace("t2: b2, [], 7", "t2: b3, [t1], 7");
    expect(problems(text)).toEqual(["unknown-card 10:7", "unknown-card 10:12"]);
  });
});
