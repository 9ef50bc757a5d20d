// A game saved by `agon play --save` (or by `simulate` for a game that failed): everything that
// makes it play again the same way (the engine is a function of rules, options, seed and
// decisions), with a hash of the rules text so that a changed game is refused, not misplayed.
import { createHash } from "node:crypto";
import { dirname, relative, resolve } from "node:path";
import { z } from "zod";
import type { CompiledGame } from "../index.js";
import { CliFailure } from "./errors.js";
import { readJsonFile } from "./json-input.js";
import { loadRulesAndSources } from "./load.js";

const plainValue: z.ZodType<PlainJson> = z.lazy(() => z.union([z.number(), z.boolean(), z.string(), z.null(), z.array(plainValue)]));
type PlainJson = number | boolean | string | null | PlainJson[];

export const SAVED_GAME_FORMAT = "agon-game";

export const savedGameSchema = z
  .object({
    format: z.literal(SAVED_GAME_FORMAT),
    version: z.literal(1),
    /** the rules file, relative to the saved file's folder */
    rules: z.string().min(1),
    /** sha256 of the rules file and every file it uses */
    rulesHash: z.string().regex(/^[0-9a-f]{64}$/, "expected a sha256 in hex"),
    options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    players: z.array(z.string().min(1)).min(1),
    /** who decided for each seat: human, random, first, heuristic */
    seats: z.array(z.string().min(1)),
    lang: z.string().regex(/^[a-z]{2}$/),
    decisions: z.array(plainValue),
  })
  .strict()
  .refine((g) => g.seats.length === g.players.length, { message: "seats and players differ in number", path: ["seats"] });

export type SavedGame = z.infer<typeof savedGameSchema>;

/** sha256 over the rules file and the files it uses, each by its path from the rules file's folder. */
export function rulesHash(rulesPath: string, sources: ReadonlyMap<string, string>): string {
  const hash = createHash("sha256");
  const base = dirname(resolve(rulesPath));
  for (const [path, text] of [...sources].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    hash.update(`${relative(base, resolve(path))}\0${text}\0`);
  }
  return hash.digest("hex");
}

export function savedGame(
  savePath: string,
  rulesPath: string,
  sources: ReadonlyMap<string, string>,
  fields: Omit<SavedGame, "format" | "version" | "rules" | "rulesHash">,
): SavedGame {
  return {
    format: SAVED_GAME_FORMAT,
    version: 1,
    rules: relative(dirname(resolve(savePath)), resolve(rulesPath)),
    rulesHash: rulesHash(rulesPath, sources),
    ...fields,
  };
}

/** The saved game, its rules file's path and its game, refused when the rules have changed since. */
export function readSavedGame(path: string): { saved: SavedGame; rulesPath: string; game: CompiledGame } {
  const saved = readJsonFile(path, savedGameSchema, "a saved game");
  const rulesPath = resolve(dirname(resolve(path)), saved.rules);
  const { game, sources } = loadRulesAndSources(rulesPath);
  if (rulesHash(rulesPath, sources) !== saved.rulesHash) {
    throw new CliFailure(
      `${path} was played with another version of ${saved.rules}: the rules or card files have changed since it was saved`,
      "replay it with the files it was saved with (git checkout), or play it again",
    );
  }
  return { saved, rulesPath, game };
}
