// How a finished game rewards each seat, for agents that search: one point split among the
// winners, and, in a game that declares standings, a tenth of a point more spread by them (the
// best standing gets it all, the worst none), so that a playout lost narrowly scores above one
// lost badly: a denser signal for a search that affords few playouts.
import { resultOf } from "../interpreter/engine.js";
import type { Runtime } from "../interpreter/runtime.js";
import { direction, standingsOf } from "../interpreter/standings.js";

const STANDINGS_WEIGHT = 0.1;

export function playerRewards(rt: Runtime): number[] {
  const { winners } = resultOf(rt);
  const share = winners.length ? 1 / winners.length : 0;
  const wins = rt.players.map((p) => (winners.includes(p.name) ? share : 0));
  const standings = standingsOf(rt);
  if (!standings) return wins;
  const sign = direction(rt.game.standings);
  const values = standings.map((v) => sign * v);
  const low = Math.min(...values);
  const span = Math.max(...values) - low;
  return wins.map((w, seat) => (1 - STANDINGS_WEIGHT) * w + STANDINGS_WEIGHT * (span > 0 ? (values[seat]! - low) / span : 0.5));
}
