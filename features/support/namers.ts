// How a failure names the things of a game, per language: in English by their identifiers (as the
// English steps write them), in Korean by the Korean names the rules and card files declare (as
// the Korean steps write them). Nothing here knows a game: the names come from the game loaded.
import { localizedNames, type CompiledGame, type Decision, type LocalizedDeclaration, type PlainValue } from "../../src/index.js";
import { particle, type ParticlePair } from "./josa.js";

export type FailureLang = "en" | "ko";

/** A zone as a failure names it: the phrase the scenario wrote, or an instance the game names
 *  (`hand` of `Anna`). */
export interface ZoneName {
  name: string;
  index?: string;
  /** the words of the scenario, when it named the zone */
  text?: string;
}

export interface Namer {
  readonly lang: FailureLang;
  /** a card by its id: `"ajax"` / `"아이아스"` */
  card(id: string): string;
  /** a value an answer or an entry holds: a card, a symbol, a player, a number, none */
  value(value: PlainValue): string;
  /** values in a list, or the word for none: `"ajax", "hector"` / `"아이아스", "헥토르"` */
  values(values: readonly PlainValue[]): string;
  cards(ids: readonly string[]): string;
  /** names given as they are (players, rule IDs), or the word for none */
  plain(items: readonly string[]): string;
  zone(zone: ZoneName): string;
  /** a zone by its instance key as the events write it: `hand[Anna]` */
  zoneKey(key: string): string;
  decision(label: string): string;
  /** the decision a game waits for, with its options (or that the game is over) */
  pending(d: Decision | undefined): string;
  option(name: string): string;
  /** an option value, with the value as a tag or `--option` takes it */
  optionValue(option: string, value: string): string;
  /** an option value by its name alone */
  optionValueName(option: string, value: string): string;
  attribute(name: string): string;
  /** a kind of card: `athlete` / `선수 카드` */
  kind(name: string): string;
  /** what the game calls the values of an enum, if anything: the enum's own name in English, the
   *  Korean name of an attribute that holds one of its values in Korean (`종목`) */
  enumNoun(name: string): string | undefined;
  variable(name: string): string;
  /** a symbol (an enum value) */
  symbol(name: string): string;
  /** a trigger of the rules (`trigger NAME ko "..."`) */
  trigger(name: string): string;
}

const json = (value: unknown): string => JSON.stringify(value);

/** The English namer: identifiers as the English steps write them. */
export const ENGLISH: Namer = {
  lang: "en",
  card: json,
  value: json,
  values: (values) => (values.length === 0 ? "nothing" : values.map(json).join(", ")),
  cards: (ids) => (ids.length === 0 ? "nothing" : ids.map(json).join(", ")),
  plain: (items) => (items.length === 0 ? "nothing" : items.join(", ")),
  zone: (z) => z.text ?? (z.index === undefined ? z.name : `${z.name}[${z.index}]`),
  zoneKey: (key) => key,
  decision: (label) => `"${label}"`,
  pending: (d) =>
    d
      ? `${d.player}'s "${d.label}" (options ${d.options.length === 0 ? "nothing" : d.options.map(json).join(", ")}${d.optional ? ", or none" : ""})`
      : "no decision (the game is over)",
  option: (name) => name,
  optionValue: (_option, value) => value,
  optionValueName: (_option, value) => value,
  attribute: (name) => name,
  kind: (name) => name,
  enumNoun: (name) => name,
  variable: (name) => name,
  symbol: (name) => name,
  trigger: (name) => `the trigger ${name}`,
};

/** `"헥토르"` -> 헥토르: the word a particle follows, without the quotes and marks around it. */
function spokenPart(word: string): string {
  return word.replace(/\s*\[[^\]]*\]$/, "").replace(/^.*"([^"]*)"$/, "$1");
}

/** The word and the particle that follows it: 안나가, "헥토르"는, 3이다. */
export function withParticle(word: string, pair: ParticlePair): string {
  return `${word}${particle(spokenPart(word), pair)}`;
}

/** a list that ends "A, B와 C" */
export const koAnd = (items: readonly string[]): string =>
  items.length <= 1
    ? (items[0] ?? "")
    : `${items
        .slice(0, -1)
        .join(", ")
        .replace(/(.*)$/, (last) => withParticle(last, "와/과"))} ${items.at(-1)}`;

/** The Korean namer of `game`, or of no game (before the scenario names one: names as written). */
export function koreanNamer(game: CompiledGame | undefined, players: readonly string[] = []): Namer {
  const declared: readonly LocalizedDeclaration[] = game ? localizedNames(game) : [];
  const ko = (thing: LocalizedDeclaration["thing"], name: string): string | undefined =>
    declared.find((d) => d.thing === thing && d.name === name)?.names.ko;
  const cardIds = new Set(game?.cards.map((c) => c.id) ?? []);
  const koCards = new Map(game?.cards.map((c) => [c.id, c.names.ko ?? c.id]) ?? []);
  const card = (id: string): string => `"${koCards.get(id) ?? id}"`;
  const symbol = (name: string): string => ko("enum-value", name) ?? name;
  const zone = (z: ZoneName): string => {
    if (z.text !== undefined) return z.text;
    const named = ko("zone", z.name) ?? z.name;
    if (z.index === undefined) return named;
    return `${players.includes(z.index) ? z.index : symbol(z.index)}의 ${named}`;
  };
  const value = (v: PlainValue): string => {
    if (v === null) return "없음";
    if (typeof v === "boolean") return v ? "참" : "거짓";
    if (typeof v === "number") return String(v);
    if (Array.isArray(v)) return v.map(value).join(", ");
    if (cardIds.has(v)) return card(v);
    if (players.includes(v)) return v;
    return `"${symbol(v)}"`;
  };
  // a list in a sentence ends with 와/과, as the steps write one: "선수 30"과 "선수 49"
  const list = (items: readonly string[]): string => (items.length === 0 ? "없음" : koAnd(items));
  const namer: Namer = {
    lang: "ko",
    card,
    value,
    values: (values) => list(values.map(value)),
    cards: (ids) => list(ids.map(card)),
    plain: list,
    zone,
    zoneKey: (key) => {
      const m = key.match(/^([^[\]]+)\[([^\]]+)\]$/);
      return zone(m ? { name: m[1]!, index: m[2]! } : { name: key });
    },
    decision: (label) => `"${ko("decision", label) ?? label}"`,
    pending: (d) =>
      d
        ? `${d.player}의 ${namer.decision(d.label)}, 선택지: ${d.options.length === 0 ? "없음" : d.options.map(value).join(", ")}${d.optional ? " 또는 없음" : ""}`
        : "결정 없음 (게임이 끝났다)",
    option: (name) => `"${ko("option", name) ?? name}"`,
    optionValue: (option, v) => {
      const named = ko("option-value", `${option}=${v}`);
      return named === undefined ? v : `"${named}" [${v}]`;
    },
    optionValueName: (option, v) => `"${ko("option-value", `${option}=${v}`) ?? v}"`,
    attribute: (name) => ko("attribute", name) ?? name,
    kind: (name) => ko("kind", name) ?? name,
    enumNoun: (name) => {
      for (const kind of game?.program.kinds.values() ?? [])
        for (const a of kind.attributes)
          if (a.type.kind === "NamedType" && a.type.name.name === name && a.names?.names.some((n) => n.lang === "ko"))
            return a.names.names.find((n) => n.lang === "ko")!.text;
      return undefined;
    },
    variable: (name) => ko("variable", name) ?? name,
    symbol: (name) => `"${symbol(name)}"`,
    trigger: (name) => `"${ko("trigger", name) ?? name}"`,
  };
  return namer;
}
