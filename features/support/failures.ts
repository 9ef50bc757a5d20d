// What a failing step says, in one table with a sentence per language: a step throws a failure
// by its code and its arguments (card ids, zones, decisions, values as the game has them), and the
// step's language tells it, naming every thing by its name in that language (namers.ts). The
// English steps' own messages are the English sentences; a Korean step, which calls its English
// twin, tells the same failure in Korean. test/conformance/step-failures.test.ts tells every
// failure in Korean and finds no English word in it but the arguments a scenario typed.
import type { Decision, GameEvent, NamedThing, PlainValue } from "../../src/index.js";
import { ENGLISH, koAnd, type Namer, withParticle as w, type ZoneName } from "./namers.js";
import { nearest } from "./nearest.js";

type Sentence<A extends unknown[]> = (n: Namer, ...args: A) => string;
interface Phrase<A extends unknown[]> {
  en: Sentence<A>;
  ko: Sentence<A>;
}

/** both languages of one failure; the Korean sentence takes the English one's arguments */
function told<A extends unknown[]>(en: Sentence<A>, ko: Sentence<NoInfer<A>>): Phrase<A> {
  return { en, ko };
}

type MoveEvent = Extract<GameEvent, { type: "move" }>;

/** where a tag stands: `features/ko/x.feature:12` */
export interface TagPlace {
  tag: string;
  where: string;
}

/** What a Given step sets, which must come before the match starts. */
export type Setting = "game" | "players" | "option" | "seed" | "decision" | "arrangement";
const SETTING_KO: Record<Setting, string> = {
  game: "게임",
  players: "플레이어",
  option: "옵션",
  seed: "시드",
  decision: '"조건"으로 적은 결정',
  arrangement: "카드의 자리",
};

/** `"헥토르"라는`, `"벤"이라는`: the name a thing is called */
const called = (text: string): string => `"${text}"${w(text, "이다/다").endsWith("이다") ? "이라는" : "라는"}`;

/** `int 3..6` -> 3에서 6까지의 정수 (an option's type, as the game info gives it) */
const intRange = (type: string): string => type.replace(/^int (-?\d+)\.\.(-?\d+)$/, "값: $1에서 $2까지의 정수");

/** each sort of declaration in Korean */
const THING_KO: Record<NamedThing, string> = {
  game: "게임",
  kind: "카드 종류",
  attribute: "속성",
  "enum-value": "값",
  zone: "구역",
  variable: "변수",
  option: "옵션",
  "option-value": "옵션 값",
  decision: "결정",
  trigger: "트리거",
};

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
/** the option of decision `d` that `value` most likely means, as the namer names it */
/** The name a misspelt declaration most likely means; a player's zone (`안나의 월게관`) keeps its
 *  possessor as written and is matched by the zone's own name. */
function nearestName(text: string, known: readonly string[]): string | undefined {
  const whole = nearest(text, known);
  if (whole !== undefined) return whole;
  const own = text.match(/^(.+의 )(.+)$/);
  const near = own ? nearest(own[2]!, known) : undefined;
  return near === undefined ? undefined : `${own![1]}${near}`;
}

function nearestOption(n: Namer, value: PlainValue, d: Decision): string | undefined {
  const bare = (v: PlainValue): string => n.value(v).replace(/^"(.*)"$/, "$1");
  const named = new Map(d.options.map((o) => [bare(o), n.value(o)]));
  const near = nearest(bare(value), [...named.keys()]);
  return near === undefined ? undefined : named.get(near);
}

/** how to write a count: with the writer's own number ("카드가 43장"으로 쓴다), or an example's */
const writeAs = (noun: string, counter: string, count: number | undefined): string =>
  count === undefined ? `"${w(noun, "이/가")} 2${counter}"처럼 쓴다` : `${w(`"${w(noun, "이/가")} ${count}${counter}"`, "으로/로")} 쓴다`;

/** a value as a step wrote it, by the namer's name: a number as it is, a symbol by its name
 *  (`disqualified` -> "자격 박탈"), as the actual value beside it is */
const writtenValue = (n: Namer, text: string): string =>
  /^-?\d+$/.test(text) ? text : text === "true" || text === "false" ? n.value(text === "true") : n.value(text);

/** the particle alone, as after `word` */
const particleOf = (word: string, pair: Parameters<typeof w>[1]): string => w(word, pair).slice(word.length);

/** Korean counts: cards in 장, chips in 개 (by the noun the zone's kind is counted with) */
const counted = (noun: string, n: number): string => `${noun === "칩" ? `${n}개` : `${n}장`}`;

export const FAILURES = {
  // ---------------------------------------------------------------- the scenario's set-up
  noGame: told(
    (_n, _games: readonly string[]) => 'no game yet: start the scenario with Given the game "NAME"',
    (_n, games) =>
      `게임이 정해지지 않았다: 시나리오를 "조건 게임은 ${games[0] === undefined ? "…이다" : w(games[0], "이다/다")}"처럼 시작한다${games.length > 1 ? ` (게임: ${games.join(", ")})` : ""}`,
  ),
  noGameNamed: told(
    (_n, name: string, games: readonly string[]) => `no game is called "${name}" (the games: ${games.join(", ")})`,
    (_n, name, games) => `${called(name)} 게임이 없다 (게임: ${games.join(", ")})`,
  ),
  gameDoesNotLoad: told(
    (_n, file: string, diagnostics: string) => `the game ${file} does not load:\n${diagnostics || "(no diagnostics)"}`,
    (_n, file, diagnostics) => `규칙 파일을 불러올 수 없다: ${file}\n${diagnostics || "(진단 없음)"}`,
  ),
  tooLate: told(
    (_n, what: Setting, step: string) =>
      `${what === "decision" ? "a decision told as a Given" : `"${step}"`} must be said before the first When or Then step`,
    (_n, what, _step) => `${w(SETTING_KO[what], "은/는")} 첫 "만일"이나 "그러면" 단계 앞에서 정한다`,
  ),
  testDeckTooLate: told(
    () => "a test deck is set before the match starts: put this step before any When",
    () => '시험용 카드 변경은 게임이 시작되기 전에 한다: 이 단계를 첫 "만일" 단계 앞에 둔다',
  ),
  noPlayers: told(
    () => "no players yet: say Given the players Anna and Ben (or Given 3 players)",
    () => '플레이어를 아직 정하지 않았다: 먼저 "조건 플레이어는 안나와 벤이다"처럼 쓴다',
  ),
  tooManyDefaultNames: told(
    (_n, max: number) => `name the players when there are more than ${max}`,
    (_n, max) => `플레이어가 ${max}명이 넘으면 이름을 적는다`,
  ),
  notAPlayer: told(
    (_n, name: string, players: readonly string[]) => {
      const near = nearest(name, players);
      return `${name} is not one of the players (${players.join(", ")})${near ? `; did you mean ${near}?` : ""}`;
    },
    (_n, name, players) => {
      const near = nearest(name, players);
      return `${w(name, "은/는")} 이 게임의 플레이어가 아니다 (플레이어: ${players.join(", ")})${near ? `. ${w(`"${near}"`, "을/를")} 말하는가?` : ""}`;
    },
  ),
  tagOptionUnknown: told(
    (_n, tag: TagPlace, options: readonly string[]) =>
      `the tag ${tag.tag} (${tag.where}) sets no option of the game (options: ${options.join(", ")})`,
    (n, tag, options) =>
      `태그 ${tag.tag} (${tag.where}): 이 게임에 그런 옵션이 없다 (옵션: ${options.map((o) => `${n.option(o)} [${o}]`).join(", ")})`,
  ),
  tagOptionValue: told(
    (_n, tag: TagPlace, option: string, value: string, values: readonly string[], why: string) =>
      `the tag ${tag.tag} (${tag.where}): the option ${option} has no value ${value}${values.length > 0 ? ` (values: ${values.join(", ")})` : ` (${why})`}`,
    (n, tag, option, value, values, why) =>
      `태그 ${tag.tag} (${tag.where}): 옵션 ${n.option(option)}에 ${called(value)} 값은 없다 (${values.length > 0 ? `값: ${values.map((v) => n.optionValue(option, v)).join(", ")}` : intRange(why)})`,
  ),
  // ---------------------------------------------------------------- names
  noSuchCard: told(
    (_n, text: string, language: string, near: string | undefined) =>
      `no card is called "${text}" (in ${language}, nor as an id)${near ? `; did you mean "${near}"?` : ""}`,
    (_n, text, _language, near) => `${called(text)} 카드는 없다${near ? ` (${w(`"${near}"`, "을/를")} 말하는가?)` : ""}`,
  ),
  cardNameTwice: told(
    (_n, text: string, ids: readonly string[]) =>
      `"${text}" names ${ids.length} cards (${ids.slice(0, 8).join(", ")}${ids.length > 8 ? ", ..." : ""}): write the card id`,
    (n, text, ids) =>
      `${called(text)} 카드가 ${ids.length}장이다 (${n.cards(ids.slice(0, 8))}${ids.length > 8 ? " 외" : ""}): 카드를 하나만 가리키는 이름을 쓴다`,
  ),
  unknownName: told(
    (_n, text: string, thing: NamedThing, known: readonly string[]) => {
      const near = nearestName(text, known);
      return `"${text}" is not the Korean name of a ${thing} of this game (${thing} names: ${known.join(", ") || "none"})${near ? `; did you mean "${near}"?` : ""}`;
    },
    (_n, text, thing, known) => {
      const near = nearestName(text, known);
      return `${w(`"${text}"`, "은/는")} 이 게임의 ${THING_KO[thing]} 이름이 아니다 (${THING_KO[thing]} 이름: ${known.join(", ") || "없음"})${near ? `. ${w(`"${near}"`, "을/를")} 말하는가?` : ""}`;
    },
  ),
  notZonePhrase: told(
    (_n, text: string) =>
      `"${text}" is not a zone phrase (write "the NAME", "NAME", "Anna's NAME", "the NAME of INDEX", "NAME[INDEX]" or "every NAME")`,
    (_n, text) => `"${text}": 구역을 "카드덱", "안나의 손", "마라톤의 칩 줄", "모든 손"처럼 쓴다`,
  ),
  severalZones: told(
    (_n, text: string) => `"${text}" names several zones; name one`,
    (_n, text) => `${w(`"${text}"`, "은/는")} 여러 구역을 가리킨다: 하나만 쓴다`,
  ),
  arrangeOne: told(
    (_n, text: string) => `"${text}": arrange one zone at a time`,
    (_n, text) => `"${text}": 카드는 한 구역씩 놓는다`,
  ),
  // ---------------------------------------------------------------- Korean words
  counter: told(
    (_n, noun: string, counter: string, count?: number) => `${noun} is counted with ${counter}: "${noun} ${count ?? "N"}${counter}"`,
    (_n, noun, counter, count?) => `${w(noun, "은/는")} ${w(counter, "으로/로")} 센다: ${writeAs(noun, counter, count)}`,
  ),
  zoneHoldsOther: told(
    (n, zone: ZoneName, noun: string, counter: string, count?: number) =>
      `${n.zone(zone)} holds ${noun}: write "${noun} ${count ?? "N"}${counter}"`,
    (n, zone, noun, counter, count?) => `${n.zone(zone)}에는 ${w(noun, "이/가")} 있다: ${writeAs(noun, counter, count)}`,
  ),
  countOnlyAsGiven: told(
    (_n, noun: string) => `the number of "${noun}" is set as a Given only; to count, write "cards N" or "chips N"`,
    (_n, noun) => `"${noun}"의 수는 "조건"으로만 놓는다: 세려면 "카드가 2장"이나 "칩이 2개"처럼 쓴다`,
  ),
  notEnoughCards: told(
    (_n, noun: string, have: number, _counter: string) => `there are only ${have} of "${noun}"`,
    (_n, noun, have, counter) => `${w(`"${noun}"`, "은/는")} ${have}${counter}뿐이다`,
  ),
  objectParticle: told(
    (_n, text: string) => `write 을/를 after what is chosen: ${text}`,
    (_n, text) => `고른 것 뒤에 을/를을 쓴다: ${text}`,
  ),
  noDecisionName: told(
    (_n, text: string) => `no decision name in: ${text}`,
    (_n, text) => `결정 이름을 찾을 수 없다: ${text}`,
  ),
  attributeAtEnd: told(
    (_n, text: string, known: readonly string[]) => `no attribute name ends "${text}" (${known.join(", ")})`,
    (_n, text, known) => `"${text}"의 끝에 속성 이름이 없다 (속성: ${known.join(", ")})`,
  ),
  noSuchAttribute: told(
    (_n, card: string, kind: string, attribute: string, known: readonly string[]) => {
      const near = nearest(attribute, known);
      return `the card "${card}" (${kind}) has no attribute ${attribute} (the attributes of ${kind}: ${known.join(", ")})${near ? `; did you mean ${near}?` : ""}`;
    },
    (n, _card, kind, attribute, known) =>
      `${n.kind(kind)}에는 ${w(`"${n.attribute(attribute)}"`, "이/가")} 없다 (${n.kind(kind)}의 항목: ${known.map((a) => n.attribute(a)).join(", ")})`,
  ),
  noSuchEntry: told(
    (n, written: string, attribute: string, entries: readonly string[], of: string | undefined) => {
      const near = nearest(written, entries);
      const what = of === undefined ? `an entry of ${n.attribute(attribute)}` : `a ${n.enumNoun(of)} of this game`;
      return `"${written}" is not ${what} (${of === undefined ? "entries" : n.enumNoun(of)}: ${entries.join(", ")})${near ? `; did you mean "${near}"?` : ""}`;
    },
    (n, written, attribute, entries, of) => {
      const names = entries.map((e) => n.symbol(e).replace(/"/g, ""));
      const near = nearest(written, names);
      const noun = of === undefined ? undefined : n.enumNoun(of);
      const what = noun === undefined ? `${n.attribute(attribute)}의 항목` : `이 게임의 ${noun}`;
      return `${w(`"${written}"`, "은/는")} ${what}${noun === undefined ? "이" : particleOf(noun, "이/가")} 아니다 (${noun ?? "항목"}: ${names.join(", ")}).${near ? ` ${w(`"${near}"`, "을/를")} 말하는가?` : ""}`;
    },
  ),
  cardChangeRefused: told(
    (n, card: string, attribute: string, key: string | undefined, value: string, code: string, message: string) =>
      `the test deck cannot give ${n.card(card)} ${n.attribute(attribute)}${key === undefined ? "" : ` in ${key}`} ${value}: ${code}: ${message}`,
    (n, card, attribute, key, value, code, _message) =>
      `시험용 카드 ${n.card(card)}의 ${key === undefined ? "" : `${n.symbol(key).replace(/"/g, "")} `}${w(n.attribute(attribute), "을/를")} ${w(value, "으로/로")} 바꿀 수 없다: 그 항목이 받는 값이 아니다 (${code})`,
  ),
  entryToChange: told(
    (_n, text: string) => `say which entry to change (e.g. the placing in marathon): ${text}`,
    (_n, text) => `바꿀 값의 항목을 쓴다 (예: 마라톤 순위): ${text}`,
  ),
  entryOf: told(
    (_n, text: string) => `say whose ${text}: the entry before it`,
    (_n, text) => `어느 항목의 ${text}인지 앞에 쓴다`,
  ),
  // ---------------------------------------------------------------- tables
  tableNoRows: told(
    (_n, columns: readonly string[]) => `the table has no rows under | ${columns.join(" | ")} |`,
    (_n, columns) => `표의 | ${columns.join(" | ")} | 아래에 행이 없다`,
  ),
  rowNotFilled: told(
    (_n, row: readonly string[], columns: readonly string[]) =>
      `the row | ${row.join(" | ")} | does not fill the columns | ${columns.join(" | ")} |`,
    (_n, row, columns) => `행 | ${row.join(" | ")} |이 열 | ${columns.join(" | ")} |을 다 채우지 않는다`,
  ),
  unknownColumns: told(
    (_n, unknown: readonly string[], known: readonly string[]) =>
      `the table has the column ${unknown.join(", ")}; its columns are ${known.join(", ")}`,
    (_n, unknown, known) => `표에 없는 열이 있다: ${unknown.join(", ")} (열: ${known.join(", ")})`,
  ),
  missingColumns: told(
    (_n, missing: readonly string[]) => `the table lacks the column ${missing.join(", ")}`,
    (_n, missing) => `표에 열이 빠졌다: ${missing.join(", ")}`,
  ),
  noRowsUnderHeader: told(
    () => "the table has no rows under its header",
    () => "표의 머리 아래에 행이 없다",
  ),
  namedTwice: told(
    (_n, what: string, key: string) => `the table names ${what} ${key} twice`,
    (_n, _what, key) => `표에 ${w(key, "이/가")} 두 번 나온다`,
  ),
  // ---------------------------------------------------------------- decisions
  notPending: told(
    (n, player: string, label: string | undefined, d: Decision | undefined) =>
      `expected ${label === undefined ? `a decision of ${player}` : `${player}'s ${n.decision(label)}`} to be pending, but the game waits for ${n.pending(d)}`,
    (n, player, label, d) =>
      d === undefined
        ? `${player}의 ${label === undefined ? "결정" : `${n.decision(label)} 결정`}을 기다려야 하는데, 게임이 이미 끝났다`
        : `${player}의 ${label === undefined ? "결정" : `${n.decision(label)} 결정`}을 기다려야 하는데, 게임이 기다리는 결정은 ${n.pending(d)}이다`,
  ),
  answerRefused: told(
    (n, value: PlainValue, d: Decision, why: string) => {
      const near = nearestOption(n, value, d);
      return `${d.player} cannot answer ${n.value(value)} to ${n.pending(d)}: illegal-choice: ${why}${near ? `; did you mean ${near}?` : ""}`;
    },
    (n, value, d, _why) => {
      const near = nearestOption(n, value, d);
      return `${w(d.player, "은/는")} ${w(n.value(value), "으로/로")} 답할 수 없다${near ? ` (${w(near, "을/를")} 말하는가?)` : ": 게임이 받지 않는 답이다"} (기다리는 결정: ${n.pending(d)})`;
    },
  ),
  /** any other error while the answer is played (a step budget that ran out, a broken invariant)
   *  is no refusal of the answer: its code and message stay, which agon mutate reads */
  answerFailed: told(
    (n, value: PlainValue, d: Decision, code: string, message: string) =>
      `${d.player} cannot answer ${n.value(value)} to ${n.pending(d)}: ${code}: ${message}`,
    (n, value, d, code, message) =>
      `${w(d.player, "은/는")} ${w(n.value(value), "으로/로")} 답할 수 없다 (기다리는 결정: ${n.pending(d)}): ${code}: ${message}`,
  ),
  stillToAnswer: told(
    (n, players: readonly string[], d: Decision | undefined) =>
      `still to answer for ${players.join(", ")}, but the game waits for ${n.pending(d)}`,
    (n, players, d) => `아직 ${koAnd(players)}의 답이 남았는데, 게임이 기다리는 결정은 ${n.pending(d)}이다`,
  ),
  tooManyFirstLegal: told(
    (_n, limit: number) => `gave ${limit} first-legal answers and the condition was still not reached`,
    (_n, limit) => `첫 번째 선택지를 ${limit}번 골랐는데도 그 조건에 이르지 않았다`,
  ),
  decisionAsThen: told(
    () => "a decision is a Given or a When, not a Then",
    () => '결정은 "조건"이나 "만일"로 쓰고, "그러면"으로 쓰지 않는다',
  ),
  notSecret: told(
    (n, d: Decision) => `${n.pending(d)} is not secret`,
    (n, d) => `${n.pending(d)}: 이 결정은 비밀이 아니다`,
  ),
  optionsAre: told(
    (n, actual: readonly PlainValue[], expected: readonly PlainValue[]) =>
      `options are ${n.values(actual)}, expected ${n.values(expected)}`,
    (n, actual, expected) => `선택지는 ${w(n.values(actual), "이다/다")} (기대: ${n.values(expected)})`,
  ),
  notAmongOptions: told(
    (n, missing: readonly PlainValue[], d: Decision) => `${n.values(missing)} not among the options of ${n.pending(d)}`,
    (n, missing, d) => `${w(n.values(missing), "이/가")} 선택지에 없다 (기다리는 결정: ${n.pending(d)})`,
  ),
  wrongKindOfAnswer: told(
    (n, value: PlainValue, d: Decision) => `${n.value(value)} is not the kind of answer ${n.pending(d)} asks for: the check could not fail`,
    (n, value, d) =>
      `${w(n.value(value), "은/는")} 이 결정의 선택지와 종류가 다르다: 이 검사는 실패할 수 없다 (기다리는 결정: ${n.pending(d)})`,
  ),
  amongOptions: told(
    (n, value: PlainValue, d: Decision) => `${n.value(value)} is among the options of ${n.pending(d)}`,
    (n, value, d) => `${w(n.value(value), "이/가")} 선택지에 들어 있다 (기다리는 결정: ${n.pending(d)})`,
  ),
  answerAccepted: told(
    (n, value: PlainValue, d: Decision) => `the game accepted ${n.value(value)} for ${n.pending(d)}`,
    (n, value, d) => `게임이 ${w(n.value(value), "을/를")} 답으로 받았다 (기다리는 결정: ${n.pending(d)})`,
  ),
  answerBrings: told(
    (n, answer: PlainValue, cards: readonly string[], zone: ZoneName) =>
      `answering ${n.value(answer)} brings ${n.cards(cards)} into ${n.zone(zone)}`,
    (n, answer, cards, zone) => `${w(n.value(answer), "을/를")} 고르면 ${w(n.cards(cards), "이/가")} ${n.zone(zone)}에 온다`,
  ),
  noAnswerBrings: told(
    (n, d: Decision, zone: ZoneName) => `no answer of ${n.pending(d)} brings anything into ${n.zone(zone)}: the check could not fail`,
    (n, d, zone) => `어떤 답으로도 ${n.zone(zone)}에 아무것도 오지 않는다: 이 검사는 실패할 수 없다 (기다리는 결정: ${n.pending(d)})`,
  ),
  waitsFor: told(
    (n, d: Decision) => `the game waits for ${n.pending(d)}`,
    (n, d) => `게임이 결정을 기다린다: ${n.pending(d)}`,
  ),
  choseTimes: told(
    (n, player: string, label: string, made: number, expected: number) =>
      `${player} chose ${n.decision(label)} ${made} times, expected ${expected}`,
    (n, player, label, made, expected) => `${w(player, "이/가")} ${w(n.decision(label), "을/를")} ${made}번 골랐다 (기대: ${expected}번)`,
  ),
  chosen: told(
    (n, label: string, made: number) => `${n.decision(label)} was chosen ${made} times`,
    (n, label, made) => `${w(n.decision(label), "을/를")} ${made}번 골랐다 (기대: 고르지 않음)`,
  ),
  endedHolding: told(
    (n, zone: ZoneName, count: number) => `the game ended with ${n.zone(zone)} still holding ${count} or more cards`,
    (n, zone, count) => `${n.zone(zone)}에 아직 ${count}장 이상 있는 채로 게임이 끝났다`,
  ),
  // ---------------------------------------------------------------- zones
  zoneHolds: told(
    (n, zone: ZoneName, actual: readonly string[], expected: readonly string[], inOrder: boolean) =>
      `${n.zone(zone)} holds ${n.cards(actual)}, expected ${n.cards(expected)}${inOrder ? " in that order" : ""}`,
    (n, zone, actual, expected, inOrder) =>
      actual.length === 0
        ? `${w(n.zone(zone), "은/는")} 비어 있다 (기대: ${n.cards(expected)})`
        : `${n.zone(zone)}에 ${w(n.cards(actual), "이/가")} 있다 (기대: ${n.cards(expected)}${inOrder ? ", 이 순서로" : ""})`,
  ),
  zoneTop: told(
    (n, zone: ZoneName, top: readonly string[], expected: readonly string[]) =>
      `${n.zone(zone)} has ${n.cards(top)} on top, expected ${n.cards(expected)}`,
    (n, zone, top, expected) => `${n.zone(zone)}의 맨 위에 ${w(n.cards(top), "이/가")} 있다 (기대: ${n.cards(expected)})`,
  ),
  zoneCount: told(
    (n, zone: ZoneName, count: number, expected: number, _noun: string) =>
      `${n.zone(zone)} holds ${plural(count, "card")}, expected ${expected}`,
    (n, zone, count, expected, noun) =>
      `${n.zone(zone)}에 ${w(noun, "이/가")} ${counted(noun, count)} 있다 (기대: ${counted(noun, expected)})`,
  ),
  playerHolds: told(
    (_n, player: string, zone: string, count: number, expected: number, _noun: string) =>
      `${player} has ${count} in ${zone}, expected ${expected}`,
    (_n, player, zone, count, expected, noun) =>
      `${player}에게 ${w(zone, "이/가")} ${count === 0 ? "없다" : `${counted(noun, count)} 있다`} (기대: ${counted(noun, expected)})`,
  ),
  zoneNotEmpty: told(
    (n, zone: ZoneName, cards: readonly string[]) => `${n.zone(zone)} holds ${n.cards(cards)}, expected nothing`,
    (n, zone, cards) => `${n.zone(zone)}에 ${w(n.cards(cards), "이/가")} 있다 (기대: 비어 있음)`,
  ),
  zoneLacks: told(
    (n, zone: ZoneName, missing: readonly string[], actual: readonly string[]) =>
      `${n.zone(zone)} lacks ${n.cards(missing)}; it holds ${n.cards(actual)}`,
    (n, zone, missing, actual) => `${n.zone(zone)}에 ${w(n.cards(missing), "이/가")} 없다 (있는 것: ${n.cards(actual)})`,
  ),
  zoneHoldsThese: told(
    (n, zone: ZoneName, present: readonly string[]) => `${n.zone(zone)} holds ${n.cards(present)}`,
    (n, zone, present) => `${n.zone(zone)}에 ${w(n.cards(present), "이/가")} 있다`,
  ),
  cardsInZones: told(
    (n, zones: readonly ZoneName[], count: number, expected: number, _noun: string) =>
      `there are ${count} cards in ${zones.map((z) => n.zone(z)).join(", ")}, expected ${expected}`,
    (n, zones, count, expected, noun) =>
      `${koAnd(zones.map((z) => n.zone(z)))}에 ${w(noun, "이/가")} 모두 ${counted(noun, count)} 있다 (기대: ${counted(noun, expected)})`,
  ),
  canSee: told(
    (n, player: string, cards: readonly string[], can: boolean) => `${player} ${can ? "can" : "cannot"} see ${n.cards(cards)}`,
    (n, player, cards, can) => `${w(player, "은/는")} ${w(n.cards(cards), "을/를")} 볼 수 ${can ? "있다" : "없다"}`,
  ),
  // ---------------------------------------------------------------- events
  noMove: told(
    (n, card: string, from: ZoneName | undefined, to: ZoneName, moves: readonly MoveEvent[]) =>
      `no move of ${card}${from ? ` from ${n.zone(from)}` : ""} to ${n.zone(to)}; ${card}: ${moves.length === 0 ? "no moves" : moves.map((m) => `${m.cards.join(",")} ${m.from} -> ${m.to}${m.rule ? ` (${m.rule})` : ""}`).join("; ")}`,
    (n, card, from, to, moves) =>
      `${w(n.card(card), "이/가")} ${from ? `${n.zone(from)}에서 ` : ""}${w(n.zone(to), "으로/로")} 옮겨지지 않았다 (그 카드의 움직임: ${
        moves.length === 0
          ? "없음"
          : moves.map((m) => `${n.zoneKey(m.from)} → ${n.zoneKey(m.to)}${m.rule ? ` (${m.rule})` : ""}`).join("; ")
      })`,
  ),
  movedByOther: told(
    (n, card: string, to: ZoneName, rules: readonly string[], expected: string) =>
      `${card} moved to ${n.zone(to)} by ${n.plain(rules)}, expected ${expected}`,
    (n, card, to, rules, expected) =>
      `${w(n.card(card), "은/는")} 규칙 ${n.plain(rules)}에 따라 ${w(n.zone(to), "으로/로")} 옮겨졌다 (기대: ${expected})`,
  ),
  cardsMoved: told(
    (_n, moves: readonly MoveEvent[]) =>
      moves.map((m) => `${m.cards.join(",")} ${m.from} -> ${m.to}${m.rule ? ` (${m.rule})` : ""}`).join("; "),
    (n, moves) => `옮겨진 카드가 있다: ${moves.map((m) => `${n.cards(m.cards)}: ${n.zoneKey(m.from)} → ${n.zoneKey(m.to)}`).join("; ")}`,
  ),
  ruleNotApplied: told(
    (_n, rule: string) => `no rule tagged ${rule} moved, shuffled, revealed, showed, asked or set anything in the last action`,
    (_n, rule) => `마지막 동작에서 규칙 ${rule}에 따라 일어난 일이 없다 (옮기기, 섞기, 공개, 보여 주기, 결정, 값 바꾸기 모두 없음)`,
  ),
  ruleApplied: told(
    (_n, rule: string, count: number, first: GameEvent) => `${count} events of ${rule} did something, the first: ${JSON.stringify(first)}`,
    (_n, rule, count, first) => `규칙 ${rule}에 따라 일어난 일이 ${count}가지다 (첫째: ${EVENT_KO[first.type]})`,
  ),
  triggerFired: told(
    (_n, name: string, fired: boolean) => (fired ? `the trigger ${name} fired` : `the trigger ${name} never fired`),
    (n, name, fired) => `${w(n.trigger(name), fired ? "이/가" : "은/는")} ${fired ? "일어났다" : "일어나지 않았다"}`,
  ),
  shuffledBy: told(
    (n, zone: ZoneName, rules: readonly string[], expected: string) =>
      `${n.zone(zone)} was shuffled by ${n.plain(rules)}, expected ${expected}`,
    (n, zone, rules, expected) => `${w(n.zone(zone), "은/는")} 규칙 ${n.plain(rules)}에 따라 섞였다 (기대: ${expected})`,
  ),
  notLookedAt: told(
    (n, player: string, cards: readonly string[]) => `${player} did not look at ${n.cards(cards)}`,
    (n, player, cards) => `${w(player, "은/는")} ${w(n.cards(cards), "을/를")} 보지 않았다`,
  ),
  // ---------------------------------------------------------------- results
  notOver: told(
    (n, d: Decision | undefined) => `the game is not over; it waits for ${n.pending(d)}`,
    (n, d) => `게임이 끝나지 않았다 (기다리는 결정: ${n.pending(d)})`,
  ),
  over: told(
    (n, winners: readonly string[]) => `the game is over: the winners are ${n.plain(winners)}`,
    (n, winners) => `게임이 이미 끝났다 (승자: ${n.plain(winners)})`,
  ),
  winnersAre: told(
    (n, winners: readonly string[], expected: readonly string[]) => `the winners are ${n.plain(winners)}, expected ${n.plain(expected)}`,
    (_n, winners, expected) => `승자는 ${w(koAnd(winners), "이다/다")} (기대: ${koAnd(expected)})`,
  ),
  scores: told(
    (_n, player: string, score: number | undefined, expected: number) => `${player} scores ${score}, expected ${expected}`,
    (_n, player, score, expected) => `${player}의 총점은 ${score}점이다 (기대: ${expected}점)`,
  ),
  noScoreFor: told(
    (n, players: readonly string[]) => `the table gives no score for ${n.plain(players)}`,
    (_n, players) => `표에 ${koAnd(players)}의 점수가 없다`,
  ),
  noPlayerScores: told(
    (n, player: string, players: readonly string[]) => `${player} is no player of the game (${n.plain(players)})`,
    (n, player, players) => `${w(player, "은/는")} 이 게임의 플레이어가 아니다 (플레이어: ${n.plain(players)})`,
  ),
  playerIsThe: told(
    (n, variable: string, value: PlainValue, expected: string) =>
      `the ${n.variable(variable)} is ${JSON.stringify(value)}, expected ${expected}`,
    (n, variable, value, expected) =>
      `${w(n.variable(variable), "은/는")} ${typeof value === "string" ? w(value, "이다/다") : w(n.value(value), "이다/다")} (기대: ${expected})`,
  ),
  playerVariable: told(
    (n, player: string, variable: string, value: PlainValue, expected: number) =>
      `${player}'s ${n.variable(variable)} is ${JSON.stringify(value)}, expected ${expected}`,
    (n, player, variable, value, expected) =>
      `${player}의 ${w(n.variable(variable), "은/는")} 아직 ${typeof value === "number" ? `${value}점이다` : w(n.value(value), "이다/다")} (기대: ${expected}점)`,
  ),
  scoreIsNotTotal: told(
    (n, player: string, score: number | undefined, attribute: string, cards: readonly string[], total: number) =>
      `${player} scores ${score}, but the ${n.attribute(attribute)} of ${n.cards(cards)} totals ${total}`,
    (n, player, score, attribute, cards, total) =>
      `${player}의 총점은 ${score}점인데, ${n.cards(cards)}의 ${w(n.attribute(attribute), "을/를")} 더하면 ${total}이다`,
  ),
  highestDoesNotWin: told(
    (n, winners: readonly string[], best: number, expected: readonly string[]) =>
      `the winners are ${n.plain(winners)}; the highest score ${best} is ${n.plain(expected)}'s`,
    (_n, winners, best, expected) => `승자는 ${w(koAnd(winners), "이다/다")} (가장 높은 총점 ${best}점은 ${koAnd(expected)}의 것이다)`,
  ),
  // ---------------------------------------------------------------- the game's facts
  playerCountRefused: told(
    (_n, count: number, code: string) => `a game of ${count} players is refused: ${code}`,
    (_n, count, code) => `플레이어 ${count}명으로는 게임을 시작할 수 없다 (${code})`,
  ),
  playerCountAllowed: told(
    (_n, count: number, code: string | undefined) => `a game of ${count} players gives ${code ?? "a match"}, expected bad-player-count`,
    (_n, count, _code) => `플레이어 ${count}명으로도 게임을 시작할 수 있다 (기대: 시작할 수 없음)`,
  ),
  optionValueRefused: told(
    (n, option: string, value: string, code: string) => `${n.option(option)}=${value} is refused: ${code}`,
    (n, option, value, code) => `옵션 ${n.option(option)}에 ${w(value, "을/를")} 쓸 수 없다 (${code})`,
  ),
  optionValueAccepted: told(
    (n, option: string, value: string, code: string | undefined) =>
      `${n.option(option)}=${value} gives ${code ?? "a match"}, expected bad-option`,
    (n, option, value, _code) => `옵션 ${n.option(option)}에 ${w(value, "을/를")} 쓸 수 있다 (기대: 쓸 수 없음)`,
  ),
  noOption: told(
    (_n, name: string) => `the game declares no option ${name}`,
    (n, name) => `이 게임에는 옵션 ${w(n.option(name), "이/가")} 없다`,
  ),
  optionResolves: told(
    (n, name: string, resolves: readonly string[], rule: string) => `${n.option(name)} resolves ${n.plain(resolves)}, not ${rule}`,
    (n, name, resolves, rule) => `옵션 ${w(n.option(name), "은/는")} ${w(n.plain(resolves), "을/를")} 정한다 (기대: ${rule})`,
  ),
  optionDefault: told(
    (n, name: string, actual: PlainValue, expected: string) => `${n.option(name)} defaults to ${JSON.stringify(actual)}, not ${expected}`,
    (n, name, actual, expected) =>
      `옵션 ${n.option(name)}의 기본값은 ${w(typeof actual === "string" ? n.optionValueName(name, actual) : String(actual), "이다/다")} (기대: ${typeof actual === "string" ? n.optionValueName(name, expected) : expected})`,
  ),
  noDivergenceOn: told(
    (n, name: string) => `the game declares no divergence on the option ${n.option(name)}`,
    (n, name) => `옵션 ${n.option(name)}에는 규칙서 사이에 갈리는 곳이 적혀 있지 않다`,
  ),
  defaultReading: told(
    (n, name: string, value: string, found: string, whose: string) =>
      `${n.option(name)} defaults to ${value}, the reading of ${found}, not of ${whose}`,
    (n, name, value, found, whose) =>
      `옵션 ${n.option(name)}의 기본값 ${w(n.optionValueName(name, value), "은/는")} ${READING_KO[found] ?? found}이다 (기대: ${READING_KO[whose] ?? whose})`,
  ),
  valueCount: told(
    (n, name: string, values: readonly string[], expected: number) =>
      `${n.option(name)} has the values ${n.plain(values)}, expected ${expected} of them`,
    (n, name, values, expected) =>
      `옵션 ${n.option(name)}의 값은 ${values.length}가지다: ${values.map((v) => n.optionValue(name, v)).join(", ")} (기대: ${expected}가지)`,
  ),
  valuesAre: told(
    (n, name: string, values: readonly string[]) => `${n.option(name)} has the values ${n.plain(values)}`,
    (n, name, values) => `옵션 ${n.option(name)}의 값은 ${values.map((v) => n.optionValue(name, v)).join(", ")}이다`,
  ),
  koValuesAre: told(
    (_n, name: string, values: readonly string[]) => `the option "${name}" has the values ${values.map((v) => `"${v}"`).join(", ")}`,
    (_n, name, values) => `옵션 "${name}"의 값은 ${w(koAnd(values.map((v) => `"${v}"`)), "이다/다")}`,
  ),
  notKoValue: told(
    (_n, text: string, name: string, values: readonly string[]) =>
      `"${text}" is not a value of the option "${name}" (values: ${values.map((v) => `"${v}"`).join(", ")})`,
    (_n, text, name, values) => `${w(`"${text}"`, "은/는")} 옵션 "${name}"의 값이 아니다 (값: ${values.map((v) => `"${v}"`).join(", ")})`,
  ),
  koDefaultIs: told(
    (_n, name: string, actual: string, expected: string) => `the option "${name}" defaults to "${actual}", expected "${expected}"`,
    (_n, name, actual, expected) => `옵션 "${name}"의 기본값은 ${w(`"${actual}"`, "이다/다")} (기대: "${expected}")`,
  ),
  // ---------------------------------------------------------------- card data
  attributeIs: told(
    (n, card: string, attribute: string, key: string | undefined, actual: PlainValue, expected: string) =>
      `${card} has ${n.attribute(attribute)}${key === undefined ? "" : ` in ${key}`} ${JSON.stringify(actual)}, not ${expected}`,
    (n, card, attribute, key, actual, expected) => {
      const what = `${key === undefined ? "" : `${n.symbol(key).replace(/"/g, "")} `}${n.attribute(attribute)}`;
      if (typeof actual === "boolean" && key === undefined)
        return `카드 ${w(n.card(card), "은/는")} ${actual ? w(what, "이다/다") : `${w(what, "이/가")} 아니다`}`;
      return `카드 ${n.card(card)}의 ${w(what, "은/는")} ${w(n.value(actual), "이다/다")} (기대: ${writtenValue(n, expected)})`;
    },
  ),
  entryValue: told(
    (_n, value: string) => `a card entry becomes a number, a word or true/false, not ${value}`,
    (_n, value) => `카드의 값은 수, 낱말, 참/거짓 가운데 하나다: ${value}`,
  ),
  nameInLanguage: told(
    (n, name: string, language: string, found: readonly string[], id: string) =>
      `"${name}" in ${language} names ${n.cards(found)}, expected ${id}`,
    (n, name, language, found, id) =>
      `${LANGUAGE_KO[language] ?? language} 이름 ${w(`"${name}"`, "은/는")} ${w(n.cards(found), "이다/다")} (기대: ${n.card(id)})`,
  ),
  noKeys: told(
    (n, attribute: string) =>
      `say first which entries ${n.attribute(attribute)} has: Given a card's ${n.attribute(attribute)} is read in ...`,
    (n, attribute) =>
      `먼저 ${w(n.attribute(attribute), "을/를")} 어느 항목에서 읽는지 쓴다: "… ${w(n.attribute(attribute), "은/는")} …에서 읽는다"`,
  ),
  noEntry: told(
    (n, card: string, attribute: string, key: string) => `${card} has no ${n.attribute(attribute)} in ${key}`,
    (n, card, attribute, key) => `카드 ${n.card(card)}에 ${n.symbol(key).replace(/"/g, "")} ${w(n.attribute(attribute), "이/가")} 없다`,
  ),
  lowestBetween: told(
    (n, count: number, attribute: string, low: number, high: number, expected: number) =>
      `${count} cards have their lowest ${n.attribute(attribute)} in ${low}..${high}, expected ${expected}`,
    (n, count, attribute, low, high, expected) =>
      `가장 좋은 ${w(n.attribute(attribute), "이/가")} ${low}에서 ${high} 사이인 카드가 ${count}장이다 (기대: ${expected}장)`,
  ),
  countWith: told(
    (n, count: number, attribute: string, value: string, key: string | undefined, cards: readonly string[], expected: number) =>
      `${count} cards have ${n.attribute(attribute)} ${value}${key === undefined ? ` (${n.cards(cards)})` : ` in ${key}`}, expected ${expected}`,
    (n, count, attribute, value, key, cards, expected) =>
      `${key === undefined ? "" : `${n.symbol(key)}에서 `}${n.attribute(attribute)}${value === "true" ? "인" : ` 값이 ${value}인`} 카드가 ${count}장이다 (기대: ${expected}장): ${n.cards(cards)}`,
  ),
  notEveryHas: told(
    (n, others: readonly string[], attribute: string, value: string) => `${n.cards(others)} do not have ${n.attribute(attribute)} ${value}`,
    (n, others, attribute, value) => `${n.cards(others)}의 ${w(n.attribute(attribute), "은/는")} ${w(value, "이/가")} 아니다`,
  ),
  othersHave: told(
    (n, other: string, values: readonly PlainValue[], expected: readonly PlainValue[]) =>
      `they have ${n.attribute(other)} ${n.values(values)}, expected ${n.values(expected)}`,
    (n, other, values, expected) =>
      `그 카드들의 ${w(n.attribute(other), "은/는")} ${w(n.values(values), "이다/다")} (기대: ${n.values(expected)})`,
  ),
  twoShare: told(
    (n, a: string, b: string, attribute: string, value: number, key: string) =>
      `${a} and ${b} both have ${n.attribute(attribute)} ${value} in ${key}`,
    (n, a, b, attribute, value, key) =>
      `${w(n.card(a), "와/과")} ${n.card(b)}의 ${n.symbol(key).replace(/"/g, "")} ${w(n.attribute(attribute), "이/가")} 둘 다 ${w(String(value), "이다/다")}`,
  ),
  cardReads: told(
    (_n, card: string, actual: string, expected: string) => `${card} reads "${actual}", expected "${expected}"`,
    (_n, card, actual, expected) => `${w(`"${card}"`, "은/는")} ${w(`"${actual}"`, "으로/로")} 보인다 (기대: "${expected}")`,
  ),
  // ---------------------------------------------------------------- grids (a zone of rows and columns)
  noRowRecorded: told(
    (n, cards: readonly string[]) => `no row is recorded for ${n.cards(cards)} (were events recorded?)`,
    (n, cards) => `${n.cards(cards)}의 줄이 기록되지 않았다 (사건을 기록했는가?)`,
  ),
  columnCount: told(
    (n, column: string, zone: ZoneName, cards: readonly string[], expected: number) =>
      `column ${column} of ${n.zone(zone)} holds ${cards.length} cards (${n.cards(cards)}), expected ${expected}`,
    (n, column, zone, cards, expected) =>
      `${n.zone(zone)}의 ${column} 열에 카드가 ${cards.length}장 있다 (${n.cards(cards)}; 기대: ${expected}장)`,
  ),
  columnHolds: told(
    (n, column: string, zone: ZoneName, cards: readonly string[], expected: readonly string[]) =>
      `column ${column} of ${n.zone(zone)} holds ${n.cards(cards)}, expected ${n.cards(expected)}`,
    (n, column, zone, cards, expected) =>
      `${n.zone(zone)}의 ${column} 열에 ${w(n.cards(cards), "이/가")} 있다 (기대: ${n.cards(expected)})`,
  ),
  columnCounts: told(
    (_n, wrong: readonly { column: string; actual: number; n: number }[]) =>
      wrong.map((c) => `column ${c.column} holds ${c.actual}, expected ${c.n}`).join("; "),
    (_n, wrong) => wrong.map((c) => `${c.column} 열에 ${c.actual}장 (기대: ${c.n}장)`).join("; "),
  ),
  rowCount: told(
    (n, row: number, zone: ZoneName, cards: readonly string[], expected: number) =>
      `row ${row} of ${n.zone(zone)} holds ${cards.length} cards (${n.cards(cards)}), expected ${expected}`,
    (n, row, zone, cards, expected) =>
      `${n.zone(zone)}의 ${row}번째 줄에 카드가 ${cards.length}장 있다 (${n.cards(cards)}; 기대: ${expected}장)`,
  ),
  cellHolds: told(
    (n, row: number, column: string, zone: ZoneName, cards: readonly string[], expected: string | undefined) =>
      `cell ${row}, ${column} of ${n.zone(zone)} holds ${n.cards(cards)}${expected === undefined ? "" : `, expected ${expected}`}`,
    (n, row, column, zone, cards, expected) =>
      `${n.zone(zone)}의 ${row}번째 줄 ${column} 열에 ${w(n.cards(cards), "이/가")} 있다 (기대: ${expected === undefined ? "비어 있음" : expected})`,
  ),
  variableOf: told(
    (n, variable: string, index: string | undefined, value: PlainValue, expected: number) =>
      `the ${n.variable(variable)}${index === undefined ? "" : ` of ${index}`} is ${JSON.stringify(value)}, expected ${expected}`,
    (n, variable, index, value, expected) =>
      `${index === undefined ? "" : `${n.symbol(index).replace(/"/g, "")}의 `}${w(n.variable(variable), "은/는")} ${w(n.value(value), "이다/다")} (기대: ${expected})`,
  ),
  variablesOf: told(
    (n, variable: string, wrong: readonly { index: string; actual: PlainValue; n: number }[]) =>
      wrong.map((e) => `the ${n.variable(variable)} of ${e.index} is ${JSON.stringify(e.actual)}, expected ${e.n}`).join("; "),
    (n, variable, wrong) =>
      wrong
        .map(
          (e) =>
            `${n.symbol(e.index).replace(/"/g, "")}의 ${w(n.variable(variable), "은/는")} ${w(n.value(e.actual), "이다/다")} (기대: ${e.n})`,
        )
        .join("; "),
  ),
  carrying: told(
    (n, count: number, attribute: string, expected: number) => `${count} cards carry a ${n.attribute(attribute)}, expected ${expected}`,
    (n, count, attribute, expected) => `${w(n.attribute(attribute), "이/가")} 있는 카드가 ${count}장이다 (기대: ${expected}장)`,
  ),
  carryingWith: told(
    (n, count: number, having: string, attribute: string, value: string, expected: number) =>
      `${count} cards with a ${n.attribute(having)} have ${n.attribute(attribute)} ${value}, expected ${expected}`,
    (n, count, having, attribute, value, expected) =>
      `${w(n.attribute(having), "이/가")} 있고 ${w(n.attribute(attribute), "이/가")} ${value}인 카드가 ${count}장이다 (기대: ${expected}장)`,
  ),
  outsideRange: told(
    (n, cards: readonly string[], attribute: string, low: number, high: number) =>
      `${n.cards(cards)} have ${n.attribute(attribute)} outside ${low}..${high}`,
    (n, cards, attribute, low, high) => `${n.cards(cards)}의 ${w(n.attribute(attribute), "이/가")} ${low}에서 ${high} 밖이다`,
  ),
  fewerThan: told(
    (n, cards: readonly string[], count: number, attribute: string) =>
      `${n.cards(cards)} have fewer than ${count} ${n.attribute(attribute)}`,
    (n, cards, count, attribute) => `${n.cards(cards)}의 ${w(n.attribute(attribute), "이/가")} ${count}개보다 적다`,
  ),
  noCardWith: told(
    (n, having: string, attribute: string, value: string) => `no card with a ${n.attribute(having)} has ${n.attribute(attribute)} ${value}`,
    (n, having, attribute, value) =>
      `${w(n.attribute(having), "이/가")} 있는 카드 가운데 ${w(n.attribute(attribute), "이/가")} ${value}인 카드가 없다`,
  ),
  optionCount: told(
    (n, d: Decision, expected: number) => `${n.pending(d)} has ${d.options.length} options, expected ${expected}`,
    (n, d, expected) => `선택지가 ${d.options.length}개다 (기대: ${expected}개; 기다리는 결정: ${n.pending(d)})`,
  ),
  nothingToCompare: told(
    (n, zone: ZoneName) => `${n.zone(zone)} is empty: nothing to compare with`,
    (n, zone) => `${w(n.zone(zone), "이/가")} 비어 있어 견줄 것이 없다`,
  ),
  clashing: told(
    (n, cards: readonly string[], attribute: string, zone: ZoneName, taken: readonly PlainValue[]) =>
      `${n.cards(cards)} have the ${n.attribute(attribute)} of ${n.zone(zone)} (${n.values(taken)})`,
    (n, cards, attribute, zone, taken) =>
      `${n.cards(cards)}의 ${w(n.attribute(attribute), "이/가")} ${n.zone(zone)}의 것과 같다 (${n.values(taken)})`,
  ),
} as const;

/** the languages a scenario names a card in */
const LANGUAGE_KO: Record<string, string> = { en: "영어", ko: "한국어", de: "독일어" };

/** what an event did, in Korean */
const EVENT_KO: Record<GameEvent["type"], string> = {
  move: "카드를 옮겼다",
  shuffle: "섞었다",
  reveal: "공개했다",
  look: "카드를 보았다",
  choice: "결정을 물었다",
  set: "값을 바꾸었다",
  end: "게임을 끝냈다",
  phase: "단계를 시작했다",
  trigger: "트리거가 일어났다",
  log: "기록했다",
};

/** whose reading an option's default is, in Korean */
const READING_KO: Record<string, string> = {
  en: "영어판의 해석",
  ko: "한글판의 해석",
  both: "두 규칙서의 해석",
  neither: "어느 규칙서의 해석도 아닌 값",
};

export type FailureCode = keyof typeof FAILURES;
export type FailureArgs<K extends FailureCode> = (typeof FAILURES)[K] extends Phrase<infer A> ? A : never;

/** A failure of a step: what went wrong, by its code and arguments, told in any language. Its
 *  message is the English sentence; it carries no stack, since a failing scenario is no crash. */
export class StepFailure<K extends FailureCode = FailureCode> extends Error {
  constructor(
    readonly code: K,
    readonly args: FailureArgs<K>,
  ) {
    super(tell(code, args, ENGLISH));
    this.stack = this.message;
  }

  in(namer: Namer): string {
    return tell(this.code, this.args, namer);
  }
}

function tell<K extends FailureCode>(code: K, args: FailureArgs<K>, namer: Namer): string {
  const phrase = FAILURES[code] as unknown as Phrase<FailureArgs<K>>;
  return phrase[namer.lang](namer, ...args);
}

/** The failure `code` with its arguments, to throw. */
export function fail<K extends FailureCode>(code: K, ...args: FailureArgs<K>): StepFailure<K> {
  return new StepFailure(code, args);
}
