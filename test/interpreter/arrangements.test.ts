import { describe, expect, it } from "vitest";
import { chipDeck, errorOf, matchOf, withPlay } from "./helpers.js";

const game = withPlay(chipDeck(6), `  choose c from [1] by first(players) "wait"`, "winners players").replace(
  "rule setup { }",
  "rule setup { deal 2 from pile to hand }",
);

const all = (m: ReturnType<typeof matchOf>) => [...m.zone("pile"), ...m.zone("hand", "ann"), ...m.zone("hand", "bob")].sort();

describe("arrangements", () => {
  it("puts chosen cards in a zone exactly, swapping the displaced ones back", () => {
    // after setup: ann c1 c3, bob c2 c4, pile c5 c6
    const m = matchOf(game, { arrangements: [{ zone: "hand", index: "ann", cards: ["c5", "c2"] }] });
    expect(m.zone("hand", "ann")).toEqual(["c5", "c2"]);
    expect(m.zone("pile")).toEqual(["c1", "c6"]);
    expect(m.zone("hand", "bob")).toEqual(["c3", "c4"]);
    expect(all(m)).toEqual(["c1", "c2", "c3", "c4", "c5", "c6"]);
  });

  it("puts chosen cards on top of a pile, keeping every zone's size", () => {
    const m = matchOf(game, { arrangements: [{ zone: "pile", cards: ["c4", "c1"], mode: "top" }] });
    expect(m.zone("pile")).toEqual(["c4", "c1"]);
    expect(m.zone("hand", "ann")).toEqual(["c6", "c3"]);
    expect(m.zone("hand", "bob")).toEqual(["c2", "c5"]);
    expect(all(m)).toEqual(["c1", "c2", "c3", "c4", "c5", "c6"]);
  });

  it("applies after setup and before play", () => {
    const m = matchOf(game, { arrangements: [{ zone: "pile", cards: ["c1"], mode: "top" }] });
    expect(m.pending()?.label).toBe("wait");
    expect(m.zone("pile")[0]).toBe("c1");
  });

  it("refuses unknown zones, cards and players with a hint", () => {
    const zone = errorOf(() => matchOf(game, { arrangements: [{ zone: "hnd", index: "ann", cards: ["c1"] }] }));
    expect(zone.diagnostic).toMatchObject({ code: "unknown-zone", hint: "did you mean `hand`?" });
    const card = errorOf(() => matchOf(game, { arrangements: [{ zone: "pile", cards: ["c9"] }] }));
    expect(card.diagnostic.code).toBe("unknown-card");
    const player = errorOf(() => matchOf(game, { arrangements: [{ zone: "hand", index: "ann2", cards: ["c1"] }] }));
    expect(player.diagnostic).toMatchObject({ code: "unknown-player", hint: "did you mean `ann`?" });
  });
});
