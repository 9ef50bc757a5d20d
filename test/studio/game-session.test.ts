// The studio's game from one seat: it shows that seat only what the seat may see, keeps a step per
// decision, tells `agon play`'s account with each line's step, describes cards by the state, reads
// the declared standings, takes back a decision and branches from any step, for any game.
import { describe, expect, it } from "vitest";
import { makeAgent } from "../../src/agents/kinds.js";
import { EventCardDescriber } from "../../src/cli/card-descriptions.js";
import { defaultNames } from "../../src/cli/play-args.js";
import { phrasesFor } from "../../src/cli/story-phrases.js";
import { tellGame } from "../../src/cli/story.js";
import { loadGame, newMatch, type CompiledGame, type PlainValue } from "../../src/index.js";
import { seatSeed } from "../../src/simulation/seeds.js";
import { GameSession, layoutOf, type SessionConfig } from "../../studio/src/game-session.js";

const GAMES = ["rules/olympia-2000.agon", "rules/olympeak.agon", "rules/lead-and-follow.agon", "test/fixtures/games/sections.agon"];

function playToTheEnd(session: GameSession, pick: (options: number) => number): number {
  let decisions = 0;
  for (let pending = session.latest().pending; pending; pending = session.latest().pending) {
    session.choose(pick(pending.options.length));
    decisions++;
  }
  return decisions;
}

function names(players: number): string[] {
  return Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
}

/** The same game in the engine: the session's decisions, one by one. */
function replayed(game: CompiledGame, config: SessionConfig, decisions: readonly PlainValue[]) {
  const match = newMatch(game, {
    players: names(config.players).map((name) => ({ name })),
    seed: config.seed,
    options: config.options ?? {},
  });
  for (const d of decisions) match.choose(d);
  return match;
}

describe.each(GAMES)("the studio's game session of %s", (rules) => {
  const game = loadGame(rules).game!;
  const players = Math.min(3, game.maxPlayers);
  const config: SessionConfig = { players, seat: 0, seed: 5, agents: names(players).map(() => "random"), lang: "en" };

  it("draws the board from the game's own zones and vars", () => {
    const layout = layoutOf(game, ["A", "B", "C"], "A", "en");
    expect(layout.zones.map((z) => z.name)).toEqual(game.zones.map((z) => z.name));
    expect(layout.vars.map((v) => v.name)).toEqual(game.vars.map((v) => v.name));
    expect(layout.zones.filter((z) => z.columns).map((z) => z.name)).toEqual(game.zones.filter((z) => z.gridColumns).map((z) => z.name));
    expect(layout.standings !== undefined).toBe(game.program.game?.standings !== undefined);
  });

  it("plays a whole game from seat 1 as the engine does, and tells it as `agon play` does", () => {
    const session = new GameSession(game, config);
    const decisions = playToTheEnd(session, (n) => n - 1);
    const end = session.latest();
    expect(decisions).toBeGreaterThan(0);
    expect(end.result?.winners.length).toBeGreaterThan(0);
    // a step before each decision (the agents' too), and the end
    expect(end.steps).toBe(session.decisionsMade().length + 1);
    const match = replayed(game, config, session.decisionsMade());
    expect(match.result()).toEqual(end.result);
    expect(end.account.map((line) => line.text)).toEqual(tellGame(game, match.events(), names(players), "en"));
    // each line belongs to a step, in order, and the first lines to the start
    const steps = end.account.map((line) => line.step);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps[0]).toBe(0);
    expect(steps.at(-1)).toBeGreaterThan(0);
    const earlier = session.state(1);
    expect(earlier.step).toBe(1);
    expect(earlier.pending).toBeUndefined();
    expect(earlier.result).toBeUndefined();
  });

  it("plays against the agents `agon play` seats (the agent registry's, seeded by seat)", () => {
    const agents = [
      "random",
      "first",
      ...names(players)
        .slice(2)
        .map(() => "random"),
    ];
    const seeded: SessionConfig = { ...config, agents, seed: 9 };
    const session = new GameSession(game, seeded);
    playToTheEnd(session, () => 0);
    const match = newMatch(game, { players: names(players).map((name) => ({ name })), seed: 9 });
    const byseat = agents.map((kind, i) => makeAgent(kind, game, seatSeed(9, i)));
    for (let d = match.pending(); d; d = match.pending())
      match.choose(
        d.player === "Player 1" ? d.options[0]! : byseat[names(players).indexOf(d.player)]!.decide(d, () => match.view(d.player)),
      );
    expect(session.decisionsMade()).toEqual(match.events().flatMap((e) => (e.type === "choice" ? [e.value] : [])));
    expect(session.latest().result).toEqual(match.result());
  });

  it("takes back the seat's last decision: the same position, the same question", () => {
    const session = new GameSession(game, config);
    session.choose(0);
    if (!session.latest().pending) return;
    const before = session.latest();
    const made = session.decisionsMade();
    session.choose(before.pending!.options.length - 1);
    expect(session.latest().canUndo).toBe(true);
    session.undo();
    const back = session.latest();
    expect(back.step).toBe(before.step);
    expect(back.pending).toEqual(before.pending);
    expect(back.view).toEqual(before.view);
    expect(back.account).toEqual(before.account);
    expect(session.decisionsMade()).toEqual(made);
  });

  it("branches from any step: the decisions before it stay, the game plays on from there", () => {
    const session = new GameSession(game, config);
    playToTheEnd(session, () => 0);
    const full = session.decisionsMade();
    const at = Math.floor(full.length / 2);
    const viewThen = session.state(at).view;
    session.branch(at);
    const now = session.decisionsMade();
    expect(now.slice(0, at)).toEqual(full.slice(0, at));
    expect(session.state(at).view).toEqual(viewThen);
    expect(session.latest().pending?.label ?? "over").toBeTruthy();
    // the branch is the engine's game for its decisions
    const match = replayed(game, config, now);
    expect(session.latest().account.map((l) => l.text)).toEqual(tellGame(game, match.events(), names(players), "en"));
  });
});

describe("the studio's cards and standings", () => {
  it("describe the cards with the state at the step shown, as the CLI's account does", () => {
    const game = loadGame("rules/olympia-2000.agon").game!;
    const config: SessionConfig = { players: 3, seat: 0, seed: 7, agents: ["random", "random", "random"], lang: "en" };
    const session = new GameSession(game, config);
    for (let i = 0; i < 6 && session.latest().pending; i++) session.choose(0);
    const state = session.latest();
    const match = replayed(game, config, session.decisionsMade());
    const cli = new EventCardDescriber(game, "en");
    for (const e of match.events()) cli.observe(e);
    for (const card of game.cards) expect(state.cardNames[card.id]).toBe(cli.card(card.id));
    // an athlete reads its placing in the contested discipline: `Ajax (1)`, not `Ajax`
    expect(Object.values(state.cardNames).filter((name) => / \(\d+\)/.test(name)).length).toBeGreaterThan(10);
    expect(session.state(0).cardNames).not.toEqual(state.cardNames);
  });

  it("shows the cards in the page's language", () => {
    const game = loadGame("rules/olympeak.agon").game!;
    const start = (lang: string) =>
      new GameSession(game, { players: 2, seat: 0, seed: 1, agents: ["random", "random"], lang }).latest().cardNames["progress-38"];
    expect(start("en")).toBe("+1 red/white, 4 heads");
    expect(start("ko")).toBe("+1 빨강/하양, 머리 4개");
  });

  it("reads the declared standings as the game goes, not a score set only at the end", () => {
    for (const rules of ["rules/olympia-2000.agon", "rules/olympeak.agon"]) {
      const game = loadGame(rules).game!;
      const session = new GameSession(game, { players: 3, seat: 0, seed: 3, agents: ["random", "random", "random"], lang: "en" });
      playToTheEnd(session, () => 0);
      const end = session.latest();
      const during = Array.from({ length: end.steps - 1 }, (_, s) => session.state(s).standings!);
      expect(during[0]).toEqual([0, 0, 0]);
      expect(
        during.some((standing) => standing.some((v) => v !== 0)),
        rules,
      ).toBe(true);
    }
  });

  it("plays with the options chosen: another option, another game", () => {
    const game = loadGame("rules/olympia-2000.agon").game!;
    // the opening tiles are chosen before the deal
    const hand = (handSize: number) => {
      const options = { "hand-size": handSize };
      const session = new GameSession(game, { players: 3, seat: 0, seed: 2, agents: ["random", "random", "random"], options, lang: "en" });
      const count = () => session.latest().view.zones["hand[Player 1]"]!.count;
      for (let i = 0; i < 5 && count() === 0; i++) session.choose(0);
      return count();
    };
    expect(hand(4)).toBe(4);
    expect(hand(6)).toBe(6);
  });
});

describe("the studio's words in Korean", () => {
  it("switches a game whose decisions chose seats to Korean at the same position, the seats renamed", () => {
    const game = loadGame("rules/olympia-2000.agon").game!;
    const session = new GameSession(game, { players: 3, seat: 0, seed: 5, agents: ["human", "random", "random"], lang: "en" });
    playToTheEnd(session, (n) => n - 1);
    // Olympia's "who gets the card" is answered with a seat's name
    expect(session.decisionsMade().some((d) => typeof d === "string" && /^Player \d$/.test(d))).toBe(true);
    const korean = session.inLanguage("ko");
    expect(korean.latest().steps).toBe(session.latest().steps);
    expect(korean.latest().result!.winners).toEqual(
      session.latest().result!.winners.map((w) => defaultNames(3, "ko")[defaultNames(3, "en").indexOf(w)]),
    );
    expect(korean.decisionsMade().some((d) => typeof d === "string" && /^Player/.test(d))).toBe(false);
  });

  it("names the seats and the standings as the CLI's Korean account does", () => {
    const game = loadGame("rules/olympia-2000.agon").game!;
    const session = new GameSession(game, { players: 3, seat: 0, seed: 5, agents: ["human", "random", "random"], lang: "ko" });
    // the CLI's own source of both: the account's phrases in the game's language
    expect(session.layout.players).toEqual(defaultNames(3, "ko"));
    expect(session.layout.players[0]).toBe("플레이어 1");
    expect(session.layout.seat).toBe("플레이어 1");
    expect(session.layout.standings?.name).toBe(phrasesFor("ko").standings);
    playToTheEnd(session, () => 0);
    const account = session
      .latest()
      .account.map((line) => line.text)
      .join("\n");
    expect(account).toContain("플레이어 2");
    expect(account).not.toMatch(/Player \d/);
    const english = new GameSession(game, { players: 3, seat: 0, seed: 5, agents: ["human", "random", "random"], lang: "en" });
    expect(english.layout.players).toEqual(defaultNames(3, "en"));
    expect(english.layout.standings?.name).toBe(phrasesFor("en").standings);
  });
});
