// `agon replay GAME.json [--at TURN] [--as PLAYER] [--json]`: a saved game played again from its
// seed and decisions, printed as `play` printed it, or the table at the start of a turn (or at the
// end) as one player saw it.
import { gameInfo, newMatch, type Match, type MatchConfig } from "../index.js";
import { EventCardDescriber } from "./card-descriptions.js";
import { CliFailure, EXIT_OK, UsageError } from "./errors.js";
import { isMessageLang, type MessageLang, say } from "./messages.js";

/** A saved game's errors are told in the language it was played in. */
const toldIn = (lang: string): MessageLang => (isMessageLang(lang) ? lang : "en");
import type { CliIo } from "./io.js";
import { gameOutput } from "./play.js";
import { readSavedGame } from "./saved-game.js";
import { readingsHeader } from "./readings.js";
import { latestStandings, standingsTimeline, turnsBegun } from "./story.js";
import { viewLines } from "./view-text.js";
import type { CompiledGame, PlainValue } from "../index.js";
import { AgonError } from "../index.js";

export interface ReplayOptions {
  at?: string;
  as?: string;
  json?: boolean;
}

function replayed(game: CompiledGame, config: MatchConfig, decisions: readonly PlainValue[], path: string): Match {
  const match = newMatch(game, config);
  decisions.forEach((value, i) => {
    if (match.pending() === undefined) throw new CliFailure(`${path}: decision ${i + 1} comes after the game has ended`);
    try {
      match.choose(value);
    } catch (error) {
      if (error instanceof AgonError && error.diagnostic.code === "illegal-choice")
        throw new CliFailure(`${path}: decision ${i + 1} (${JSON.stringify(value)}) is not legal here: ${error.message}`);
      throw error;
    }
  });
  return match;
}

/** The saved decisions play the game to its end (a game cut short would print as if it were whole). */
function checkFinished(match: Match, decisions: number, path: string): void {
  const waiting = match.pending();
  if (waiting !== undefined)
    throw new CliFailure(
      `${path}: the decisions end after ${decisions}, but the game waits for ${waiting.player}'s decision "${waiting.label}"`,
    );
}

export function replayCommand(path: string, options: ReplayOptions, io: CliIo): number {
  const { saved, game } = readSavedGame(path, io.cwd);
  const config: MatchConfig = { players: saved.players.map((name) => ({ name })), seed: saved.seed, options: saved.options };
  const viewer = options.as ?? (options.at !== undefined ? saved.players[0]! : undefined);
  if (viewer !== undefined && !saved.players.includes(viewer))
    throw new UsageError(say("replayNotAPlayer", viewer, path, saved.players), undefined, toldIn(saved.lang));
  const whole = replayed(game, config, saved.decisions, path);
  checkFinished(whole, saved.decisions.length, path);
  if (viewer === undefined) {
    const extras = {
      header: readingsHeader(game, gameInfo(game), saved.options, saved.lang, saved.readings),
      timeline: standingsTimeline(game, config, saved.decisions),
    };
    io.stdout(gameOutput(game, whole.events(), whole.result(), saved.players, options.json ? "json" : "account", saved.lang, extras));
    return EXIT_OK;
  }
  let match = whole;
  let played: readonly PlainValue[] = saved.decisions;
  if (options.at !== undefined) {
    const turn = Number(options.at);
    if (!/^\d+$/.test(options.at.trim()) || turn < 1) throw new UsageError(say("replayBadTurn", options.at), undefined, toldIn(saved.lang));
    const total = turnsBegun(game, match.events());
    if (turn > total) throw new UsageError(say("replayTurnTooLate", turn, path, total), undefined, toldIn(saved.lang));
    // the fewest decisions after which the turn has begun: the table as it stands at its first decision
    for (let k = 0; k <= saved.decisions.length; k++) {
      played = saved.decisions.slice(0, k);
      match = replayed(game, config, played, path);
      if (turnsBegun(game, match.events()) >= turn) break;
    }
  }
  const cards = new EventCardDescriber(game, saved.lang);
  for (const e of match.events()) cards.observe(e);
  const view = match.view(viewer);
  if (options.json) io.stdout(`${JSON.stringify(view)}\n`);
  else
    io.stdout(
      viewLines(game, view, saved.players, cards, latestStandings(standingsTimeline(game, config, played)))
        .map((line) => `${line}\n`)
        .join(""),
    );
  return EXIT_OK;
}
