// One divergence told in words, the same wherever it is told (`agon divergences`, `conform
// --explain`): its title, the option it is about and its default, what the books say to the
// question, then per book the value it supports (marked where the book only implies it), what it
// reads, its own words quoted (only its words: the project's note on what they leave out stands
// apart), in English or in Korean. The names come from the game's files and rulebook notes.
import { nameIn, type CompiledGame, type DivergenceInfo } from "../index.js";
import { optionValueName } from "../../grammar/localized-names.js";
import type { DivergenceNote } from "../conformance/rule-notes.js";
import type { MessageLang } from "./messages.js";

type Reading = DivergenceInfo["readings"][number];

/** An option value in Korean, where the rules file names it so. */
export function koreanOptionValue(game: CompiledGame, option: string, value: string): string {
  return nameIn(game, "option-value", optionValueName(option, value), "ko");
}

/** The books a divergence quotes, in the order it first quotes them. */
function booksOf(d: DivergenceInfo): string[] {
  return [...new Set(d.readings.map((r) => r.book))];
}

interface DivergenceWords {
  /** the divergence's title line */
  title(d: DivergenceInfo, note: DivergenceNote | undefined): string;
  /** the option line, for a divergence about an option */
  option(d: DivergenceInfo & { default: string }): string;
  /** what the books say to the question */
  question(d: DivergenceInfo, note: DivergenceNote | undefined): string | undefined;
  /** a book's line: its name, the values it supports, what it reads */
  book(d: DivergenceInfo, book: string, readings: readonly Reading[], note: DivergenceNote | undefined): string;
  /** one of its readings' own words and note */
  quote(r: Reading): string | undefined;
}

export const BOOK_NAMES: Record<MessageLang, Record<string, string>> = {
  en: { en: "the English rulebook", ko: "the Korean rulebook" },
  ko: { en: "영어판", ko: "한글판" },
};

const englishWords = (): DivergenceWords => ({
  title: (d) => `${d.subject}: ${d.summary}`,
  option: (d) => `option ${d.subject}, default ${d.default}`,
  question: () => undefined,
  book: (d, book, readings) =>
    d.kind === "option"
      ? `${book} reads ${readings.map((r) => (r.value === undefined ? "nothing (silent)" : `${r.value}${r.implied ? " (implied: never stated, but needed)" : ""}`)).join(" and ")}`
      : `${book}`,
  quote: (r) => {
    const note = r.note === undefined ? "" : ` (${r.note})`;
    return r.text === undefined ? (note === "" ? undefined : `nothing to quote${note}`) : `“${r.text}”${note}`;
  },
});

const koreanWords = (game: CompiledGame): DivergenceWords => ({
  title: (d, note) => note?.title ?? d.subject,
  option: (d) =>
    `옵션 "${nameIn(game, "option", d.subject, "ko")}", 기본값 "${koreanOptionValue(game, d.subject, d.default)}" (--option ${d.subject}=${d.default})`,
  question: (_d, note) => note?.ko,
  book: (d, book, readings, note) => {
    const values =
      d.kind === "option"
        ? ` [${readings.map((r) => (r.value === undefined ? "말 없음" : `${koreanOptionValue(game, d.subject, r.value)}${r.implied ? " (적혀 있지 않으나 전제)" : ""}`)).join(" / ")}]`
        : "";
    return `${BOOK_NAMES.ko[book] ?? book}${values}: ${note?.readings[book] ?? "(한국어 설명 없음)"}`;
  },
  // the Korean reading above says what the words leave out; the quote holds the words only
  quote: (r) => (r.text === undefined ? undefined : `원문: "${r.text}"`),
});

/** The lines of one divergence in `lang`, unindented; `note`: its Korean notes (rulebook.json). */
export function divergenceLines(game: CompiledGame, d: DivergenceInfo, note: DivergenceNote | undefined, lang: MessageLang): string[] {
  const words = lang === "ko" ? koreanWords(game) : englishWords();
  const question = words.question(d, note);
  return [
    words.title(d, note),
    ...(d.kind === "option" && d.default !== undefined ? [`  ${words.option({ ...d, default: d.default })}`] : []),
    ...(question === undefined ? [] : [`  ${question}`]),
    ...booksOf(d).flatMap((book) => {
      const readings = d.readings.filter((r) => r.book === book);
      const quotes = readings.flatMap((r) => {
        const q = words.quote(r);
        return q === undefined ? [] : [`    ${q}`];
      });
      return [`  ${words.book(d, book, readings, note)}`, ...quotes];
    }),
  ];
}

/** Every divergence, each followed by an empty line. */
export function divergencesText(
  game: CompiledGame,
  divergences: readonly DivergenceInfo[],
  notes: Record<string, DivergenceNote>,
  lang: MessageLang,
): string[] {
  return divergences.flatMap((d) => [...divergenceLines(game, d, notes[d.subject], lang), ""]);
}
