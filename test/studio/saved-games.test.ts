// The CLI's saved-game files in the studio: a game saved by `agon play --save` loads in the
// studio's session at the same position, a game saved by the studio plays again in `agon replay`,
// and a save whose files changed, that is no JSON or names a file the project lacks is refused.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Ask } from "../../src/cli/human-seat.js";
import type { CliIo } from "../../src/cli/io.js";
import { playCommand } from "../../src/cli/play.js";
import { replayCommand } from "../../src/cli/replay.js";
import { savedGameSchema } from "../../src/cli/saved-game.js";
import { loadGame } from "../../src/index.js";
import { GameSession } from "../../studio/src/game-session.js";
import { loadSavedGame, savedGameOf } from "../../studio/src/saved-games.js";

const RULES = "rules/olympia-2000.agon";
const folder = mkdtempSync(join(tmpdir(), "agon-studio-saves-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function captured(): { io: CliIo; out: () => string } {
  let out = "";
  const io: CliIo = { stdout: (t) => void (out += t), stderr: () => {}, stdoutColour: false, stderrColour: false, cwd: process.cwd() };
  return { io, out: () => out };
}

/** The project's files as the studio holds them: path in the project -> text. */
function projectFiles(rules: string): Map<string, string> {
  const { sources } = loadGame(rules);
  return new Map([...sources].map(([file, text]) => [relative(process.cwd(), resolve(file)).split(sep).join("/"), text]));
}

/** The result line `agon replay --json` prints for a saved game. */
function replayedResult(path: string): unknown {
  const { io, out } = captured();
  expect(replayCommand(path, { json: true }, io)).toBe(0);
  return JSON.parse(out().trim().split("\n").at(-1)!);
}

describe("the studio and the CLI's saved games", () => {
  const files = projectFiles(RULES);

  it("loads a game saved by `agon play --save` at its position: the same decisions, the same end", async () => {
    const save = join(folder, "cli.json");
    // the human at seat 2 takes the first answer each time (the last may be the undo), in Korean
    const ask: Ask = async (_message, choices) => choices[0]!.value;
    const options = { option: ["hand-size=5"], seat: ["2=human"], players: "3", seed: "11", agents: "random", lang: "ko", save };
    expect(await playCommand(RULES, options, captured().io, ask)).toBe(0);
    const text = readFileSync(save, "utf8");
    const saved = savedGameSchema.parse(JSON.parse(text));
    const { game, config } = await loadSavedGame("cli.json", text, files);
    expect(config).toMatchObject({ players: 3, seat: 1, seed: 11, lang: "ko", options: { "hand-size": 5 } });
    const session = new GameSession(game, config);
    expect(session.decisionsMade()).toEqual(saved.decisions);
    const end = session.latest();
    expect(end.steps).toBe(saved.decisions.length + 1);
    expect(end.pending).toBeUndefined();
    const cliResult = replayedResult(save) as { winners: string[]; scores: Record<string, number> };
    expect(end.result!.winners).toEqual(cliResult.winners);
    expect(end.result!.scores).toEqual(cliResult.scores);
    // told in the save's language
    expect(end.account.some((line) => /플레이어/.test(line.text))).toBe(true);
  });

  it("saves a game that `agon replay` plays again to the same end", async () => {
    const session = new GameSession(loadGame(RULES).game!, {
      players: 3,
      seat: 0,
      seed: 5,
      agents: ["random", "first", "random"],
      lang: "en",
    });
    while (session.latest().pending) session.choose(session.latest().pending!.options.length - 1);
    const saved = await savedGameOf(session, RULES, files);
    expect(saved.seats).toEqual(["human", "first", "random"]);
    const path = join(folder, "studio.json");
    writeFileSync(path, JSON.stringify(saved));
    const result = replayedResult(path) as { winners: string[]; scores: Record<string, number> };
    expect(result.winners).toEqual(session.latest().result!.winners);
    expect(result.scores).toEqual(session.latest().result!.scores);
  });

  it("loads a game saved in the middle at the same step, with the same account", async () => {
    const config = { players: 3, seat: 0, seed: 9, agents: ["random", "random", "random"], lang: "en" };
    const session = new GameSession(loadGame(RULES).game!, config);
    for (let i = 0; i < 5; i++) session.choose(0);
    const text = JSON.stringify(await savedGameOf(session, RULES, files));
    const loaded = await loadSavedGame("middle.json", text, files);
    const again = new GameSession(loaded.game, loaded.config);
    expect(again.latest().step).toBe(session.latest().step);
    expect(again.latest().account).toEqual(session.latest().account);
    expect(again.latest().pending).toEqual(session.latest().pending);
  });

  it("refuses a save whose files changed, that is not JSON, or that names a file the project lacks", async () => {
    const session = new GameSession(loadGame(RULES).game!, { players: 3, seat: 0, seed: 3, agents: [], lang: "en" });
    const text = JSON.stringify(await savedGameOf(session, RULES, files));
    const edited = new Map(files).set(RULES, `${files.get(RULES)}\n// an edit\n`);
    await expect(loadSavedGame("g.json", text, edited)).rejects.toThrow(
      /g\.json was played with another version of rules\/olympia-2000\.agon/,
    );
    await expect(loadSavedGame("g.json", "{ not json", files)).rejects.toThrow(/^g\.json is not valid JSON/);
    const fewer = new Map([...files].filter(([path]) => path === RULES));
    await expect(loadSavedGame("g.json", text, fewer)).rejects.toThrow(/^g\.json: \S+: no such file in the project$/);
    const wrongSeat = text.replace('"human"', '"robot"');
    await expect(loadSavedGame("g.json", wrongSeat, files)).rejects.toThrow(
      /^g\.json is not a saved game: seats\[0\]: unknown seat kind "robot"/,
    );
  });
});
