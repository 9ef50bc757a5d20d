// The studio in a real browser: Debian's chromium driven by playwright-core. The page the test run
// built (dist/studio) is served by a real `agon studio` process on a free loopback port; the test
// edits, plays a whole Olympia game from seat 1, steps back through its log, runs a simulation and
// plays against ISMCTS seats set up on the page.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGame, renderDiagnostic } from "../../src/index.js";
import { GameSession } from "../../studio/src/game-session.js";

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

/** Seat 1 takes the last option each time until the game ends; the same game played in Node by
 *  `reference` must ask the same decisions and end the same. Returns the clicks. */
async function playToTheEnd(reference: GameSession, shot?: string): Promise<number> {
  let clicks = 0;
  for (; clicks < MOST_CLICKS; clicks++) {
    const option = page.locator("#decision button.option:enabled");
    const over = page.locator("#result h3");
    await option.or(over).first().waitFor();
    if ((await over.count()) > 0) break;
    const choices = await option.count();
    expect(choices).toBe(reference.latest().pending!.options.length);
    const step = await page.locator("#step").textContent();
    await option.nth(choices - 1).click();
    reference.choose(choices - 1);
    await expect.poll(() => page.locator("#step").textContent(), POLL).not.toBe(step);
    if (clicks === 3 && shot) await shoot(shot);
  }
  expect(clicks).toBeGreaterThan(0);
  expect(clicks).toBeLessThan(MOST_CLICKS);
  const result = reference.latest().result!;
  expect(await page.locator("#result h3").textContent()).toBe(`Game over: ${result.winners.join(", ")} won`);
  expect(await page.locator("#result .scores li").allTextContents()).toEqual(Object.entries(result.scores).map(([p, s]) => `${p}: ${s}`));
  return clicks;
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

  it("plays a whole Olympia game as seat 1 by clicking, to the scores the engine gives", async () => {
    await page.locator("#players").fill(String(PLAYERS));
    await page.locator("#players").dispatchEvent("change");
    await page.locator("#seat").selectOption("0");
    await page.locator("#seed").fill(String(SEED));
    await page.locator("#new-game").click();
    await page.locator("#board .seat.you").waitFor();
    expect(await page.locator("#board .seat").count()).toBe(PLAYERS);
    // another seat's hand is card backs with a count, never its cards
    expect(await page.locator('#board [data-zone="hand[Player 2]"] .card:not(.back)').count()).toBe(0);

    await playToTheEnd(new GameSession(loadGame(RULES).game!, PLAYERS, 0, SEED, "random", "en"), "2-playing");
    await shoot("3-game-over");
  }, 120_000);

  it("steps back and forth through the game's log", async () => {
    const last = (await page.locator("#step").textContent())!;
    const [, , total] = /step (\d+) of (\d+)/.exec(last)!.map(Number);
    const fullLog = await page.locator("#log li").count();
    for (let i = 1; i <= 3; i++) {
      await page.locator("#back").click();
      await expect.poll(() => page.locator("#step").textContent(), POLL).toBe(`step ${total! - i} of ${total}`);
    }
    expect(await page.locator("#log li").count()).toBeLessThan(fullLog);
    expect(await page.locator("#result h3").count()).toBe(0);
    expect(await page.locator("#decision").textContent()).toContain("Looking back");
    await shoot("4-stepped-back");
    await page.locator("#forward").click();
    await expect.poll(() => page.locator("#step").textContent(), POLL).toBe(`step ${total! - 2} of ${total}`);
    await page.locator("#latest").click();
    await expect.poll(() => page.locator("#step").textContent(), POLL).toBe(last);
    expect(await page.locator("#log li").count()).toBe(fullLog);
    await page.locator("#result h3").waitFor();
  }, 60_000);

  it("runs a quick simulation and shows the simulation report's charts", async () => {
    await page.locator("#games").fill("2000");
    await page.locator("#simulate").click();
    await expect.poll(() => page.locator("#simulation-status").textContent(), { timeout: 60_000 }).toBe("2000 games played");
    const report = page.frameLocator("#report");
    await expect.poll(() => report.locator("h1").textContent(), POLL).toBe(`olympia-2000: 2000 simulated games, ${PLAYERS} players`);
    // the win rates, the game length, and one score histogram per seat
    expect(await report.locator("svg").count()).toBe(2 + PLAYERS);
    expect(await report.locator("svg rect").count()).toBeGreaterThan(PLAYERS);
    await page.locator("#report").scrollIntoViewIfNeeded();
    const file = await shoot("5-simulation");
    expect(statSync(file).size).toBeGreaterThan(10_000);
  }, 90_000);

  it("plays against ISMCTS seats with the settings chosen on the page, as the same agents play in Node", async () => {
    expect(await page.locator("#ismcts-settings").isVisible()).toBe(false);
    await page.locator("#agents").selectOption("ismcts");
    expect(await page.locator("#ismcts-settings").isVisible()).toBe(true);
    await page.locator("#ismcts-iterations").fill("8");
    await page.locator("#ismcts-rollout").selectOption("heuristic");
    await page.locator("#new-game").click();
    // the new game has begun once the last one's result is gone
    await expect.poll(() => page.locator("#result h3").count(), POLL).toBe(0);
    const reference = new GameSession(loadGame(RULES).game!, PLAYERS, 0, SEED, "ismcts:iterations=8:rollout=heuristic", "en");
    await playToTheEnd(reference);
    await shoot("6-against-ismcts");
  }, 180_000);
});
