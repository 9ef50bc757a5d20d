// The studio's worker: the real checker and engine (grammar/ and src/, bundled for the browser),
// fed the project's .agon files from memory. The page keeps two: one checks and plays, one simulates.
import { keywordWords, reservedWords } from "../../grammar/lexer.js";
import { AgonError, gameInfo, loadGame, renderDiagnostic, type CompiledGame, type Diagnostic } from "../../src/index.js";
import { reportHtml } from "../../src/simulation/report.js";
import { GamePlayer } from "../../src/simulation/play-games.js";
import { appendColumns, emptyColumns, type SimulationSpec } from "../../src/simulation/spec.js";
import { turnRuleOf } from "../../src/simulation/turn-rule.js";
import { GameSession } from "./game-session.js";
import type { FromWorker, ShownDiagnostic, ToWorker } from "./protocol.js";

const LANG = "en";
/** Games per progress message: often enough to see it move, rarely enough not to slow it. */
const SIMULATION_CHUNK = 100;

const files = new Map<string, string>();
let game: CompiledGame | undefined;
let session: GameSession | undefined;

function post(message: FromWorker): void {
  (self as unknown as { postMessage(m: FromWorker): void }).postMessage(message);
}

/** The loader joins `use` paths onto the entry's folder: `rules/../cards/x.agon` and the like. */
function normal(path: string): string {
  const out: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") out.pop();
    else out.push(part);
  }
  return out.join("/");
}

function readFile(path: string): string {
  const text = files.get(normal(path));
  if (text === undefined) throw new Error(`no such file: ${path}`);
  return text;
}

function shown(d: Diagnostic, path: string, sources: Map<string, string>): ShownDiagnostic {
  const inEditedFile = d.range !== undefined && normal(d.range.file) === path;
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
  const info = game ? gameInfo(game) : undefined;
  post({
    type: "checked",
    path,
    diagnostics: loaded.diagnostics.map((d) => shown(d, path, loaded.sources)),
    ...(info ? { playable: { title: info.title, minPlayers: info.minPlayers, maxPlayers: info.maxPlayers } } : {}),
  });
}

function simulate(path: string, players: number, games: number, seed: number): void {
  if (!game) throw new Error("the rules have errors: fix them before simulating");
  const spec: SimulationSpec = {
    rules: path,
    players: Array.from({ length: players }, (_, i) => `Player ${i + 1}`),
    agents: Array.from({ length: players }, () => "random"),
    options: {},
    seed,
    games,
    first: 0,
    count: games,
  };
  const player = new GamePlayer(game, spec);
  const columns = emptyColumns(players);
  for (let first = 0; first < games; first += SIMULATION_CHUNK) {
    appendColumns(columns, player.play(first, Math.min(SIMULATION_CHUNK, games - first)));
    post({ type: "progress", done: Math.min(games, first + SIMULATION_CHUNK), of: games });
  }
  const report = reportHtml({ spec, game: game.name, turnRule: turnRuleOf(game.program) ?? null, columns });
  post({ type: "simulated", report, games });
}

function handle(message: ToWorker): void {
  switch (message.type) {
    case "files":
      files.clear();
      for (const [path, text] of Object.entries(message.files)) files.set(path, text);
      return;
    case "check":
      return check(message.path, message.text);
    case "start": {
      if (!game) throw new Error("the rules have errors: fix them before playing");
      session = new GameSession(game, message.players, message.seat, message.seed, message.agent, LANG);
      post({ type: "board", layout: session.layout });
      return post({ type: "state", state: session.latest() });
    }
    case "choose":
      if (!session) throw new Error("no game is being played");
      session.choose(message.option);
      return post({ type: "state", state: session.latest() });
    case "show":
      if (!session) throw new Error("no game is being played");
      return post({ type: "state", state: session.state(message.step) });
    case "simulate":
      return simulate(message.path, message.players, message.games, message.seed);
  }
}

self.addEventListener("message", (event: MessageEvent<ToWorker>) => {
  try {
    handle(event.data);
  } catch (error) {
    const message =
      error instanceof AgonError ? renderDiagnostic(error.diagnostic) : error instanceof Error ? error.message : String(error);
    post({ type: "failed", message });
  }
});

post({ type: "ready", keywords: [...keywordWords], reserved: [...reservedWords] });
