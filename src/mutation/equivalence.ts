// Whether a mutant plays like the original: the same seeded random games, at every player count,
// must give the same events and the same result. A surviving mutant that does is listed as "no
// difference seen in play" (likely equivalent) rather than as a hole in the suite.
import { gameInfo, playGame, randomAgent, type CompiledGame, type GameEvent, type GameResult } from "../index.js";

export interface PlayProbe {
  /** seeds per player count */
  seeds: number;
}

type Outcome = { result: GameResult; events: GameEvent[] } | { error: string };

function playOnce(game: CompiledGame, players: number, seed: number): Outcome {
  const names = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
  try {
    // each seat's agent is seeded from the game's seed, so both games see the same agents
    // with the invariants checked, so that a mutant that breaks one differs
    return playGame(
      game,
      { players: names, seed, checkInvariants: true },
      names.map((_, i) => randomAgent(seed * 7919 + i)),
    );
  } catch (error) {
    return { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

/** The first game (player count and seed) in which the two differ, or undefined if none does. */
export function firstDifference(
  original: CompiledGame,
  mutant: CompiledGame,
  probe: PlayProbe,
): { players: number; seed: number } | undefined {
  const { minPlayers, maxPlayers } = gameInfo(original);
  for (let players = minPlayers; players <= maxPlayers; players++) {
    for (let seed = 1; seed <= probe.seeds; seed++) {
      const a = JSON.stringify(playOnce(original, players, seed));
      const b = JSON.stringify(playOnce(mutant, players, seed));
      if (a !== b) return { players, seed };
    }
  }
  return undefined;
}
