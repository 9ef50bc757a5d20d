// agon play --save / agon replay, and simulate saving the games that fail.
import { cpSync, readdirSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { failedGameDecisions } from "../../src/simulation/failed-game.js";
import { gameSeed } from "../../src/simulation/seeds.js";
import { loadGame } from "../../src/index.js";
import { agon, tempFolder } from "./run-cli.js";

const RULES = "rules/olympia-2000.agon";
const FAILING = "test/cli/fixtures/sometimes-fails.agon";

describe("agon replay", () => {
  it("prints the account of the saved game byte for byte as play printed it, in its language, and its JSON", async () => {
    const folder = tempFolder();
    const save = join(folder, "g.json");
    for (const flags of [[], ["--lang", "ko"]]) {
      const play = await agon(["play", RULES, "--players", "3", "--seed", "11", "--save", save, ...flags]);
      expect(play.code).toBe(0);
      const replay = await agon(["replay", save]);
      expect(replay.code).toBe(0);
      expect(replay.stdout).toBe(play.stdout);
    }
    const json = await agon(["play", RULES, "--players", "3", "--seed", "11", "--json", "--lang", "ko"]);
    expect((await agon(["replay", save, "--json"])).stdout).toBe(json.stdout);
  });

  it("shows the table at the start of a turn as one player saw it", async () => {
    const save = join(tempFolder(), "g.json");
    await agon(["play", RULES, "--players", "3", "--seed", "11", "--save", save]);
    const view = await agon(["replay", save, "--at", "2", "--as", "Player 2"]);
    expect(view.code).toBe(0);
    const lines = view.stdout.split("\n");
    expect(lines[0]).toBe("Player 2:");
    expect(lines.find((l) => l.startsWith("  Player 2's hand: "))).not.toMatch(/\d+ cards$/);
    expect(lines.find((l) => l.startsWith("  Player 1's hand: "))).toMatch(/^ {2}Player 1's hand: \d+ cards?$/);
    const far = await agon(["replay", save, "--at", "999"]);
    expect(far.code).toBe(2);
    expect(far.stderr).toMatch(/has \d+ turns/);
    expect((await agon(["replay", save, "--as", "Nobody"])).code).toBe(2);
  });

  it("tells a game played in Korean in Korean: its table (by the rulebook's words) and its errors", async () => {
    const save = join(tempFolder(), "g.json");
    await agon(["play", RULES, "--names", "안나,벤,클레오", "--seed", "11", "--lang", "ko", "--readings", "ko", "--save", save]);
    const replayed = await agon(["replay", save]);
    // the account again byte for byte, --readings included
    expect(replayed.stdout.split("\n")[0]).toContain("--readings ko: 한글판의 해석");
    const view = await agon(["replay", save, "--at", "3", "--as", "벤"]);
    expect(view.code).toBe(0);
    expect(view.stdout).toMatch(/^ {2}현재 점수: 안나 \d+점 · 벤 \d+점 · 클레오 \d+점$/m);
    // identical cards once, with their number: 위로 칩 7개, not the same name seven times
    expect(view.stdout).toMatch(/^ {2}위로 칩 더미: 위로 칩 \d개$/m);
    const nobody = await agon(["replay", save, "--as", "도라"]);
    expect(nobody.code).toBe(2);
    expect(nobody.stderr).toBe(`error[usage]: --as 도라: ${save}의 플레이어는 안나, 벤, 클레오뿐이다\n`);
    const far = await agon(["replay", save, "--at", "999"]);
    expect(far.stderr).toMatch(/^error\[usage\]: --at 999: .*의 게임은 \d+라운드까지다\n$/);
  });

  it("counts a hidden zone by what it holds, in either language: the box's tiles are no cards", async () => {
    const save = join(tempFolder(), "g.json");
    for (const [lang, player, line] of [
      ["ko", "플레이어 1", "  상자: 칩 5개"],
      ["en", "Player 1", "  box: 5 laurel tiles"],
    ] as const) {
      await agon(["play", RULES, "--players", "4", "--seed", "3", "--lang", lang, "--save", save]);
      const view = await agon(["replay", save, "--at", "2", "--as", player]);
      expect(view.stdout.split("\n")).toContain(line);
    }
  });

  it("refuses a game whose rules or cards changed since it was saved", async () => {
    const project = tempFolder();
    writeFileSync(join(project, "package.json"), "{}\n");
    mkdirSync(join(project, "rules"));
    mkdirSync(join(project, "cards"));
    cpSync("rules/lead-and-follow.agon", join(project, "rules/lead-and-follow.agon"));
    cpSync("cards/lead-and-follow.agon", join(project, "cards/lead-and-follow.agon"));
    const save = join(project, "g.json");
    expect((await agon(["play", join(project, "rules/lead-and-follow.agon"), "--players", "4", "--save", save])).code).toBe(0);
    expect((await agon(["replay", save])).code).toBe(0);
    const cards = join(project, "cards/lead-and-follow.agon");
    writeFileSync(cards, `${readFileSync(cards, "utf8")}\n// changed\n`);
    const changed = await agon(["replay", save]);
    expect(changed.code).toBe(1);
    expect(changed.stderr).toContain("the rules or card files have changed since it was saved");
  });

  it("checks the saved file with clear messages", async () => {
    const folder = tempFolder();
    const save = join(folder, "g.json");
    await agon(["play", RULES, "--players", "3", "--save", save]);
    const saved = JSON.parse(readFileSync(save, "utf8"));
    writeFileSync(save, JSON.stringify({ ...saved, seed: "seven" }));
    const bad = await agon(["replay", save]);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("is not a saved game: seed:");
    writeFileSync(save, JSON.stringify({ ...saved, decisions: ["no-such-card", ...saved.decisions] }));
    const illegal = await agon(["replay", save]);
    expect(illegal.code).toBe(1);
    expect(illegal.stderr).toContain('decision 1 ("no-such-card") is not legal here');
    writeFileSync(save, "{");
    expect((await agon(["replay", save])).stderr).toContain("is not valid JSON");
  });

  it("refuses a saved game cut short, in another language, with unknown seats or options, naming the file and field", async () => {
    const folder = tempFolder();
    const save = join(folder, "g.json");
    expect((await agon(["play", RULES, "--players", "3", "--seed", "1", "--save", save])).code).toBe(0);
    const saved = JSON.parse(readFileSync(save, "utf8"));
    const replayOf = async (name: string, text: string, flags: string[] = []) => {
      const path = join(folder, name);
      writeFileSync(path, text);
      const run = await agon(["replay", path, ...flags]);
      return { code: run.code, stdout: run.stdout, stderr: run.stderr.replaceAll(path, name) };
    };
    const cases: [string, string, RegExp][] = [
      [
        "short.json",
        JSON.stringify({ ...saved, decisions: saved.decisions.slice(0, 5) }),
        /^error\[failed\]: short\.json: the decisions end after 5, but the game waits for Player \d's decision "[^"]+"\n/,
      ],
      [
        "lang.json",
        JSON.stringify({ ...saved, lang: "fr" }),
        /^error\[failed\]: lang\.json is not a saved game: lang: the account is told in en, ko, not "fr"\n/,
      ],
      [
        "seats.json",
        JSON.stringify({ ...saved, seats: ["x", "y", "z"] }),
        /^error\[failed\]: seats\.json is not a saved game: seats\[0\]: unknown seat kind "x" \(kinds: human, random, /,
      ],
      [
        "setting.json",
        JSON.stringify({ ...saved, seats: ["random", "ismcts:foo=1", "random"] }),
        /seats\[1\]: agent ismcts has no setting "foo"/,
      ],
      [
        "proto.json",
        JSON.stringify(saved).replace('"options":{}', '"options":{"__proto__":{"x":1}}'),
        /^error\[failed\]: proto\.json is not a saved game: options\.__proto__: "__proto__" names no option/,
      ],
      ["ctor.json", JSON.stringify({ ...saved, options: { constructor: 1 } }), /options\.constructor: "constructor" names no option/],
      [
        "nope.json",
        JSON.stringify({ ...saved, options: { nope: 1 } }),
        /^error\[failed\]: nope\.json: options\.nope: unknown option `nope`\n/,
      ],
      [
        "size.json",
        JSON.stringify({ ...saved, options: { "hand-size": 99 } }),
        /^error\[failed\]: size\.json: options\.hand-size: option `hand-size` is \d+\.\.\d+; 99 is outside\n/,
      ],
    ];
    for (const [name, text, message] of cases) {
      const run = await replayOf(name, text);
      expect({ name, code: run.code, stdout: run.stdout }).toEqual({ name, code: 1, stdout: "" });
      expect(run.stderr).toMatch(message);
    }
    // --json too: a cut game gives no partial stream without its result
    expect((await replayOf("short.json", JSON.stringify({ ...saved, decisions: saved.decisions.slice(0, 5) }), ["--json"])).code).toBe(1);
    // a human seat, as play --save writes it, is a seat kind
    expect((await replayOf("human.json", JSON.stringify({ ...saved, seats: ["human", "random", "random"] }))).code).toBe(0);
  });

  it("refuses a --save path it cannot write before the game is played", async () => {
    const nowhere = join(tempFolder(), "missing", "g.json");
    const refused = await agon(["play", RULES, "--players", "3", "--save", nowhere]);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe("");
    expect(refused.stderr).toContain("cannot write --save: the folder");
  });
});

describe("agon simulate and failed games", () => {
  it("saves a game that fails, prints the replay command, and the replay fails the same way", async () => {
    const folder = tempFolder();
    const run = await agon(["simulate", FAILING, "--players", "2", "--games", "20", "--workers", "1", "--failed-games", folder]);
    expect(run.code).toBe(1);
    const [file] = readdirSync(folder);
    expect(file).toBeDefined();
    const path = join(folder, file!);
    expect(run.stderr).toContain(`replay it with: agon replay ${path}`);
    expect(run.stderr).toContain("division by zero");
    const replay = await agon(["replay", path]);
    expect(replay.code).toBe(1);
    expect(replay.stderr).toContain("error[runtime-error]: division by zero (6 / 0)");
    // the match seed the simulation names plays the same failing game with `play --seed`
    const seed = /match seed (\d+)/.exec(run.stderr)![1]!;
    const play = await agon(["play", FAILING, "--players", "2", "--seed", seed]);
    expect(play.code).toBe(1);
    expect(play.stderr).toContain("division by zero (6 / 0)");
  });

  it("a simulated game's seed gives the same decisions with play --seed", async () => {
    const rules = "rules/lead-and-follow.agon";
    const game = loadGame(rules).game!;
    const players = ["Player 1", "Player 2", "Player 3", "Player 4"];
    const spec = {
      rules,
      players,
      agents: ["random", "random", "first", "random"] as const,
      options: {},
      seed: 9,
      games: 10,
      first: 0,
      count: 10,
    };
    const simulated = failedGameDecisions(game, { ...spec, agents: [...spec.agents] }, 4);
    expect(simulated.seed).toBe(gameSeed(9, 4));
    const save = join(tempFolder(), "g.json");
    await agon([
      "play",
      rules,
      "--players",
      "4",
      "--agents",
      "random,random,first,random",
      "--seed",
      String(simulated.seed),
      "--save",
      save,
    ]);
    expect(JSON.parse(readFileSync(save, "utf8")).decisions).toEqual(simulated.decisions);
  });
});
