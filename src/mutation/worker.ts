// A mutation worker thread: opens the game's features and the original's games once, then runs
// the chunks of mutants it is sent, one result at a time.
import { parentPort, workerData } from "node:worker_threads";
import { MutantRunner, MutationSetupError } from "./runner.js";
import type { FromMutationWorker, ToMutationWorker, WorkerSetup } from "./worker-messages.js";

const port = parentPort!;
const send = (message: FromMutationWorker): void => port.postMessage(message);
const { options } = workerData as WorkerSetup;
const messageOf = (error: unknown): string => (error instanceof Error ? (error.stack ?? error.message) : String(error));

try {
  const runner = await MutantRunner.open(options);
  let queue = Promise.resolve();
  port.on("message", (message: ToMutationWorker) => {
    // one chunk at a time: the features' steps read the rules folder from this thread's environment
    queue = queue.then(async () => {
      if (message.type === "stop") {
        runner.close();
        port.close();
        return;
      }
      try {
        await runner.runChunk(message.mutants, (result) => send({ type: "mutant", result }));
        send({ type: "chunk-done", index: message.index });
      } catch (error) {
        send({ type: "failed", message: messageOf(error), setup: false });
      }
    });
  });
  send({ type: "ready", featureFiles: runner.featureFiles, limits: runner.limits });
} catch (error) {
  send({
    type: "failed",
    message: error instanceof MutationSetupError ? error.message : messageOf(error),
    setup: error instanceof MutationSetupError,
  });
}
