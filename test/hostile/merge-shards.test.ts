// Hostile shards for `agon merge`: every number a shard holds must be one a game can give (within
// the engine's step budget, no more lead changes than turns, ...), or the merge is refused naming
// the file and the field; an untampered pair still merges.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadGame } from "../../src/index.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { jsonText } from "../../src/simulation/result.js";
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { agon, tempFolder } from "../cli/run-cli.js";

const RULES = "rules/lead-and-follow.agon";
const game = loadGame(RULES).game!;

const folder = tempFolder("agon-hostile-merge-");
const shards = [join(folder, "s1.json"), join(folder, "s2.json")];
let first: { perGame: Record<string, unknown>; [key: string]: unknown };

/** Games first..first+count-1 of one run of lead-and-follow, as `simulate --shard --json` writes them. */
function shard(first: number, count: number): string {
  const spec: SimulationSpec = {
    rules: RULES,
    players: ["A", "B", "C", "D"],
    agents: ["random", "random", "random", "random"],
    options: {},
    seed: 1,
    games: 6,
    first,
    count,
  };
  return jsonText({ spec, game: game.name, turnRule: "turn", columns: new GamePlayer(game, spec).play(first, count) });
}

beforeAll(() => {
  writeFileSync(shards[0]!, shard(0, 3));
  writeFileSync(shards[1]!, shard(3, 3));
  first = JSON.parse(readFileSync(shards[0]!, "utf8"));
});

describe("agon merge of hostile shards", () => {
  it("merges the untampered shards", async () => {
    expect((await agon(["merge", ...shards])).code).toBe(0);
  });

  const perGame = (key: string, value: unknown) => (json: typeof first) => ({ ...json, perGame: { ...json.perGame, [key]: value } });
  it.each([
    ["10^15 turns a game", perGame("turns", [1e15, 10, 10]), /perGame\.turns\[0\]: .*at most 10000000/],
    ["more decisions than the step budget", perGame("decisions", [40, 2e7, 40]), /perGame\.decisions\[1\]: .*at most 10000000/],
    [
      "more lead changes than turns",
      perGame("leadChanges", [11, 0, 2]),
      /perGame\.leadChanges\[0\]: .*more lead changes than the game's 10 turns/,
    ],
    ["a decisive turn after the last", perGame("decisiveTurns", [11, 1, 8]), /perGame\.decisiveTurns\[0\]: .*after the game's last turn/],
    [
      "more turns led than turns played",
      perGame("leadTurns", [99, 15, 0, 2]),
      /perGame\.leadTurns\[0\]: .*more turns in the lead than the slice's 30 turns/,
    ],
    [
      "a score beyond the ints",
      perGame("scores", [
        [1e300, 1, 6],
        [5, 6, 0],
        [0, 2, 1],
        [1, 1, 3],
      ]),
      /perGame\.scores\[0\]\[0\]: .*9007199254740991/,
    ],
    ["a margin beyond the ints", perGame("margins", [1e300, 4, 3]), /perGame\.margins\[0\]: /],
    ["rule events beyond the budget", perGame("ruleEvents", { "TRK-C1": 1e17 }), /perGame\.ruleEvents\.TRK-C1: /],
    ["an unsafe seed", (json: typeof first) => ({ ...json, seed: 2 ** 60 }), /seed: /],
    [
      "an option named __proto__",
      (json: typeof first) => JSON.parse(JSON.stringify(json).replace('"options":{}', '"options":{"__proto__":1}')),
      /options\.__proto__: /,
    ],
  ])("refuses %s (exit 1, the file and the field named)", async (_what, tamper, message) => {
    const file = join(folder, "tampered.json");
    writeFileSync(file, JSON.stringify(tamper(first)));
    const run = await agon(["merge", file, shards[1]!]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).toContain(file);
    expect(run.stdout).toBe("");
  });
});
