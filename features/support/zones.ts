// Zone phrases of the feature text and what they denote in a match. The zone names themselves
// come from the feature; this file only knows the shapes of a phrase:
//   "Anna's hand"         one instance of a per-player zone
//   "the row of marathon" one instance of a per-enum zone (also written "row[marathon]")
//   "every hand"          all instances of a zone
//   "the pile", "circle-1" a shared zone
import { AgonError, type Match } from "../../src/index.js";
import { splitList } from "./lists.js";
import { fail } from "./failures.js";

export interface ZoneRef {
  name: string;
  index?: string;
  /** every instance of the zone */
  every?: boolean;
  /** the phrase as written, for messages */
  text: string;
}

const NAME = "[a-z][a-z0-9_]*(?:-[a-z0-9_]+)*";
const PLAYER = "[A-Z][A-Za-z0-9]*";
const INDEX = `(?:${NAME}|${PLAYER})`;

export const ZONE_PATTERN = `(?:${PLAYER}'s ${NAME}|every ${NAME}|the ${NAME} of ${INDEX}|${NAME}\\[[^\\]\\s]+\\]|the ${NAME}|${NAME})`;
export const ZONES_PATTERN = `${ZONE_PATTERN}(?:(?:, and |, | and )${ZONE_PATTERN})*`;

export function parseZoneRef(text: string): ZoneRef {
  const t = text.trim();
  let m: RegExpMatchArray | null;
  if ((m = t.match(new RegExp(`^(${PLAYER})'s (${NAME})$`)))) return { name: m[2], index: m[1], text: t };
  if ((m = t.match(new RegExp(`^every (${NAME})$`)))) return { name: m[1], every: true, text: t };
  if ((m = t.match(new RegExp(`^the (${NAME}) of (${INDEX})$`)))) return { name: m[1], index: m[2], text: t };
  if ((m = t.match(new RegExp(`^(${NAME})\\[([^\\]\\s]+)\\]$`)))) return { name: m[1], index: m[2], text: t };
  if ((m = t.match(new RegExp(`^(?:the )?(${NAME})$`)))) return { name: m[1], text: t };
  throw fail("notZonePhrase", text);
}

export function parseZoneRefs(text: string): ZoneRef[] {
  return splitList(text).map(parseZoneRef);
}

/** A zone instance key as "name" or "name[index]". */
export function zoneKey(name: string, index?: string): string {
  return index === undefined ? name : `${name}[${index}]`;
}

export function splitZoneKey(key: string): { name: string; index?: string } {
  const m = key.match(/^([^[\]]+)\[([^\]]+)\]$/);
  return m ? { name: m[1], index: m[2] } : { name: key };
}

/** The instances a phrase denotes. "every X" is read off the zones a player's view lists,
 *  since the API names every zone instance there. */
export function instancesOf(match: Match, ref: ZoneRef): { name: string; index?: string }[] {
  if (!ref.every) return [{ name: ref.name, index: ref.index }];
  const keys = Object.keys(match.view(match.players()[0]).zones);
  const found = keys.map(splitZoneKey).filter((k) => k.name === ref.name && k.index !== undefined);
  if (found.length > 0) return found;
  // a per-player zone the view does not list: one instance per player
  return match.players().map((p) => ({ name: ref.name, index: p }));
}

export function cardsIn(match: Match, ref: ZoneRef): string[] {
  return instancesOf(match, ref).flatMap((z) => zoneCards(match, z.name, z.index));
}

/** The cards of one zone instance; a per-player zone of someone who does not play is the
 *  scenario's mistake, told as such (the engine says only that the zone has no such index). */
export function zoneCards(match: Match, name: string, index?: string): string[] {
  try {
    return match.zone(name, index);
  } catch (e) {
    if (e instanceof AgonError && e.diagnostic.code === "unknown-player" && index !== undefined)
      throw fail("notAPlayer", index, match.players());
    throw e;
  }
}

/** Does a zone named in an event ("hand[Anna]") fall under the phrase? */
export function eventZoneMatches(eventZone: string, ref: ZoneRef): boolean {
  const z = splitZoneKey(eventZone);
  if (z.name !== ref.name) return false;
  return ref.every || ref.index === undefined || ref.index === z.index;
}
