// Issue 29: an enum value named like a card id (`ruby`, a pick and a gem in the fixture) was told as
// that card: the engine turns a card into its id in its events (toPlain), so a choice event held
// the string "ruby" either way, and the account looked the name up among the cards. Now the
// decision carries whether its answers are cards, as the linker typed them (`card` on the choice
// event and on the Decision), in both engines, and every reader (the account, `play --json`, the
// human seat's prompt, the studio) reads that, never the name.
import { describe, expect, it } from "vitest";
import { loadGame, newMatch, type GameEvent } from "../../src/index.js";
import { GameSession, layoutOf } from "../../studio/src/game-session.js";
import { agon } from "./run-cli.js";

const FIXTURE = "test/fixtures/games/enum-named-like-card.agon";
const players = [{ name: "Player 1" }, { name: "Player 2" }];

describe("an enum value named like a card id", () => {
  it("is a choice of the enum value in the fixture (the reproduction's premise)", async () => {
    const run = await agon(["play", FIXTURE, "--players", "2", "--seed", "2", "--json"]);
    expect(run.code).toBe(0);
    const choices = run.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line))
      .filter((event) => event.type === "choice");
    expect(choices.map((c) => c.value)).toEqual(["ruby", "ruby"]);
  });

  it("is told as the enum value, not described as the card", async () => {
    const run = await agon(["play", FIXTURE, "--players", "2", "--seed", "2"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("Player 1 chooses a pick: ruby\n");
    expect(run.stdout).not.toContain("Gem of shine");
  });

  it("has no card description in play --json", async () => {
    const run = await agon(["play", FIXTURE, "--players", "2", "--seed", "2", "--json"]);
    const choice = JSON.parse(run.stdout.split("\n").find((line) => line.includes('"type":"choice"'))!);
    expect(choice.description).toBeUndefined();
    expect(choice.card).toBeUndefined();
  });

  it("is asked as a decision whose options are not cards, in both engines", () => {
    for (const engine of ["closures", "generated"] as const) {
      const { game } = loadGame(FIXTURE);
      const match = newMatch(game!, { players, seed: 2, engine });
      expect(match.pending()!.options).toEqual(["ruby", "plain"]);
      expect(match.pending()!.card).toBeUndefined();
    }
  });

  it("is offered by its name in the studio, and told so in its account", () => {
    const { game } = loadGame(FIXTURE);
    const session = new GameSession(game!, { players: 2, seat: 0, seed: 2, agents: ["random", "random"], lang: "en" });
    expect(session.latest().pending!.options.map((o) => o.text)).toEqual(["ruby", "plain"]);
    session.choose(0);
    const account = session.latest().account.map((line) => line.text.trim());
    expect(account).toContain("Player 1 chooses a pick: ruby");
    expect(account.join("\n")).not.toContain("Gem of shine");
  });

  it("is a var's value the studio's table draws by its name, where a gem var's is drawn as the card", () => {
    const { game } = loadGame(FIXTURE);
    const vars = layoutOf(game!, ["Player 1", "Player 2"], "Player 1", "en").vars;
    expect(Object.fromEntries(vars.map((v) => [v.name, v.card]))).toEqual({ points: false, "last-pick": false, "top-gem": true });
  });
});

describe("a choice of a card", () => {
  it("is marked a card in the decision and the event, in both engines alike", () => {
    const logs = (["closures", "generated"] as const).map((engine) => {
      const { game } = loadGame("rules/olympia-2000.agon");
      const match = newMatch(game!, { players: [...players, { name: "Player 3" }], seed: 4, engine });
      const cardDecisions: string[] = [];
      for (let d = match.pending(); d; d = match.pending()) {
        if (d.card) cardDecisions.push(d.label);
        match.choose(d.options[0]!);
      }
      const choices = match.events().filter((e): e is Extract<GameEvent, { type: "choice" }> => e.type === "choice");
      return { cardDecisions: [...new Set(cardDecisions)].sort(), cardChoices: choices.filter((c) => c.card).length, choices };
    });
    // the athletes and the opening tiles are cards; disciplines and receivers are not
    expect(logs[0]!.cardDecisions).toContain("athlete to play");
    expect(logs[0]!.cardDecisions).not.toContain("who gets the card");
    expect(logs[0]!.cardChoices).toBeGreaterThan(0);
    expect(logs[0]!.cardChoices).toBeLessThan(logs[0]!.choices.length);
    expect(logs[1]).toEqual(logs[0]);
  });
});
