// `agon adapter`'s serving (serveAdapter with Agon's engine) over in-memory streams, for the tests
// that send it request lines: Lead and Follow for three players, and the answers it writes back.
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { agonAdapter } from "../../src/adapter/agon-adapter.js";
import { serveAdapter } from "../../src/adapter/serve.js";
import { loadGame } from "../../src/index.js";
import { ROOT } from "../cli/run-cli.js";

export const game = loadGame(join(ROOT, "rules/lead-and-follow.agon")).game!;

/** A start request without its id: three players, a seed, the trumps option. */
export const START = {
  op: "start",
  game: game.name,
  players: [{ name: "Anna" }, { name: "Ben" }, { name: "Cleo" }],
  seed: 4,
  options: { trumps: "hearts" },
  arrangements: [],
};

export interface Served {
  answers: Record<string, unknown>[];
  /** whether the serving ended while its input was still open (only stop may end it) */
  stoppedEarly: boolean;
}

/** The answers to `input`. With `keepOpen` the input stays open for half a second after it is
 *  written, to see whether the adapter stops of itself; otherwise it ends with the input. */
export async function serveInput(input: string, keepOpen = false): Promise<Served> {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  let text = "";
  stdout.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
  const serving = serveAdapter(
    agonAdapter(game, () => game),
    stdin,
    stdout,
  );
  let stoppedEarly = false;
  if (keepOpen) {
    stdin.write(input);
    stoppedEarly = await Promise.race([serving.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 500))]);
  }
  stdin.end(keepOpen ? undefined : input);
  await serving;
  const answers = text
    .trim()
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { answers, stoppedEarly };
}
