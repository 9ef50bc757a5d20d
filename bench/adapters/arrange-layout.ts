// An arranged position applied to a hand-written engine's zones, as Agon applies one after the
// setup (src/interpreter/arrangements.ts): the chosen cards go to the zone, and each card they
// displace goes where a chosen one came from, at its place, so no card is lost or duplicated.
// The engine's zones come as lists of card ids, top first, keyed by zoneKey; what the engine
// does not keep is refused as not supported.
import type { CompiledGame } from "../../src/index.js";
import { AdapterRefusal } from "../../src/adapter/serve.js";
import type { Request } from "../../src/adapter/protocol.js";
import { zoneKey } from "../engine-kit.js";

export type Arrangement = Extract<Request, { op: "start" }>["arrangements"][number];
/** zone key -> card ids, top first */
export type Zones = Map<string, string[]>;

/** The key of a zone instance (or a grid zone's column), for seats named `names`. */
export function arrangedKey(game: CompiledGame, names: readonly string[], zone: string, index: string | undefined): string {
  const spec = game.zoneByName.get(zone);
  if (!spec) throw new AdapterRefusal("failed", `unknown zone ${zone}`);
  if (spec.per === "shared") {
    if (index === undefined) return zoneKey(zone);
    // a grid zone's index is a column, which the engine's layout keys by its ordinal
    const column = spec.gridColumns?.values.indexOf(index) ?? -1;
    if (column < 0) throw new AdapterRefusal("failed", `zone ${zone} has no column ${index}`);
    return zoneKey(zone, column);
  }
  const instances = spec.per === "player" ? names : game.enums.get(spec.per.enumName)!.values;
  const i = index === undefined ? -1 : instances.indexOf(index);
  if (i < 0) throw new AdapterRefusal("failed", `zone ${zone} has no instance ${String(index)}`);
  return zoneKey(zone, i);
}

/** Where a card displaced from an "exactly" arrangement goes: the zone that holds all of its kind
 *  at the start, or the box when that is the arranged zone itself. */
function homeOf(game: CompiledGame, card: string, target: string): string {
  const kind = game.cardById.get(card)!.kind;
  const spec = game.zones.find((z) => z.holds.includes(kind)) ?? game.zones[game.boxZone]!;
  const home = zoneKey(spec.name, spec.per === "shared" ? undefined : 0);
  return home === target ? zoneKey(game.zones[game.boxZone]!.name) : home;
}

export function arrange(game: CompiledGame, names: readonly string[], zones: Zones, arrangements: readonly Arrangement[]): void {
  const where = (card: string): string[] => {
    for (const cards of zones.values()) if (cards.includes(card)) return cards;
    throw new AdapterRefusal("unsupported", `the engine does not keep the zone that holds ${card}`);
  };
  const zoneOf = (key: string, what: string): string[] => {
    const cards = zones.get(key);
    if (!cards) throw new AdapterRefusal("unsupported", `the engine does not keep the zone ${what}`);
    return cards;
  };
  /** puts `replacement` where `chosen` is, or takes `chosen` out */
  const swapOut = (chosen: string, replacement: string | undefined): void => {
    const from = where(chosen);
    const i = from.indexOf(chosen);
    if (replacement === undefined) from.splice(i, 1);
    else from[i] = replacement;
  };
  for (const a of arrangements) {
    for (const card of a.cards) if (!game.cardById.has(card)) throw new AdapterRefusal("failed", `unknown card ${card}`);
    const key = arrangedKey(game, names, a.zone, a.index);
    const target = zoneOf(key, a.index === undefined ? a.zone : `${a.zone}[${a.index}]`);
    const chosen = new Set(a.cards);
    const incoming = a.cards.filter((card) => !target.includes(card));
    const others = target.filter((card) => !chosen.has(card));
    if (a.mode === "top") {
      const displaced = others.slice(0, incoming.length);
      incoming.forEach((card, i) => swapOut(card, displaced[i]));
      target.splice(0, target.length, ...a.cards, ...others.slice(displaced.length));
    } else {
      incoming.forEach((card, i) => swapOut(card, others[i]));
      for (const card of others.slice(incoming.length)) {
        const home = homeOf(game, card, key);
        zoneOf(home, home).push(card);
      }
      target.splice(0, target.length, ...a.cards);
    }
  }
}
