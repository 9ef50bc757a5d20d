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
import { type CompiledGame, loadGame } from "../index.js";
import { CliFailure, DiagnosticsFailure } from "./errors.js";
import { readJsonFile } from "./json-input.js";
import {
  changedFilesFailure,
  checkSavedConfig,
  filesHashInput,
  type SavedGame,
  savedGameRecord,
  savedGameSchema,
} from "./saved-game-format.js";

export { type SavedGame, savedGameSchema } from "./saved-game-format.js";

/** sha256 over the files, each by its path in the project. */
function filesHash(files: ReadonlyMap<string, string>): string {
  return createHash("sha256").update(filesHashInput(files)).digest("hex");
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
  return savedGameRecord(projectPath(root, rulesPath), files, filesHash(files), fields);
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
  const changed = changedFilesFailure(path, saved.rules);
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
  checkSavedConfig(path, saved, loaded.game);
  return { saved, rulesPath, game: loaded.game };
}
