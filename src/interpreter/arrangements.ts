// A test's starting position, applied after `setup`: chosen cards go to chosen zones, and the
// cards they displace go back where the chosen ones came from, so no card is lost or duplicated.
import type { Arrangement } from "./api-types.js";
import { userError, didYouMean } from "./errors.js";
import type { Runtime, ZoneInst } from "./runtime.js";
import type { Card, Player } from "./values.js";
import type { CompiledGame } from "./model.js";
import { reindexCells } from "./grid-cells.js";

/** An arrangement checked against the game and its players: which zone instance, which cards. */
export interface ResolvedArrangement {
  zone: number;
  /** the instance among the zone's instances (seat, enum ordinal, or 0 for a shared zone) */
  instance: number;
  cards: Card[];
  top: boolean;
}

function instanceOf(game: CompiledGame, players: readonly Player[], a: Arrangement): { zone: number; instance: number } {
  const spec = game.zoneByName.get(a.zone);
  if (!spec) throw userError("unknown-zone", `arrangement: unknown zone \`${a.zone}\``, didYouMean(a.zone, game.zoneByName.keys()));
  if (spec.per === "shared") {
    if (a.index !== undefined) throw userError("runtime-error", `arrangement: zone \`${a.zone}\` is shared; it takes no index`);
    return { zone: spec.index, instance: 0 };
  }
  if (a.index === undefined) throw userError("runtime-error", `arrangement: zone \`${a.zone}\` needs an index (a player or a value)`);
  const names = spec.per === "player" ? players.map((p) => p.name) : game.enums.get(spec.per.enumName)!.values;
  const instance = names.indexOf(a.index);
  if (instance < 0) {
    throw userError(
      spec.per === "player" ? "unknown-player" : "unknown-enum-value",
      `arrangement: \`${a.zone}\` has no instance \`${a.index}\``,
      didYouMean(a.index, names) ?? `one of: ${names.join(", ")}`,
    );
  }
  return { zone: spec.index, instance };
}

/** Checks every arrangement before the match starts: unknown zones, instances and cards, and a
 *  card named twice (in one arrangement or in two) are refused here, not at a later decision. */
export function resolveArrangements(
  game: CompiledGame,
  players: readonly Player[],
  arrangements: readonly Arrangement[],
): ResolvedArrangement[] {
  const placed = new Map<string, string>();
  return arrangements.map((a) => {
    const where = instanceOf(game, players, a);
    const label = a.index === undefined ? a.zone : `${a.zone}[${a.index}]`;
    const cards = a.cards.map((id) => {
      const card = game.cardById.get(id);
      if (!card) throw userError("unknown-card", `arrangement: unknown card \`${id}\``, didYouMean(id, game.cardById.keys()));
      const before = placed.get(id);
      if (before !== undefined)
        throw userError(
          "runtime-error",
          `arrangement: card \`${id}\` is named twice (${before === label ? `twice for \`${label}\`` : `for \`${before}\` and for \`${label}\``})`,
        );
      placed.set(id, label);
      return card;
    });
    return { ...where, cards, top: a.mode === "top" };
  });
}

function forget(rt: Runtime, card: Card): void {
  rt.revealed[card.num] = 0;
  rt.known[card.num] = 0;
}

/** Puts `card` where `chosen` was (same zone, same position) and takes `chosen` out. */
function swapOut(rt: Runtime, chosen: Card, replacement: Card | undefined): void {
  const from = rt.cardZone[chosen.num]!;
  const i = from.cards.indexOf(chosen);
  if (replacement) {
    from.cards[i] = replacement;
    rt.cardZone[replacement.num] = from;
    forget(rt, replacement);
  } else from.cards.splice(i, 1);
  forget(rt, chosen);
}

function homeOf(rt: Runtime, card: Card): ZoneInst {
  const spec = rt.game.zones.find((z) => z.holds.includes(card.kind));
  return rt.zones[(spec ?? rt.game.zones[rt.game.boxZone]!).index]![0]!;
}

export function applyArrangements(rt: Runtime, arrangements: readonly ResolvedArrangement[]): void {
  for (const a of arrangements) {
    const target = rt.zones[a.zone]![a.instance]!;
    const chosen = a.cards;
    const chosenSet = new Set(chosen);
    const incoming = chosen.filter((card) => rt.cardZone[card.num] !== target);
    const others = target.cards.filter((card) => !chosenSet.has(card));
    if (a.top) {
      // the target keeps its size: as many of its top cards go back as come in
      const displaced = others.slice(0, incoming.length);
      incoming.forEach((card, i) => swapOut(rt, card, displaced[i]));
      const rest = others.slice(displaced.length);
      target.cards.splice(0, target.cards.length, ...chosen, ...rest);
    } else {
      incoming.forEach((card, i) => swapOut(rt, card, others[i]));
      for (const card of others.slice(incoming.length)) {
        const home = homeOf(rt, card) === target ? rt.zones[rt.game.boxZone]![0]! : homeOf(rt, card);
        home.cards.push(card);
        rt.cardZone[card.num] = home;
        forget(rt, card);
      }
      target.cards.splice(0, target.cards.length, ...chosen);
    }
    for (const card of chosen) rt.cardZone[card.num] = target;
  }
  for (const insts of rt.zones) for (const z of insts) if (z.cells) reindexCells(rt, z);
}
