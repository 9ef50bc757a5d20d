// The saved-game file's format, written by `agon play --save` and by the studio, read by `agon
// replay` and the studio: its schema and what its hash is taken over. Kept free of Node's modules,
// so that the studio's worker reads and writes the very same format (it hashes with Web Crypto,
// the CLI with node:crypto, both over filesHashInput).
import { z } from "zod";
import { AgonError, type CompiledGame } from "../index.js";
import { makePlayers, resolveOptions } from "../interpreter/options.js";
import { CliFailure } from "./errors.js";
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
    /** the rulebook whose readings `play --readings` set, told again at the top of the account */
    readings: z.string().min(1).optional(),
    decisions: z.array(plainValue),
  })
  .strict()
  .refine((g) => g.seats.length === g.players.length, { message: "seats and players differ in number", path: ["seats"] });

export type SavedGame = z.infer<typeof savedGameSchema>;

/** What the files' hash is taken over: each file's path in the project and its text, by path. */
export function filesHashInput(files: ReadonlyMap<string, string>): string {
  return [...files]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([path, text]) => `${path}\0${text}\0`)
    .join("");
}

/** A saved game of `rules` (its path in the project) and `files` (path in the project -> text),
 *  with their hash as `hash` computes it from filesHashInput. */
export function savedGameRecord(
  rules: string,
  files: ReadonlyMap<string, string>,
  hash: string,
  fields: Omit<SavedGame, "format" | "version" | "rules" | "files" | "rulesHash">,
): SavedGame {
  return { format: SAVED_GAME_FORMAT, version: SAVED_GAME_VERSION, rules, files: [...files.keys()].sort(), rulesHash: hash, ...fields };
}

/** The players and options fit the game: else a failure naming the file and the field (a saved
 *  file's mistake is the file's, not the command line's). */
export function checkSavedConfig(path: string, saved: SavedGame, game: CompiledGame): void {
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

/** The failure for a saved game whose files have changed since it was saved. */
export function changedFilesFailure(path: string, rules: string): CliFailure {
  return new CliFailure(
    `${path} was played with another version of ${rules}: the rules or card files have changed since it was saved`,
    "replay it with the files it was saved with (git checkout), or play it again",
  );
}
