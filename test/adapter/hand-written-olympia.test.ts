// The hand-written Olympia engine behind the adapter protocol reports each decision as Agon's
// engine does (label, player, variable, options, secret) and the same hands, answer after answer.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EngineConnection } from "../../src/adapter/engine-client.js";
import { loadGame, newMatch, type Decision } from "../../src/index.js";
import { ROOT } from "../cli/run-cli.js";

const game = loadGame(join(ROOT, "rules/olympia-2000.agon")).game!;
const players = [{ name: "Anna" }, { name: "Ben" }, { name: "Cleo" }];
let engine: EngineConnection | undefined;
afterAll(() => engine?.close());

/** what both engines must agree on (the hand-written one names no rule) */
const shape = (d: Decision | undefined) =>
  d && { player: d.player, label: d.label, variable: d.variable, options: d.options, optional: d.optional, secret: d.secret };

describe("the hand-written Olympia adapter", () => {
  it("asks what Agon's engine asks, with the same options and hands", { timeout: 120_000 }, () => {
    engine = new EngineConnection("node --import ./scripts/register.mjs bench/adapters/olympia.ts", ROOT, 60_000);
    expect(engine.declaration.capabilities).toEqual(expect.arrayContaining(["decisions", "zones"]));
    for (const seed of [1, 7]) {
      const config = { players, seed };
      const remote = engine.start(game, config);
      const local = newMatch(game, config);
      const labels = new Set<string>();
      for (let n = 0; n < 60 && local.pending(); n++) {
        const d = local.pending()!;
        expect(shape(remote.pending())).toEqual(shape(d));
        labels.add(d.label);
        for (const p of players) expect(remote.zone("hand", p.name)).toEqual(local.zone("hand", p.name));
        // the last option, so that the dealer gives cards away and the chooser picks later disciplines
        const answer = d.options.at(-1)!;
        remote.choose(answer);
        local.choose(answer);
      }
      expect([...labels].sort()).toEqual(
        [
          "athlete to play",
          "discipline for circle II",
          "opening tile for circle I",
          "opening tile for circle II",
          "who gets the card",
        ].sort(),
      );
    }
  });
});
