// Plays a simulation's slice of games in this thread, in the ranges a worker would be sent: for one
// worker, a thread of its own would only load, check and compile the game a second time (about a
// third of a CPU second, as much as thousands of short games) and copy every range's figures back.
// Between ranges it gives the event loop a turn, so that Ctrl-C, a SIGTERM and the progress bar's
// timer are handled while a long run plays, as they are while workers play.
import { setImmediate as nextTurn } from "node:timers/promises";
import type { CompiledGame } from "../index.js";
import { GamePlayer } from "./play-games.js";
import { Ranges } from "./pool.js";
import { appendColumns, emptyColumns, type GameColumns, type SimulationSpec } from "./spec.js";

export async function playInThread(
  game: CompiledGame,
  spec: SimulationSpec,
  onProgress: (gamesDone: number) => void = () => {},
): Promise<GameColumns> {
  const player = new GamePlayer(game, spec);
  const ranges = new Ranges(spec.first, spec.count, 1);
  const all = emptyColumns(spec.players.length);
  let done = 0;
  for (let range = ranges.take(); range; range = ranges.take()) {
    appendColumns(all, player.play(range.first, range.count));
    done += range.count;
    onProgress(done);
    await nextTurn();
  }
  return all;
}
