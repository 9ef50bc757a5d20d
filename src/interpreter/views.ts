// What one player may see: a zone's cards when its visibility allows it or when every card in it
// has been revealed to (or looked at by) the player; otherwise only how many cards it holds.
import type { PlayerView } from "./api-types.js";
import type { Runtime, ZoneInst } from "./runtime.js";
import { toPlain, type Player, type Value } from "./values.js";
import { nameRecord } from "./name-records.js";

export function canSeeZone(z: ZoneInst, p: Player): boolean {
  const v = z.spec.visibility;
  return v === "public" || (v === "owner" && z.player === p);
}

/** The player may see every card of the zone (its visibility, or each card revealed or looked at). */
export function canSeeAll(rt: Runtime, z: ZoneInst, p: Player): boolean {
  if (canSeeZone(z, p)) return true;
  if (z.cards.length === 0) return false;
  const bit = 1 << p.seat;
  for (const card of z.cards) if (!rt.revealed[card.num] && !(rt.known[card.num]! & bit)) return false;
  return true;
}

function zoneView(rt: Runtime, z: ZoneInst, p: Player): PlayerView["zones"][string] {
  return canSeeAll(rt, z, p) ? { cards: z.cards.map((c) => c.id), count: z.cards.length } : { count: z.cards.length };
}

export function viewOf(rt: Runtime, p: Player): PlayerView {
  const zones: PlayerView["zones"] = nameRecord();
  for (const insts of rt.zones) for (const z of insts) zones[z.label] = zoneView(rt, z, p);
  return { player: p.name, zones, variables: variablesOf(rt), known: knownBy(rt, p) };
}

const liveViews = new WeakMap<Runtime, PlayerView[]>();

/** The player's view read live from the state, each part built when it is read: for agents that
 *  read a zone or two at every decision of many playouts. One object per player and state. */
export function liveViewOf(rt: Runtime, p: Player): PlayerView {
  let views = liveViews.get(rt);
  if (!views) liveViews.set(rt, (views = []));
  return (views[p.seat] ??= makeLiveView(rt, p));
}

function makeLiveView(rt: Runtime, p: Player): PlayerView {
  const byLabel = new Map<string, ZoneInst>();
  for (const insts of rt.zones) for (const z of insts) byLabel.set(z.label, z);
  const zones = new Proxy(nameRecord() as PlayerView["zones"], {
    get: (_target, key) => {
      const z = typeof key === "string" ? byLabel.get(key) : undefined;
      return z && zoneView(rt, z, p);
    },
    has: (_target, key) => typeof key === "string" && byLabel.has(key),
  });
  return {
    player: p.name,
    zones,
    get variables() {
      return variablesOf(rt);
    },
    get known() {
      return knownBy(rt, p);
    },
  };
}

function variablesOf(rt: Runtime): PlayerView["variables"] {
  const variables: Record<string, ReturnType<typeof toPlain>> = nameRecord();
  for (const v of rt.game.vars) {
    const value = rt.vars[v.index];
    if (v.per === "shared") variables[v.name] = toPlain(value);
    else {
      const keys = v.per === "player" ? rt.players.map((q) => q.name) : rt.game.enums.get(v.per.enumName)!.values;
      keys.forEach((k, i) => (variables[`${v.name}[${k}]`] = toPlain((value as Value[])[i])));
    }
  }
  return variables;
}

function knownBy(rt: Runtime, p: Player): string[] {
  const bit = 1 << p.seat;
  return rt.game.cards.filter((c) => rt.known[c.num]! & bit).map((c) => c.id);
}

/** What the player sees of the cards, as a text that two states share exactly when the player
 *  sees the same cards in the same places and the same counts elsewhere: a search tells the
 *  player's information sets apart by it, at a fraction of a view's cost (variables left out:
 *  they are public, and a search keys them by the answers that set them). */
export function sightKey(rt: Runtime, p: Player): string {
  const parts: (number | string)[] = [];
  for (const insts of rt.zones) {
    for (const z of insts) {
      if (canSeeAll(rt, z, p)) for (const card of z.cards) parts.push(card.num);
      parts.push(canSeeAll(rt, z, p) ? "|" : `#${z.cards.length}|`);
    }
  }
  return parts.join(",");
}
