import { describe, expect, it } from "vitest";
import { chipDeck, errorOf, logs, matchOf, play, withPlay } from "./helpers.js";

const deck = `${chipDeck(6)}zone discard: chip shared public
var total: int = 0
var leader: player = first(players)
`;

describe("statements", () => {
  it("let and set on locals, vars and per-player vars", () => {
    const source = withPlay(
      deck,
      `  let x = 1
  set x += 4
  set x -= 2
  set total = x * 10
  set points[first(players)] += 3
  set points[last(players)] = 7
  set leader = next(leader)
  log [x, total, leader]`,
    );
    const { events, result } = play(source);
    expect(events.filter((e) => e.type === "log").map((e) => e.type === "log" && e.message)).toEqual(['[3,30,"bob"]']);
    expect(result.scores).toEqual({ ann: 3, bob: 7 });
    expect(events).toContainEqual({ type: "set", variable: "points", index: "ann", value: 3 });
    expect(events).toContainEqual({ type: "set", variable: "total", value: 30 });
  });

  it("call passes arguments to a rule's parameters, each call with its own frame", () => {
    const source = withPlay(
      deck +
        `rule give(p: player, n: int) {
  let before = count(hand[p])
  deal n from pile to hand for [p]
  log [p, before, count(hand[p])]
}
`,
      `  call give(first(players), 2)
  call give(last(players), 1)
  call give(first(players), 1)`,
    );
    expect(logs(source)).toEqual(['["ann",0,2]', '["bob",0,1]', '["ann",2,3]']);
  });

  it("moves a card, a list and a whole zone, to the bottom or to the top", () => {
    const m = matchOf(
      withPlay(
        deck,
        `  move c1 to discard
  move [c2, c3] to discard
  move c4 to top of discard
  move [c5, c6] to top of discard
  move discard to hand[first(players)]`,
      ),
    );
    expect(m.zone("hand", "ann")).toEqual(["c5", "c6", "c4", "c1", "c2", "c3"]);
    expect(m.zone("discard")).toEqual([]);
    const moves = m.events().filter((e) => e.type === "move");
    expect(moves[0]).toEqual({ type: "move", cards: ["c1"], from: "pile", to: "discard" });
    expect(moves.at(-1)).toEqual({ type: "move", cards: ["c5", "c6", "c4", "c1", "c2", "c3"], from: "discard", to: "hand[ann]" });
  });

  it("refuses to move none, with a hint", () => {
    const e = errorOf(() =>
      play(
        withPlay(
          deck,
          `  move discard to pile
  move top(discard) to pile`,
        ),
      ),
    );
    expect(e.diagnostic.code).toBe("none-in-arithmetic");
    expect(e.diagnostic.hint).toContain("empty");
  });

  it("deals one card at a time round the players, and stops when the pile runs out", () => {
    const m = matchOf(withPlay(deck, "  deal 4 from pile to hand"));
    expect(m.zone("hand", "ann")).toEqual(["c1", "c3", "c5"]);
    expect(m.zone("hand", "bob")).toEqual(["c2", "c4", "c6"]);
    const m2 = matchOf(withPlay(deck, "  deal 2 from pile to hand for [last(players)]"));
    expect(m2.zone("hand", "bob")).toEqual(["c1", "c2"]);
    expect(m2.zone("hand", "ann")).toEqual([]);
  });

  it("shuffles with the game's generator", () => {
    const order = (seed: number) => matchOf(withPlay(deck, "  shuffle pile"), { seed }).zone("pile");
    expect(order(1)).toEqual(order(1));
    expect([...order(1)].sort()).toEqual(["c1", "c2", "c3", "c4", "c5", "c6"]);
    expect([1, 2, 3, 4, 5].map(order).some((o) => o.join() !== order(1).join())).toBe(true);
  });

  it("if / else if / else, for, while", () => {
    expect(
      logs(
        withPlay(
          deck,
          `  for c in pile {
    if c.value == 1 { log "one" } else if c.value < 4 { log "small" } else { log "big" }
  }
  let n = 0
  while n < 3 { set n += 1 }
  log n`,
        ),
      ),
    ).toEqual(["one", "small", "small", "big", "big", "big", "3"]);
  });

  it("for over a zone sees the cards as they were when the loop began", () => {
    const m = matchOf(withPlay(deck, "  for c in pile { move c to discard }"));
    expect(m.zone("discard")).toEqual(["c1", "c2", "c3", "c4", "c5", "c6"]);
  });

  it("repeat runs until leave; call runs another rule; a nested section runs in place", () => {
    const source = withPlay(
      `${deck}
rule step implements T-1 {
  move top(pile) to discard
  rule inner implements T-2 {
    log "inner"
    if count(pile) == 4 { leave step }
    log "not left"
  }
}`,
      `  repeat {
    call step
    if count(pile) == 3 { leave play }
  }
  log "after"`,
    );
    const { events } = play(source);
    expect(events.filter((e) => e.type === "log").map((e) => e.type === "log" && e.message)).toEqual([
      "inner",
      "not left",
      "inner",
      "inner",
      "not left",
    ]);
    const m = matchOf(source);
    expect(m.zone("discard")).toEqual(["c1", "c2", "c3"]);
    const inner = events.find((e) => e.type === "log");
    expect(inner?.rule).toBe("T-2");
    const move = events.find((e) => e.type === "move");
    expect(move?.rule).toBe("T-1");
    expect(events).toContainEqual({ type: "phase", name: "inner", phase: "start", rule: "T-2", rules: ["T-1", "T-2"] });
    expect(move?.rules).toBeUndefined();
  });

  it("choose binds the answer and records a choice event", () => {
    const m = matchOf(
      withPlay(
        deck,
        `  deal 2 from pile to hand
  for p in players {
    choose c from hand[p] by p secret "card to discard"
    move c to discard
  }
  choose optional extra from [c: c for c in []] by first(players)`.replace("[c: c for c in []]", "[]"),
      ),
    );
    const d = m.pending()!;
    expect(d).toMatchObject({
      player: "ann",
      label: "card to discard",
      variable: "c",
      options: ["c1", "c3"],
      optional: false,
      secret: true,
      card: true,
    });
    m.choose("c3");
    expect(m.pending()).toMatchObject({ player: "bob", options: ["c2", "c4"] });
    m.choose("c2");
    expect(m.pending()).toMatchObject({ player: "ann", options: [], optional: true, label: "extra" });
    expect(m.pending()!.card).toBeUndefined();
    m.choose(null);
    expect(m.isOver()).toBe(true);
    expect(m.zone("discard")).toEqual(["c3", "c2"]);
    expect(m.events()).toContainEqual({
      type: "choice",
      player: "ann",
      label: "card to discard",
      variable: "c",
      value: "c3",
      secret: true,
      card: true,
    });
  });

  it("choose from an empty list is no-legal-option", () => {
    const e = errorOf(() => play(withPlay(deck, `  choose c from hand[first(players)] by first(players) "a card"`)));
    expect(e.diagnostic.code).toBe("no-legal-option");
    expect(e.diagnostic.message).toContain("ann");
  });

  it("winners says who won; without it the top score wins", () => {
    expect(play(withPlay(deck, "  set points[last(players)] = 2", "winners [first(players)]")).result).toEqual({
      scores: { ann: 0, bob: 2 },
      winners: ["ann"],
    });
    expect(play(withPlay(deck, "  set points[last(players)] = 2", "log 1")).result.winners).toEqual(["bob"]);
    expect(play(withPlay(deck, "", "log 1")).result.winners).toEqual(["ann", "bob"]);
  });

  it("end game stops play and runs finish", () => {
    const { events, result } = play(
      withPlay(
        deck,
        `  repeat {
    set points[first(players)] += 1
    if points[first(players)] == 3 { end game }
  }`,
        `log "finish"
  winners [first(players)]`,
      ),
    );
    expect(result.scores.ann).toBe(3);
    expect(events.some((e) => e.type === "end")).toBe(true);
    expect(events.filter((e) => e.type === "log").map((e) => e.type === "log" && e.message)).toEqual(["finish"]);
  });

  it("move into a zone of another kind is a runtime error", () => {
    const e = errorOf(() =>
      play(
        withPlay(
          `${deck}
kind token { }
cards token { generate 1 }
zone tokens: token shared public holds all token`,
          "  move c1 to tokens",
        ),
      ),
    );
    expect(e.diagnostic.code).toBe("runtime-error");
    expect(e.diagnostic.message).toContain("holds token cards");
  });
});
