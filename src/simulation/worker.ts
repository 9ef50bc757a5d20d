// A simulation worker thread: loads the game once, then plays the ranges of games it is sent.
import { parentPort, workerData } from "node:worker_threads";
import { AgonError, loadGame } from "../index.js";
import { GamePlayer } from "./play-games.js";
import { FailedGameError } from "./failed-game.js";
import type { SimulationSpec } from "./spec.js";
import type { FromWorker, ToWorker } from "./messages.js";

const { rulesPath, spec } = workerData as { rulesPath: string; spec: SimulationSpec };
const port = parentPort!;
const send = (message: FromWorker): void => port.postMessage(message);

const { game, diagnostics } = loadGame(rulesPath);
if (!game) {
  const error = diagnostics.find((d) => d.severity === "error");
  send({
    type: "failed",
    message: diagnostics.map((d) => d.message).join("; ") || `cannot load ${rulesPath}`,
    ...(error ? { diagnostic: error } : {}),
  });
} else {
  const player = new GamePlayer(game, spec);
  port.on("message", (message: ToWorker) => {
    if (message.type === "stop") {
      port.close();
      return;
    }
    try {
      send({ type: "done", first: message.first, columns: player.play(message.first, message.count) });
    } catch (error) {
      if (error instanceof FailedGameError)
        send({ type: "failed", diagnostic: error.diagnostic, message: error.message, game: error.game });
      else if (error instanceof AgonError) send({ type: "failed", diagnostic: error.diagnostic, message: error.message });
      else send({ type: "failed", message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  });
  send({ type: "ready" });
}
