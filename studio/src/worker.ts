// The studio's worker: the real checker and engine (grammar/ and src/, bundled for the browser),
// fed the project's .agon files from memory. The page keeps two: one checks and plays, one simulates.
import { localizedDeclarations, optionValueName } from "../../grammar/localized-names.js";
import { keywordWords, reservedWords } from "../../grammar/lexer.js";
import { AgonError, gameInfo, loadGame, renderDiagnostic, type CompiledGame, type Diagnostic } from "../../src/index.js";
import { compareResults } from "../../src/simulation/compare.js";
import { reportHtml } from "../../src/simulation/report.js";
import { summaryOf, type SimulationResult } from "../../src/simulation/result.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { appendColumns, emptyColumns, type SimulationSpec } from "../../src/simulation/spec.js";
import { turnRuleOf } from "../../src/simulation/turn-rule.js";
import { agentKindsInfo } from "../../src/agents/kinds.js";
import { STORY_LANGUAGES } from "../../src/cli/story-phrases.js";
import { GameSession } from "./game-session.js";
import { normalPath } from "./project-paths.js";
import { loadSavedGame, savedGameOf } from "./saved-games.js";
import type { FromWorker, OptionControl, ShownDiagnostic, SimulationSide, ToWorker } from "./protocol.js";
import { countAnswers, structureOf } from "./structure.js";

/** Games per progress message: often enough to see it move, rarely enough not to slow it. */
const SIMULATION_CHUNK = 100;
/** Games played again to count the answers per decision: enough for a mean to two places. */
const BRANCHING_SAMPLE = 200;

const files = new Map<string, string>();
let game: CompiledGame | undefined;
/** the file last checked and its files (path in the project -> text), as the game was read from them */
let gameFiles: { rules: string; files: Map<string, string> } | undefined;
let session: GameSession | undefined;
/** the rules file of the game being played and its files, for a save */
let sessionFiles: { rules: string; files: Map<string, string> } | undefined;

function post(message: FromWorker): void {
  (self as unknown as { postMessage(m: FromWorker): void }).postMessage(message);
}

function readFile(path: string): string {
  const text = files.get(normalPath(path));
  if (text === undefined) throw new Error(`no such file: ${path}`);
  return text;
}

function shown(d: Diagnostic, path: string, sources: Map<string, string>): ShownDiagnostic {
  const inEditedFile = d.range !== undefined && normalPath(d.range.file) === path;
  return {
    severity: d.severity,
    code: d.code,
    from: inEditedFile ? d.range!.start.offset : 0,
    to: inEditedFile ? d.range!.end.offset : 0,
    message: `${d.message}${d.hint ? `; ${d.hint}` : ""}`,
    rendered: renderDiagnostic(d, d.range ? sources.get(d.range.file) : undefined),
    inEditedFile,
  };
}

function check(path: string, text: string): void {
  files.set(path, text);
  // the project is the root of the in-memory files, as the CLI's is the folder of package.json
  const loaded = loadGame(path, { projectRoot: "/", readFile });
  game = loaded.game;
  gameFiles = { rules: path, files: new Map([...loaded.sources].map(([name, body]) => [normalPath(name), body])) };
  const info = game ? gameInfo(game) : undefined;
  post({
    type: "checked",
    path,
    diagnostics: loaded.diagnostics.map((d) => shown(d, path, loaded.sources)),
    ...(info && game
      ? { playable: { title: info.title, minPlayers: info.minPlayers, maxPlayers: info.maxPlayers, options: optionControls(game) } }
      : {}),
  });
}

/** The game's options as `agon options --json` shows them (with an int's declared range). */
function optionControls(g: CompiledGame): OptionControl[] {
  const named = localizedDeclarations(g.program);
  const namesOf = (thing: "option" | "option-value", name: string) => named.find((d) => d.thing === thing && d.name === name)?.names ?? {};
  return gameInfo(g).options.map((o) => {
    const spec = g.options.find((s) => s.name === o.name);
    return {
      name: o.name,
      names: namesOf("option", o.name),
      valueNames: Object.fromEntries(o.values.map((v) => [v, namesOf("option-value", optionValueName(o.name, v))])),
      ...(o.type !== undefined ? { type: o.type } : {}),
      values: o.values,
      default: o.default,
      description: o.description,
      ...(spec?.min !== undefined ? { min: spec.min } : {}),
      ...(spec?.max !== undefined ? { max: spec.max } : {}),
    };
  });
}

/** `games` games of one game (its rules and options), the seeds `agon simulate` gives them, with
 *  progress after every chunk; `part` says which side of a comparison is playing. */
function played(g: CompiledGame, side: SimulationSide, players: number, games: number, seed: number, part = ""): SimulationResult {
  const spec: SimulationSpec = {
    rules: side.path,
    players: Array.from({ length: players }, (_, i) => `Player ${i + 1}`),
    agents: Array.from({ length: players }, () => "random"),
    options: side.options,
    seed,
    games,
    first: 0,
    count: games,
  };
  const player = new GamePlayer(g, spec);
  const columns = emptyColumns(players);
  for (let first = 0; first < games; first += SIMULATION_CHUNK) {
    appendColumns(columns, player.play(first, Math.min(SIMULATION_CHUNK, games - first)));
    post({ type: "progress", done: Math.min(games, first + SIMULATION_CHUNK), of: games, part });
  }
  return { spec, game: g.name, turnRule: turnRuleOf(g.program) ?? null, columns };
}

function simulate(side: SimulationSide, players: number, games: number, seed: number): void {
  if (!game) throw new Error("the rules have errors: fix them before simulating");
  const result = played(game, side, players, games, seed);
  const answers = countAnswers(game, players, side.options, seed, Math.min(games, BRANCHING_SAMPLE));
  post({ type: "simulated", report: reportHtml(result), games, structure: structureOf(summaryOf(result), answers) });
}

/** A rules file of the project as the checker loads it; its first error, if it has one, is the failure. */
function loaded(path: string): CompiledGame {
  const result = loadGame(path, { projectRoot: "/", readFile });
  if (!result.game) {
    const first = result.diagnostics.find((d) => d.severity === "error");
    throw new Error(first ? renderDiagnostic(first, first.range ? result.sources.get(first.range.file) : undefined) : `${path} has errors`);
  }
  return result.game;
}

/** `agon compare` in the page: the same seeds under both sides, tested as pairs. */
function compare(base: SimulationSide, variant: SimulationSide, players: number, games: number, seed: number): void {
  const baseGame = loaded(base.path);
  const variantGame = loaded(variant.path);
  if (baseGame.name !== variantGame.name)
    throw new Error(
      `${base.path} is the game ${baseGame.name} and ${variant.path} the game ${variantGame.name}: compare takes one game and a variant of it`,
    );
  const baseResult = played(baseGame, base, players, games, seed, "base");
  const variantResult = played(variantGame, variant, players, games, seed, "variant");
  // compareResults refuses results that differ in more than their rules (results merged from
  // files). Here the variant is a rules file together with its options, played on the same seeds
  // by the same agents, so different options are the difference under test, not a mismatch.
  const asVariant: SimulationResult = { ...variantResult, spec: { ...variantResult.spec, options: baseResult.spec.options } };
  post({
    type: "compared",
    comparison: compareResults(baseResult, asVariant),
    reports: [reportHtml(baseResult), reportHtml(variantResult)],
  });
}

function playing(): GameSession {
  if (!session) throw new Error("no game is being played");
  return session;
}

function startSession(next: GameSession, files: { rules: string; files: Map<string, string> }, step?: number): void {
  session = next;
  sessionFiles = files;
  post({ type: "board", layout: next.layout });
  post({ type: "state", state: step === undefined ? next.latest() : next.state(step) });
}

async function handle(message: ToWorker): Promise<void> {
  switch (message.type) {
    case "files":
      files.clear();
      for (const [path, text] of Object.entries(message.files)) files.set(path, text);
      return;
    case "check":
      return check(message.path, message.text);
    case "start": {
      if (!game || !gameFiles) throw new Error("the rules have errors: fix them before playing");
      const config = { players: message.players, seat: message.seat, seed: message.seed, agents: message.agents };
      return startSession(new GameSession(game, { ...config, options: message.options, lang: message.lang }), gameFiles);
    }
    case "choose":
      playing().choose(message.option);
      return post({ type: "state", state: playing().latest() });
    case "show":
      return post({ type: "state", state: playing().state(message.step) });
    case "branch":
      playing().branch(message.step);
      return post({ type: "state", state: playing().latest() });
    case "undo":
      playing().undo();
      return post({ type: "state", state: playing().latest() });
    case "language":
      // the same decisions told in the other language: the position shown stays
      return startSession(playing().inLanguage(message.lang), sessionFiles!, message.step);
    case "save-game": {
      const saved = await savedGameOf(playing(), sessionFiles!.rules, sessionFiles!.files);
      return post({ type: "saved-game", name: savedGameName(sessionFiles!.rules), text: `${JSON.stringify(saved, null, 2)}\n` });
    }
    case "load-game": {
      const { saved, game: loadedGame, config } = await loadSavedGame(message.name, message.text, files);
      const sessionGame = new GameSession(loadedGame, config);
      const used = new Map(saved.files.map((name) => [name, files.get(name)!]));
      post({ type: "loaded-game", rules: saved.rules, settings: config });
      return startSession(sessionGame, { rules: saved.rules, files: used });
    }
    case "simulate":
      return simulate({ path: message.path, options: message.options }, message.players, message.games, message.seed);
    case "compare":
      return compare(message.base, message.variant, message.players, message.games, message.seed);
  }
}

/** `rules/olympia-2000.agon` -> `olympia-2000.game.json`, the name `play --save` is usually given. */
function savedGameName(rules: string): string {
  return `${rules.replace(/^.*\//, "").replace(/\.agon$/, "")}.game.json`;
}

/** One message at a time, in order: a save or a load (which hash asynchronously) is answered
 *  before the next message is looked at. */
let queue: Promise<void> = Promise.resolve();

self.addEventListener("message", (event: MessageEvent<ToWorker>) => {
  queue = queue
    .then(() => handle(event.data))
    .catch((error: unknown) => {
      const message =
        error instanceof AgonError ? renderDiagnostic(error.diagnostic) : error instanceof Error ? error.message : String(error);
      post({ type: "failed", message });
    });
});

post({
  type: "ready",
  keywords: [...keywordWords],
  reserved: [...reservedWords],
  agentKinds: agentKindsInfo(),
  languages: Object.keys(STORY_LANGUAGES),
});
