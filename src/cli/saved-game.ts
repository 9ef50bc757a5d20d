// A game saved by `agon play --save` (or by `simulate` for a game that failed): everything that
// makes it play again the same way (the engine is a function of rules, options, seed and
// decisions), with a hash of the rules text so that a changed game is refused, not misplayed.
import { createHash } from "node:crypto";
import { dirname, relative, resolve } from "node:path";
import { z } from "zod";
import { AgonError, type CompiledGame } from "../index.js";
import { makePlayers, resolveOptions } from "../interpreter/options.js";
import { CliFailure } from "./errors.js";
import { readJsonFile } from "./json-input.js";
import { loadRulesAndSources } from "./load.js";
import { seatKindError } from "./seats.js";
import { STORY_LANGUAGES } from "./story-phrases.js";

const plainValue: z.ZodType<PlainJson> = z.lazy(() => z.union([z.number(), z.boolean(), z.string(), z.null(), z.array(plainValue)]));
type PlainJson = number | boolean | string | null | PlainJson[];

export const SAVED_GAME_FORMAT = "agon-game";

/** Keys JSON.parse keeps but a record of options would drop or mistake for its own. */
const OBJECT_KEYS = ["__proto__", "constructor"];

export const savedGameSchema = z
  .object({
    format: z.literal(SAVED_GAME_FORMAT),
    version: z.literal(1),
    /** the rules file, relative to the saved file's folder */
    rules: z.string().min(1),
    /** sha256 of the rules file and every file it uses */
    rulesHash: z.string().regex(/^[0-9a-f]{64}$/, "expected a sha256 in hex"),
    options: z
      .unknown()
      .superRefine((value, ctx) => {
        if (typeof value !== "object" || value === null) return;
        for (const key of OBJECT_KEYS)
          if (Object.hasOwn(value, key))
            ctx.addIssue({ code: "custom", path: [key], message: `"${key}" names no option: it is a name every JavaScript object has` });
      })
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
  checkConfig(path, saved, game);
  return { saved, rulesPath, game };
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
