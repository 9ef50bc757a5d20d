// Olympia 2000 as written in rules/ and cards/: it loads cleanly, whole games with random agents
// finish with scores that match the tiles won, the next-discipline-chooser option matters, and a
// seed fixes the game.
import { describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import { loadGame, newMatch, randomAgent, type GameEvent, type Match } from "../../src/index.js";

const RULES = fileURLToPath(new URL("../../rules/olympia-2000.agon", import.meta.url));
const PROJECT = fileURLToPath(new URL("../..", import.meta.url));
const SEEDS = [1, 2, 3, 7, 42];
const PLAYER_COUNTS = [2, 3, 4, 5];

let cached: ReturnType<typeof loadGame> | undefined;
function loaded() {
  cached ??= loadGame(RULES, { projectRoot: PROJECT });
  const { game, diagnostics } = cached;
  if (!game) throw new Error(`rules did not load: ${JSON.stringify(diagnostics, null, 2)}`);
  return { game, diagnostics };
}

const playerNames = (n: number): string[] => ["Ann", "Bob", "Cid", "Dee", "Eve"].slice(0, n);

function playedOut(playerCount: number, seed: number, options: Record<string, string> = {}): Match {
  const match = newMatch(loaded().game, {
    players: playerNames(playerCount).map((name) => ({ name })),
    seed,
    options,
  });
  match.runWith((player) => randomAgent(seed * 31 + playerNames(5).indexOf(player)));
  return match;
}

function tileValue(match: Match, card: string): number {
  const value = match.cardAttribute(card, "value");
  if (typeof value !== "number") throw new Error(`${card} has no numeric value`);
  return value;
}

const choicesLabelled = (events: GameEvent[], label: string) =>
  events.filter((e): e is Extract<GameEvent, { type: "choice" }> => e.type === "choice" && e.label === label);

describe("Olympia 2000 files", () => {
  it("load with no diagnostics", () => {
    const { diagnostics } = loaded();
    expect(diagnostics).toEqual([]);
  });
});

describe("Olympia 2000 games with random agents", () => {
  for (const playerCount of PLAYER_COUNTS) {
    for (const seed of SEEDS) {
      it(`${playerCount} players, seed ${seed}: ends with scores equal to the tiles won`, () => {
        const match = playedOut(playerCount, seed);
        expect(match.isOver()).toBe(true);
        const result = match.result();
        expect(result).toBeDefined();
        let wonTotal = 0;
        for (const player of match.players()) {
          const tiles = [...match.zone("won", player), ...match.zone("consolations", player)];
          const earned = tiles.reduce((total, card) => total + tileValue(match, card), 0);
          expect(result!.scores[player]).toBe(earned);
          wonTotal += earned;
        }
        expect(Object.values(result!.scores).reduce((a, b) => a + b, 0)).toBe(wonTotal);
        const top = Math.max(...Object.values(result!.scores));
        expect(result!.winners.length).toBeGreaterThan(0);
        for (const winner of result!.winners) expect(result!.scores[winner]).toBe(top);
        if (playerCount >= 4) {
          const sixes = match.zone("box").filter((card) => tileValue(match, card) === 6);
          expect(sixes).toHaveLength(5);
        }
      });
    }
  }
});

describe("next-discipline-chooser", () => {
  // Up to the first pick of a discipline both settings play the same game (same seed, same
  // agents); that pick goes to the worst placing under `worst`, to the best under `best`.
  function firstPicker(seed: number, chooser: "worst" | "best"): string | undefined {
    const match = playedOut(3, seed, { "next-discipline-chooser": chooser });
    return choicesLabelled(match.events(), "discipline for circle II")[0]?.player;
  }

  it("changes who picks the next discipline", () => {
    const differing = SEEDS.filter((seed) => firstPicker(seed, "worst") !== firstPicker(seed, "best"));
    expect(differing.length).toBeGreaterThan(0);
  });

  // The picker's athlete, read from the revealed cards of the turn of the first pick.
  function pickerPlacing(seed: number, chooser: "worst" | "best") {
    const match = playedOut(3, seed, { "next-discipline-chooser": chooser });
    const events = match.events();
    const pickAt = events.findIndex((e) => e.type === "choice" && e.label === "discipline for circle II");
    const before = events.slice(0, pickAt);
    const award = before.findLast((e) => e.type === "move" && e.from === "circle-1" && e.to.startsWith("won["));
    if (pickAt < 0 || award?.type !== "move") throw new Error(`seed ${seed}: no pick after an award`);
    const discipline = match.cardAttribute(award.cards[0], "discipline") as string;
    const reveals = before.filter((e) => e.type === "reveal").slice(-3);
    const placings = new Map<string, number>();
    for (const reveal of reveals) {
      if (reveal.type !== "reveal") continue;
      const placing = match.cardAttribute(reveal.cards[0], "placing", discipline);
      if (typeof placing === "number") placings.set(reveal.zone, placing);
    }
    const picker = (events[pickAt] as Extract<GameEvent, { type: "choice" }>).player;
    return { picker: placings.get(`played[${picker}]`), all: [...placings.values()] };
  }

  it("gives the pick to the worst placing by default and to the best with `best`", () => {
    for (const seed of SEEDS) {
      const worst = pickerPlacing(seed, "worst");
      expect(worst.picker).toBe(Math.max(...worst.all));
      const best = pickerPlacing(seed, "best");
      expect(best.picker).toBe(Math.min(...best.all));
    }
  });
});

describe("hands and circles during play", () => {
  // Steps a game decision by decision (answers drawn from a seeded sequence) and looks at the
  // table at every decision point.
  it("a hand never holds more than four cards, a circle never more than one tile", () => {
    for (const playerCount of [2, 5]) {
      const match = newMatch(loaded().game, { players: playerNames(playerCount).map((name) => ({ name })), seed: 5 });
      let state = 12345;
      for (let decision = match.pending(); decision; decision = match.pending()) {
        for (const player of match.players()) expect(match.zone("hand", player).length).toBeLessThanOrEqual(4);
        expect(match.zone("circle-1").length).toBeLessThanOrEqual(1);
        expect(match.zone("circle-2").length).toBeLessThanOrEqual(1);
        state = (state * 1103515245 + 12345) % 2147483648;
        match.choose(decision.options[state % decision.options.length]);
      }
      expect(match.isOver()).toBe(true);
    }
  });
});

describe("determinism", () => {
  it("the same seed gives the same events", () => {
    for (const playerCount of [2, 5]) {
      const first = playedOut(playerCount, 11).events();
      const second = playedOut(playerCount, 11).events();
      expect(first.length).toBeGreaterThan(0);
      expect(second).toEqual(first);
    }
  });
});
