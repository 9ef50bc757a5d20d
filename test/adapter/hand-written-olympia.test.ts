// The hand-written Olympia engine behind the adapter protocol reports each decision as Agon's
// engine does (label, player, variable, options, secret), and every zone and variable alike,
// answer after answer, from the dealt position and from an arranged one.
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { EngineConnection } from "../../src/adapter/engine-client.js";
import { loadGame, newMatch, type Decision, type Match, type MatchConfig } from "../../src/index.js";
import { ROOT } from "../cli/run-cli.js";

const game = loadGame(join(ROOT, "rules/olympia-2000.agon")).game!;
const names = ["Anna", "Ben", "Cleo", "Dora"];
let engine: EngineConnection | undefined;
afterAll(() => engine?.close());

/** what both engines must agree on (the hand-written one names no rule) */
const shape = (d: Decision | undefined) =>
  d && { player: d.player, label: d.label, variable: d.variable, options: d.options, optional: d.optional, secret: d.secret };

/** every zone instance and variable of the game, as a match reports them */
function state(match: Match, players: string[]): Record<string, unknown> {
  const seen: Record<string, unknown> = {};
  for (const zone of game.zones) {
    const instances = zone.per === "shared" ? [undefined] : zone.per === "player" ? players : game.enums.get(zone.per.enumName)!.values;
    for (const i of instances) seen[`${zone.name}[${i ?? ""}]`] = match.zone(zone.name, i);
  }
  seen.dealer = match.variable("dealer");
  seen["contested-discipline"] = match.variable("contested-discipline");
  for (const p of players) seen[`points[${p}]`] = match.variable("points", p);
  return seen;
}

/** plays both matches side by side, the last option each time; returns the labels asked */
function playAlong(config: MatchConfig, turns = 200): Set<string> {
  engine ??= new EngineConnection("node --import ./scripts/register.mjs bench/adapters/olympia.ts", ROOT, 60_000);
  const players = config.players.map((p) => p.name);
  const remote = engine.start(game, config);
  const local = newMatch(game, config);
  const labels = new Set<string>();
  for (let n = 0; n < turns && local.pending(); n++) {
    const d = local.pending()!;
    expect(shape(remote.pending())).toEqual(shape(d));
    expect(state(remote, players)).toEqual(state(local, players));
    labels.add(d.label);
    // the last option, so that the dealer gives cards away and the chooser picks later disciplines
    const answer = d.options.at(-1)!;
    remote.choose(answer);
    local.choose(answer);
  }
  expect(remote.pending()).toEqual(local.pending());
  expect(state(remote, players)).toEqual(state(local, players));
  expect(remote.result()).toEqual(local.result());
  return labels;
}

describe("the hand-written Olympia adapter", () => {
  it("asks what Agon's engine asks, with the same zones and variables, to the end", { timeout: 120_000 }, () => {
    for (const [seed, count] of [
      [1, 3],
      [7, 4],
    ] as const) {
      const labels = playAlong({ players: names.slice(0, count).map((name) => ({ name })), seed });
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
    expect(engine!.declaration.capabilities).toEqual(expect.arrayContaining(["decisions", "zones", "vars", "arrange"]));
  });

  it("plays from an arranged position as Agon's engine does", { timeout: 120_000 }, () => {
    const players = names.slice(0, 3).map((name) => ({ name }));
    playAlong({
      players,
      seed: 3,
      options: { "hand-size": 3 },
      arrangements: [
        { zone: "hand", index: "Ben", cards: ["ajax", "jason", "athlete-48"] },
        { zone: "circle-1", cards: ["archery-4"] },
        { zone: "won", index: "Cleo", cards: ["discus-2", "discus-3"] },
        { zone: "pile", cards: ["athlete-31", "athlete-32"], mode: "top" },
        { zone: "consolation-supply", cards: ["consolation-1"] },
      ],
    });
  });

  it("refuses a position its state cannot hold as not supported, once the setup is over", () => {
    engine ??= new EngineConnection("node --import ./scripts/register.mjs bench/adapters/olympia.ts", ROOT, 60_000);
    const players = names.slice(0, 2).map((name) => ({ name }));
    const refusals: [MatchConfig["arrangements"], RegExp][] = [
      [[{ zone: "played", index: "Anna", cards: ["ajax"] }], /not supported by the engine.*no athlete in play/],
      [[{ zone: "circle-1", cards: ["ajax"] }], /not supported by the engine.*the engine keeps only (athletes|laurel tiles) in/],
    ];
    for (const [arrangements, refusal] of refusals) {
      const match = engine.start(game, { players, arrangements });
      // the opening tiles are chosen in the setup, before the position is arranged
      for (let i = 0; i < 2; i++) match.choose(match.pending()!.options[0]!);
      expect(() => match.pending()).toThrow(refusal);
    }
  });
});
