// `agon play RULES --players N ...`: one whole game, told as an account of what the table saw (or
// as the interpreter's trace, or as JSON lines), ending with the scores and winners. Seats may be
// people at this terminal; `--save` writes the game so that `agon replay` plays it again.
import { say } from "./messages.js";
import {
  gameInfo,
  nameIn,
  newMatch,
  type CompiledGame,
  type GameEvent,
  type GameResult,
  type Match,
  type MatchConfig,
  type PlainValue,
} from "../index.js";
import { makeAgent } from "../agents/kinds.js";
import { parseAgents, requireStrategy } from "./agent-flags.js";
import { renderEvents, resultJson } from "./account.js";
import { EventCardDescriber } from "./card-descriptions.js";
import { EXIT_INTERRUPTED, EXIT_OK, UsageError, errorLines } from "./errors.js";
import { checkOutputPath, writeFileWhole } from "./output-files.js";
import { playSeated, SeatLeft, terminalAsk, type Ask, type SeatedGame } from "./human-seat.js";
import type { CliIo } from "./io.js";
import { loadRulesAndSources } from "./load.js";
import { parseOptionFlags, parseSeed, playerNames } from "./play-args.js";
import { requireNamesIn } from "./names-in-lang.js";
import { savedGame, type SavedGame } from "./saved-game.js";
import { HUMAN, parseSeats } from "./seats.js";
import { readingsHeader, readingsOf } from "./readings.js";
import { scoresTold, type StandingsTimeline, standingsTimeline, tellGame, tellResult } from "./story.js";
import { STORY_LANGUAGES } from "./story-phrases.js";
import { seatSeed } from "../simulation/seeds.js";

export interface PlayOptions {
  players?: string;
  seed?: string;
  option: string[];
  agents?: string;
  seat: string[];
  names?: string;
  json?: boolean;
  trace?: boolean;
  lang?: string;
  /** play every option on which this rulebook takes a side at its reading (`--readings ko`) */
  readings?: string;
  save?: string;
}

/** What an account adds to the events: the readings told at its top and the standings per turn. */
export interface AccountExtras {
  header?: readonly string[];
  timeline?: StandingsTimeline;
}

export type OutputStyle = "account" | "trace" | "json";

/** What `play` prints of a game's events and result; `replay` prints the same. */
export function gameOutput(
  game: CompiledGame,
  events: readonly GameEvent[],
  result: GameResult | undefined,
  players: readonly string[],
  style: OutputStyle,
  lang: string,
  extras: AccountExtras = {},
): string {
  const lines: string[] = [];
  if (style === "json") {
    const cards = new EventCardDescriber(game, lang);
    for (const event of events) {
      lines.push(JSON.stringify(withRuleList(cards.withDescriptions(event))));
      cards.observe(event);
    }
    if (result) lines.push(resultJson(result, players));
  } else {
    if (style === "account") lines.push(...(extras.header ?? []));
    lines.push(...(style === "trace" ? renderEvents(events) : tellGame(game, events, players, lang, extras.timeline)));
    if (result) lines.push(...tellResult(result, players, lang, style === "account" ? scoresTold(game, events) : undefined));
  }
  return lines.map((line) => `${line}\n`).join("");
}

/** The rulebook IDs of an event as a list, and its chain of rules as a list of such lists: the
 *  event log keeps each as one text, `A-1, A-2`. */
function withRuleList(event: GameEvent & { descriptions?: string[]; description?: string }): object {
  if (event.rule === undefined) return event;
  const listed = { ...event, rule: event.rule.split(", ") };
  return event.rules === undefined ? listed : { ...listed, rules: event.rules.map((ids) => ids.split(", ")) };
}

export function parseLang(lang: string | undefined): string {
  const code = lang ?? "en";
  if (!Object.hasOwn(STORY_LANGUAGES, code)) throw new UsageError(say("unknownLang", code, Object.keys(STORY_LANGUAGES)));
  return code;
}

function styleOf(options: PlayOptions): OutputStyle {
  if (options.json && options.trace) throw new UsageError(say("jsonAndTrace"));
  return options.json ? "json" : options.trace ? "trace" : "account";
}

export async function playCommand(rulesPath: string, options: PlayOptions, io: CliIo, ask?: Ask): Promise<number> {
  const { game, sources } = loadRulesAndSources(rulesPath);
  const info = gameInfo(game);
  const lang = parseLang(options.lang);
  requireNamesIn(game, lang, rulesPath);
  const names = playerNames(options.players, options.names, info, lang, nameIn(game, "game", info.name, "ko"));
  const seed = parseSeed(options.seed);
  const flagged = parseOptionFlags(options.option, info, game);
  const settings =
    options.readings === undefined ? flagged : readingsOf(options.readings, info, flagged, nameIn(game, "game", info.name, "ko"));
  const style = styleOf(options);
  const seats = parseSeats(options.seat ?? [], parseAgents(options.agents, names.length));
  // a person should not play a whole game to learn that it cannot be saved
  if (options.save !== undefined) checkOutputPath(options.save, "--save", sources.keys());
  const humans = seats.some((kind) => kind === HUMAN);
  if (humans && ask === undefined && !(process.stdin.isTTY && process.stdout.isTTY)) {
    throw new UsageError(say("humanNeedsTerminal"), say("humanNeedsTerminalHint"));
  }
  if (humans && style === "json") throw new UsageError(say("humanAndJson"));
  const agentKinds = seats.map((kind) => (kind === HUMAN ? "random" : kind));
  requireStrategy(
    seats.filter((kind) => kind !== HUMAN),
    game,
  );
  const agents = agentKinds.map((kind, seat) => (seats[seat] === HUMAN ? undefined : makeAgent(kind, game, seatSeed(seed, seat))));
  const config: MatchConfig = { players: names.map((name) => ({ name })), seed, options: settings };
  const extras = (decisions: readonly PlainValue[]): AccountExtras => ({
    header: readingsHeader(game, info, settings, lang, options.readings),
    timeline: standingsTimeline(game, config, decisions),
  });
  const save = (decisions: PlainValue[]) => {
    if (options.save === undefined) return;
    const record: SavedGame = savedGame(rulesPath, sources, {
      options: settings,
      seed,
      players: names,
      seats,
      lang,
      ...(options.readings !== undefined ? { readings: options.readings } : {}),
      decisions,
    });
    writeFileWhole(options.save, `${JSON.stringify(record, null, 2)}\n`);
  };
  if (humans) {
    let seated: SeatedGame;
    try {
      io.stdout(
        readingsHeader(game, info, settings, lang, options.readings)
          .map((line) => `${line}\n`)
          .join(""),
      );
      seated = await playSeated(game, config, seats, agents, ask ?? terminalAsk(), io.stdout, lang);
    } catch (error) {
      if (!(error instanceof SeatLeft)) throw error;
      io.stderr(errorLines(EXIT_INTERRUPTED, `${error.message}; the game is not saved`));
      return EXIT_INTERRUPTED;
    }
    const { match, decisions } = seated;
    save(decisions);
    io.stdout(gameOutput(game, [], match.result(), names, style, lang));
    return EXIT_OK;
  }
  const match = newMatch(game, config);
  let result: GameResult;
  try {
    result = match.runWith(agents.map((a) => a!));
  } catch (error) {
    // The account up to the failure helps find it; the diagnostic itself goes to stderr.
    io.stdout(gameOutput(game, match.events(), undefined, names, style, lang, extras(decisionsOf(match))));
    throw error;
  }
  save(decisionsOf(match));
  io.stdout(gameOutput(game, match.events(), result, names, style, lang, extras(decisionsOf(match))));
  return EXIT_OK;
}

/** Every decision of a match, in order: each is recorded as a choice event with its answer. */
export function decisionsOf(match: Match): PlainValue[] {
  return match.events().flatMap((e) => (e.type === "choice" ? [e.value] : []));
}
