// Turning `agon play` flags into a match configuration, with one-line errors for every bad value.
import { type PlayerRange, say } from "./messages.js";
import { type CompiledGame, findNamed, type GameInfo, type OptionInfo } from "../index.js";
import { MAX_SEED } from "../interpreter/api-checks.js";
import { UsageError } from "./errors.js";
import { phrasesFor } from "./story-phrases.js";

export const DEFAULT_SEED = 1;

/** Integers only, so that a seed is reproducible when typed again. */
export function parseSeed(text: string | undefined): number {
  if (text === undefined) return DEFAULT_SEED;
  const trimmed = text.trim();
  // the API's range: a negative seed plays, but `play --seed` could not give it back
  if (!/^\d+$/.test(trimmed) || !Number.isSafeInteger(Number(trimmed))) {
    throw new UsageError(say("badSeed", MAX_SEED, text));
  }
  return Number(trimmed);
}

function parseCount(text: string): number {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) throw new UsageError(say("playerCountNotNumber", text));
  return Number(trimmed);
}

function rangeOf(info: GameInfo, gameKo?: string): PlayerRange {
  return { game: info.name, ...(gameKo !== undefined ? { gameKo } : {}), min: info.minPlayers, max: info.maxPlayers };
}

/** "Player 1".."Player N" in the account's language (플레이어 1.. in Korean). */
export function defaultNames(count: number, lang = "en"): string[] {
  const words = phrasesFor(lang);
  return Array.from({ length: count }, (_, i) => words.player(i + 1));
}

/** The players' names: from --names, else the default names; the count must suit the game.
 *  `gameKo`: the game's Korean name, for the messages told in Korean. */
export function playerNames(
  players: string | undefined,
  names: string | undefined,
  info: GameInfo,
  lang = "en",
  gameKo?: string,
): string[] {
  const given = names?.split(",").map((name) => name.trim());
  if (players === undefined && given === undefined) {
    throw new UsageError(say("missingPlayers", rangeOf(info, gameKo)));
  }
  const count = players !== undefined ? parseCount(players) : given!.length;
  if (count < info.minPlayers || count > info.maxPlayers) {
    throw new UsageError(say("playerCountOutOfRange", rangeOf(info, gameKo), count));
  }
  if (given === undefined) return defaultNames(count, lang);
  if (given.length !== count) {
    throw new UsageError(say("namesCount", given.length, count));
  }
  if (given.some((name) => name === "")) throw new UsageError(say("emptyName"));
  // a line break or an escape code in a name would forge lines of the account or colour the terminal
  const control = given.find((name) => /\p{Cc}/u.test(name));
  if (control !== undefined) throw new UsageError(say("controlInName", JSON.stringify(control)));
  const duplicate = given.find((name, i) => given.indexOf(name) !== i);
  if (duplicate !== undefined) throw new UsageError(say("nameTwice", duplicate));
  return given;
}

function typedValue(text: string): string | number | boolean {
  if (/^-?\d+$/.test(text)) return Number(text);
  if (text === "true" || text === "false") return text === "true";
  return text;
}

function checkValue(option: OptionInfo, text: string, game?: CompiledGame): void {
  if (option.values.length > 0 && !option.values.includes(text)) {
    const ko = game === undefined ? undefined : findNamed(game, option.name, "ko", "option")[0]?.names.ko;
    const korean =
      ko === undefined
        ? undefined
        : { option: ko, values: option.values.map((v) => findNamed(game!, `${option.name}=${v}`, "ko", "option-value")[0]?.names.ko) };
    throw new UsageError(say("unknownOptionValue", option.name, text, option.values, korean));
  }
}

/** `--option NAME=VALUE`, each checked against the game's declared options. */
/** `game`: for the Korean names of an option and its values in a message */
export function parseOptionFlags(flags: readonly string[], info: GameInfo, game?: CompiledGame): Record<string, string | number | boolean> {
  const options: Record<string, string | number | boolean> = Object.create(null); // an option may be named `constructor`
  const known = info.options.map((option) => option.name);
  for (const flag of flags) {
    const equals = flag.indexOf("=");
    if (equals <= 0 || equals === flag.length - 1) {
      throw new UsageError(say("optionSyntax", flag));
    }
    const name = flag.slice(0, equals).trim();
    const text = flag.slice(equals + 1).trim();
    const option = info.options.find((candidate) => candidate.name === name);
    if (option === undefined) {
      throw new UsageError(say("unknownOption", name, info.name, known));
    }
    if (Object.hasOwn(options, name)) throw new UsageError(say("optionTwice", name));
    checkValue(option, text, game);
    options[name] = option.values.length > 0 ? text : typedValue(text);
  }
  return options;
}
