// The Korean reading of the feature text (`# language: ko`). Korean steps name every thing of a
// game by its Korean name, as the rules and card files declare it (`zone pile ko "카드덱"`):
//   "카드덱", "I 칸"             a shared zone           "안나의 손"       one player's zone
//   "마라톤의 칩 줄"             one instance per value  "모든 손"         every instance
//   "안나, 벤과 클레오"          a list                  "2점짜리 마라톤"  a card, in quotes
// Nothing here knows a game: the names come from the game the scenario plays.
import { localizedNames, type CompiledGame, type NamedThing } from "../../src/index.js";
import { checkedZone } from "./entries.js";
import type { ZoneRef } from "./zones.js";
import { fail } from "./failures.js";
import { escapeForRegExp } from "./josa.js";

export const KO = "ko";

/** The declarations of one sort by their Korean names, longest first, so that "위로 칩" is
 *  found before "위로 칩" when a phrase is cut. */
export function koNamesOf(game: CompiledGame, thing: NamedThing): { ko: string; name: string }[] {
  return localizedNames(game)
    .filter((d) => d.thing === thing && d.names[KO] !== undefined)
    .map((d) => ({ ko: d.names[KO]!, name: d.name }))
    .sort((a, b) => b.ko.length - a.ko.length);
}

/** the Korean names of one sort, in the order the files declare them (for a message) */
function declaredKoNames(game: CompiledGame, thing: NamedThing): string[] {
  return [...new Set(localizedNames(game).flatMap((d) => (d.thing === thing && d.names[KO] !== undefined ? [d.names[KO]] : [])))];
}

function unknown(game: CompiledGame, thing: NamedThing, text: string): Error {
  return fail("unknownName", text.trim(), thing, declaredKoNames(game, thing));
}

/** A declaration by its Korean name: `카드덱` is the zone `pile`. */
export function koName(game: CompiledGame, thing: NamedThing, text: string): string {
  const found = koNamesOf(game, thing).find((d) => d.ko === text.trim());
  if (!found) throw unknown(game, thing, text);
  return found.name;
}

/** Cuts a known Korean name off the start of `text`, followed by one of `particles` and a space:
 *  `카드를 받을 사람으로 벤을` -> the label "who gets the card", rest `벤을`. */
export function cutName(
  game: CompiledGame,
  thing: NamedThing,
  text: string,
  particles: string,
): { name: string; rest: string } | undefined {
  for (const d of koNamesOf(game, thing)) {
    const m = text.match(new RegExp(`^${escapeForRegExp(d.ko)}${particles}(?: (.*))?$`));
    if (m) return { name: d.name, rest: m[1] ?? "" };
  }
  return undefined;
}

/** Cuts a known Korean name off the end of `text`: `마라톤 순위` -> key "마라톤", attribute `placing`. */
export function cutNameAtEnd(game: CompiledGame, thing: NamedThing, text: string): { before: string; name: string } | undefined {
  for (const d of koNamesOf(game, thing)) {
    if (text === d.ko) return { before: "", name: d.name };
    if (text.endsWith(` ${d.ko}`)) return { before: text.slice(0, -d.ko.length - 1), name: d.name };
  }
  return undefined;
}

export function parseKoZone(game: CompiledGame, text: string): ZoneRef {
  const t = text.trim();
  const every = t.match(/^모든 (.+)$/);
  if (every) return { name: koName(game, "zone", every[1]!), every: true, text: t };
  const whole = koNamesOf(game, "zone").find((d) => d.ko === t);
  if (whole) return { name: whole.name, text: t };
  for (const d of koNamesOf(game, "zone")) {
    // the index: a value by its Korean name (`마라톤` -> marathon), checked there; a player as written
    if (t.endsWith(`의 ${d.ko}`)) return checkedZone(game, { name: d.name, index: t.slice(0, -d.ko.length - 2), text: t }, KO);
  }
  throw unknown(game, "zone", t);
}

/** `안나, 벤과 클레오` -> the items: commas, and 와/과 after the last but one. */
export function koList(text: string): string[] {
  return text
    .split(/\s*,\s*|(?<=\S)(?:와|과) /)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function parseKoZones(game: CompiledGame, text: string): ZoneRef[] {
  return koList(text).map((z) => parseKoZone(game, z));
}

/** `"2점짜리 마라톤"과 "2점짜리 종합 경기"` -> the quoted items; without quotes, a list (players). */
export function koItems(text: string): string[] {
  const quoted = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  return quoted.length > 0 ? quoted : koList(text);
}

/** The noun and counter Korean counts the cards of a zone with: 카드 ... 장, 칩 ... 개. The noun
 *  is the last word of the Korean name of the kind the zone holds (선수 카드, 월계관 칩). */
export function checkCounter(game: CompiledGame, zones: ZoneRef[], noun: string, counter: string, count?: number): void {
  const COUNTERS: Record<string, string> = { 카드: "장", 칩: "개" };
  if (COUNTERS[noun] !== counter) throw fail("counter", noun, COUNTERS[noun]!, count);
  for (const z of zones) {
    const expected = kindNoun(game, z);
    if (expected && expected !== noun) throw fail("zoneHoldsOther", z, expected, COUNTERS[expected] ?? "", count);
  }
}

/** The noun a zone's cards are counted with: the last word of the Korean name of the kind it holds
 *  (선수 카드 -> 카드, 월계관 칩 -> 칩); undefined for a kind without a Korean name. */
export function kindNoun(game: CompiledGame, zone: ZoneRef): string | undefined {
  const declared = localizedNames(game);
  const kind = declared.find((d) => d.thing === "zone" && d.name === zone.name)?.holds;
  const kindKo = kind ? declared.find((d) => d.thing === "kind" && d.name === kind)?.names[KO] : undefined;
  return kindKo?.split(" ").pop();
}
