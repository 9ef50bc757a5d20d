// A worker thread for the benchmark: loads a game, warms up, then plays the games it is told to
// and says how many it played.
import { parentPort, workerData } from "node:worker_threads";
import { interpreterPlayer, load } from "./games.js";

const { rules, players, games, firstSeed } = workerData as { rules: string; players: number; games: number; firstSeed: number };
const play = interpreterPlayer(load(rules), players, "generated");
for (let i = 0; i < 300; i++) play(firstSeed + 10_000_000 + i);
parentPort!.postMessage("ready");
parentPort!.once("message", () => {
  for (let i = 0; i < games; i++) play(firstSeed + i);
  parentPort!.postMessage("done");
});
