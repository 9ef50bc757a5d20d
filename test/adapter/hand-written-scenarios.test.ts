// Scenarios of the features that start from an arranged position, run through each hand-written
// engine's adapter as `agon conform --engine` runs them (a handful, not the whole suite): those
// the adapter can run pass on the engine.
import { afterAll, describe, expect, it } from "vitest";
import { NOT_SUPPORTED_MARK, requestsSent } from "../../src/adapter/protocol.js";
import { openSuite } from "../../src/mutation/suite.js";
import { ROOT } from "../cli/run-cli.js";
import { compiledFile } from "../support/compiled.js";

const before = process.env.AGON_ENGINE;
afterAll(() => {
  if (before === undefined) delete process.env.AGON_ENGINE;
  else process.env.AGON_ENGINE = before;
});

/** each named English scenario of `game`, run on the adapter: its outcome and the requests it sent */
async function runOn(adapter: string, game: string, names: string[]) {
  // the adapter compiled (it ran through ts-node, which transpiled the engine at its every start)
  process.env.AGON_ENGINE = `node ${JSON.stringify(await compiledFile(adapter))}`;
  const suite = await openSuite(ROOT, game);
  const chosen = names.map((name) => {
    const scenario = suite.scenarios.find((s) => s.language === "en" && s.name === name);
    if (!scenario) throw new Error(`no scenario "${name}"`);
    return scenario;
  });
  const results = await suite.runEach(
    `${ROOT}/rules`,
    chosen.map((s) => s.index),
    requestsSent,
  );
  return Object.fromEntries(
    chosen.map((s) => {
      const r = results.get(s.index)!;
      const outcome = r.passed ? "passed" : r.message?.includes(NOT_SUPPORTED_MARK) ? "not supported" : `failed: ${r.message}`;
      return [s.name, { outcome, asked: (r.counted ?? 0) > 0 }];
    }),
  );
}

/** Runs the scenarios on the adapter and expects each to pass on the engine, which was asked. */
async function expectPassedOn(adapter: string, game: string, names: string[]): Promise<void> {
  const outcomes = await runOn(adapter, game, names);
  for (const name of names) expect(outcomes[name], name).toEqual({ outcome: "passed", asked: true });
}

describe("arranged scenarios on the hand-written engines", () => {
  it("pass on the Olympia engine: the refill, the last consolation tile, dealing's end, a test deck's tie, a view", {
    timeout: 180_000,
  }, async () => {
    await expectPassedOn("bench/adapters/olympia.ts", "olympia-2000", [
      "The pile moves on to the left after the refill",
      "One consolation tile is left and Anna plays a loser: she takes it",
      "A pile as large as the number of players is still dealt",
      "Ben and Cleo tie for the worst placing: with placing-ties no-winner the contest is void and the pile holder deals",
      // what a player may see, worked out from the engine's zones and events
      "Keeping the first card serves everyone else from the pile",
    ]);
  });

  it("pass on the OlymPeak engine: the stop, the remove and the insert from arranged hands", { timeout: 180_000 }, async () => {
    await expectPassedOn("bench/adapters/olympeak.ts", "olympeak", [
      "Cleo plays stop third and stops Dora, the only one left",
      "With six players Emil's remove opens row 2: nothing there to remove",
      "Ben inserts a second card under blue; his hand stays at six",
      "An insert played last on a full row may open a new row (insert-column row)",
    ]);
  });
});
