// The declared standings (`standings NAME highest|lowest`) of a game at a position: the game is
// played again from its seed with the decisions made so far, and read where the next decision
// waits (or where it ends). The match API keeps no standings, so the position is replayed, as the
// match itself replays from the seed at every decision.
import { AgonError, playGame, type CompiledGame, type EventSink, type MatchConfig, type PlainValue } from "../../src/index.js";

/** Thrown by the script once its decisions run out: the position it stops at is the one wanted. */
class ScriptEnd extends Error {}

/** Each seat's standing (seating order) after `decisions`, or undefined for a game that declares none. */
export function standingsAt(game: CompiledGame, config: MatchConfig, decisions: readonly PlainValue[]): number[] | undefined {
  if (!game.program.game?.standings) return undefined;
  let read: (() => number[]) | undefined;
  let standings: number[] | undefined;
  const sink: EventSink = {
    push: () => undefined,
    standings(reader) {
      read = reader;
    },
  };
  let next = 0;
  const agent = {
    name: "script",
    decide(): PlainValue {
      if (next < decisions.length) return decisions[next++]!;
      standings = read?.();
      throw new ScriptEnd();
    },
  };
  try {
    playGame(
      game,
      { ...config, eventSink: sink },
      config.players.map(() => agent),
    );
    standings = read?.();
  } catch (error) {
    if (!(error instanceof ScriptEnd) && !(error instanceof AgonError)) throw error;
  }
  return standings;
}
