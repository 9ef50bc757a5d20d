// What a Korean scenario says when it fails: a Korean sentence saying what the step expected, the
// detail with every card, zone, choice and symbol by its Korean name, and the options the
// scenario plays under by their Korean names, with the option each one is (a hint from the Korean
// name to the rules file: 위로 칩 점수 -> consolation-points).
import { localizedNames, type CompiledGame } from "../../src/index.js";
import { KO } from "./ko.js";
import { particle, type ParticlePair } from "./josa.js";

/** id or name in the rules -> its Korean name, longest first so that no id is cut in two */
function dictionary(game: CompiledGame): [string, string][] {
  const entries: [string, string][] = [];
  for (const card of game.cards) if (card.names[KO]) entries.push([card.id, card.names[KO]!]);
  // an option value is named `option=value`, which a message never writes whole but as the value
  for (const d of localizedNames(game))
    if (d.names[KO] && d.thing !== "game" && d.thing !== "option-value") entries.push([d.name, d.names[KO]!]);
  return entries.sort((a, b) => b[0].length - a[0].length);
}

const cache = new WeakMap<CompiledGame, [string, string][]>();

/** The English detail of a failure with the Korean names put in: `hand[안나]` -> `안나의 손`. */
export function inKorean(game: CompiledGame, message: string): string {
  const words = cache.get(game) ?? dictionary(game);
  cache.set(game, words);
  let text = message.replace(/\b([a-z][a-z0-9-]*)\[([^\]]+)\]/g, (whole, zone: string, index: string) => {
    const z = words.find(([id]) => id === zone)?.[1];
    const i = words.find(([id]) => id === index)?.[1] ?? index;
    return z ? `${i}의 ${z}` : whole;
  });
  // one pass over the text, so that a Korean name put in is never read again as an id
  const alternatives = words.map(([id]) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|");
  if (alternatives) {
    const lookup = new Map(words);
    text = text.replace(new RegExp(`(?<![A-Za-z0-9-])(${alternatives})(?![A-Za-z0-9-])`, "g"), (id: string) => lookup.get(id) ?? id);
  }
  return text;
}

/** The options a scenario set, by their Korean names and their values' (the tag to write after
 *  them): `위로 칩 점수 = 더하지 않는다 (@consolation-points=uncounted)`. */
export function optionHint(game: CompiledGame, options: Record<string, unknown>): string {
  const declared = localizedNames(game);
  const koOf = (thing: string, name: string) => declared.find((d) => d.thing === thing && d.name === name)?.names[KO];
  const set = Object.entries(options).map(([option, value]) => {
    const typed = `${option}=${String(value)}`;
    return `${koOf("option", option) ?? option} = ${koOf("option-value", typed) ?? String(value)} (@${typed})`;
  });
  return set.length === 0 ? "" : `\n  이 시나리오의 옵션: ${set.join("; ")}`;
}

const p = (word: string, pair: ParticlePair): string => particle(word.replace(/"$/, "").replace(/^.*"/, ""), pair);
/** whose reading an option's default is, in Korean */
const WHOSE: Record<string, string> = {
  en: "영어판의 해석",
  ko: "한글판의 해석",
  both: "두 규칙서의 해석",
  neither: "어느 규칙서의 해석도 아닌 값",
};

/** the copula after a word: 3이다, "헥토르"다 */
const is = (word: string): string => (p(word, "이/가") === "이" ? "이다" : "다");

/** The noun and counter of what a zone holds, by the Korean name of its kind: 카드 N장, 칩 N개. */
function counting(game: CompiledGame, zoneText: string): { noun: string; counter: string } {
  const declared = localizedNames(game);
  const zones = declared
    .filter((d) => d.thing === "zone" && d.names[KO] && zoneText.endsWith(d.names[KO]!))
    .sort((a, b) => b.names[KO]!.length - a.names[KO]!.length);
  const kind = zones[0]?.holds;
  const noun =
    (kind &&
      declared
        .find((d) => d.thing === "kind" && d.name === kind)
        ?.names[KO]?.split(" ")
        .pop()) ||
    "카드";
  return { noun, counter: noun === "칩" ? "개" : "장" };
}

/** English detail -> a Korean sentence, for the messages the Korean steps' English twins give;
 *  any other detail stays as it is (the names in it already Korean). */
const sentences = (game: CompiledGame): [RegExp, (...m: string[]) => string][] => [
  [
    /^(.+) holds (\d+) cards, expected (\d+)$/,
    (z, n, e) => {
      const { noun, counter } = counting(game, z);
      return `${z}에 ${noun}${p(noun, "이/가")} ${n}${counter} 있다 (기대: ${e}${counter})`;
    },
  ],
  [
    /^no card is called "(.+)" \(in \S+, nor as an id\)(?:; did you mean "(.+)"\?)?$/,
    (x, y) => `"${x}"${is(x).replace("다", "라는")} 카드는 없다${y ? ` ("${y}"${p(y, "을/를")} 말하는가?)` : ""}`,
  ],
  [
    /^"(.+)" names (\d+) cards \((.+)\): write the card id$/,
    (x, n, ids) => `"${x}"${is(x).replace("다", "라는")} 카드가 ${n}장이다 (${ids})`,
  ],
  [
    /^(\S+) cannot answer (.+?) to (.+?): illegal-choice: [^]*$/,
    (who, v, d) => `${who}${p(who, "은/는")} ${v}${p(v, "으로/로")} 답할 수 없다: 게임이 받지 않는 답이다 (기다리는 결정: ${d})`,
  ],
  // any other error while the answer is played (a step budget that ran out, a broken invariant)
  // is no refusal of the answer: its code and message stay, which agon mutate reads
  [
    /^(\S+) cannot answer (.+?) to (.+?): ([a-z-]+: [^]*)$/,
    (who, v, d, why) => `${who}${p(who, "은/는")} ${v}${p(v, "으로/로")} 답할 수 없다 (기다리는 결정: ${d}): ${why}`,
  ],
  [/^(\S+) is not one of the players \((.*)\)$/, (x, all) => `${x}${p(x, "은/는")} 플레이어가 아니다 (플레이어: ${all})`],
  [
    /^(.+?) has (.+?) in (.+) ("[^"]*"|\S+), not (.+)$/,
    (c, what, key, a, e) => `카드 ${c}의 ${key} ${what}${p(what, "은/는")} ${a}${is(a)} (기대: ${e})`,
  ],
  [/^(.+?) has (\S+) ("[^"]*"|\S+), not (.+)$/, (c, what, a, e) => `카드 ${c}의 ${what}${p(what, "은/는")} ${a}${is(a)} (기대: ${e})`],
  [
    /^(.+) is not the kind of answer (.+) asks for: the check could not fail$/,
    (v, d) => `${v}${p(v, "은/는")} ${d}의 선택지와 종류가 다르다: 이 검사는 실패할 수 없다`,
  ],
  [/^answering (.+) brings (.+) into (.+)$/, (v, c, z) => `${v}${p(v, "을/를")} 고르면 ${c}${p(c, "이/가")} ${z}에 온다`],
  [
    /^no answer of (.+) brings anything into (.+): the check could not fail$/,
    (d, z) => `${d}의 어떤 답으로도 ${z}에 아무것도 오지 않는다: 이 검사는 실패할 수 없다`,
  ],
  [/^(.+) is among the options of (.+)$/, (v, d) => `${v}${p(v, "이/가")} ${d}에 들어 있다`],
  [/^the game accepted (.+) for (.+)$/, (v, d) => `게임이 ${d}의 답으로 ${v}${p(v, "을/를")} 받았다`],
  [/^options are (.+), expected (.+)$/, (a, e) => `선택지는 ${a}${is(a)} (기대: ${e})`],
  [/^(.+) not among the options of (.+)$/, (v, d) => `${v}${p(v, "이/가")} ${d}에 없다`],
  [/^(.+) reads "(.*)", expected "(.*)"$/, (c, a, e) => `${c}${p(c, "은/는")} "${a}"${p(a, "으로/로")} 보인다 (기대: "${e}")`],
  [/^no players yet: .*$/s, () => '플레이어를 아직 정하지 않았다: 먼저 "조건 플레이어는 안나와 벤이다"처럼 쓴다'],
  [/^the game waits for (.+)$/, (d) => `게임이 결정을 기다린다: ${d}`],
  [
    /^(.+?) defaults to (\S+), the reading of (\S+), not of (\S+)$/,
    (o, v, f, w) => `${o}의 기본값 ${v}${p(v, "은/는")} ${WHOSE[f] ?? f}이다 (기대: ${WHOSE[w] ?? w})`,
  ],
  [/^(.+?) has the values (.+), expected (\d+) of them$/, (o, vs, n) => `${o}의 값은 ${vs}이다 (기대: ${n}가지)`],
  [/^(.+?) resolves (.+), not (\S+)$/, (o, rs, r) => `${o}${p(o, "은/는")} ${rs}${p(rs, "을/를")} 정한다 (기대: ${r})`],
  [/^(.+?) defaults to (.+), not (.+)$/, (o, v, e) => `${o}의 기본값은 ${v}${is(v)} (기대: ${e})`],
  [/^(.+?)=(\S+) is refused: (.+)$/, (o, v, c) => `${o}에 ${v}${p(v, "을/를")} 쓸 수 없다 (${c})`],
  [/^(.+?)=(\S+) gives (.+), expected bad-option$/, (o, v) => `${o}에 ${v}${p(v, "을/를")} 쓸 수 있다 (기대: 쓸 수 없음)`],
  [/^the game is over: (.+)$/, (r) => `게임이 이미 끝났다 (${r})`],
  [
    /^no rule tagged (\S+) moved, shuffled, revealed, showed, asked or set anything in the last action$/,
    (r) => `마지막 동작에서 규칙 ${r}에 따라 일어난 일이 없다 (옮기기, 섞기, 공개, 보여 주기, 결정, 값 바꾸기 모두 없음)`,
  ],
  [/^(\d+) events of (\S+) did something, the first: (.+)$/, (n, r, first) => `규칙 ${r}에 따라 일어난 일이 ${n}가지다. 첫째: ${first}`],
  [/^(\S+) did not look at (.+)$/, (who, c) => `${who}${p(who, "은/는")} ${c}${p(c, "을/를")} 보지 않았다`],
  [/^(.+) was shuffled by (.+), expected (.+)$/, (z, by, r) => `${z}${p(z, "은/는")} ${by}에 따라 섞였다 (기대: ${r})`],
  [/^the (\S+) of (\S+) is (.+), expected (.+)$/, (v, i, a, e) => `${i}의 ${v}${p(v, "은/는")} ${a}${is(a)} (기대: ${e})`],
  [/^(.+) holds 없음, expected (.+?)( in that order)?$/, (z, e) => `${z}${p(z, "은/는")} 비어 있다 (기대: ${e})`],
  [
    /^(.+) holds (.+), expected (.+?)( in that order)?$/,
    (z, a, e, order) => `${z}에 ${a}${p(a, "이/가")} 있다 (기대: ${e}${order ? ", 이 순서로" : ""})`,
  ],
  [/^(.+) lacks (.+); it holds (.+)$/, (z, a, h) => `${z}에 ${a}${p(a, "이/가")} 없다 (있는 것: ${h})`],
  [
    /^there are (\d+) cards in (.+), expected (\d+)$/,
    (n, z, e) => {
      const { noun, counter } = counting(game, z.split(/, | 및 /)[0]!);
      return `${z}에 ${noun}${p(noun, "이/가")} 모두 ${n}${counter} 있다 (기대: ${e}${counter})`;
    },
  ],
  [/^expected (.+) to be pending, but the game waits for (.+)$/, (w, d) => `${w} 결정을 기다려야 한다. 게임이 기다리는 결정: ${d}`],
  [/^the game is not over; it waits for (.+)$/, (d) => `게임이 끝나지 않았다 (기다리는 결정: ${d})`],
  [/^(\S+) scores (\d+), expected (\d+)$/, (who, s, e) => `${who}의 총점은 ${s}점이다 (기대: ${e}점)`],
  [/^(\S+)'s (\S+) is (.+), expected (.+)$/, (who, v, a, e) => `${who}의 ${v}${p(v, "은/는")} ${a}${is(a)} (기대: ${e})`],
  [/^the winners are (.+), expected (.+)$/, (w, e) => `승자는 ${w}이다 (기대: ${e})`],
  [/^the (\S+) is (.+), expected (.+)$/, (v, a, e) => `${v}${p(v, "은/는")} ${a}이다 (기대: ${e})`],
  [
    /^(\S+) (can|cannot) see (.+)$/,
    (who, can, c) => `${who}${p(who, "은/는")} ${c}${p(c, "을/를")} 볼 수 ${can === "can" ? "있다" : "없다"}`,
  ],
  [
    /^(\S+) chose "(.+)" (\d+) times, expected (\d+)$/,
    (who, l, n, e) => `${who}${p(who, "이/가")} "${l}"${p(l, "을/를")} ${n}번 골랐다 (기대: ${e}번)`,
  ],
  [/^(\d+) cards have (.+), expected (\d+)$/, (n, what, e) => `그런 카드가 ${n}장이다: ${what} (기대: ${e}장)`],
  [
    /^no move of (.+?) (?:from (.+) )?to (.+?); (.+)$/,
    (c, f, t, rest) => `${c}${p(c, "이/가")} ${f ? `${f}에서 ` : ""}${t}${p(t, "으로/로")} 옮겨지지 않았다 (그 카드의 움직임: ${rest})`,
  ],
  [/^(.+) holds (.+)$/, (z, a) => `${z}에 ${a}${p(a, "이/가")} 있다`],
];

/** The detail of a failure in Korean: names first, then the sentence. */
export function koreanDetail(game: CompiledGame, message: string): string {
  const named = inKorean(game, message)
    .replace(
      /(\S+)'s "([^"]+)" \(options (.+?)(, or none)?\)/g,
      (_w, who: string, label: string, options: string, none?: string) =>
        `${who}의 "${label}" (선택지: ${options}${none ? ", 또는 없음" : ""})`,
    )
    .replace(/(\S+)'s "([^"]+)"/g, '$1의 "$2"')
    .replace(/^a decision of (\S+)/, "$1의")
    .replace(/no decision \(the game is over\)/g, "결정 없음 (게임이 끝났다)")
    .replace(/\bnothing\b/g, "없음");
  for (const [pattern, sentence] of sentences(game)) {
    const m = named.match(pattern);
    if (m) return sentence(...m.slice(1).map((x) => x ?? ""));
  }
  return named;
}
