// What one player may see, worked out for a hand-written engine from its own zones, variables and
// event log, by the rule Agon's views follow (src/interpreter/views.ts): a zone's cards when its
// visibility lets the player see them, or when each of its cards was revealed, or looked at by the
// player, and has not moved (nor been shuffled) since; otherwise how many cards it holds.
import type { CompiledGame, GameEvent, PlainValue, PlayerView } from "../../src/index.js";
import { AdapterRefusal } from "../../src/adapter/serve.js";
import { zoneKey } from "../engine-kit.js";
import type { Zones } from "./arrange-layout.js";

export function playerView(
  game: CompiledGame,
  names: readonly string[],
  player: string,
  zones: Zones,
  variable: (name: string, index: number | undefined) => PlainValue | undefined,
  events: readonly GameEvent[],
): PlayerView {
  const seat = names.indexOf(player);
  if (seat < 0) throw new AdapterRefusal("failed", `no player ${player}`);
  const revealed = new Set<string>();
  const knownBy = new Map<string, Set<string>>();
  /** where each card went by its last move: a shuffle hides the cards of the zone it shuffles */
  const location = new Map<string, string>();
  const forget = (card: string) => {
    revealed.delete(card);
    knownBy.delete(card);
  };
  for (const e of events) {
    if (e.type === "move")
      for (const card of e.cards) {
        forget(card);
        // a grid zone's column is named in a move, the whole grid in a shuffle
        const [zone] = e.to.split("[");
        location.set(card, game.zoneByName.get(zone!)?.gridColumns ? zone! : e.to);
      }
    else if (e.type === "reveal") for (const card of e.cards) revealed.add(card);
    else if (e.type === "look") for (const card of e.cards) knownBy.set(card, (knownBy.get(card) ?? new Set()).add(e.player));
    else if (e.type === "shuffle") for (const [card, zone] of location) if (zone === e.zone) forget(card);
  }
  const seen = (card: string) => revealed.has(card) || knownBy.get(card)?.has(player) === true;
  const view: PlayerView = { player, zones: {}, variables: {}, known: [] };
  for (const spec of game.zones) {
    const instances = spec.per === "shared" ? [undefined] : spec.per === "player" ? names : game.enums.get(spec.per.enumName)!.values;
    instances.forEach((instance, i) => {
      const cards = zones.get(zoneKey(spec.name, instance === undefined ? undefined : i));
      if (!cards) throw new AdapterRefusal("unsupported", `the engine does not keep the zone ${spec.name}`);
      const visible =
        spec.visibility === "public" || (spec.visibility === "owner" && instance === player) || (cards.length > 0 && cards.every(seen));
      view.zones[instance === undefined ? spec.name : `${spec.name}[${instance}]`] = visible
        ? { cards: [...cards], count: cards.length }
        : { count: cards.length };
    });
  }
  for (const spec of game.vars) {
    const keys = spec.per === "shared" ? [undefined] : spec.per === "player" ? names : game.enums.get(spec.per.enumName)!.values;
    keys.forEach((key, i) => {
      const value = variable(spec.name, key === undefined ? undefined : i);
      if (value === undefined) throw new AdapterRefusal("unsupported", `the engine does not keep the variable ${spec.name}`);
      view.variables[key === undefined ? spec.name : `${spec.name}[${key}]`] = value;
    });
  }
  view.known = game.cards.filter((c) => knownBy.get(c.id)?.has(player)).map((c) => c.id);
  return view;
}
