// Loads a game's rules once per run. AGON_RULES_DIR points the features at another rules folder
// (a deliberately broken copy, say, next to a copy of cards/), so one can check that a wrong rule
// makes scenarios fail; a game that folder lacks is loaded from the project's rules/.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { findProjectRoot } from "../../grammar/loader.js";
import { type GameInfo, gameInfo, loadGame, nameIn, renderDiagnostic, type CardChange, type Diagnostic } from "../../src/index.js";
import { fail } from "./failures.js";

type LoadResult = ReturnType<typeof loadGame>;
export type Game = NonNullable<LoadResult["game"]>;

/** The games loaded most recently, by rules file. It is kept small: `agon mutate` points the steps
 *  at a new rules folder for every mutant, and an unbounded cache would keep every mutant's game. */
const cache = new Map<string, Game>();
const CACHED_GAMES = 8;

const rulesFolderFrom = new Map<string, string>();

/** The project's rules folder, found from any folder of the project (`agon conform` runs from any);
 *  looked up once per working folder (walking up to package.json at every step was 3% of a run). */
export function projectRulesFolder(): string {
  const cwd = process.cwd();
  let folder = rulesFolderFrom.get(cwd);
  if (!folder) rulesFolderFrom.set(cwd, (folder = path.join(findProjectRoot(cwd), "rules")));
  return folder;
}

function projectRules(gameName: string): string {
  return path.join(projectRulesFolder(), `${gameName}.agon`);
}

export function rulesPath(gameName: string): string {
  const dir = process.env.AGON_RULES_DIR;
  if (!dir) return projectRules(gameName);
  const file = path.resolve(dir, `${gameName}.agon`);
  return existsSync(file) ? file : projectRules(gameName);
}

/** The game of a rules file, with a scenario's test deck when it changes cards (a game of its own). */
export function gameNamed(gameName: string, cardChanges: CardChange[] = []): Game {
  const file = rulesPath(gameName);
  const key = cardChanges.length ? `${file} ${JSON.stringify(cardChanges)}` : file;
  const cached = cache.get(key);
  if (cached) {
    // kept the most recently used: a run's test decks pass through without pushing out its games
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  // a rules folder's parent is its project: `use "../cards/..."` stays inside it
  const loaded = loadGame(file, { projectRoot: path.dirname(path.dirname(file)), cardChanges });
  const errors = loaded.diagnostics.filter((d: Diagnostic) => d.severity === "error");
  if (!loaded.game || errors.length > 0) {
    const shown = (errors.length > 0 ? errors : loaded.diagnostics).map((d: Diagnostic) => renderDiagnostic(d)).join("\n");
    throw fail("gameDoesNotLoad", file, shown);
  }
  cache.set(key, loaded.game);
  // a Map iterates in insertion order: the first key is the game used longest ago
  if (cache.size > CACHED_GAMES) cache.delete(cache.keys().next().value!);
  return loaded.game;
}

/** The games of the project's rules folder that have a name in `lang`, by that name, for a
 *  scenario that names none. */
export function gameNames(lang: string): string[] {
  const files = readdirSync(projectRulesFolder()).filter((f) => f.endsWith(".agon"));
  return files.flatMap((file) => {
    const id = file.replace(/\.agon$/, "");
    try {
      const name = lang === "en" ? id : nameIn(gameNamed(id), "game", id, lang);
      return name === id && lang !== "en" ? [] : [name];
    } catch {
      return [];
    }
  });
}

// gameInfo makes its record anew per call (it reads the whole program); a scenario asks for it at
// its game's step, so once per game it is.
const infoOfGame = new WeakMap<Game, GameInfo>();

/** The game's `gameInfo`, made once per game: for reading only. */
export function infoOf(game: Game): GameInfo {
  let info = infoOfGame.get(game);
  if (!info) infoOfGame.set(game, (info = gameInfo(game)));
  return info;
}
