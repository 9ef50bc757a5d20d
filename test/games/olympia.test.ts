// Olympia 2000 as written in rules/ and cards/: it loads cleanly, whole games with random agents
// finish with scores that match the tiles won, the next-discipline-chooser option matters, and a
// seed fixes the game.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { checkFiles, loadGame, newMatch, randomAgent, type GameEvent, type Match } from "../../src/index.js";

const RULES = fileURLToPath(new URL("../../rules/olympia-2000.agon", import.meta.url));
const CARDS = fileURLToPath(new URL("../../cards/olympia-2000.agon", import.meta.url));
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

/** projects written to the temp folder by the tests below, removed at the end */
const scratch: string[] = [];
function scratchProject(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  scratch.push(dir);
  writeFileSync(join(dir, "package.json"), "{}");
  return dir;
}
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

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

  it("the card file on its own checks cleanly, its data assertions included", () => {
    expect(checkFiles([CARDS]).diagnostics).toEqual([]);
  });
});

describe("the card file's assertions", () => {
  // Edits one card row of the card file and checks the copy: the assertions must notice.
  const COLUMN = { en: 0, marathon: 3, discus: 4, archery: 6, loser: 8 } as const;
  const source = readFileSync(CARDS, "utf8");

  function cells(id: string): string[] {
    const line = source.split("\n").find((l) => l.trimStart().startsWith(`${id}:`));
    if (!line) throw new Error(`no row ${id}`);
    return line
      .slice(line.indexOf(":") + 1)
      .split(",")
      .map((c) => c.trim());
  }

  function withRow(text: string, id: string, edit: (row: string[]) => void): string {
    const row = cells(id);
    edit(row);
    return text.replace(new RegExp(`^\\s*${id}:.*$`, "m"), `  ${id}: ${row.join(", ")}`);
  }

  function failures(text: string): string[] {
    const dir = scratchProject("olympia-cards-");
    mkdirSync(join(dir, "cards"));
    writeFileSync(join(dir, "cards", "olympia-2000.agon"), text);
    const { diagnostics } = checkFiles([join(dir, "cards", "olympia-2000.agon")]);
    expect(diagnostics.every((d) => d.code === "assertion-failed")).toBe(true);
    return diagnostics.map((d) => d.message);
  }

  it("reject a placing shared by two athletes in one discipline", () => {
    const shared = cells("achilles")[COLUMN.archery];
    const text = withRow(source, "ajax", (row) => {
      row[COLUMN.archery] = shared;
    });
    expect(failures(text).join("\n")).toMatch(/no two athletes share a placing/);
  });

  it("reject a deck whose group sizes are off", () => {
    const text = withRow(source, "heracles", (row) => {
      for (let i = COLUMN.marathon; i < COLUMN.loser; i++) if (Number(row[i]) <= 3) row[i] = "overstepped";
    });
    expect(failures(text).join("\n")).toMatch(/12 athletes are in the top 3/);
  });

  it("reject a loser that is in the top 20 somewhere", () => {
    const text = withRow(source, "athlete-48", (row) => {
      row[COLUMN.loser] = "true";
    });
    const messages = failures(text).join("\n");
    expect(messages).toMatch(/7 losers/);
    expect(messages).toMatch(/the losers are exactly the athletes/);
  });

  it("reject two group-1 athletes with one name", () => {
    const text = withRow(source, "achilles", (row) => {
      row[COLUMN.en] = cells("ajax")[COLUMN.en];
    });
    expect(failures(text).join("\n")).toMatch(/each have a name of their own/);
  });

  it("reject a laurel set without the value-6 tiles", () => {
    const text = source.replace("value in 2..6", "value in 2..5");
    expect(failures(text).join("\n")).toMatch(/each discipline has one laurel tile of each value/);
  });
});

describe("placing-ties = no-winner (OLY-T10)", () => {
  // The reconstructed deck cannot tie, so the tie branch runs on a copy whose deck drops the
  // distinct-placings assertion and gives ajax and achilles the same archery placing.
  function tiedGame() {
    const dir = scratchProject("olympia-ties-");
    mkdirSync(join(dir, "cards"));
    mkdirSync(join(dir, "rules"));
    const cards = readFileSync(CARDS, "utf8")
      .replace(/^assert all\(\[count\(unique\(placings.*\n.*\n/m, "")
      .replace(/^(\s*achilles:(?:[^,]*,){6})\s*\d+,/m, "$1 1,");
    writeFileSync(join(dir, "cards", "olympia-2000.agon"), cards);
    writeFileSync(join(dir, "rules", "olympia-2000.agon"), readFileSync(RULES, "utf8"));
    const { game, diagnostics } = loadGame(join(dir, "rules", "olympia-2000.agon"));
    if (!game) throw new Error(JSON.stringify(diagnostics));
    return game;
  }

  it("a tie for the best placing leaves the tile in circle I and nobody picks", () => {
    const game = tiedGame();
    const match = newMatch(game, {
      players: [{ name: "Ann" }, { name: "Bob" }],
      seed: 1,
      arrangements: [
        { zone: "hand", index: "Ann", cards: ["ajax", "athlete-13", "athlete-14", "athlete-15"] },
        { zone: "hand", index: "Bob", cards: ["achilles", "athlete-16", "athlete-17", "athlete-18"] },
      ],
    });
    expect(match.cardAttribute("ajax", "placing", "archery")).toBe(1);
    expect(match.cardAttribute("achilles", "placing", "archery")).toBe(1);
    for (const answer of ["archery-2", "marathon-2", "ajax", "achilles"]) match.choose(answer);
    expect(match.zone("circle-1")).toEqual(["archery-2"]);
    expect(match.zone("circle-2")).toEqual(["marathon-2"]);
    expect(match.zone("won", "Ann")).toEqual([]);
    expect(match.zone("won", "Bob")).toEqual([]);
    expect(match.zone("gone")).toEqual(["ajax", "achilles"]);
    expect(match.pending()?.label).toBe("who gets the card");
    expect(choicesLabelled(match.events(), "discipline for circle II")).toEqual([]);
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
