import { describe, expect, it } from "vitest";
import { firstLegalAgent, scriptedAgent } from "../../src/interpreter/agents.js";
import { playGame } from "../../src/interpreter/match.js";
import { chipDeck, errorOf, gameOf, matchOf, twoPlayers, withPlay } from "./helpers.js";

const source = withPlay(
  `${chipDeck(4)}zone out: chip shared public
`,
  `  deal 2 from pile to hand
  repeat {
    for p in players {
      if count(hand[p]) == 0 { leave play }
      choose c from hand[p] by p "chip to play"
      move c to out
      set points[p] += c.value
    }
  }`,
  `log "no winners said: the top score wins"`,
);

describe("pending and choose", () => {
  it("waits at each decision and plays on after each answer", () => {
    const m = matchOf(source);
    expect(m.pending()).toEqual({
      player: "ann",
      label: "chip to play",
      variable: "c",
      options: ["c1", "c3"],
      optional: false,
      secret: false,
      card: true,
    });
    expect(m.pending()).toBe(m.pending());
    m.choose("c3");
    expect(m.zone("out")).toEqual(["c3"]);
    expect(m.pending()?.player).toBe("bob");
    m.choose("c4");
    m.choose("c1");
    m.choose("c2");
    expect(m.isOver()).toBe(true);
    expect(m.pending()).toBeUndefined();
    expect(m.result()).toEqual({ scores: { ann: 4, bob: 6 }, winners: ["bob"] });
  });

  it("refuses an answer that is not a legal option", () => {
    const m = matchOf(source);
    const e = errorOf(() => m.choose("c2"));
    expect(e.diagnostic.code).toBe("illegal-choice");
    expect(e.diagnostic.hint).toContain('"c1", "c3"');
    expect(m.pending()?.options).toEqual(["c1", "c3"]);
  });

  it("stepping gives the same game as the fast path with the same answers", () => {
    const m = matchOf(source);
    for (const v of ["c1", "c2", "c3", "c4"]) m.choose(v);
    const shared = scriptedAgent(["c1", "c2", "c3", "c4"]);
    const fast = playGame(gameOf(source), twoPlayers, () => shared);
    const fast2 = playGame(gameOf(source), twoPlayers, [scriptedAgent(["c1", "c3"]), scriptedAgent(["c2", "c4"])]);
    expect(m.events()).toEqual(fast2.events);
    expect(fast.result).toEqual(fast2.result);
  });

  it("runWith plays on from the decisions already made", () => {
    const m = matchOf(source);
    m.choose("c3");
    const result = m.runWith([firstLegalAgent(), firstLegalAgent()]);
    expect(m.isOver()).toBe(true);
    expect(result).toEqual({ scores: { ann: 4, bob: 6 }, winners: ["bob"] });
    expect(m.zone("out")).toEqual(["c3", "c2", "c1", "c4"]);
  });

  it("answering after the end is refused", () => {
    const m = matchOf(source);
    m.runWith(() => firstLegalAgent());
    expect(errorOf(() => m.choose("c1")).diagnostic.code).toBe("illegal-choice");
  });

  it("reads vars, card attributes, cards by name and players", () => {
    const m = matchOf(source);
    m.choose("c3");
    expect(m.variable("points", "ann")).toBe(3);
    expect(m.cardAttribute("c2", "value")).toBe(2);
    expect(m.findCards("c2")).toEqual(["c2"]);
    expect(m.players()).toEqual(["ann", "bob"]);
    expect(errorOf(() => m.zone("hnd")).diagnostic.hint).toBe("did you mean `hand`?");
  });
});
