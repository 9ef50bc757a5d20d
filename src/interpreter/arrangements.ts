// A test's starting position, applied after `setup`: chosen cards go to chosen zones, and the
// cards they displace go back where the chosen ones came from, so no card is lost or duplicated.
import type { Arrangement } from "./api-types.js";
import { userError, didYouMean } from "./errors.js";
import type { Runtime, ZoneInst } from "./runtime.js";
import type { Card } from "./values.js";
import { reindexCells } from "./grid-cells.js";

function zoneOf(rt: Runtime, a: Arrangement): ZoneInst {
  const spec = rt.game.zoneByName.get(a.zone);
  if (!spec) throw userError("unknown-zone", `arrangement: unknown zone \`${a.zone}\``, didYouMean(a.zone, rt.game.zoneByName.keys()));
  const insts = rt.zones[spec.index]!;
  if (spec.per === "shared") {
    if (a.index !== undefined) throw userError("runtime-error", `arrangement: zone \`${a.zone}\` is shared; it takes no index`);
    return insts[0]!;
  }
  if (a.index === undefined) throw userError("runtime-error", `arrangement: zone \`${a.zone}\` needs an index (a player or a value)`);
  const inst = insts.find((z) => (z.player ? z.player.name : z.key) === a.index);
  if (!inst) {
    const names = insts.map((z) => z.player?.name ?? z.key ?? "");
    throw userError(spec.per === "player" ? "unknown-player" : "unknown-enum-value", `arrangement: \`${a.zone}\` has no instance \`${a.index}\``, didYouMean(a.index, names) ?? `one of: ${names.join(", ")}`);
  }
  return inst;
}

function cardsOf(rt: Runtime, a: Arrangement): Card[] {
  const seen = new Set<string>();
  return a.cards.map((id) => {
    const card = rt.game.cardById.get(id);
    if (!card) throw userError("unknown-card", `arrangement: unknown card \`${id}\``, didYouMean(id, rt.game.cardById.keys()));
    if (seen.has(id)) throw userError("runtime-error", `arrangement: card \`${id}\` is named twice`);
    seen.add(id);
    return card;
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

export function applyArrangements(rt: Runtime, arrangements: readonly Arrangement[]): void {
  for (const a of arrangements) {
    const target = zoneOf(rt, a);
    const chosen = cardsOf(rt, a);
    const chosenSet = new Set(chosen);
    const incoming = chosen.filter((card) => rt.cardZone[card.num] !== target);
    const others = target.cards.filter((card) => !chosenSet.has(card));
    if (a.mode === "top") {
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
