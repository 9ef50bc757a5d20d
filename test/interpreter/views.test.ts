import { describe, expect, it } from "vitest";
import { chipDeck, matchOf, withPlay } from "./helpers.js";

const game = withPlay(
  `${chipDeck(4)}zone played: chip per player hidden
zone table: chip shared public
`,
  `  deal 1 from pile to hand
  move top(pile) to played[first(players)]
  look top(pile) by last(players)
  choose c from [1] by first(players) "pause"
  reveal played
  choose d from [1] by first(players) "pause again"
  move played[first(players)] to table
  move pile to table`,
);

describe("visibility and views", () => {
  it("shows owner zones to their owner only and hidden zones as counts", () => {
    const m = matchOf(game);
    const ann = m.view("ann");
    expect(ann.zones["hand[ann]"]).toEqual({ cards: ["c1"], count: 1 });
    expect(ann.zones["hand[bob]"]).toEqual({ count: 1 });
    expect(ann.zones.pile).toEqual({ count: 1 });
    expect(ann.zones["played[ann]"]).toEqual({ count: 1 });
    expect(ann.zones.table).toEqual({ cards: [], count: 0 });
    expect(ann.variables).toEqual({ "points[ann]": 0, "points[bob]": 0 });
  });

  it("a look shows the card to that player only, until it moves", () => {
    const m = matchOf(game);
    expect(m.view("bob").known).toEqual(["c4"]);
    expect(m.view("bob").zones.pile).toEqual({ cards: ["c4"], count: 1 });
    expect(m.view("ann").known).toEqual([]);
    m.choose(1);
    m.choose(1);
    expect(m.isOver()).toBe(true);
    expect(m.view("bob").known).toEqual([]);
  });

  it("a reveal makes cards public until they move", () => {
    const m = matchOf(game);
    m.choose(1);
    expect(m.view("bob").zones["played[ann]"]).toEqual({ cards: ["c3"], count: 1 });
    expect(m.events()).toContainEqual({ type: "reveal", zone: "played[ann]", cards: ["c3"] });
    m.choose(1);
    expect(m.view("bob").zones.table).toEqual({ cards: ["c3", "c4"], count: 2 });
  });

  it("agents receive the deciding player's view", () => {
    const seen: string[] = [];
    const m = matchOf(game);
    m.runWith(() => ({
      name: "spy",
      decide(d, view) {
        seen.push(JSON.stringify(view().zones["hand[bob]"]));
        return d.options[0]!;
      },
    }));
    expect(seen).toEqual(['{"count":1}', '{"count":1}']);
  });
});
