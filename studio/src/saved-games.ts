// The CLI's saved-game files in the studio: a game played in the page is saved in the format
// `agon play --save` writes (so `agon replay` plays it again), and a game saved by the CLI is
// loaded at the same position. The format, its hash input and its checks are the CLI's
// (src/cli/saved-game-format.ts); only the reading differs: the files are the project's as the
// studio holds them, and the hash is Web Crypto's sha256.
import { loadGame, renderDiagnostic, type CompiledGame } from "../../src/index.js";
import { CliFailure } from "../../src/cli/errors.js";
import { checkJson } from "../../src/cli/json-input.js";
import {
  changedFilesFailure,
  checkSavedConfig,
  filesHashInput,
  type SavedGame,
  savedGameRecord,
  savedGameSchema,
} from "../../src/cli/saved-game-format.js";
import { HUMAN } from "../../src/cli/seats.js";
import type { GameSession, SessionConfig } from "./game-session.js";
import { normalPath } from "./project-paths.js";

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A failure's one line, with its hint, as the CLI prints it. */
function failureText(error: CliFailure): string {
  return error.hint ? `${error.message} (${error.hint})` : error.message;
}

/** The session's game as a saved game: `rules` and `files` are its files' paths in the project. */
export async function savedGameOf(session: GameSession, rules: string, files: ReadonlyMap<string, string>): Promise<SavedGame> {
  return savedGameRecord(rules, files, await sha256Hex(filesHashInput(files)), session.savedFields());
}

export interface LoadedGame {
  saved: SavedGame;
  game: CompiledGame;
  /** the session that plays it on at the same position: the human seat is the designer's */
  config: SessionConfig;
}

/** The saved game in `text` (the file `name`), loaded from the project's files `project` (path ->
 *  text) as the studio holds them; refused as `agon replay` refuses it, with the same words. */
export async function loadSavedGame(name: string, text: string, project: ReadonlyMap<string, string>): Promise<LoadedGame> {
  try {
    return await loaded(name, text, project);
  } catch (error) {
    if (error instanceof CliFailure) throw new Error(failureText(error));
    throw error;
  }
}

async function loaded(name: string, text: string, project: ReadonlyMap<string, string>): Promise<LoadedGame> {
  let json: unknown;
  try {
    json = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (error) {
    throw new CliFailure(`${name} is not valid JSON: ${(error as Error).message}`);
  }
  const saved = checkJson(name, json, savedGameSchema, "a saved game");
  if (!saved.files.includes(saved.rules)) throw new CliFailure(`${name}: rules: ${JSON.stringify(saved.rules)} is not among its files`);
  const texts = new Map<string, string>();
  for (const file of saved.files) {
    const body = project.get(file);
    if (body === undefined) throw new CliFailure(`${name}: ${file}: no such file in the project`);
    texts.set(file, body);
  }
  if ((await sha256Hex(filesHashInput(texts))) !== saved.rulesHash) throw changedFilesFailure(name, saved.rules);
  const result = loadGame(saved.rules, {
    projectRoot: "/",
    readFile: (path) => {
      const body = texts.get(normalPath(path));
      if (body === undefined) throw new Error(`not among the saved game's files: ${path}`);
      return body;
    },
  });
  const first = result.diagnostics.find((d) => d.severity === "error");
  if (first || !result.game)
    throw new CliFailure(
      first ? renderDiagnostic(first, first.range ? result.sources.get(first.range.file) : undefined) : `${saved.rules} has errors`,
    );
  if (result.sources.size !== texts.size) throw changedFilesFailure(name, saved.rules);
  checkSavedConfig(name, saved, result.game);
  const human = saved.seats.indexOf(HUMAN);
  // a game with no human seat is watched from the first seat, which the designer then plays on
  const seat = Math.max(human, 0);
  return {
    saved,
    game: result.game,
    config: {
      players: saved.players.length,
      seat,
      seed: saved.seed,
      agents: saved.seats.map((kind) => (kind === HUMAN ? "random" : kind)),
      options: saved.options,
      lang: saved.lang,
      names: saved.players,
      decisions: saved.decisions,
    },
  };
}
