// The CLI's own messages in every language it reports in: the errors of the commands that take
// `--lang` (play, divergences, conform) read in the language asked for. One declared table, each
// entry with a phrase per language (the type asks for every language; test/cli/messages.test.ts
// checks that each Korean phrase is Korean). The Korean phrases put no particle right after an
// argument (a flag, a file, an identifier: how it is read aloud is unknown), only after their own
// words, or the copula 이다, which follows any noun.
import { particle } from "./josa.js";
import { closest } from "../../grammar/suggest.js";
import { assertNever } from "../../grammar/assert-never.js";
import { AGENT_KINDS } from "../agents/kind-names.js";
import type { AgentProblem } from "../agents/kinds.js";

export const MESSAGE_LANGUAGES = ["en", "ko"] as const;
export type MessageLang = (typeof MESSAGE_LANGUAGES)[number];

/** One message in every language; Error.message of an error that carries it is the English one. */
export type Localized = Readonly<Record<MessageLang, string>>;

/** A message or a plain English one (the commands without `--lang`). */
export type MessageText = string | Localized;

export function isMessageLang(lang: string | undefined): lang is MessageLang {
  return (MESSAGE_LANGUAGES as readonly string[]).includes(lang ?? "");
}

export function textIn(message: MessageText, lang: MessageLang): string {
  return typeof message === "string" ? message : message[lang];
}

type Phrase<A extends unknown[]> = { en: (...args: A) => string; ko: (...args: A) => string };

/** both languages of one message; the Korean phrase takes the English one's arguments */
function phrase<A extends unknown[]>(en: (...args: A) => string, ko: (...args: NoInfer<A>) => string): Phrase<A> {
  return { en, ko };
}

/** an option by its Korean name, and its values' Korean names (undefined where one has none) */
export interface KoreanOption {
  option: string;
  values: readonly (string | undefined)[];
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;
const orList = (items: readonly string[]): string => items.join(" | ");
/** "; did you mean `x`?" in English, " (`x`인가?)" in Korean */
const suggestEn = (word: string, candidates: readonly string[]): string => {
  const near = closest(word, candidates);
  return near === undefined ? "" : `; did you mean \`${near}\`?`;
};
const suggestKo = (word: string, candidates: readonly string[]): string => {
  const near = closest(word, candidates);
  return near === undefined ? "" : ` (\`${near}\`인가?)`;
};

/** a zone or a decision of the rules that has no name in a language */
export interface Unnamed {
  thing: "zone" | "decision";
  name: string;
}

export interface PlayerRange {
  game: string;
  /** the game's Korean name, where it has one */
  gameKo?: string;
  min: number;
  max: number;
}
const BOOK_KO: Record<string, string> = { en: "영어판", ko: "한글판" };
const rangeEn = (r: PlayerRange): string => (r.min === r.max ? `exactly ${r.min}` : `${r.min} to ${r.max}`);
const rangeKo = (r: PlayerRange): string => (r.min === r.max ? `${r.min}명` : `${r.min}명에서 ${r.max}명`);

export const MESSAGES = {
  // ---------------------------------------------------------------- the frame of every error
  hintLabel: phrase(
    () => "hint",
    () => "도움말",
  ),
  // ---------------------------------------------------------------- commander's errors, as it words them in English
  unknownFlag: phrase(
    (flag: string, near: string | undefined) => `unknown option '${flag}'${near ? `; did you mean \`${near}\`?` : ""}`,
    (flag, near) => `없는 플래그: ${flag}${near ? ` (\`${near}\`인가?)` : ""}`,
  ),
  unknownCommand: phrase(
    (command: string, near: string | undefined) => `unknown command '${command}'${near ? `; did you mean \`${near}\`?` : ""}`,
    (command, near) => `없는 명령: ${command}${near ? ` (\`${near}\`인가?)` : ""}`,
  ),
  missingArgument: phrase(
    (argument: string) => `missing required argument '${argument}'`,
    (argument) => `빠진 인수: ${argument}`,
  ),
  flagValueMissing: phrase(
    (flag: string) => `option '${flag}' argument missing`,
    (flag) => `플래그에 값이 빠졌다: ${flag}`,
  ),
  tooManyArguments: phrase(
    (command: string | undefined, expected: number, got: number) =>
      `too many arguments${command ? ` for '${command}'` : ""}. Expected ${plural(expected, "argument")} but got ${got}.`,
    (command, expected, got) => `${command ? `${command} 명령의 ` : ""}인수가 너무 많다: ${expected}개를 받는데 ${got}개를 줬다`,
  ),
  // ---------------------------------------------------------------- files
  filesChecked: phrase(
    (files: number, errors: number, warnings: number) =>
      `checked ${plural(files, "file")}: ${errors + warnings === 0 ? "no problems" : `${plural(errors, "error")}, ${plural(warnings, "warning")}`}`,
    (files, errors, warnings) =>
      `파일 ${files}개를 검사했다: ${errors + warnings === 0 ? "문제 없음" : `오류 ${errors}개, 경고 ${warnings}개`}`,
  ),
  fileNotFound: phrase(
    (path: string) => `file not found: ${path}`,
    (path) => `파일이 없다: ${path}`,
  ),
  isFolder: phrase(
    (path: string) => `${path} is a folder, not a rules file`,
    (path) => `규칙 파일이 아니라 폴더다: ${path}`,
  ),
  notRegularFile: phrase(
    (path: string) => `${path} is not a regular file (a FIFO, a device or a socket)`,
    (path) => `보통 파일이 아니다 (FIFO, 장치 또는 소켓): ${path}`,
  ),
  fileHasErrors: phrase(
    (path: string, hidden: number) => `${path} has errors${hidden > 0 ? ` (${hidden} more not shown)` : ""}; see \`agon check ${path}\``,
    (path, hidden) =>
      `규칙 파일에 오류가 있다: ${path}${hidden > 0 ? ` (보이지 않은 오류 ${hidden}개 더)` : ""}; 모두 보려면 \`agon check ${path}\``,
  ),
  // ---------------------------------------------------------------- play: players
  missingPlayers: phrase(
    (r: PlayerRange) => `missing --players N (${r.game} is for ${rangeEn(r)} players)`,
    (r) => `--players N이 빠졌다 (${r.gameKo ?? r.game}의 인원은 ${rangeKo(r)})`,
  ),
  playerCountNotNumber: phrase(
    (text: string) => `--players must be a whole number, got "${text}"`,
    (text) => `--players에는 자연수를 준다: "${text}"`,
  ),
  playerCountOutOfRange: phrase(
    (r: PlayerRange, count: number) => `${r.game} is for ${rangeEn(r)} players, not ${count}`,
    (r, count) => `${r.gameKo ?? r.game}의 인원은 ${rangeKo(r)}이다: ${count}명으로는 할 수 없다`,
  ),
  namesCount: phrase(
    (names: number, players: number) => `--names gives ${plural(names, "name")} for ${players} players`,
    (names, players) => `--names의 이름은 ${names}개, 플레이어는 ${players}명이다`,
  ),
  emptyName: phrase(
    () => "--names has an empty name",
    () => "--names에 빈 이름이 있다",
  ),
  controlInName: phrase(
    (name: string) => `--names: ${name} holds a control character (a line break, tab or escape)`,
    (name) => `--names: ${name}에 제어 문자(줄바꿈, 탭, 이스케이프)가 들어 있다`,
  ),
  nameTwice: phrase(
    (name: string) => `--names gives "${name}" twice`,
    (name) => `--names에 같은 이름이 두 번 있다: "${name}"`,
  ),
  // ---------------------------------------------------------------- play: other flags
  badSeed: phrase(
    (max: number, text: string) => `--seed must be a whole number from 0 to ${max}, got "${text}"`,
    (max, text) => `--seed에는 0에서 ${max}까지의 정수를 준다: "${text}"`,
  ),
  optionSyntax: phrase(
    (flag: string) => `--option takes NAME=VALUE, got "${flag}"`,
    (flag) => `--option은 이름=값으로 준다: "${flag}"`,
  ),
  unknownOption: phrase(
    (name: string, game: string, known: readonly string[]) =>
      `unknown option "${name}" (${known.length === 0 ? `${game} has no options` : `known: ${known.join(", ")}`})${suggestEn(name, known)}`,
    (name, game, known) =>
      `없는 옵션: "${name}" (${known.length === 0 ? `${game}에는 옵션이 없다` : `옵션: ${known.join(", ")}`})${suggestKo(name, known)}`,
  ),
  optionTwice: phrase(
    (name: string) => `option ${name} is set twice`,
    (name) => `옵션을 두 번 정했다: ${name}`,
  ),
  /** `korean`: the option's and its values' Korean names, where the game gives them */
  unknownOptionValue: phrase(
    (name: string, text: string, values: readonly string[], _korean?: KoreanOption) =>
      `option ${name} has no value "${text}" (it takes ${orList(values)})${suggestEn(text, values)}`,
    (name, text, values, korean?) =>
      korean === undefined
        ? `옵션 ${name}에 없는 값: "${text}" (값: ${orList(values)})${suggestKo(text, values)}`
        : `옵션 "${korean.option}"[${name}]에 "${text}"${particle(text, "이다/다") === "이다" ? "이라는" : "라는"} 값은 없다 (값: ${values
            .map((v, i) => (korean.values[i] === undefined ? v : `"${korean.values[i]}" [${v}]`))
            .join(", ")})${suggestKo(text, values)}`,
  ),
  unknownLang: phrase(
    (lang: string, known: readonly string[]) => `--lang ${lang}: the account is told in ${known.join(", ")}`,
    (lang, known) => `--lang ${lang}: 게임 기록은 다음 언어로만 쓴다: ${known.join(", ")}`,
  ),
  unknownListLang: phrase(
    (lang: string) => `--lang ${lang}: the list is told in en or ko`,
    (lang) => `--lang ${lang}: 목록은 en 또는 ko로만 보여 준다`,
  ),
  unknownDivergenceLang: phrase(
    (lang: string) => `--lang ${lang}: the divergences are told in en or ko`,
    (lang) => `--lang ${lang}: 갈리는 곳은 en 또는 ko로만 보여 준다`,
  ),
  unknownReadings: phrase(
    (book: string, game: string, books: readonly string[], _gameKo: string | undefined) =>
      `--readings ${book}: ${game} quotes ${books.length === 0 ? "no rulebook" : `the rulebooks ${books.join(", ")}`}`,
    (book, game, books, gameKo) =>
      `--readings ${book}: ${
        books.length === 0
          ? `${gameKo ?? game}에는 규칙서의 해석이 없다`
          : `${gameKo ?? game}의 규칙서 해석은 ${books.map((b) => `${b}(${BOOK_KO[b] ?? b})`).join(", ")}뿐이다`
      }`,
  ),
  jsonAndTrace: phrase(
    () => "--json and --trace are two ways to print the game: give one",
    () => "--json과 --trace는 게임을 보여 주는 두 방식이다: 하나만 준다",
  ),
  humanNeedsTerminal: phrase(
    () => "a human seat needs a terminal: stdin and stdout are not one",
    () => "사람이 앉은 자리에는 터미널이 필요한데, stdin과 stdout이 터미널이 아니다",
  ),
  humanNeedsTerminalHint: phrase(
    () => "run it in a terminal, or give that seat an agent (--seat N=random)",
    () => "터미널에서 실행하거나, 그 자리에 에이전트를 앉힌다 (--seat N=random)",
  ),
  humanAndJson: phrase(
    () => "--json prints the game for programs; a human seat plays it at the terminal: give one",
    () => "--json은 프로그램이 읽을 기록이고, 사람 자리는 터미널에서 두는 게임이다: 하나만 준다",
  ),
  noNamesInLang: phrase(
    (lang: string, rules: string, unnamed: readonly Unnamed[], none: boolean) =>
      none
        ? `--lang ${lang}: ${rules} names none of its zones and choices in ${lang}, so the account could not be told in ${lang}`
        : `--lang ${lang}: ${rules} gives no ${lang} name to ${shortList(
            unnamed.map((u) => (u.thing === "zone" ? `zone ${u.name}` : `choice "${u.name}"`)),
            "and",
          )}, so the account could not be told in ${lang}`,
    (lang, rules, unnamed, none) =>
      none
        ? `--lang ${lang}: ${rules}의 구역과 결정에는 한국어 이름이 하나도 없다 (한글판 규칙서가 없는 게임이다)`
        : `--lang ${lang}: ${rules}에는 이 언어(${lang})의 이름이 없는 것이 있어, 게임 기록을 이 언어로 쓸 수 없다: ${shortList(
            unnamed.map((u) => (u.thing === "zone" ? `구역 ${u.name}` : `선택 "${u.name}"`)),
            "외",
          )}`,
  ),
  noNamesInLangHint: phrase(
    (lang: string) => `play it without --lang, or give them names (zone NAME ${lang} "...")`,
    (lang) => `--lang 없이 실행하거나, 규칙 파일에서 이름을 준다 (\`zone NAME ${lang} "..."\`)`,
  ),
  // ---------------------------------------------------------------- replay
  replayNotAPlayer: phrase(
    (viewer: string, path: string, players: readonly string[]) => `--as ${viewer}: the players of ${path} are ${players.join(", ")}`,
    (viewer, path, players) => `--as ${viewer}: ${path}의 플레이어는 ${players.join(", ")}뿐이다`,
  ),
  replayBadTurn: phrase(
    (text: string) => `--at takes a turn number from 1, got "${text}"`,
    (text) => `--at에는 1부터 센 라운드 번호를 준다: "${text}"`,
  ),
  replayTurnTooLate: phrase(
    (turn: number, path: string, total: number) => `--at ${turn}: the game in ${path} has ${total} turns`,
    (turn, path, total) => `--at ${turn}: ${path}의 게임은 ${total}라운드까지다`,
  ),
  // ---------------------------------------------------------------- agents and seats
  unknownAgent: phrase(
    (name: string, kinds: readonly string[]) => `unknown agent "${name}" (agents: ${kinds.join(", ")})${suggestEn(name, kinds)}`,
    (name, kinds) => `없는 에이전트: "${name}" (에이전트: ${kinds.join(", ")})${suggestKo(name, kinds)}`,
  ),
  unknownAgentSetting: phrase(
    (agent: string, key: string, known: readonly string[]) =>
      `agent ${agent} has no setting "${key}"${known.length ? ` (settings: ${known.join(", ")})` : ""}`,
    (agent, key, known) => `에이전트 ${agent}에 없는 설정: "${key}"${known.length ? ` (설정: ${known.join(", ")})` : ""}`,
  ),
  agentSettingCount: phrase(
    (agent: string, key: string, value: string) => `${agent}:${key} needs a whole number from 1 to 999999999, not "${value}"`,
    (agent, key, value) => `${agent}:${key}에는 1에서 999999999까지의 정수를 준다: "${value}"`,
  ),
  agentSettingValue: phrase(
    (agent: string, key: string, value: string, values: readonly string[]) =>
      `${agent}:${key} is one of ${values.join(", ")}, not "${value}"`,
    (agent, key, value, values) => `${agent}:${key}의 값은 ${values.join(", ")} 가운데 하나다: "${value}"`,
  ),
  tooManyAgents: phrase(
    (agents: number, players: number) => `--agents names ${agents} agents for ${players} players`,
    (agents, players) => `--agents의 에이전트는 ${agents}개, 플레이어는 ${players}명이다`,
  ),
  seatSyntax: phrase(
    (flag: string) => `--seat takes SEAT=KIND, e.g. 2=human, got "${flag}"`,
    (flag) => `--seat는 자리=종류로 준다 (예: 2=human): "${flag}"`,
  ),
  seatOutOfRange: phrase(
    (seat: number, seats: number) => `--seat ${seat}: the seats are 1 to ${seats}`,
    (seat, seats) => `--seat ${seat}: 자리는 1에서 ${seats}까지다`,
  ),
  unknownSeatKind: phrase(
    (name: string, kinds: readonly string[]) => `unknown seat kind "${name}" (kinds: ${kinds.join(", ")})${suggestEn(name, kinds)}`,
    (name, kinds) => `없는 자리 종류: "${name}" (종류: ${kinds.join(", ")})${suggestKo(name, kinds)}`,
  ),
  seatTwice: phrase(
    (seat: number) => `--seat ${seat} is given twice`,
    (seat) => `--seat ${seat}: 같은 자리를 두 번 정했다`,
  ),
  // ---------------------------------------------------------------- conform
  explainNarrowed: phrase(
    () => "--explain takes no --rerun, --game or --tags: it runs the scenarios of its rule ID",
    () => "--explain에는 --rerun, --game, --tags를 함께 줄 수 없다: 그 규칙 ID의 시나리오를 모두 실행한다",
  ),
  noGameNamed: phrase(
    (game: string, names: readonly string[]) => `no game named ${game}; the games are ${names.join(", ")}${suggestEn(game, names)}`,
    (game, names) => `없는 게임: ${game} (게임: ${names.join(", ")})${suggestKo(game, names)}`,
  ),
  unknownReportLang: phrase(
    (lang: string, known: readonly string[]) => `--lang ${lang}: conform reports in ${known.join(" or ")}${suggestEn(lang, known)}`,
    (lang, known) => `--lang ${lang}: 보고는 ${known.join(" 또는 ")}로만 한다${suggestKo(lang, known)}`,
  ),
  noFeatureFile: phrase(
    (path: string) => `--features ${path}: no such feature file (--features takes a language code, en or ko, or a .feature file)`,
    (path) => `--features ${path}: 그런 기능 파일이 없다 (--features에는 언어 코드 en, ko나 .feature 파일을 준다)`,
  ),
  noFeatureLanguage: phrase(
    (lang: string, languages: readonly string[]) =>
      `no feature files in the language ${lang}; the languages are ${languages.join(", ")}${suggestEn(lang, languages)}`,
    (lang, languages) => `언어가 ${lang}인 기능 파일이 없다 (언어: ${languages.join(", ")})${suggestKo(lang, languages)}`,
  ),
  badTags: phrase(
    (problem: string) => `--tags: ${problem}`,
    (problem) => `--tags의 태그 식을 읽을 수 없다: ${problem}`,
  ),
  unknownRuleId: phrase(
    (id: string, ids: readonly string[]) => `no rule ID ${id} in any game's rulebook${suggestEn(id, ids)}`,
    (id, ids) => `어느 게임의 규칙서에도 없는 규칙 ID: ${id}${suggestKo(id, ids)}`,
  ),
  filesHaveErrors: phrase(
    () => "the rules or card files have errors",
    () => "규칙 파일이나 카드 파일에 오류가 있다",
  ),
  unloadable: phrase(
    (file: string) => `${file} cannot be loaded, so its rules are not reported`,
    (file) => `불러올 수 없는 파일이라 그 규칙은 보고하지 않는다: ${file}`,
  ),
  nothingToRerun: phrase(
    () => "no scenario failed last time: nothing to rerun",
    () => "지난번에 실패한 시나리오가 없어 다시 실행할 것이 없다",
  ),
  noScenarioRan: phrase(
    (narrowing: string | undefined) => `no scenario ran${narrowing ? ` (nothing matches ${narrowing})` : ""}`,
    (narrowing) => `실행한 시나리오가 없다${narrowing ? ` (${narrowing}에 맞는 것이 없다)` : ""}`,
  ),
  failingScenarios: phrase(
    (game: string, n: number) => `${game}: ${plural(n, "failing scenario")}`,
    (game, n) => `${game}: 실패한 시나리오 ${n}개`,
  ),
  undefinedScenarios: phrase(
    (game: string, n: number) => `${game}: ${plural(n, "scenario")} with undefined steps (write their step definitions)`,
    (game, n) => `${game}: 정의되지 않은 단계가 있는 시나리오 ${n}개 (위에 단계마다 적었다)`,
  ),
  uncoveredRules: phrase(
    (game: string, n: number) => `${game}: ${n} uncovered rule ID${n === 1 ? "" : "s"}`,
    (game, n) => `${game}: 시나리오가 없는 규칙 ID ${n}개`,
  ),
  skippedScenarios: phrase(
    (game: string) => `${game}: skipped scenarios`,
    (game) => `${game}: 건너뛴 시나리오가 있다`,
  ),
  failingOutside: phrase(
    (n: number) => `${n} failing scenario(s) outside any game`,
    (n) => `어느 게임에도 속하지 않는 실패한 시나리오 ${n}개`,
  ),
  undefinedOutside: phrase(
    (n: number) => `${n} scenario(s) with undefined steps outside any game`,
    (n) => `어느 게임에도 속하지 않는, 정의되지 않은 단계가 있는 시나리오 ${n}개`,
  ),
  cucumberFailed: phrase(
    () => "cucumber reported a failed run",
    () => "Cucumber가 실행이 실패했다고 보고했다",
  ),
  reportsWritten: phrase(
    (files: readonly string[]) => `reports: ${files.join(", ")}`,
    (files) => `보고서: ${files.join(", ")}`,
  ),
  conformanceOk: phrase(
    () => "conformance: ok",
    () => "적합성: 통과",
  ),
  conformanceFailed: phrase(
    () => "conformance: FAILED",
    () => "적합성: 실패",
  ),
  undefinedStep: phrase(
    (text: string) => `undefined step: ${text}`,
    (text) => `정의되지 않은 단계: ${text}`,
  ),
  /** the particle that follows the corrected word ("로" or "으로") is the caller's to choose */
  wrongParticle: phrase(
    (written: string, right: string, _toward: string, step: string) =>
      `the particle does not follow the word before it: write "${right}" for "${written}" (${step})`,
    (written, right, toward, step) => `조사가 앞말과 맞지 않는다: "${written}" 대신 "${right}"${toward} 쓴다 (${step})`,
  ),
  noSuchStep: phrase(
    () => "no step definition matches it (features/README.md lists the steps)",
    () => "이 문장에 맞는 단계가 없다 (단계 목록은 features/README.md에 있다)",
  ),
  ruleIdsHint: phrase(
    () => "the rule IDs are listed by `agon conform`",
    () => "규칙 ID는 `agon conform`의 표에 나온다",
  ),
} as const;

export type MessageKey = keyof typeof MESSAGES;
type ArgsOf<K extends MessageKey> = Parameters<(typeof MESSAGES)[K]["en"]>;

/** The message `key` in every language. */
export function say<K extends MessageKey>(key: K, ...args: ArgsOf<K>): Localized {
  const entry = MESSAGES[key] as unknown as Phrase<ArgsOf<K>>;
  return { en: entry.en(...args), ko: entry.ko(...args) };
}

/** Why a text names no agent, told. */
export function agentProblem(p: AgentProblem): Localized {
  switch (p.problem) {
    case "unknown-agent":
      return say("unknownAgent", p.name, AGENT_KINDS);
    case "unknown-setting":
      return say("unknownAgentSetting", p.agent, p.key, p.known);
    case "bad-count":
      return say("agentSettingCount", p.agent, p.key, p.value);
    case "bad-value":
      return say("agentSettingValue", p.agent, p.key, p.value, p.values);
    default:
      return assertNever(p, "agent problem");
  }
}

/** The first four of a list and how many more: "a, b, c, d and 18 more" (Korean: "a, b, c, d 외 18개"). */
function shortList(items: readonly string[], joiner: "and" | "외"): string {
  if (items.length <= 4) return items.join(", ");
  const more = items.length - 4;
  return `${items.slice(0, 4).join(", ")} ${joiner === "and" ? `and ${more} more` : `외 ${more}개`}`;
}

/** The language the errors of a command line are told in: its `--lang`, where that is one the
 *  messages have (an unknown `--lang` is itself reported, in English). Read off the words before
 *  the command parses them, so that even commander's own errors can be told in it. */
export function languageOfArguments(argv: readonly string[]): MessageLang {
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i]!;
    if (word === "--") break;
    const value = word === "--lang" ? argv[i + 1] : word.startsWith("--lang=") ? word.slice("--lang=".length) : undefined;
    if (value !== undefined) return isMessageLang(value) ? value : "en";
  }
  return "en";
}

/** commander's own errors (an unknown flag, a missing argument), told in `lang`: commander words
 *  them in English only, so the few a command line meets are matched to the table's entries; any
 *  other stays as commander wrote it. */
const COMMANDER_ERRORS: readonly { pattern: RegExp; told: (groups: string[]) => Localized }[] = [
  { pattern: /^unknown option '([^']+)'(?:; did you mean `([^`]+)`\?)?$/, told: ([flag, near]) => say("unknownFlag", flag!, near) },
  { pattern: /^unknown command '([^']+)'(?:; did you mean `([^`]+)`\?)?$/, told: ([cmd, near]) => say("unknownCommand", cmd!, near) },
  { pattern: /^missing required argument '([^']+)'$/, told: ([arg]) => say("missingArgument", arg!) },
  { pattern: /^option '([^']+)' argument missing$/, told: ([flag]) => say("flagValueMissing", flag!) },
  {
    pattern: /^too many arguments(?: for '([^']+)')?\. Expected (\d+) arguments? but got (\d+)\.$/,
    told: ([cmd, want, got]) => say("tooManyArguments", cmd, Number(want), Number(got)),
  },
];

export function commanderErrorIn(text: string, lang: MessageLang): string {
  if (lang === "en") return text;
  for (const { pattern, told } of COMMANDER_ERRORS) {
    const m = pattern.exec(text);
    if (m) return told(m.slice(1))[lang];
  }
  return text;
}
