// A game saved by `agon play --save` (or by `simulate` for a game that failed): everything that
// makes it play again the same way (the engine is a function of rules, options, seed and
// decisions), with a hash of the rules text so that a changed game is refused, not misplayed.
//
// The file comes from anywhere, so everything it names is checked before anything is read: the
// rules and the files they use are paths inside the project (relative, no `..`), each read as
// `use` reads it (real path inside the project, a regular file), and hashed before it is parsed;
// the game is then loaded from those texts only.
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { dirname, isAbsolute, join, relative, resolve, sep } from "node:path";
import { findProjectRoot, readFileInside } from "../../grammar/loader.js";
import { z } from "zod";
import { AgonError, type CompiledGame, loadGame } from "../index.js";
import { makePlayers, resolveOptions } from "../interpreter/options.js";
import { CliFailure, DiagnosticsFailure } from "./errors.js";
import { readJsonFile } from "./json-input.js";
import { refusePrototypeKeys } from "./prototype-keys.js";
import { seatKindError } from "./seats.js";
import { STORY_LANGUAGES } from "./story-phrases.js";

const plainValue: z.ZodType<PlainJson> = z.lazy(() => z.union([z.number(), z.boolean(), z.string(), z.null(), z.array(plainValue)]));
type PlainJson = number | boolean | string | null | PlainJson[];

export const SAVED_GAME_FORMAT = "agon-game";
/** 2: the rules named relative to the project, with the list of files hashed */
export const SAVED_GAME_VERSION = 2;

export const savedGameSchema = z
  .object({
    format: z.literal(SAVED_GAME_FORMAT),
    version: z.literal(SAVED_GAME_VERSION, {
      error: `expected ${SAVED_GAME_VERSION}: a game saved by an earlier agon names its rules in a way replay no longer trusts; play it again with --save`,
    }),
    /** the rules file, relative to the project (`/` between folders) */
    rules: z.string().min(1),
    /** the rules file and every file it uses, relative to the project, sorted */
    files: z.array(z.string().min(1)).min(1),
    /** sha256 of the files, each with its path */
    rulesHash: z.string().regex(/^[0-9a-f]{64}$/, "expected a sha256 in hex"),
    options: z
      .unknown()
      .superRefine(refusePrototypeKeys("option"))
      .pipe(z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]))),
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    players: z.array(z.string().min(1)).min(1),
    /** who decided for each seat: human, or an agent kind of the registry with its settings */
    seats: z.array(
      z.string().superRefine((seat, ctx) => {
        const wrong = seatKindError(seat);
        if (wrong) ctx.addIssue({ code: "custom", message: wrong.error });
      }),
    ),
    /** the language of the account, one `play --lang` tells it in */
    lang: z.string().refine((lang) => Object.hasOwn(STORY_LANGUAGES, lang), {
      error: (issue) => `the account is told in ${Object.keys(STORY_LANGUAGES).join(", ")}, not ${JSON.stringify(issue.input)}`,
    }),
    decisions: z.array(plainValue),
  })
  .strict()
  .refine((g) => g.seats.length === g.players.length, { message: "seats and players differ in number", path: ["seats"] });

export type SavedGame = z.infer<typeof savedGameSchema>;

/** sha256 over the files, each by its path in the project. */
function filesHash(files: ReadonlyMap<string, string>): string {
  const hash = createHash("sha256");
  for (const [path, text] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(`${path}\0${text}\0`);
  return hash.digest("hex");
}

/** `file`'s path in `root`, with `/` between folders. */
function projectPath(root: string, file: string): string {
  return relative(root, resolve(file)).split(sep).join("/");
}

export function savedGame(
  rulesPath: string,
  sources: ReadonlyMap<string, string>,
  fields: Omit<SavedGame, "format" | "version" | "rules" | "files" | "rulesHash">,
): SavedGame {
  const root = findProjectRoot(dirname(resolve(rulesPath)));
  const files = new Map([...sources].map(([name, text]) => [projectPath(root, name), text]));
  return {
    format: SAVED_GAME_FORMAT,
    version: SAVED_GAME_VERSION,
    rules: projectPath(root, rulesPath),
    files: [...files.keys()].sort(),
    rulesHash: filesHash(files),
    ...fields,
  };
}

/** The project a saved game is replayed in: the one holding the saved file, else the current folder's. */
function projectOfSave(path: string, cwd: string): string {
  const start = dirname(resolve(cwd, path));
  const root = findProjectRoot(start);
  return root === start && !existsSync(join(start, "package.json")) ? findProjectRoot(cwd) : root;
}

/** A path inside the project as a saved game may name it: relative, with no `.`, `..` or empty part. */
function isProjectPath(path: string): boolean {
  return (
    !isAbsolute(path) && !path.includes("\\") && !path.includes("\0") && path.split("/").every((p) => p !== "" && p !== "." && p !== "..")
  );
}

/** The texts of the saved game's files, read inside the project, or a failure naming the first refused. */
function readSavedFiles(path: string, saved: SavedGame, root: string): Map<string, string> {
  const outside = (field: string, name: string) =>
    new CliFailure(`${path}: ${field}: ${JSON.stringify(name)} is not inside the project ${root}`);
  if (!isProjectPath(saved.rules)) throw outside("rules", saved.rules);
  saved.files.forEach((name, i) => {
    if (!isProjectPath(name)) throw outside(`files[${i}]`, name);
  });
  if (!saved.files.includes(saved.rules)) throw new CliFailure(`${path}: rules: ${JSON.stringify(saved.rules)} is not among its files`);
  const texts = new Map<string, string>();
  for (const name of saved.files) {
    const read = readFileInside(root, name);
    if ("refused" in read) {
      const why = {
        outside: `${name} is a link to a file outside the project ${root}`,
        folder: `${name} is not a regular file (a folder)`,
        special: `${name} is not a regular file (a FIFO, a device or a socket)`,
        missing: `${name}: no such file in the project ${root}`,
      }[read.refused];
      throw new CliFailure(`${path}: ${why}`);
    }
    texts.set(name, read.text);
  }
  return texts;
}

/** The saved game, its rules file's path and its game, refused when the rules have changed since:
 *  the hash is checked before any file is parsed, and the game is loaded from the hashed texts. */
export function readSavedGame(path: string, cwd = process.cwd()): { saved: SavedGame; rulesPath: string; game: CompiledGame } {
  const saved = readJsonFile(path, savedGameSchema, "a saved game");
  const root = projectOfSave(path, cwd);
  const texts = readSavedFiles(path, saved, root);
  const changed = new CliFailure(
    `${path} was played with another version of ${saved.rules}: the rules or card files have changed since it was saved`,
    "replay it with the files it was saved with (git checkout), or play it again",
  );
  if (filesHash(texts) !== saved.rulesHash) throw changed;
  const rulesPath = join(root, saved.rules);
  const loaded = loadGame(rulesPath, {
    projectRoot: root,
    readFile: (name) => {
      const text = texts.get(projectPath(root, name));
      if (text === undefined) throw new Error(`not among the saved game's files: ${name}`);
      return text;
    },
  });
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0 || loaded.game === undefined) throw new DiagnosticsFailure(errors, rulesPath, loaded.sources);
  // every file hashed is a file of the game, and no other was read
  if (loaded.sources.size !== texts.size) throw changed;
  checkConfig(path, saved, loaded.game);
  return { saved, rulesPath, game: loaded.game };
}

/** The players and options fit the game: else a failure naming the file and the field (a saved
 *  file's mistake is the file's, not the command line's). */
function checkConfig(path: string, saved: SavedGame, game: CompiledGame): void {
  const check = (field: string, run: () => unknown): void => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof AgonError)) throw error;
      throw new CliFailure(`${path}: ${field}: ${error.diagnostic.message}`, error.diagnostic.hint);
    }
  };
  check("players", () => makePlayers(game, { players: saved.players.map((name) => ({ name })) }));
  for (const [name, value] of Object.entries(saved.options)) check(`options.${name}`, () => resolveOptions(game, { [name]: value }));
}
