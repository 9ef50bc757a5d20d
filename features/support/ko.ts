// The Korean reading of zone phrases and lists, for features written in `# language: ko`:
//   "안나의 won"  one player's zone      "모든 hand"  every instance
//   "row[marathon]", "circle-1"         as in English
// Card names are quoted, since Korean names hold spaces: "마라톤 2", "종합 경기 2".
import { parseZoneRef, type ZoneRef } from "./zones.js";

export function parseKoZone(text: string): ZoneRef {
  const t = text.trim();
  let m: RegExpMatchArray | null;
  if ((m = t.match(/^(\S+)의 (\S+)$/))) return { name: m[2], index: m[1], text: t };
  if ((m = t.match(/^모든 (\S+)$/))) return { name: m[1], every: true, text: t };
  return parseZoneRef(t);
}

/** `"마라톤 2", "마라톤 3"` -> the quoted items */
export function quotedItems(text: string): string[] {
  const items = [...text.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
  if (items.length === 0) throw new Error(`write the names in quotes: ${text}`);
  return items;
}
