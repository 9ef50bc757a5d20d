// Symbols (enum values) by their localized names, as card names are found by theirs: a test or a
// tool written in one language names `long-jump` by its name in that language.
import type { CompiledGame } from "./model.js";
import { checkGame, checkOptionalText, checkText } from "./api-checks.js";

/** The enum values whose name in `lang` is `name` (or, without `lang`, in any language), by
 *  `enumName:value` order of declaration; a value's own name matches too. */
export function findSymbols(game: CompiledGame, name: string, lang?: string): string[] {
  checkGame(game, "findSymbols");
  checkText(name, "findSymbols", "name");
  checkOptionalText(lang, "findSymbols", "lang");
  const found: string[] = [];
  for (const e of game.program.enums.values()) {
    for (const v of e.values) {
      const localized = v.names?.names.filter((n) => lang === undefined || n.lang === lang).map((n) => n.text) ?? [];
      if (v.name.name === name || localized.includes(name)) found.push(v.name.name);
    }
  }
  return [...new Set(found)];
}
