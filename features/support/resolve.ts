// From the words of a scenario to the values of the API: a card by its name in the feature's
// language (or its id), a player by name, a symbol in kebab-case, a number.
import { findSymbols, type CompiledGame, type Match, type PlainValue } from "../../src/index.js";
import { kebab } from "./lists.js";
import { closest, resetSuggestionBudget } from "../../grammar/suggest.js";
import { fail } from "./failures.js";

export function unquote(text: string): string {
  const t = text.trim();
  return t.length >= 2 && t.startsWith('"') && t.endsWith('"') ? t.slice(1, -1) : t;
}

function cardsNamed(match: Match, text: string, language: string): string[] {
  const inLanguage = match.findCards(text, language);
  return inLanguage.length > 0 ? inLanguage : match.findCards(text);
}

/** A card's name in the feature's language beside the other words a person may have for it (the
 *  way the account describes it, `마라톤 2점`), for a "did you mean". */
export interface CardWords {
  name: string;
  /** its description in the feature's language, with no state to read */
  description?: string;
}

/** `words`: every card's name (and description) in the feature's language, for a "did you mean":
 *  a text that is a card's description, or near one's name or description, suggests that name. */
export function resolveCard(match: Match, written: string, language: string, words: readonly CardWords[] = []): string {
  const text = unquote(written);
  const found = cardsNamed(match, text, language);
  if (found.length === 1) return found[0];
  if (found.includes(text)) return text;
  if (found.length === 0) {
    throw fail("noSuchCard", text, language, suggestedCard(text, words));
  }
  throw fail("cardNameTwice", text, found);
}

function suggestedCard(text: string, words: readonly CardWords[]): string | undefined {
  const described = words.find((w) => w.description === text && w.description !== w.name);
  if (described) return described.name;
  resetSuggestionBudget();
  const byWord = new Map<string, string>();
  for (const w of words) {
    byWord.set(w.name, w.name);
    if (w.description !== undefined && !byWord.has(w.description)) byWord.set(w.description, w.name);
  }
  const near = closest(text, [...byWord.keys()]);
  if (near !== undefined) return byWord.get(near);
  // the same words in another order (마라톤 2점 for 2점짜리 마라톤): the one name holding every letter
  const holding = [...new Set([...byWord].filter(([word]) => holdsLetters(word, text)).map(([, name]) => name))];
  return holding.length === 1 ? holding[0] : undefined;
}

/** Whether `word` holds every letter of `text` (as many times), spaces aside. */
function holdsLetters(word: string, text: string): boolean {
  const letters = new Map<string, number>();
  for (const c of word.replace(/\s/g, "")) letters.set(c, (letters.get(c) ?? 0) + 1);
  for (const c of text.replace(/\s/g, "")) {
    const n = letters.get(c) ?? 0;
    if (n === 0) return false;
    letters.set(c, n - 1);
  }
  return true;
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
  // symbols are kebab-case words of the rules: only an English text is read as one
  return language === "en" ? kebab(text) : text;
}

/** The same value written in two ways compares equal: 2 and "2", a symbol and its words. */
export function sameValue(actual: PlainValue, expected: PlainValue): boolean {
  return JSON.stringify(actual) === JSON.stringify(expected) || String(actual) === String(expected);
}
