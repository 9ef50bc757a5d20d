// Whether a mutant plays like the original: the same seeded random games, at every player count,
// must give the same events and the same result. A surviving mutant that does is listed as "no
// difference seen in play" (likely equivalent) rather than as a hole in the suite.
//
// The original's games are played once per run and remembered. A mutant's games are played
// without the invariants first (they cost five times the game itself), stopping at the first
// difference; a mutant that matches every game is then played again, on a few seeds per player
// count, with the invariants checked, so that one that breaks an invariant still differs.
import { gameInfo, playGame, randomAgent, type CompiledGame } from "../index.js";

export interface PlayProbe {
  /** seeds per player count */
  seeds: number;
  /** seeds per player count replayed with the invariants checked (at most `seeds`) */
  invariantSeeds: number;
}

export interface ProbeGame {
  players: number;
  seed: number;
}

/** The events and result of one game as one string (or the error that ended it). */
function playOnce(game: CompiledGame, { players, seed }: ProbeGame, checkInvariants: boolean): string {
  const names = Array.from({ length: players }, (_, i) => ({ name: `P${i + 1}` }));
  try {
    // each seat's agent is seeded from the game's seed, so both games see the same agents
    const { result, events } = playGame(
      game,
      { players: names, seed, checkInvariants },
      names.map((_, i) => randomAgent(seed * 7919 + i)),
    );
    return JSON.stringify({ result, events });
  } catch (error) {
    return JSON.stringify({ error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
  }
}

/** The original game's random games, each played the first time a mutant needs it. */
export class PlayBaseline {
  private readonly played = new Map<string, string>();
  readonly games: ProbeGame[] = [];

  constructor(
    private readonly original: CompiledGame,
    readonly probe: PlayProbe,
  ) {
    const { minPlayers, maxPlayers } = gameInfo(original);
    for (let seed = 1; seed <= probe.seeds; seed++)
      for (let players = minPlayers; players <= maxPlayers; players++) this.games.push({ players, seed });
  }

  /** the original's game, with or without the invariants checked (an original that breaks one
   *  in some game must not make every mutant differ there) */
  outcome(g: ProbeGame, checkInvariants: boolean): string {
    const key = `${g.players}/${g.seed}/${checkInvariants}`;
    let known = this.played.get(key);
    if (known === undefined) {
      known = playOnce(this.original, g, checkInvariants);
      this.played.set(key, known);
    }
    return known;
  }

  /** The first game (player count and seed) in which the mutant differs, or undefined if none does. */
  firstDifference(mutant: CompiledGame): ProbeGame | undefined {
    for (const g of this.games) if (playOnce(mutant, g, false) !== this.outcome(g, false)) return g;
    const checked = this.games.filter((g) => g.seed <= this.probe.invariantSeeds);
    for (const g of checked) if (playOnce(mutant, g, true) !== this.outcome(g, true)) return g;
    return undefined;
  }
}
