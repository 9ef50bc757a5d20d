// The terminal seat: a person sees only their own view, answers numbered options (the real
// @inquirer/rawlist prompt, on scripted streams), may undo their last decision, and the saved game
// replays byte for byte.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { render } from "@inquirer/testing";
import rawlist from "@inquirer/rawlist";
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { SeatLeft, terminalAsk, UNDO, type Ask } from "../../src/cli/human-seat.js";
import type { CliIo } from "../../src/cli/io.js";
import { playCommand } from "../../src/cli/play.js";
import { agon, tempFolder } from "./run-cli.js";

const RULES = "rules/lead-and-follow.agon";
const BASE = { option: [] as string[], seat: [] as string[], players: "4", seed: "5", agents: "first" };

function captured(): { io: CliIo; out: () => string } {
  let out = "";
  return {
    io: { stdout: (t) => void (out += t), stderr: () => {}, stdoutColour: false, stderrColour: false, cwd: process.cwd() },
    out: () => out,
  };
}

/** The real terminal prompt on streams: each time it asks, the next scripted keys are typed. */
function scriptedTerminal(answers: string[]): { ask: Ask; asked: string[] } {
  const asked: string[] = [];
  const real = terminalAsk;
  const ask: Ask = async (message, choices) => {
    const input = new PassThrough();
    const output = new PassThrough();
    let screen = "";
    output.on("data", (chunk) => void (screen += String(chunk)));
    const answer = real(input, output)(message, choices);
    const keys = answers.shift() ?? "1";
    setImmediate(() => input.write(`${keys}\n`));
    const value = await answer;
    asked.push(screen);
    return value;
  };
  return { ask, asked };
}

describe("a human seat", () => {
  it("sees the declared standings in its view and in the account, not a score set only at the end", async () => {
    const { io, out } = captured();
    // the first answer of every prompt: Olympia, three players, the human in seat 1, in Korean
    const ask: Ask = async (_message, choices) => choices[0]!.value;
    const options = { option: [], seat: ["1=human"], players: "3", seed: "7", agents: "first", lang: "ko" };
    expect(await playCommand("rules/olympia-2000.agon", options, io, ask)).toBe(0);
    const text = out();
    const views = text.split("\n").filter((line) => line.startsWith("  현재 점수: "));
    expect(views.length).toBeGreaterThan(5);
    // some prompt shows a player with laurels won during the game
    expect(views.some((line) => /[1-9]\d*점( ·|$)/.test(line.replace(/플레이어 \d/g, "")))).toBe(true);
    expect(text).not.toMatch(/Player \d/);
  });

  it("Ctrl-C (or Ctrl-D) at the prompt leaves the game: exit 130 and one line, not an internal error, and no save", async () => {
    const input = new PassThrough();
    const asking = terminalAsk(input, new PassThrough())("Player 1, card to lead?", [{ name: "a", value: "a" }]);
    // Ctrl-C as a terminal sends it; a terminal's Ctrl-D reaches the prompt as the same force-close
    setImmediate(() => input.write("\x03"));
    await expect(asking).rejects.toBeInstanceOf(SeatLeft);

    const folder = tempFolder();
    const save = join(folder, "game.json");
    let err = "";
    const io: CliIo = { ...captured().io, stderr: (t) => void (err += t) };
    const leave: Ask = () => Promise.reject(new SeatLeft());
    expect(await playCommand(RULES, { ...BASE, seat: ["1=human"], save }, io, leave)).toBe(130);
    expect(err).toBe("error[interrupted]: the game was left at a prompt (Ctrl-C or Ctrl-D); the game is not saved\n");
    expect(existsSync(save)).toBe(false);
  });

  it("plays seat 1 at the prompt: first options give the game a `first` agent gives, and the save replays byte for byte", async () => {
    const folder = tempFolder();
    const save = join(folder, "game.json");
    const { ask, asked } = scriptedTerminal([]);
    const human = captured();
    expect(await playCommand(RULES, { ...BASE, seat: ["1=human"], save }, human.io, ask)).toBe(0);
    const agents = captured();
    expect(await playCommand(RULES, { ...BASE, seat: ["1=first"] }, agents.io)).toBe(0);
    // the person's terminal holds the whole account and the result, between their views
    const account = agents.out();
    const result = account.slice(account.indexOf("result:"));
    expect(human.out().endsWith(result)).toBe(true);
    expect(asked.length).toBeGreaterThan(5);
    expect(asked[0]).toMatch(/Player 1, card to lead\?\s+1\) \d+ of \w+\n {2}2\) /);
    const replay = await agon(["replay", save]);
    expect(replay.code).toBe(0);
    expect(replay.stdout).toBe(account);
    const saved = JSON.parse(readFileSync(save, "utf8"));
    expect(saved.seats).toEqual(["human", "first", "first", "first"]);
    expect(saved.rulesHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("shows the player their own hand and the others' hands as counts only", async () => {
    const { ask } = scriptedTerminal([]);
    const human = captured();
    await playCommand(RULES, { ...BASE, seat: ["2=human"] }, human.io, ask);
    const firstView = human.out().split("\n");
    const own = firstView.find((line) => line.startsWith("  Player 2's hand: "))!;
    expect(own).toMatch(/ of (acorns|bells|leaves|hearts)/);
    const other = firstView.find((line) => line.startsWith("  Player 1's hand: "))!;
    expect(other).toMatch(/^ {2}Player 1's hand: \d+ cards?$/);
  });

  it("takes back the last decision: a wrong first answer undone gives the game of first answers", async () => {
    const answers: (number | "undo")[] = [1, "undo"];
    const ask: Ask = async (_message, choices) => {
      const next = answers.shift() ?? 0;
      if (next === "undo") {
        const undo = choices.find((c) => c.value === UNDO);
        expect(undo?.name).toBe("undo my last decision");
        return UNDO;
      }
      return choices[next]!.value;
    };
    const folder = tempFolder();
    const withUndo = captured();
    await playCommand(RULES, { ...BASE, seat: ["1=human"], save: join(folder, "undo.json") }, withUndo.io, ask);
    const agents = captured();
    await playCommand(RULES, { ...BASE, seat: ["1=first"], save: join(folder, "first.json") }, agents.io);
    const decisions = (name: string) => JSON.parse(readFileSync(join(folder, name), "utf8")).decisions;
    expect(decisions("undo.json")).toEqual(decisions("first.json"));
  });

  it("is refused without a terminal (exit 2), and a bad --seat is a usage error", async () => {
    const run = await agon(["play", RULES, "--players", "4", "--seat", "2=human"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("a human seat needs a terminal");
    const bad = await agon(["play", RULES, "--players", "4", "--seat", "2=humn"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("did you mean `human`?");
    expect((await agon(["play", RULES, "--players", "4", "--seat", "5=first"])).stderr).toContain("the seats are 1 to 4");
  });
});

describe("the prompt (@inquirer/testing)", () => {
  it("numbers the answers and takes the one typed", async () => {
    const { answer, events, getScreen } = await render(rawlist, {
      message: "Player 1, card to play?",
      choices: [
        { name: "3 of acorns", value: "acorns-3" },
        { name: "7 of bells", value: "bells-7" },
      ],
    });
    expect(getScreen()).toContain("1) 3 of acorns");
    expect(getScreen()).toContain("2) 7 of bells");
    events.type("2");
    events.keypress("enter");
    await expect(answer).resolves.toBe("bells-7");
  });
});
