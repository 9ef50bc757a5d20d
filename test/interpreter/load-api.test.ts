import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkFiles, gameInfo, loadGame, newMatch } from "../../src/index.js";

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "agon-interp-"));
  writeFileSync(join(dir, "package.json"), "{}");
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const cards = `
kind chip { value: int 1..9 }
cards chip {
  columns en, value
  c1: "Chip one", 1
  c2: "Chip two", 2
}
assert count(chip) == 2 "two chips"
assert all([c.value > 0 for c in chip]) "TY-3: every chip is worth something"
`;

const rules = `use "cards.agon"
game tiny { title "A tiny game"  players 2..3  score points }
rulebook TY {
  TY-1 "Play a chip"
  TY-2 "Score it"
  TY-3 "Chips have value"
}
option pace: slow | fast = slow resolves TY-2 "how fast"
option rounds: int 1..5 = 2 "how many rounds"
var points: int per player = 0
zone pile: chip shared hidden holds all chip
rule setup { }
rule play implements TY-1 {
  rule scoring implements TY-2 { set points[first(players)] += 1 }
}
rule finish { winners players }
`;

describe("loadGame, checkFiles, gameInfo", () => {
  it("loads a game with its used card file and plays it", () => {
    const dir = project({ "cards.agon": cards, "tiny.agon": rules });
    const { game, diagnostics, sources } = loadGame(join(dir, "tiny.agon"));
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(game).toBeDefined();
    expect([...sources.keys()].some((k) => k.endsWith("cards.agon"))).toBe(true);
    const m = newMatch(game!, { players: [{ name: "ann" }, { name: "bob" }] });
    expect(m.result()).toEqual({ scores: { ann: 1, bob: 0 }, winners: ["ann", "bob"] });
    expect(m.findCards("Chip two", "en")).toEqual(["c2"]);
  });

  it("describes the game: players, options, rule IDs and what implements them", () => {
    const dir = project({ "cards.agon": cards, "tiny.agon": rules });
    const info = gameInfo(loadGame(join(dir, "tiny.agon")).game!);
    expect(info).toEqual({
      name: "tiny",
      title: "A tiny game",
      minPlayers: 2,
      maxPlayers: 3,
      options: [
        { name: "pace", values: ["slow", "fast"], default: "slow", description: "how fast", resolves: ["TY-2"] },
        { name: "rounds", values: [], type: "int", default: 2, description: "how many rounds", resolves: [] },
      ],
      ruleIds: [
        { id: "TY-1", summary: "Play a chip" },
        { id: "TY-2", summary: "Score it" },
        { id: "TY-3", summary: "Chips have value" },
      ],
      implemented: { "TY-1": ["play"], "TY-2": ["scoring", "option pace"], "TY-3": ['assert "TY-3: every chip is worth something"'] },
      divergences: [],
    });
  });

  it("returns no game when a data assertion fails, with the diagnostic", () => {
    const dir = project({ "cards.agon": cards.replace("== 2", "== 3"), "tiny.agon": rules });
    const { game, diagnostics } = loadGame(join(dir, "tiny.agon"));
    expect(game).toBeUndefined();
    expect(diagnostics.map((d) => d.code)).toContain("assertion-failed");
  });

  it("checks a card file on its own, assertions included", () => {
    const dir = project({ "cards.agon": cards.replace("== 2", "== 5") });
    const { diagnostics, sources } = checkFiles([join(dir, "cards.agon")]);
    expect(diagnostics.map((d) => d.code)).toEqual(["assertion-failed"]);
    expect(diagnostics[0]!.message).toContain("two chips");
    expect(sources.size).toBe(1);
  });

  it("reports a missing file as a diagnostic, not an exception", () => {
    const { game, diagnostics } = loadGame(join(tmpdir(), "no-such-agon-file.agon"));
    expect(game).toBeUndefined();
    expect(diagnostics[0]?.code).toBe("file-not-found");
  });
});
