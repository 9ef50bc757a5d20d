// A game with people at this terminal: the match is stepped decision by decision; an agent answers
// for its seat, a person is shown their own view (never more) and the table's account since
// they last decided, and answers from numbered options, one of which takes back their last
// decision (the game is replayed from the seed with the decisions before it).
import rawlist from "@inquirer/rawlist";
import type { Agent, CompiledGame, Decision, Match, MatchConfig, PlainValue } from "../index.js";
import { nameIn, newMatch } from "../index.js";
import { EventCardDescriber } from "./card-descriptions.js";
import { HUMAN, type SeatKind } from "./seats.js";
import { latestStandings, standingsTimeline, tellGame } from "./story.js";
import { phrasesFor } from "./story-phrases.js";
import { viewLines } from "./view-text.js";

/** Stands for "undo" among a decision's answers. */
export const UNDO = Symbol("undo");

export interface PromptChoice {
  name: string;
  value: PlainValue | typeof UNDO;
}

/** Asks one question; the terminal's is a numbered list (@inquirer/rawlist). */
export type Ask = (message: string, choices: PromptChoice[]) => Promise<PlainValue | typeof UNDO>;

/** The person at a seat closed the prompt (Ctrl-C, or Ctrl-D: the end of the input): the game is left. */
export class SeatLeft extends Error {
  constructor() {
    super("the game was left at a prompt (Ctrl-C or Ctrl-D)");
    this.name = "SeatLeft";
  }
}

export function terminalAsk(input: NodeJS.ReadableStream = process.stdin, output: NodeJS.WritableStream = process.stdout): Ask {
  return async (message, choices) => {
    try {
      return await rawlist<PlainValue | typeof UNDO>(
        { message, choices: choices.map((c) => ({ name: c.name, value: c.value })) },
        { input, output },
      );
    } catch (error) {
      // @inquirer's ExitPromptError (known by name: @inquirer/core is not a dependency of ours)
      if (error instanceof Error && error.name === "ExitPromptError") throw new SeatLeft();
      throw error;
    }
  };
}

export interface SeatedGame {
  match: Match;
  decisions: PlainValue[];
}

export async function playSeated(
  game: CompiledGame,
  config: MatchConfig,
  seats: readonly SeatKind[],
  agents: readonly (Agent | undefined)[],
  ask: Ask,
  print: (text: string) => void,
  lang: string,
): Promise<SeatedGame> {
  const players = config.players.map((p) => p.name);
  const words = phrasesFor(lang);
  let decisions: PlainValue[] = [];
  /** the seat that made each decision */
  let deciders: number[] = [];
  let match = newMatch(game, config);
  let told = 0;
  for (let d = match.pending(); d !== undefined; d = match.pending()) {
    const seat = players.indexOf(d.player);
    let answer: PlainValue | typeof UNDO;
    if (seats[seat] === HUMAN) {
      const timeline = standingsTimeline(game, config, decisions);
      const story = tellGame(game, match.events(), players, lang, timeline);
      for (const line of story.slice(told)) print(`${line}\n`);
      told = story.length;
      const cards = new EventCardDescriber(game, lang);
      for (const e of match.events()) cards.observe(e);
      for (const line of viewLines(game, match.view(d.player), players, cards, latestStandings(timeline))) print(`${line}\n`);
      answer = await ask(
        words.decide(d.player, labelOf(game, d, lang)),
        choicesOf(d, cards, deciders.includes(seat), words.undo, words.nothing),
      );
    } else {
      answer = agents[seat]!.decide(d, () => match.view(d!.player));
    }
    if (answer === UNDO) {
      const last = deciders.lastIndexOf(seat);
      decisions = decisions.slice(0, last);
      deciders = deciders.slice(0, last);
      match = newMatch(game, config);
      for (const v of decisions) match.choose(v);
      told = Math.min(told, tellGame(game, match.events(), players, lang, standingsTimeline(game, config, decisions)).length);
      continue;
    }
    match.choose(answer);
    decisions.push(answer);
    deciders.push(seat);
  }
  // the rest of the account, so that the terminal holds all of it, as `agon replay` prints it
  for (const line of tellGame(game, match.events(), players, lang, standingsTimeline(game, config, decisions)).slice(told))
    print(`${line}\n`);
  return { match, decisions };
}

function labelOf(game: CompiledGame, d: Decision, lang: string): string {
  return nameIn(game, "decision", d.label, lang);
}

/** The decision's answers as the player reads them, then "none" where it is allowed, then undo. */
function choicesOf(d: Decision, cards: EventCardDescriber, canUndo: boolean, undo: string, nothing: string): PromptChoice[] {
  const choices: PromptChoice[] = d.options.map((value) => ({ name: plainText(value, d.card === true, cards), value }));
  if (d.optional) choices.push({ name: nothing, value: null });
  if (canUndo) choices.push({ name: undo, value: UNDO });
  return choices;
}

/** `card`: the rules' types say the value is a card (or a list of them), whatever its name. */
function plainText(value: PlainValue, card: boolean, cards: EventCardDescriber): string {
  if (Array.isArray(value)) return value.map((v) => plainText(v, card, cards)).join(", ");
  if (card && typeof value === "string") return cards.card(value);
  return String(value);
}
