// The studio in a real browser: Debian's chromium driven by playwright-core. The page the test run
// built (dist/studio) is served by a real `agon studio` process on a free loopback port; the test
// edits, plays a whole Olympia game from seat 1 on the table with an option set, jumps through the
// account and branches, undoes, plays in Korean, simulates, compares a variant, plays OlymPeak
// against ISMCTS seats set up from the agent registry, and lays out a fixture game.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_KINDS, loadGame, renderDiagnostic } from "../../src/index.js";
import { compareResults } from "../../src/simulation/compare.js";
import { defaultNames } from "../../src/cli/play-args.js";
import { phrasesFor } from "../../src/cli/story-phrases.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import type { SimulationSpec } from "../../src/simulation/spec.js";
import { byNaturalOrder } from "../../src/simulation/summary.js";
import { GameSession, type SessionConfig } from "../../studio/src/game-session.js";
import { chromeText, type ChromeKey } from "../../studio/src/chrome-words.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const BUILT_AGON = join(ROOT, "dist/src/cli/main.js");
const CHROMIUM = "/usr/bin/chromium";
// This machine's network is closed: no sandbox (root in a container), no background fetches.
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const RULES = "rules/olympia-2000.agon";
const SEED = 7;
const PLAYERS = 3;
const TYPO = "\nvar typo: int = numbr-of-players";
const FIXTURE = "test/fixtures/games/prototype-names.agon";
const FIVE_CARDS = "rules/variants/olympia-2000-five-cards.agon";
const COMPARED_GAMES = 400;
const OLYMPIA: SessionConfig = { players: 3, seat: 0, seed: 7, agents: ["random", "random", "random"], lang: "en" };
/** A whole game's decisions for one seat, with room to spare: more means the page is stuck. */
const MOST_CLICKS = 400;
const STEP_MS = 15_000;
/** expect.poll waits 1 s by default: too little beside the rest of `npm test` on two cores. */
const POLL = { timeout: STEP_MS };

const temp = mkdtempSync(join(tmpdir(), "agon-studio-browser-"));
// AGON_STUDIO_SCREENSHOTS=folder keeps them for a look; by default they go with the temporary folder
const shots = process.env.AGON_STUDIO_SCREENSHOTS ?? join(temp, "screenshots");
let server: ChildProcess | undefined;
let context: BrowserContext | undefined;
let page: Page;
let url = "";

/** Starts the built `agon studio --port 0` and reads the address it prints. */
function startStudio(pageDir: string): Promise<string> {
  server = spawn(process.execPath, [BUILT_AGON, "studio", "--port", "0", "--page", pageDir], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1" },
  });
  const child = server;
  return new Promise((done, fail) => {
    let out = "";
    const timer = setTimeout(() => fail(new Error(`agon studio printed no address: ${out}`)), 30_000);
    child.stdout!.setEncoding("utf8").on("data", (text: string) => {
      out += text;
      const found = /open (http:\/\/127\.0\.0\.1:\d+\/)/.exec(out);
      if (found) {
        clearTimeout(timer);
        done(found[1]!);
      }
    });
    child.stderr!.setEncoding("utf8").on("data", (text: string) => (out += text));
    child.on("exit", (code) => fail(new Error(`agon studio exited (${code}): ${out}`)));
  });
}

/** Seat 1 takes the last option each time until the game ends (or `most` decisions); the same game
 *  played in Node by `reference` must ask the same decisions and end the same. Returns the clicks. */
async function playOn(reference: GameSession, most = MOST_CLICKS, shot?: string): Promise<number> {
  let clicks = 0;
  for (; clicks < most; clicks++) {
    const option = page.locator("#decision button.option:enabled");
    const over = page.locator("#result h3");
    await option.or(over).first().waitFor();
    if ((await over.count()) > 0) break;
    const pending = reference.latest().pending!;
    // the answers, then "none" (in the page's language) where the decision may be left open
    const asked = [...pending.options.map((o) => o.text), ...(pending.optional ? [chromeText(reference.config.lang, "none")] : [])];
    expect(await option.allTextContents()).toEqual(asked);
    const step = await page.locator("#step").textContent();
    await option.nth(asked.length - 1).click();
    reference.choose(pending.optional ? -1 : asked.length - 1);
    await expect.poll(() => page.locator("#step").textContent(), POLL).not.toBe(step);
    if (clicks === 3 && shot) await shoot(shot);
  }
  expect(clicks).toBeGreaterThan(0);
  return clicks;
}

/** The step line of a game's first step, in the page's language: `step 1 of N`. */
function stepOne(lang: string): RegExp {
  const [before, after] = chromeText(lang, "step", { step: 1 }).split("{steps}");
  const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escapeForRegExp(before!)}\\d+${escapeForRegExp(after!)}$`);
}

async function playToTheEnd(reference: GameSession, shot?: string): Promise<number> {
  const clicks = await playOn(reference, MOST_CLICKS, shot);
  expect(clicks).toBeLessThan(MOST_CLICKS);
  const result = reference.latest().result!;
  expect(await page.locator("#result h3").textContent()).toBe(`Game over: ${result.winners.join(", ")} won`);
  expect(await page.locator("#result .scores li").allTextContents()).toEqual(Object.entries(result.scores).map(([p, s]) => `${p}: ${s}`));
  return clicks;
}

/** The account on the page is the reference's, line for line. */
async function expectAccount(reference: GameSession): Promise<void> {
  const lines = reference.latest().account.map((line) => line.text);
  await expect.poll(() => page.locator("#account li").allTextContents(), POLL).toEqual(lines);
}

function names(players: number): string[] {
  return Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
}

async function shoot(name: string): Promise<string> {
  const file = join(shots, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

beforeAll(async () => {
  expect(existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install -y chromium fonts-noto-cjk`).toBe(true);
  // the page as the test run's set-up built it (test/support/build-once.ts)
  url = await startStudio(join(ROOT, "dist/studio"));
  context = await chromium.launchPersistentContext(join(temp, "profile"), {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
    timeout: 30_000,
  });
  context.setDefaultTimeout(STEP_MS);
  page = context.pages()[0] ?? (await context.newPage());
}, 180_000);

afterAll(async () => {
  await context?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once("exit", done));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
    if (server.exitCode === null) server.kill("SIGKILL");
  }
  rmSync(temp, { recursive: true, force: true });
});

describe("agon studio in a browser", () => {
  it("shows the real checker's diagnostic for a typo, and drops it once fixed", async () => {
    await page.goto(`${url}?file=${RULES}`);
    await expect.poll(() => page.locator("#status").textContent(), POLL).toBe("Olympia 2000 (v. Chr.): checks");
    expect(await page.locator("#diagnostics").getAttribute("data-count")).toBe("0");

    await page.locator(".cm-content").click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(TYPO);
    // the same diagnostic, rendered the same way, as `agon check` gives for that text
    const edited = readFileSync(join(ROOT, RULES), "utf8") + TYPO;
    const expected = loadGame(RULES, { readFile: (p) => (resolve(p) === resolve(ROOT, RULES) ? edited : readFileSync(p, "utf8")) });
    const first = expected.diagnostics[0]!;
    expect(first.severity).toBe("error");
    await expect.poll(() => page.locator("#diagnostics").textContent(), POLL).toContain(renderDiagnostic(first, edited));
    await expect.poll(() => page.locator("#status").textContent(), POLL).toMatch(/error/);
    await expect.poll(() => page.locator(".cm-lintRange-error").count(), POLL).toBeGreaterThan(0);
    await shoot("1-typo");

    for (let i = 0; i < TYPO.length; i++) await page.keyboard.press("Backspace");
    await expect.poll(() => page.locator("#diagnostics").getAttribute("data-count"), POLL).toBe("0");
    expect(await page.locator("#status").textContent()).toBe("Olympia 2000 (v. Chr.): checks");
  }, 60_000);

  it("lists the project's games and variants, the test fixtures behind a toggle, and says so of a missing file", async () => {
    const listed = await page.locator("#file option").allTextContents();
    expect(listed).toContain("rules/olympeak.agon");
    expect(listed).toContain("rules/variants/olympia-2000-five-cards.agon");
    expect(listed.filter((path) => path.startsWith("test/"))).toEqual([]);
    await page.locator("#show-fixtures").check();
    expect(await page.locator("#file option").allTextContents()).toContain(FIXTURE);
    await page.locator("#show-fixtures").uncheck();

    await page.goto(`${url}?file=rules/no-such-game.agon`);
    await expect
      .poll(() => page.locator("#status").textContent(), POLL)
      .toMatch(/^no file rules\/no-such-game\.agon in this project: showing rules\//);
  }, 60_000);

  it("plays a whole Olympia game as seat 1 by clicking, with an option set, on a table of what the seat sees", async () => {
    await page.goto(`${url}?file=${RULES}`);
    await expect.poll(() => page.locator("#status").textContent(), POLL).toBe("Olympia 2000 (v. Chr.): checks");
    await page.locator("#players").fill(String(PLAYERS));
    await page.locator("#players").dispatchEvent("change");
    await page.locator("#seat").selectOption("0");
    await page.locator("#seed").fill(String(SEED));
    // a control for every option the game declares, at its default
    expect(await page.locator("#options [data-option]").count()).toBe(loadGame(RULES).game!.options.length);
    expect(await page.locator('#options [data-option="hand-size"]').inputValue()).toBe("4");
    await page.locator('#options [data-option="hand-size"]').fill("5");
    await page.locator("#new-game").click();
    await page.locator("#board .seat.you").waitFor();
    expect(await page.locator("#board .seat").count()).toBe(PLAYERS);
    // another seat's hand is card backs with a count, never its cards
    expect(await page.locator('#board [data-zone="hand[Player 2]"] .card:not(.back)').count()).toBe(0);

    const reference = new GameSession(loadGame(RULES).game!, { ...OLYMPIA, options: { "hand-size": 5 } });
    await playOn(reference, 3);
    // the seat's own hand, its athletes described by the state: `Ajax (1)`, as the CLI's account reads them
    const seen = reference.latest();
    const hand = await page.locator('#board [data-zone="hand[Player 1]"] .card').allTextContents();
    expect(hand).toEqual(seen.view.zones["hand[Player 1]"]!.cards!.map((c) => seen.cardNames[c]));
    expect(hand.length).toBeGreaterThanOrEqual(4);
    for (const card of hand) expect(card).toMatch(/ \(\d+\)/);
    const others = seen.view.zones["hand[Player 2]"]!.count;
    expect(others).toBeGreaterThanOrEqual(4);
    expect(await page.locator('#board [data-zone="hand[Player 2]"] .backs .count').textContent()).toBe(`× ${others}`);
    // the declared standings on the table, one per seat
    expect(await page.locator("#board .seat .standing").count()).toBe(PLAYERS);
    await expectAccount(reference);
    await playToTheEnd(reference, "2-olympia-table");
    await expectAccount(reference);
    await shoot("3-game-over");
  }, 180_000);

  it("jumps to any line of the account, and plays on from there", async () => {
    const last = (await page.locator("#step").textContent())!;
    const [, , total] = /step (\d+) of (\d+)/.exec(last)!.map(Number);
    const line = page.locator("#account li").nth(40);
    const step = Number(await line.getAttribute("data-step"));
    await line.click();
    await expect.poll(() => page.locator("#step").textContent(), POLL).toBe(`step ${step + 1} of ${total}`);
    expect(await page.locator("#result h3").count()).toBe(0);
    expect(await page.locator("#decision").textContent()).toContain("Looking back");
    expect(await page.locator("#account li.later").count()).toBeGreaterThan(0);
    await shoot("4-jumped-back");
    await page.locator("#back").click();
    await expect.poll(() => page.locator("#step").textContent(), POLL).toBe(`step ${step} of ${total}`);
    await page.locator("#forward").click();
    await page.locator("#branch").click();
    // the game is played again from the seed to that step, and on to the seat's next decision
    await page.locator("#decision button.option:enabled").first().waitFor();
    expect(await page.locator("#account li.later").count()).toBe(0);
    const [, now, of] = /step (\d+) of (\d+)/.exec((await page.locator("#step").textContent())!)!.map(Number);
    expect(now).toBe(of);
    expect(of).toBeLessThan(total!);
    expect(now).toBeGreaterThanOrEqual(step + 1);
  }, 60_000);

  it("takes back a decision: the same position and the same question again", async () => {
    const options = page.locator("#decision button.option:enabled");
    await options.first().waitFor();
    const before = await page.locator("#step").textContent();
    const asked = await options.allTextContents();
    const hand = await page.locator('#board [data-zone="hand[Player 1]"] .card').allTextContents();
    const account = await page.locator("#account li").count();
    await options.first().click();
    await expect.poll(() => page.locator("#step").textContent(), POLL).not.toBe(before);
    await page.locator("#undo").click();
    await expect.poll(() => page.locator("#step").textContent(), POLL).toBe(before);
    expect(await page.locator("#decision button.option:enabled").allTextContents()).toEqual(asked);
    expect(await page.locator('#board [data-zone="hand[Player 1]"] .card').allTextContents()).toEqual(hand);
    expect(await page.locator("#account li").count()).toBe(account);
    await shoot("5-undone");
  }, 60_000);

  it("tells Olympia in Korean: the account, the table's zones and the cards", async () => {
    await page.locator("#lang").selectOption("ko");
    await page.locator("#new-game").click();
    const reference = new GameSession(loadGame(RULES).game!, { ...OLYMPIA, options: { "hand-size": 5 }, lang: "ko" });
    await playOn(reference, 4);
    await expectAccount(reference);
    expect((await page.locator("#account li").allTextContents()).join("\n")).toMatch(/[가-힣]/);
    // the seats and the standings are named as the CLI's Korean account names them
    expect(await page.locator('#board [data-zone="hand[플레이어 1]"] h4').textContent()).toMatch(/^손 \(\d+\)$/);
    const boardText = (await page.locator("#board").textContent()) ?? "";
    expect(boardText).toContain(defaultNames(PLAYERS, "ko")[1]!);
    expect(boardText).toContain(phrasesFor("ko").standings);
    expect(boardText).not.toMatch(/Player \d|laurels so far/);
    // and so are the page's seat and agent controls
    expect(await page.locator("#seat option").allTextContents()).toEqual(defaultNames(PLAYERS, "ko"));
    expect(await page.locator('#agents .seat-agent[data-seat="1"] label').first().textContent()).toMatch(/^플레이어 2 /);
    // the page's own words too: every button, heading and label of its chrome, from its table
    const chrome = page.locator("[data-chrome]");
    const keys = await chrome.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-chrome") as ChromeKey));
    expect(keys.length).toBeGreaterThan(25);
    expect(await chrome.allTextContents()).toEqual(keys.map((key) => chromeText("ko", key)));
    expect(await page.locator("#step").textContent()).toMatch(/^\d+단계 중 \d+단계$/);
    expect(await page.locator("#board .seat.you h3").first().textContent()).toMatch(/^플레이어 1 \(나\)/);
    expect((await page.locator("#board").textContent()) ?? "").not.toMatch(/seen in secret|\(you\)/);
    expect(await page.locator("html").getAttribute("lang")).toBe("ko");
    // the options by the names the rules give them in Korean, their values kept
    const handSize = page.locator("#options label", { has: page.locator('[data-option="hand-size"]') });
    expect(await handSize.textContent()).toMatch(/^손의 카드 수 /);
    expect(await page.locator('#options [data-option="hand-size"]').inputValue()).toBe("5");
    expect(await page.locator('#options [data-option="opening-tiles"] option').allTextContents()).toEqual([
      "플레이어가 고른다",
      "무작위로 놓는다",
    ]);
    await shoot("6-olympia-korean");
    await page.locator("#lang").selectOption("en");
    expect(await chrome.allTextContents()).toEqual(keys.map((key) => chromeText("en", key)));
  }, 120_000);

  it("switches a game in progress between English and Korean at the same position, saves it and loads it back", async () => {
    await page.goto(`${url}?file=${RULES}`);
    await expect.poll(() => page.locator("#status").textContent(), POLL).toBe("Olympia 2000 (v. Chr.): checks");
    await page.locator("#players").fill(String(PLAYERS));
    await page.locator("#players").dispatchEvent("change");
    await page.locator("#seed").fill(String(SEED));
    await page.locator("#lang").selectOption("en");
    await page.locator("#new-game").click();
    const reference = new GameSession(loadGame(RULES).game!, OLYMPIA);
    await playOn(reference, 3);
    const step = await page.locator("#step").textContent();
    await page.locator("#lang").selectOption("ko");
    const korean = new GameSession(loadGame(RULES).game!, { ...OLYMPIA, lang: "ko", decisions: reference.decisionsMade() });
    await expectAccount(korean);
    // the same step, told in the page's Korean words
    const at = { step: korean.latest().step + 1, steps: korean.latest().steps };
    expect(step).toBe(chromeText("en", "step", at));
    expect(await page.locator("#step").textContent()).toBe(chromeText("ko", "step", at));
    expect(await page.locator("#decision button.option:enabled").allTextContents()).toEqual(
      korean.latest().pending!.options.map((o) => o.text),
    );
    await shoot("6b-olympia-switched-to-korean");
    await page.locator("#lang").selectOption("en");
    await expectAccount(reference);

    // saved in agon play --save's format, then loaded back over a new game
    const download = page.waitForEvent("download");
    await page.locator("#save-game").click();
    const savedPath = await (await download).path();
    const saved = JSON.parse(readFileSync(savedPath, "utf8"));
    expect(saved).toMatchObject({ format: "agon-game", rules: RULES, seed: SEED, lang: "en", seats: ["human", "random", "random"] });
    expect(saved.decisions).toEqual(reference.decisionsMade());
    await page.locator("#new-game").click();
    await page.locator("#load-game").setInputFiles(savedPath);
    await expect.poll(() => page.locator("#status").textContent(), POLL).toBe(`loaded a game of ${RULES}`);
    await expectAccount(reference);
    expect(await page.locator("#step").textContent()).toBe(step);

    // a whole game saved by the CLI loads at its end
    const cliSave = join(temp, "cli-game.json");
    const cli = spawnSync(process.execPath, [BUILT_AGON, "play", RULES, "--players", "3", "--seed", "5", "--save", cliSave], { cwd: ROOT });
    expect(cli.status, String(cli.stderr)).toBe(0);
    const cliGame = JSON.parse(readFileSync(cliSave, "utf8"));
    await page.locator("#load-game").setInputFiles(cliSave);
    const whole = new GameSession(loadGame(RULES).game!, { ...OLYMPIA, seed: 5, decisions: cliGame.decisions });
    await expectAccount(whole);
    expect(await page.locator("#result h3").textContent()).toBe(`Game over: ${whole.latest().result!.winners.join(", ")} won`);
    await shoot("6c-cli-game-loaded");
  }, 180_000);

  it("runs a quick simulation and shows the simulation report's charts", async () => {
    await page.locator("#games").fill("2000");
    await page.locator("#simulate").click();
    await expect.poll(() => page.locator("#simulation-status").textContent(), { timeout: 60_000 }).toBe("2000 games played");
    const report = page.frameLocator("#report");
    await expect.poll(() => report.locator("h1").textContent(), POLL).toBe(`olympia-2000: 2000 simulated games, ${PLAYERS} players`);
    // the win rates, the game length, and one score histogram per seat
    expect(await report.locator("svg").count()).toBe(2 + PLAYERS);
    expect(await report.locator("svg rect").count()).toBeGreaterThan(PLAYERS);
    // its axis ticks at round values
    const ticks = (await report.locator("svg").first().locator('text[text-anchor="end"]').allTextContents()).map((t) =>
      Number.parseInt(t, 10),
    );
    expect(ticks[1]! % 5).toBe(0);
    await page.locator("#report").scrollIntoViewIfNeeded();
    const file = await shoot("5-simulation");
    expect(statSync(file).size).toBeGreaterThan(10_000);
    // the structure at a glance, the events per game in a reader's order of rulebook IDs
    const figures = await page.locator("#structure table.structure th").allTextContents();
    for (const figure of ["decisions per turn", "branching factor (answers per decision)", "decisions per game"])
      expect(figures).toContain(figure);
    expect(figures.some((f) => f.startsWith("game length"))).toBe(true);
    const ids = await page.locator("#structure table.rule-events tbody th").allTextContents();
    expect(ids.indexOf("OLY-T2")).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf("OLY-T2")).toBeLessThan(ids.indexOf("OLY-T10"));
    expect(ids).toEqual([...ids].sort(byNaturalOrder));
  }, 90_000);

  it("compares a variant with the base game side by side: a variant file, or the same file with other options", async () => {
    // the base with its defaults, as `agon compare` plays it
    await page.locator('#options [data-option="hand-size"]').fill("4");
    await page.locator("#games").fill(String(COMPARED_GAMES));
    const compareWith = async (variant: string): Promise<string[]> => {
      await page.locator("#variant-file").selectOption(variant);
      await page.locator("#compare").click();
      await expect
        .poll(() => page.locator("#compare-status").textContent(), { timeout: 90_000 })
        .toBe(`${COMPARED_GAMES} games each compared`);
      return page.locator("#comparison table.comparison tbody tr").allTextContents();
    };
    const byFile = await compareWith(FIVE_CARDS);
    // the figures agon compare gives for the same games
    const spec = (rules: string): SimulationSpec => ({
      rules,
      players: names(PLAYERS),
      agents: names(PLAYERS).map(() => "random"),
      options: {},
      seed: SEED,
      games: COMPARED_GAMES,
      first: 0,
      count: COMPARED_GAMES,
    });
    const played = (rules: string) => {
      const game = loadGame(rules).game!;
      return { spec: spec(rules), game: game.name, turnRule: null, columns: new GamePlayer(game, spec(rules)).play(0, COMPARED_GAMES) };
    };
    const expected = compareResults(played(RULES), played(FIVE_CARDS));
    expect(await page.locator("#comparison tbody tr").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-figure")))).toEqual(
      expected.figures.map((f) => f.figure),
    );
    expect(await page.locator("#comparison tbody tr.significant").count()).toBe(expected.figures.filter((f) => f.significant).length);
    expect(await page.locator("#comparison svg.interval").count()).toBe(expected.figures.length);
    const reports = [page.frameLocator("#base-report"), page.frameLocator("#variant-report")];
    for (const report of reports) expect(await report.locator("svg").count()).toBe(2 + PLAYERS);
    await page.locator("#comparison").scrollIntoViewIfNeeded();
    await shoot("9-compared");

    // the same file with `hand-size` 5 is the five-card variant: the same figures
    await page.locator('#variant-options [data-option="hand-size"]').fill("5");
    expect(await compareWith(RULES)).toEqual(byFile);
  }, 240_000);

  it("plays OlymPeak with an option set against ISMCTS seats set up from the agent registry, and takes a decision back", async () => {
    await page.goto(`${url}?file=rules/olympeak.agon`);
    await expect.poll(() => page.locator("#status").textContent(), POLL).toMatch(/: checks$/);
    await page.locator("#players").fill(String(PLAYERS));
    await page.locator("#players").dispatchEvent("change");
    await page.locator("#seed").fill(String(SEED));
    await page.locator('#options [data-option="clamp"]').selectOption("per-card");
    // every agent kind of the registry, with its settings, per seat
    const kinds = await page.locator('#agents .seat-agent[data-seat="1"] .agent-kind option').allTextContents();
    expect(kinds).toEqual([...AGENT_KINDS]);
    for (const seat of ["1", "2"]) {
      const box = page.locator(`#agents .seat-agent[data-seat="${seat}"]`);
      await box.locator(".agent-kind").selectOption("ismcts");
      await box.locator('[data-setting="iterations"]').fill("8");
      await box.locator('[data-setting="rollout"]').selectOption("heuristic");
    }
    await page.locator("#new-game").click();
    await expect.poll(() => page.locator("#result h3").count(), POLL).toBe(0);
    const config: SessionConfig = {
      players: PLAYERS,
      seat: 0,
      seed: SEED,
      agents: ["random", "ismcts:iterations=8:rollout=heuristic", "ismcts:iterations=8:rollout=heuristic"],
      options: { clamp: "per-card" },
      lang: "en",
    };
    const reference = new GameSession(loadGame("rules/olympeak.agon").game!, config);
    await playOn(reference, 6);
    await expectAccount(reference);
    // the tableau is a grid, its columns the contenders
    expect(await page.locator('#board [data-zone="tableau"] table.grid th').count()).toBeGreaterThan(3);
    await shoot("7-olympeak-ismcts");
    const before = await page.locator("#step").textContent();
    const options = page.locator("#decision button.option:enabled");
    await options.last().click();
    await expect.poll(() => page.locator("#step").textContent(), POLL).not.toBe(before);
    await page.locator("#undo").click();
    await expect.poll(() => page.locator("#step").textContent(), POLL).toBe(before);
    await expectAccount(reference);
  }, 240_000);

  it.each([
    {
      rules: "rules/olympeak.agon",
      lang: "en",
      option: { name: "clamp", value: "per-card" },
      variant: "rules/variants/olympeak-one-round.agon",
      shot: "11-done-olympeak",
    },
    {
      rules: RULES,
      lang: "ko",
      option: { name: "next-discipline-chooser", value: "best" },
      variant: FIVE_CARDS,
      shot: "12-done-olympia-korean",
    },
  ])(
    "the designer's path in $rules ($lang): an option set, ISMCTS seats, undo, jump, compare a variant",
    async ({ rules, lang, option, variant, shot }) => {
      await page.goto(`${url}?file=${rules}`);
      await expect.poll(() => page.locator("#status").textContent(), POLL).toMatch(/: checks$/);
      await page.locator("#players").fill(String(PLAYERS));
      await page.locator("#players").dispatchEvent("change");
      await page.locator("#seed").fill(String(SEED));
      await page.locator("#lang").selectOption(lang);
      // the option, set through its control: a choice among the option's values
      const control = page.locator(`#options [data-option="${option.name}"]`);
      expect(await control.inputValue()).not.toBe(option.value);
      await control.selectOption(option.value);
      for (const seat of ["1", "2"]) {
        const box = page.locator(`#agents .seat-agent[data-seat="${seat}"]`);
        await box.locator(".agent-kind").selectOption("ismcts");
        await box.locator('[data-setting="iterations"]').fill("8");
      }
      await page.locator("#new-game").click();
      const agent = "ismcts:iterations=8:rollout=random";
      const chosen = await page.locator('#agents .seat-agent[data-seat="1"] [data-setting="rollout"]').inputValue();
      const config: SessionConfig = {
        players: PLAYERS,
        seat: 0,
        seed: SEED,
        agents: ["random", agent.replace("random", chosen), agent.replace("random", chosen)],
        options: { [option.name]: option.value },
        lang,
      };
      const reference = new GameSession(loadGame(rules).game!, config);
      await playOn(reference, 5);
      await expectAccount(reference);
      // the game the page plays is played with the option: its save says so
      const download = page.waitForEvent("download");
      await page.locator("#save-game").click();
      const saved = JSON.parse(readFileSync(await (await download).path(), "utf8"));
      expect(saved.options).toEqual({ [option.name]: option.value });
      // undo: the same question again
      const before = await page.locator("#step").textContent();
      const asked = await page.locator("#decision button.option:enabled").allTextContents();
      await page.locator("#decision button.option:enabled").first().click();
      await expect.poll(() => page.locator("#step").textContent(), POLL).not.toBe(before);
      await page.locator("#undo").click();
      await expect.poll(() => page.locator("#step").textContent(), POLL).toBe(before);
      expect(await page.locator("#decision button.option:enabled").allTextContents()).toEqual(asked);
      // jump to the first line of the account and back to the latest
      const first = page.locator("#account li").first();
      await first.click();
      await expect.poll(() => page.locator("#step").textContent(), POLL).toMatch(stepOne(lang));
      await shoot(`${shot}-jumped`);
      await page.locator("#latest").click();
      await expect.poll(() => page.locator("#step").textContent(), POLL).toBe(before);
      await shoot(`${shot}-table`);
      // compare a variant with the base game
      await page.locator("#games").fill("100");
      await page.locator("#variant-file").selectOption(variant);
      await page.locator("#compare").click();
      await expect.poll(() => page.locator("#compare-status").textContent(), { timeout: 90_000 }).toBe("100 games each compared");
      expect(await page.locator("#comparison svg.interval").count()).toBeGreaterThan(0);
      await page.locator("#comparison").scrollIntoViewIfNeeded();
      await shoot(`${shot}-compared`);
    },
    240_000,
  );

  it("lays out a test fixture's game from its zones alone", async () => {
    await page.goto(`${url}?file=${FIXTURE}`);
    await expect.poll(() => page.locator("#status").textContent(), POLL).toMatch(/: checks$/);
    await page.locator("#players").fill("2");
    await page.locator("#players").dispatchEvent("change");
    await page.locator("#new-game").click();
    await page.locator("#board .seat.you").waitFor();
    const game = loadGame(FIXTURE).game!;
    const perPlayer = game.zones.filter((z) => z.per === "player").length;
    expect(await page.locator("#board .seat.you .zone[data-zone]").count()).toBe(perPlayer);
    expect(await page.locator("#board .shared .zone[data-zone]").count()).toBe(game.zones.filter((z) => z.per === "shared").length);
    await shoot("8-fixture");
  }, 60_000);
});
