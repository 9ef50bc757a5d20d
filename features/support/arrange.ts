// Arrangements: the position a scenario starts from, handed to newMatch, which applies them after
// the game's own setup (see Arrangement in src/interpreter/api-types.ts).
import type { AgonWorld } from "./world.js";
import type { ZoneRef } from "./zones.js";
import { fail } from "./failures.js";

/** The instance a Given arranges: a per-player zone's player must play (`안니의 손` fails here, with
 *  the nearest player, not at the step that starts the match); the arrangement is read later. */
export function arrangedIndex(zone: ZoneRef, world?: AgonWorld): string | undefined {
  if (zone.every) throw fail("arrangeOne", zone.text);
  if (world?.gameName !== undefined && zone.index !== undefined && world.game.zoneByName.get(zone.name)?.per === "player")
    world.player(zone.index);
  return zone.index;
}

/** As a Given it arranges the position; as a Then it checks it (see zone.steps.ts). */
export function arrangeExactly(world: AgonWorld, zone: ZoneRef, names: string[]): void {
  world.requireNotStarted("arrangement");
  world.arrangements.push({ zone: zone.name, index: arrangedIndex(zone, world), cards: world.cards(names), mode: "exactly" });
}

export function arrangeOnTop(world: AgonWorld, zone: ZoneRef, names: string[]): void {
  world.requireNotStarted("arrangement");
  world.arrangements.push({ zone: zone.name, index: arrangedIndex(zone, world), cards: world.cards(names), mode: "top" });
}
