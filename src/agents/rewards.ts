// How a finished game rewards each seat, for agents that search: one point split among the winners.
import { resultOf } from "../interpreter/engine.js";
import type { Runtime } from "../interpreter/runtime.js";

export function playerRewards(rt: Runtime): number[] {
  const { winners } = resultOf(rt);
  const share = winners.length ? 1 / winners.length : 0;
  return rt.players.map((p) => (winners.includes(p.name) ? share : 0));
}
