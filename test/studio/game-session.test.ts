// The studio's game from one seat: it shows that seat only what the seat may see, keeps a step per
// decision, and plays the same game as the engine for the same answers, for any game.
import { describe, expect, it } from "vitest";
import { loadGame, newMatch, randomAgent } from "../../src/index.js";
import { GameSession, layoutOf } from "../../studio/src/game-session.js";

const GAMES = ["rules/olympia-2000.agon", "rules/olympeak.agon", "rules/lead-and-follow.agon"];

function playToTheEnd(session: GameSession, pick: (options: number) => number): number {
  let decisions = 0;
  for (let pending = session.latest().pending; pending; pending = session.latest().pending) {
    session.choose(pick(pending.options.length));
    decisions++;
  }
  return decisions;
}

describe.each(GAMES)("the studio's game session of %s", (rules) => {
  const game = loadGame(rules).game!;
  const players = Math.min(3, game.maxPlayers);

  it("draws the board from the game's own zones and vars", () => {
    const layout = layoutOf(game, ["A", "B", "C"], "A", "en");
    expect(layout.zones.map((z) => z.name)).toEqual(game.zones.map((z) => z.name));
    expect(layout.vars.map((v) => v.name)).toEqual(game.vars.map((v) => v.name));
    expect(Object.keys(layout.cardNames)).toHaveLength(game.cards.length);
    expect(layout.zones.filter((z) => z.columns).map((z) => z.name)).toEqual(game.zones.filter((z) => z.gridColumns).map((z) => z.name));
  });

  it("plays a whole game from seat 1, a step per decision, ending with the result", () => {
    const session = new GameSession(game, players, 0, 5, "random", "en");
    const decisions = playToTheEnd(session, (n) => n - 1);
    const end = session.latest();
    expect(decisions).toBeGreaterThan(0);
    expect(end.result?.winners.length).toBeGreaterThan(0);
    expect(Object.keys(end.result!.scores)).toEqual(["Player 1", "Player 2", "Player 3"].slice(0, players));
    // a step before each of seat 1's decisions (and the agents'), and the end
    expect(end.steps).toBeGreaterThan(decisions);
    const earlier = session.state(1);
    expect(earlier.pending).toBeUndefined();
    expect(earlier.result).toBeUndefined();
    expect(earlier.log.length).toBeLessThan(end.log.length);
    expect(end.log.slice(0, earlier.log.length)).toEqual(earlier.log);
  });

  it("plays the engine's game, and its log never names a card the seat could not see then", () => {
    const seed = 9;
    const session = new GameSession(game, players, 0, seed, "random", "en");
    playToTheEnd(session, () => 0);
    const end = session.latest();
    const names = layoutOf(game, [], "", "en").cardNames;
    const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // the same game in the engine, with the same seed and answers, one decision per step
    const match = newMatch(game, { players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}` })), seed });
    const agents = new Map(Array.from({ length: players - 1 }, (_, i) => [`Player ${i + 2}`, randomAgent(seed * 31 + i + 1)]));
    let told = 0;
    let hiddenChecked = 0;
    for (let step = 0; step < end.steps; step++) {
      const { view, log } = session.state(step);
      const visible = new Set(view.known);
      for (const zone of Object.values(view.zones)) for (const c of zone.cards ?? []) visible.add(c);
      const visibleNames = new Set([...visible].map((c) => names[c]));
      const hidden = new Set<string>();
      for (const [label, zone] of Object.entries(view.zones)) {
        if (zone.cards) continue;
        const [, name, index] = /^([^[]+)(?:\[(.+)\])?$/.exec(label)!;
        for (const c of match.zone(name!, index)) if (!visibleNames.has(names[c]!)) hidden.add(names[c]!);
      }
      hiddenChecked += hidden.size;
      for (const line of log.slice(told)) {
        for (const name of hidden)
          expect(new RegExp(`${escape(name)}(?![\\w])`).test(line), `step ${step}: "${line}" names ${name}`).toBe(false);
      }
      told = log.length;
      const d = match.pending();
      if (!d) break;
      match.choose(d.player === "Player 1" ? d.options[0]! : agents.get(d.player)!.decide(d, () => match.view(d.player)));
    }
    expect(hiddenChecked).toBeGreaterThan(0);
    expect(match.isOver()).toBe(true);
    expect(match.result()).toEqual(end.result);
    expect(end.log.some((line) => line.includes("hidden card"))).toBe(true);
  });
});

describe("the studio's cards", () => {
  it("show as the game describes them, in the page's language", () => {
    const game = loadGame("rules/olympeak.agon").game!;
    expect(layoutOf(game, ["A", "B"], "A", "en").cardNames["progress-38"]).toBe("+1 red/white, 4 heads");
    expect(layoutOf(game, ["A", "B"], "A", "ko").cardNames["progress-38"]).toBe("+1 빨강/하양, 머리 4개");
  });
});
