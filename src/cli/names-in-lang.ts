// A game told in another language than English (`play --lang ko`, `options --lang ko`) must name
// its zones and choices in it: an account with half its names English would be no account in
// that language.
import { localizedNames, type CompiledGame } from "../index.js";
import { UsageError } from "./errors.js";
import { say, type Unnamed } from "./messages.js";

/** An account in a language the game's zones and choices have no names in would be half English:
 *  refused, naming what lacks a name. */
export function requireNamesIn(game: CompiledGame, lang: string, rulesPath: string): void {
  if (lang === "en") return;
  const unnamed = localizedNames(game)
    .filter((d) => (d.thing === "zone" || d.thing === "decision") && !Object.hasOwn(d.names, lang))
    .map((d) => ({ thing: d.thing as Unnamed["thing"], name: d.name }));
  if (unnamed.length === 0) return;
  // a game that names none of its zones and choices in the language (it has no rulebook in it) is told so plainly
  const none = !localizedNames(game).some((d) => (d.thing === "zone" || d.thing === "decision") && Object.hasOwn(d.names, lang));
  throw new UsageError(say("noNamesInLang", lang, rulesPath, unnamed, none), say("noNamesInLangHint", lang));
}
