// `agon play RULES --players N ...`: one whole game played by agents, told as an account of its
// events (or as JSON lines), ending with the scores and winners.
import { gameInfo, newMatch, type Match } from "../index.js";
import { makeAgent } from "../agents/kinds.js";
import { parseAgents, strategyFor } from "./agent-flags.js";
import { renderEvents, renderResult, resultJson } from "./account.js";
import { EXIT_OK } from "./errors.js";
import type { CliIo } from "./io.js";
import { loadRules } from "./load.js";
import { parseOptionFlags, parseSeed, playerNames } from "./play-args.js";

export interface PlayOptions {
  players?: string;
  seed?: string;
  option: string[];
  agents?: string;
  strategy?: string;
  names?: string;
  json?: boolean;
}

/** Each seat gets its own generator, derived from the game seed so one --seed fixes everything. */
function agentSeed(seed: number, seat: number): number {
  return (seed * 7919 + seat + 1) >>> 0;
}

function writeEvents(match: Match, json: boolean, io: CliIo): void {
  const events = match.events();
  if (json) {
    io.stdout(events.map((event) => `${JSON.stringify(event)}\n`).join(""));
  } else {
    io.stdout(
      renderEvents(events)
        .map((line) => `${line}\n`)
        .join(""),
    );
  }
}

export function playCommand(rulesPath: string, options: PlayOptions, io: CliIo): number {
  const game = loadRules(rulesPath);
  const info = gameInfo(game);
  const names = playerNames(options.players, options.names, info);
  const seed = parseSeed(options.seed);
  const settings = parseOptionFlags(options.option, info);
  const match = newMatch(game, { players: names.map((name) => ({ name })), seed, options: settings });
  const kinds = parseAgents(options.agents, names.length);
  const strategy = strategyFor(kinds, rulesPath, game, options.strategy);
  const agents = kinds.map((kind, seat) => makeAgent(kind, game, agentSeed(seed, seat), strategy));
  let result;
  try {
    result = match.runWith(agents);
  } catch (error) {
    // The account up to the failure helps find it; the diagnostic itself goes to stderr.
    writeEvents(match, options.json === true, io);
    throw error;
  }
  writeEvents(match, options.json === true, io);
  if (options.json) {
    io.stdout(`${resultJson(result, names)}\n`);
  } else {
    io.stdout(
      renderResult(result, names)
        .map((line) => `${line}\n`)
        .join(""),
    );
  }
  return EXIT_OK;
}
