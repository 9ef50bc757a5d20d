// The two card games written from docs/language.md alone (a drafting game and a deduction game
// with player elimination), played the way OpenSpiel tests its games: many seeds with random
// agents at every player count, test mode on (the games' invariants and "one card, one zone"
// checked at rest), every game must end within the step budget, and what each game promises is
// read back from its event log.
import { describe, expect, it } from "vitest";
import { loadGame, playGame, randomAgent, type GameEvent } from "../../src/index.js";

const SEEDS = 60;

function load(file: string) {
  const r = loadGame(file);
  expect(r.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return r.game!;
}

function playAll(
  file: string,
  check: (events: GameEvent[], result: { scores: Record<string, number>; winners: string[] }, players: string[], seed: number) => void,
): number {
  const game = load(file);
  let played = 0;
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
    const players = Array.from({ length: n }, (_, i) => `p${i + 1}`);
    for (let seed = 0; seed < SEEDS; seed++) {
      const { result, events } = playGame(
        game,
        // a bound far above what a game needs: a game that loops for ever fails here, it does not hang
        { players: players.map((name) => ({ name })), seed, checkInvariants: true, stepBudget: 200_000 },
        players.map((_, i) => randomAgent(seed * 8 + i)),
      );
      expect(events.at(-1)?.type === "phase" || events.at(-1)?.type === "end").toBe(true);
      check(events, result, players, seed);
      played++;
    }
  }
  return played;
}

const choices = (events: GameEvent[]) => events.filter((e): e is Extract<GameEvent, { type: "choice" }> => e.type === "choice");

describe("market-draft, a drafting game from the docs", () => {
  it("every player keeps rounds x hand-size goods, the best score wins, ties share", () => {
    const played = playAll("test/fixtures/games/market-draft.agon", (events, result, players) => {
      const kept = choices(events);
      for (const p of players) expect(kept.filter((c) => c.player === p)).toHaveLength(2 * 4);
      // a kept good goes to its keeper's tableau, the rest of the hand to the next player
      const tableauMoves = events.filter((e) => e.type === "move" && e.to.startsWith("tableau["));
      expect(tableauMoves.flatMap((e) => (e.type === "move" ? e.cards : [])).sort()).toEqual(kept.map((c) => String(c.value)).sort());
      const best = Math.max(...players.map((p) => result.scores[p]!));
      expect(result.winners).toEqual(players.filter((p) => result.scores[p] === best));
      // every good scores its value (1 to 4): 8 goods score at least 8 and at most 32 without bonuses
      for (const p of players) expect(result.scores[p]).toBeGreaterThanOrEqual(8);
    });
    expect(played).toBe(4 * SEEDS);
  });
});

describe("whodunit, a deduction game with player elimination", () => {
  it("a player out takes no more turns, a right accusation ends the game, the winner is still in", () => {
    const played = playAll("test/fixtures/games/whodunit.agon", (events, result, players) => {
      const culprit = events.find((e) => e.type === "move" && e.to === "culprit");
      expect(culprit?.type === "move" && culprit.cards).toHaveLength(1);
      const culpritId = culprit?.type === "move" ? culprit.cards[0] : undefined;
      const out = new Set<string>();
      let solvedBy: string | undefined;
      for (const e of events) {
        if (e.type === "set" && e.variable === "out" && e.value === true) out.add(e.index!);
        if (e.type !== "choice") continue;
        expect(out.has(e.player), `${e.player} chose after being put out`).toBe(false);
        expect(solvedBy, "a choice after the culprit was named").toBeUndefined();
        if (e.label === "accused" && e.value === culpritId) solvedBy = e.player;
      }
      expect(result.winners.length).toBeLessThanOrEqual(1);
      for (const w of result.winners) expect(out.has(w)).toBe(false);
      if (solvedBy) expect(result.winners).toEqual([solvedBy]);
      // nobody named the culprit: the last one left in wins, or the case went cold with several in
      else if (out.size === players.length - 1) expect(result.winners).toEqual(players.filter((p) => !out.has(p)));
      else expect(result.winners).toEqual([]);
    });
    expect(played).toBe(4 * SEEDS);
  });

  it("players are put out in some games, and with one round the case goes cold in others", () => {
    const game = load("test/fixtures/games/whodunit.agon");
    const players = ["a", "b", "c", "d", "e"].map((name) => ({ name }));
    let someoneOut = 0;
    let cold = 0;
    for (let seed = 0; seed < 200; seed++) {
      const { result, events } = playGame(
        game,
        { players, seed, options: { "max-rounds": 1 } },
        players.map((_, i) => randomAgent(seed * 8 + i)),
      );
      if (events.some((e) => e.type === "set" && e.variable === "out")) someoneOut++;
      if (result.winners.length === 0) cold++;
    }
    expect(someoneOut).toBeGreaterThan(0);
    expect(cold).toBeGreaterThan(0);
  });
});
