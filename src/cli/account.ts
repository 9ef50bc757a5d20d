// The trace of a finished game (`agon play --trace`), built only from the event log: one line per move,
// reveal, look, choice, assignment or trigger, nested under the rule blocks (phases) that caused
// them, each tagged with its rulebook ID. Game-agnostic: it phrases events, not rules.
import type { GameEvent, GameResult, PlainValue } from "../index.js";
import { escapeControls } from "../../grammar/terminal-text.js";
import { phaseOrdinals } from "./phase-ordinals.js";
import { orderedScores, tellResult } from "./story.js";

const LISTED_CARDS = 6;

function plain(value: PlainValue): string {
  if (value === null) return "none";
  if (Array.isArray(value)) return `[${value.map(plain).join(", ")}]`;
  return String(value);
}

function cardList(cards: readonly string[]): string {
  if (cards.length === 0) return "nothing";
  if (cards.length <= LISTED_CARDS) return cards.join(", ");
  return `${cards.length} cards (${cards.slice(0, LISTED_CARDS - 1).join(", ")}, … ${cards.length - LISTED_CARDS + 1} more)`;
}

function indexed(name: string, index: string | undefined): string {
  return index === undefined ? name : `${name}[${index}]`;
}

/** The sentence for one event, or undefined for events that only structure the account. */
export function describeEvent(event: GameEvent): string | undefined {
  switch (event.type) {
    case "move":
      return `${cardList(event.cards)}: ${event.from} -> ${event.to}${event.row === undefined ? "" : ` (row ${event.row})`}`;
    case "shuffle":
      return `shuffle ${event.zone}`;
    case "reveal":
      return `reveal ${event.zone}: ${cardList(event.cards)}`;
    case "look":
      return `${event.player} looks at ${cardList(event.cards)}`;
    case "choice":
      return `${event.player} ${event.secret ? "secretly " : ""}chooses ${plain(event.value)} ("${event.label}")`;
    case "set":
      return `${indexed(event.variable, event.index)} = ${plain(event.value)}`;
    case "log":
      return event.message;
    case "trigger":
      return `trigger ${event.name}`;
    case "end":
      return "the game ends";
    case "phase":
      return undefined;
  }
}

function withRule(text: string, rule: string | undefined): string {
  return rule === undefined ? text : `${text}  [${rule}]`;
}

/** Numbers the phases among their siblings: the n-th `turn` inside `play` is "turn n". A name
 *  that never repeats within one parent ("setup", a section run once per turn) stays unnumbered. */
function phaseHeadings(events: readonly GameEvent[]): Map<number, string> {
  const { ordinals, repeating } = phaseOrdinals(events);
  const headings = new Map<number, string>();
  for (const [index, ordinal] of ordinals) {
    const event = events[index] as Extract<GameEvent, { type: "phase" }>;
    headings.set(index, withRule(repeating.has(event.name) ? `${event.name} ${ordinal}` : event.name, event.rule));
  }
  return headings;
}

/** The account, its text escaped: names and messages come from the rules and card files. */
export function renderEvents(events: readonly GameEvent[]): string[] {
  return accountLines(events).map(escapeControls);
}

function accountLines(events: readonly GameEvent[]): string[] {
  const headings = phaseHeadings(events);
  const lines: string[] = [];
  // A phase heading is printed only once something happens inside it, so empty phases vanish.
  const open: { heading: string; printed: boolean }[] = [];
  const indent = (depth: number) => "  ".repeat(depth);
  events.forEach((event, index) => {
    if (event.type === "phase") {
      if (event.phase === "start") open.push({ heading: headings.get(index)!, printed: false });
      else open.pop();
      return;
    }
    const text = describeEvent(event);
    if (text === undefined) return;
    open.forEach((phase, depth) => {
      if (!phase.printed) lines.push(`${indent(depth)}${phase.heading}`);
      phase.printed = true;
    });
    lines.push(`${indent(open.length)}${withRule(text, event.rule)}`);
  });
  return lines;
}

/** The result in English, as the trace ends. */
export function renderResult(result: GameResult, players: readonly string[]): string[] {
  return tellResult(result, players, "en");
}

/** The result line of `play --json`: scores in seating order, then winners. */
export function resultJson(result: GameResult, players: readonly string[]): string {
  const scores = Object.fromEntries(orderedScores(result, players));
  return JSON.stringify({ type: "result", scores, winners: result.winners });
}
