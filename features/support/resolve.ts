// From the words of a scenario to the values of the API: a card by its name in the feature's
// language (or its id), a player by name, a symbol in kebab-case, a number.
import { findSymbols, type CompiledGame, type Match, type PlainValue } from "../../src/index.js";
import { kebab } from "./lists.js";
import { closest, resetSuggestionBudget } from "../../grammar/suggest.js";

function unquote(text: string): string {
  const t = text.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
}

function cardsNamed(match: Match, text: string, language: string): string[] {
  const inLanguage = match.findCards(text, language);
  return inLanguage.length > 0 ? inLanguage : match.findCards(text);
}

/** `names`: every card's name in the feature's language, for a "did you mean" */
export function resolveCard(match: Match, written: string, language: string, names: readonly string[] = []): string {
  const text = unquote(written);
  const found = cardsNamed(match, text, language);
  if (found.length === 1) return found[0];
  if (found.includes(text)) return text;
  if (found.length === 0) {
    resetSuggestionBudget();
    const near = closest(text, names);
    throw new Error(`no card is called "${text}" (in ${language}, nor as an id)${near ? `; did you mean "${near}"?` : ""}`);
  }
  throw new Error(
    `"${text}" names ${found.length} cards (${found.slice(0, 8).join(", ")}${found.length > 8 ? ", ..." : ""}): write the card id`,
  );
}

/** Reads `written` as one of `options` when it can (a card name, a symbol in words); otherwise
 *  as the plain value it most likely denotes, so the caller can report it as illegal. */
export function resolveValue(
  match: Match,
  written: string,
  language: string,
  options?: readonly PlainValue[],
  game?: CompiledGame,
): PlainValue {
  const text = unquote(written);
  // a symbol by its name in the feature's language: "높이뛰기" is long-jump
  const symbols = game && language !== "en" ? findSymbols(game, text, language) : [];
  if (options) {
    const symbol = symbols.filter((s) => options.includes(s));
    if (symbol.length === 1) return symbol[0]!;
    if (options.includes(text)) return text;
    const cards = cardsNamed(match, text, language).filter((c) => options.includes(c));
    if (cards.length === 1) return cards[0];
    if (options.includes(kebab(text))) return kebab(text);
    if (/^-?\d+$/.test(text) && options.includes(Number(text))) return Number(text);
  }
  if (/^-?\d+$/.test(text)) return Number(text);
  if (text === "true" || text === "false") return text === "true";
  if (text === "none") return null;
  if (match.players().includes(text)) return text;
  const cards = cardsNamed(match, text, language);
  if (cards.length === 1) return cards[0];
  if (symbols.length === 1) return symbols[0]!;
  return kebab(text);
}

/** The same value written in two ways compares equal: 2 and "2", a symbol and its words. */
export function sameValue(actual: PlainValue, expected: PlainValue): boolean {
  return JSON.stringify(actual) === JSON.stringify(expected) || String(actual) === String(expected);
}
