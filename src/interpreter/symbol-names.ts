// Symbols (enum values) by their localized names, as card names are found by theirs: a test or a
// tool written in one language names `hearts` by its name in that language.
import { localizedDeclarations, type LocalizedDeclaration, type NamedThing } from "../../grammar/localized-names.js";
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

/** Every declaration that can carry localized names (the game, kinds, attributes, zones,
 *  variables, options, choices), with the names it carries. */
export function localizedNames(game: CompiledGame): readonly LocalizedDeclaration[] {
  return localizedDeclarations(game.program);
}

/** The kinds, attributes, zones, variables and choice labels (of `thing`, or of any sort) whose
 *  name in `lang` is `name`, or whose own name is `name`: what a test written in Korean means by
 *  더미 (a zone `deck`) or 낼 카드 (the choice labelled "card to play"). */
export function findNamed(game: CompiledGame, name: string, lang: string, thing?: NamedThing): LocalizedDeclaration[] {
  return localizedDeclarations(game.program).filter(
    (d) => (thing === undefined || d.thing === thing) && (d.name === name || d.names[lang] === name),
  );
}

/** The name of one declaration in `lang`, or its own name where it has none there. */
export function nameIn(game: CompiledGame, thing: NamedThing, name: string, lang: string): string {
  return localizedDeclarations(game.program).find((d) => d.thing === thing && d.name === name)?.names[lang] ?? name;
}
