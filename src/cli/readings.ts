// A rulebook's readings as option values (`play --readings ko`), and the readings a game is played
// under, told at the top of its account. Both come from the game's `divergence` declarations: an
// option divergence's reading in a book names the value that book supports.
import { say } from "./messages.js";
import type { DivergenceInfo, GameInfo } from "../index.js";
import { nameIn, type CompiledGame } from "../index.js";
import { UsageError } from "./errors.js";
import { BOOK_NAMES, koreanOptionValue } from "./divergence-text.js";

type Settings = Record<string, string | number | boolean>;

function optionDivergences(info: GameInfo): DivergenceInfo[] {
  return info.divergences.filter((d) => d.kind === "option");
}

/** The books the game's divergences quote. */
export function readingBooks(info: GameInfo): string[] {
  return [...new Set(info.divergences.flatMap((d) => d.readings.map((r) => r.book)))];
}

/** Every option on which `book` takes one side, set to that side; `--option` flags win over it.
 *  `gameKo`: the game's Korean name, for the message told in Korean. */
export function readingsOf(book: string, info: GameInfo, explicit: Settings, gameKo: string | undefined = undefined): Settings {
  const books = readingBooks(info);
  if (!books.includes(book)) throw new UsageError(say("unknownReadings", book, info.name, books, gameKo));
  const settings: Settings = Object.create(null);
  for (const d of optionDivergences(info)) {
    const values = [...new Set(d.readings.filter((r) => r.book === book && r.value !== undefined).map((r) => r.value!))];
    // a book that contradicts itself, or is silent, leaves the option at its default
    if (values.length === 1) settings[d.subject] = values[0]!;
  }
  return Object.assign(settings, explicit);
}

export interface ReadingLine {
  option: string;
  value: string;
  /** the books whose text states the value */
  books: string[];
  /** the books whose text never states the value but needs it (`reading ko implied ...`) */
  implying: string[];
  /** what each other book reads, where it takes a side */
  others: { book: string; value: string }[];
  /** the books that state more than one value (their text contradicts itself), with all they state */
  contradicting: { book: string; values: string[] }[];
}

/** Each option a divergence is about, with the value in force and whose reading it is. */
export function readingsInForce(info: GameInfo, settings: Settings): ReadingLine[] {
  return optionDivergences(info).map((d) => {
    const value = String(settings[d.subject] ?? d.default ?? "");
    const sides = d.readings.filter((r) => r.value !== undefined);
    const contradicting = [...new Set(sides.map((r) => r.book))]
      .map((book) => ({ book, values: [...new Set(sides.filter((r) => r.book === book).map((r) => r.value!))] }))
      .filter((c) => c.values.length > 1);
    const torn = (book: string) => contradicting.some((c) => c.book === book);
    // a book that states both values is credited with neither: it is told apart
    const agreeing = sides.filter((r) => r.value === value && !torn(r.book));
    const books = [...new Set(agreeing.filter((r) => !r.implied).map((r) => r.book))];
    const implying = [...new Set(agreeing.filter((r) => r.implied && !books.includes(r.book)).map((r) => r.book))];
    const taken = [...books, ...implying];
    const others = sides
      .filter((r) => r.value !== value && !taken.includes(r.book) && !torn(r.book))
      .map((r) => ({ book: r.book, value: r.value! }));
    return { option: d.subject, value, books, implying, others, contradicting };
  });
}

function bookName(book: string, lang: string): string {
  return BOOK_NAMES[lang === "ko" ? "ko" : "en"][book] ?? book;
}

function bookList(books: string[], lang: string): string {
  return books.map((b) => bookName(b, lang)).join(lang === "ko" ? "과 " : " and ");
}

/** Who states the value: a book that only implies it is not credited with saying it; a value no
 *  book reads, where some book reads another, is nobody's reading (not a silence). */
function whoStates(books: string[], implied: boolean, anotherSide: boolean, lang: string): string {
  const ko = lang === "ko";
  if (books.length > 0) return ko ? `${bookList(books, lang)}에 적힌 값` : bookList(books, lang);
  if (implied) return "";
  if (anotherSide) return ko ? "어느 규칙서의 해석도 아닌 값" : "no rulebook's reading";
  return ko ? "두 규칙서 모두 말이 없어 규칙 파일이 정한 값" : "both rulebooks are silent: the rules file's choice";
}

function whoImplies(books: string[], lang: string): string {
  if (books.length === 0) return "";
  return lang === "ko"
    ? `${bookList(books, lang)}에는 적혀 있지 않으나 전제된 값`
    : `${bookList(books, lang)} never says it, but what it says needs it`;
}

/** The lines at the top of an account: every divergent option, its value and whose reading it is
 *  (and the book whose readings `--readings` set, `book`). In Korean, the option and its values go
 *  by their Korean names, and the identifiers stand only as what `--option` takes (`[OPTION=VALUE]`). */
export function readingsHeader(game: CompiledGame, info: GameInfo, settings: Settings, lang: string, book?: string): string[] {
  const lines = readingsInForce(info, settings);
  if (lines.length === 0) return [];
  const ko = lang === "ko";
  const valueName = (option: string, value: string) => (ko ? koreanOptionValue(game, option, value) : value);
  // a book whose readings are all the defaults changes nothing: the header says so
  const unchanged =
    book !== undefined &&
    Object.entries(readingsOf(book, info, {})).every(([option, value]) => info.options.find((o) => o.name === option)?.default === value);
  const chosen =
    book === undefined
      ? ""
      : ko
        ? `--readings ${book}: ${bookName(book, lang)}의 해석${unchanged ? ", 기본값과 같다" : ""}; `
        : `--readings ${book}: ${bookName(book, lang)}'s readings${unchanged ? ", the same as the defaults" : ""}; `;
  const out = [
    ko
      ? `적용한 규칙 해석 (${chosen}바꾸려면 [ ] 안의 이름=값을 고쳐 --option으로 준다):`
      : `readings in force (${chosen}change one with --option NAME=VALUE):`,
  ];
  for (const line of lines) {
    const name = nameIn(game, "option", line.option, lang);
    const whose = [whoStates(line.books, line.implying.length > 0, line.others.length > 0, lang), whoImplies(line.implying, lang)]
      .filter((w) => w !== "")
      .join(ko ? ", " : "; ");
    const others = [
      ...line.others.map((o) => `${bookName(o.book, lang)}: ${valueName(line.option, o.value)}`),
      ...line.contradicting.map((c) =>
        ko
          ? `${bookName(c.book, lang)}은 두 값을 다 적는다: ${c.values.map((v) => valueName(line.option, v)).join(" / ")}`
          : `${bookName(c.book, lang)} states both: ${c.values.map((v) => valueName(line.option, v)).join(" / ")}`,
      ),
    ].join(", ");
    const typed = ko ? ` [${line.option}=${line.value}]` : "";
    out.push(`  ${name} = ${valueName(line.option, line.value)} — ${whose}${others === "" ? "" : ` (${others})`}${typed}`);
  }
  return out;
}
