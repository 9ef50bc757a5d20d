// The public API checks its arguments at the call: a mistyped one is `bad-argument` naming the
// function and the field, never a TypeError from inside, and never a budget or seed turned into
// something else.
import { describe, expect, it } from "vitest";
import {
  AgonError,
  gameInfo,
  newMatch,
  playGame,
  randomAgent,
  scriptedAgent,
  findSymbols,
  loadGame,
  checkFiles,
  type MatchConfig,
} from "../../src/index.js";
import { chipDeck, errorOf, gameOf, matchOf, twoPlayers, withPlay } from "./helpers.js";

const game = gameOf(
  withPlay(
    chipDeck(4),
    `  deal 2 from pile to hand
  choose c from hand[first(players)] by first(players) "chip to play"`,
  ),
);

/** the bad-argument message of calling `f` */
function refusal(f: () => unknown): string {
  const e = errorOf(f);
  expect(e.diagnostic.code).toBe("bad-argument");
  expect(e.diagnostic.range).toBeUndefined();
  return e.diagnostic.message;
}

describe("the API refuses mistyped arguments at the call", () => {
  it("a step budget that is not a positive integer", () => {
    for (const stepBudget of [NaN, -1, 0, 1.5, Infinity, "10"]) {
      const config = { ...twoPlayers, stepBudget } as unknown as MatchConfig;
      expect(refusal(() => newMatch(game, config))).toMatch(/^newMatch: `config\.stepBudget` must be a positive integer/);
      expect(refusal(() => playGame(game, config, () => randomAgent(1)))).toMatch(/^playGame: `config\.stepBudget`/);
    }
  });

  it("a game that is not one, a config of the wrong shape, a misspelt field", () => {
    expect(refusal(() => newMatch({} as never, twoPlayers))).toContain("newMatch: the first argument must be a game from loadGame");
    expect(refusal(() => newMatch(game, undefined as never))).toContain("newMatch: `config` must be an object");
    expect(refusal(() => newMatch(game, { players: [{ name: 7 }] } as never))).toBe(
      "newMatch: `config.players[0].name` must be a non-empty text, not 7",
    );
    expect(refusal(() => newMatch(game, { ...twoPlayers, stepbudget: 5 } as never))).toBe("newMatch: `config` has no field `stepbudget`");
    expect(refusal(() => newMatch(game, { ...twoPlayers, recordEvents: "no" } as never))).toContain(
      "`config.recordEvents` must be true or false",
    );
    expect(refusal(() => gameInfo("olympia" as never))).toContain("gameInfo: the first argument must be a game");
    expect(refusal(() => findSymbols(game, 3 as never))).toContain("findSymbols: `name` must be a text");
    expect(refusal(() => loadGame(undefined as never))).toContain("loadGame: `path` must be a text");
    expect(refusal(() => checkFiles("rules.agon" as never))).toContain("checkFiles: `paths` must be a list of texts");
    expect(refusal(() => scriptedAgent("c1" as never))).toContain("scriptedAgent");
  });

  it("a match's readers and runWith", () => {
    const m = matchOf(
      withPlay(chipDeck(4), '  deal 2 from pile to hand\n  choose c from hand[first(players)] by first(players) "chip to play"'),
    );
    expect(refusal(() => m.view(42 as never))).toBe("view: `player` must be a text, not 42");
    expect(refusal(() => m.zone(undefined as never))).toContain("zone: `name` must be a text");
    expect(refusal(() => m.cardAttribute("c1", null as never))).toContain("cardAttribute: `attribute`");
    expect(refusal(() => m.runWith("random" as never))).toContain("runWith: `agents` must be a list of agents");
    expect(refusal(() => m.runWith([randomAgent(1)]))).toBe("runWith: `agents` has 1 agent(s) for 2 players");
    expect(refusal(() => m.runWith(() => ({}) as never))).toContain('runWith: `agents("ann")` must be an agent');
    expect(m.pending()?.label).toBe("chip to play");
  });

  it("names that are properties of every object are no card attributes", () => {
    const m = matchOf(withPlay(chipDeck(2), ""));
    expect(errorOf(() => m.cardAttribute("c1", "constructor")).diagnostic.code).toBe("unknown-attribute");
    expect(errorOf(() => m.cardAttribute("c1", "toString")).diagnostic.code).toBe("unknown-attribute");
  });
});

describe("an agent's fault is the agent's, and the match is unharmed", () => {
  const source = withPlay(
    chipDeck(4),
    `  deal 2 from pile to hand
  for p in players {
    choose c from hand[p] by p "chip to play"
    move c to pile
  }`,
  );
  const thrower = {
    name: "buggy",
    decide: () => {
      throw new TypeError("cannot read x of undefined");
    },
  };
  const liar = { name: "liar", decide: () => "c9" };

  for (const [what, agent, code, says] of [
    ["throws", thrower, "agent-failed", "threw: cannot read x of undefined"],
    ["answers illegally", liar, "illegal-choice", '"c9" is not a legal answer'],
  ] as const) {
    it(`an agent that ${what} inside runWith`, () => {
      const m = matchOf(source);
      m.choose("c1");
      const before = { pile: m.zone("pile"), bob: m.zone("hand", "bob"), pending: m.pending() };
      const e = errorOf(() => m.runWith([randomAgent(1), agent]));
      expect(e.name).toBe("AgentError");
      expect(e).toMatchObject({ agent: agent.name, decision: { player: "bob", label: "chip to play" } });
      expect(e.diagnostic.code).toBe(code);
      expect(e.diagnostic.range).toBeUndefined();
      expect(e.diagnostic.message).toContain(`agent \`${agent.name}\` (for bob, deciding "chip to play")`);
      expect(e.diagnostic.message).toContain(says);
      // the match waits where it was, and plays on
      expect({ pile: m.zone("pile"), bob: m.zone("hand", "bob"), pending: m.pending() }).toEqual(before);
      m.choose("c2");
      expect(m.isOver()).toBe(true);
      expect(m.zone("pile")).toContain("c2");
    });

    it(`an agent that ${what} in playGame`, () => {
      const e = errorOf(() => playGame(gameOf(source), twoPlayers, [randomAgent(1), agent]));
      expect(e).toMatchObject({ name: "AgentError", agent: agent.name });
      expect(e.diagnostic.code).toBe(code);
    });
  }

  it("runWith with other agents then finishes the game", () => {
    const m = matchOf(source);
    expect(() => m.runWith([thrower, thrower])).toThrow(AgonError);
    expect(m.pending()?.player).toBe("ann");
    expect(m.runWith([randomAgent(1), randomAgent(2)]).winners.length).toBeGreaterThan(0);
  });
});

describe("arrangements are checked at newMatch", () => {
  // setup asks a decision before the arrangements apply: a bad one used to show only later
  const asking = withPlay(chipDeck(4), '  choose c from [1] by first(players) "wait"').replace(
    "rule setup { }",
    'rule setup { choose x from [1, 2] by first(players) "first" }',
  );
  const refused = (arrangements: MatchConfig["arrangements"]) => errorOf(() => matchOf(asking, { arrangements })).diagnostic;

  it("an unknown zone, player or card", () => {
    expect(refused([{ zone: "hnd", index: "ann", cards: ["c1"] }])).toMatchObject({ code: "unknown-zone", hint: "did you mean `hand`?" });
    expect(refused([{ zone: "hand", index: "amm", cards: ["c1"] }])).toMatchObject({ code: "unknown-player" });
    expect(refused([{ zone: "pile", cards: ["c9"] }])).toMatchObject({ code: "unknown-card" });
  });

  it("a card named twice, in one arrangement or in two", () => {
    expect(refused([{ zone: "pile", cards: ["c1", "c1"] }]).message).toContain("card `c1` is named twice");
    expect(
      refused([
        { zone: "pile", cards: ["c1"] },
        { zone: "hand", index: "bob", cards: ["c1"] },
      ]).message,
    ).toBe("arrangement: card `c1` is named twice (for `pile` and for `hand[bob]`)");
  });

  it("a good one still applies after setup", () => {
    const m = matchOf(asking, { arrangements: [{ zone: "hand", index: "bob", cards: ["c3"] }] });
    m.choose(1);
    expect(m.zone("hand", "bob")).toEqual(["c3"]);
  });
});
