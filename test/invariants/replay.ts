// Replays a game's event log: starting from where every card lies before `setup`, each `move`
// event takes its cards out of one zone and puts them in another. The zones this gives must hold
// the same cards as the game's final state: the log leaves out no move and invents none.
import type { CompiledGame, GameEvent, Match, MatchConfig } from "../../src/index.js";
import { makePlayers, resolveOptions } from "../../src/interpreter/options.js";
import { Runtime } from "../../src/interpreter/runtime.js";

/** Zone instance label -> its card ids, sorted (a shuffle's order is not in the log). */
export type ZoneContents = Map<string, string[]>;

/** `tableau[red]` for a shared grid's column is the zone `tableau`; `hand[ann]` stays itself. */
function instanceOf(game: CompiledGame, label: string): string {
  const name = label.replace(/\[.*$/, "");
  const spec = game.zoneByName.get(name);
  if (!spec?.gridColumns) return label;
  return spec.per === "shared" ? name : label.replace(/^([^[]*\[[^\]]*\]).*$/, "$1");
}

export function initialZones(game: CompiledGame, config: MatchConfig): ZoneContents {
  const rt = new Runtime(game, makePlayers(game, config), resolveOptions(game, config.options), 0, 1, null, () => 0);
  const zones: ZoneContents = new Map();
  for (const insts of rt.zones)
    for (const z of insts)
      zones.set(
        z.label,
        z.cards.map((c) => c.id),
      );
  return zones;
}

export function finalZones(game: CompiledGame, match: Match): ZoneContents {
  const zones: ZoneContents = new Map();
  for (const spec of game.zones) {
    const indices =
      spec.per === "shared" ? [undefined] : spec.per === "player" ? match.players() : game.enums.get(spec.per.enumName)!.values;
    for (const i of indices) zones.set(i === undefined ? spec.name : `${spec.name}[${i}]`, match.zone(spec.name, i).slice().sort());
  }
  return zones;
}

/** Applies the move events; throws when one takes a card from a zone that does not hold it. */
export function replayMoves(game: CompiledGame, start: ZoneContents, events: readonly GameEvent[]): ZoneContents {
  const zones = new Map([...start].map(([k, v]) => [k, new Set(v)]));
  const zone = (label: string): Set<string> => {
    const z = zones.get(instanceOf(game, label));
    if (!z) throw new Error(`a move names the zone ${label}, which the game does not have`);
    return z;
  };
  for (const e of events) {
    if (e.type !== "move") continue;
    const from = zone(e.from);
    const to = zone(e.to);
    for (const c of e.cards) {
      if (!from.delete(c)) throw new Error(`the log moves ${c} from ${e.from}, which does not hold it`);
      to.add(c);
    }
  }
  return new Map([...zones].map(([k, v]) => [k, [...v].sort()]));
}
