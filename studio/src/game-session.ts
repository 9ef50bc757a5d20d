// One game played in the worker: the designer's seat against agents. Before every decision (and at
// the end) it keeps a step: the seat's view, the grid cells, and the events since the last step told
// as that seat may read them, so that the page can step back and forth through the game.
import { makeAgent, parseAgentChoice } from "../../src/agents/kinds.js";
import {
  chooseBy,
  newMatch,
  type Agent,
  type CompiledGame,
  type GameEvent,
  type Match,
  type PlainValue,
  type PlayerView,
} from "../../src/index.js";
import { describeCard } from "../../src/interpreter/descriptions.js";
import type { BoardLayout, PendingChoice, PlayState } from "./protocol.js";

interface Step {
  view: PlayerView;
  cells: PlayState["cells"];
  /** the log's length at this step */
  lines: number;
}

/** Each card as the game describes it (its `describe` template; else its name) in the page's language. */
export function cardNamesOf(game: CompiledGame, lang: string): Record<string, string> {
  const names: Record<string, string> = {};
  for (const c of game.cards) names[c.id] = describeCard(game, c.id, lang);
  return names;
}

export function layoutOf(game: CompiledGame, players: string[], seat: string, lang: string): BoardLayout {
  const per = (p: "shared" | "player" | { enumName: string }): string => (typeof p === "string" ? p : p.enumName);
  const enumValues: Record<string, string[]> = {};
  for (const [name, e] of game.enums) enumValues[name] = e.values;
  return {
    title: game.title,
    players,
    seat,
    zones: game.zones.map((z) => ({
      name: z.name,
      per: per(z.per),
      visibility: z.visibility,
      ...(z.gridColumns ? { columns: z.gridColumns.values } : {}),
    })),
    vars: game.vars.map((v) => ({ name: v.name, per: per(v.per) })),
    enumValues,
    cardNames: cardNamesOf(game, lang),
  };
}

export class GameSession {
  private readonly match: Match;
  private readonly agents: Map<string, Agent>;
  private readonly steps: Step[] = [];
  private readonly log: string[] = [];
  private readonly cells: PlayState["cells"] = {};
  private eventsTold = 0;
  readonly layout: BoardLayout;

  /** `agent`: the other seats' agent as the command line names it (`random`, `ismcts:iterations=50`) */
  constructor(game: CompiledGame, players: number, seatIndex: number, seed: number, agent: string, lang: string) {
    const choice = parseAgentChoice(agent);
    if ("error" in choice) throw new Error(choice.error);
    const names = Array.from({ length: players }, (_, i) => `Player ${i + 1}`);
    this.match = newMatch(game, { players: names.map((name) => ({ name })), seed });
    const seat = names[seatIndex]!;
    this.layout = layoutOf(game, names, seat, lang);
    this.agents = new Map(names.filter((n) => n !== seat).map((n, i) => [n, makeAgent(agent, game, seed * 31 + i + 1)]));
    this.advance();
  }

  private get seat(): string {
    return this.layout.seat;
  }

  /** Plays the agents' decisions until the seat must decide or the game is over, keeping steps. */
  private advance(): void {
    for (;;) {
      this.takeStep();
      const pending = this.match.pending();
      if (!pending || pending.player === this.seat) return;
      // one decision at a time, so that every step is kept; a searching agent gets its position
      chooseBy(this.match, this.agents.get(pending.player)!);
    }
  }

  choose(option: number): void {
    const pending = this.match.pending();
    if (!pending || pending.player !== this.seat) throw new Error("it is not the seat's turn to decide");
    this.match.choose(option < 0 ? null : pending.options[option]!);
    this.advance();
  }

  private takeStep(): void {
    const view = this.match.view(this.seat);
    const events = this.match.events();
    const seen = new Set(view.known);
    for (const zone of Object.values(view.zones)) for (const c of zone.cards ?? []) seen.add(c);
    for (const e of events.slice(this.eventsTold)) {
      if (e.type === "reveal") for (const c of e.cards) seen.add(c);
      this.trackCells(e);
      const line = this.tell(e, seen);
      if (line !== undefined) this.log.push(line);
    }
    this.eventsTold = events.length;
    this.steps.push({ view, cells: { ...this.cells }, lines: this.log.length });
  }

  /** Grid zones: where each card lies, from the moves (a move into `grid[col]` at a row). */
  private trackCells(e: GameEvent): void {
    if (e.type !== "move") return;
    for (const c of e.cards) delete this.cells[c];
    if (e.row === undefined) return;
    const column = /\[([^\]]+)\]$/.exec(e.to)?.[1];
    if (column === undefined) return;
    for (const c of e.cards) this.cells[c] = { row: e.row, column };
  }

  private cardsText(cards: readonly string[], seen: Set<string>): string {
    const named = cards.filter((c) => seen.has(c)).map((c) => this.layout.cardNames[c] ?? c);
    const hidden = cards.length - named.length;
    const rest = hidden === 0 ? [] : [hidden === 1 ? "a hidden card" : `${hidden} hidden cards`];
    return [...named, ...rest].join(", ");
  }

  valueText(value: PlainValue, seen?: Set<string>): string {
    if (value === null) return "none";
    if (Array.isArray(value)) return `[${value.map((v) => this.valueText(v, seen)).join(", ")}]`;
    if (typeof value === "string" && value in this.layout.cardNames) {
      return !seen || seen.has(value) ? this.layout.cardNames[value]! : "a hidden card";
    }
    return String(value);
  }

  /** One event as the seat may read it: hidden cards unnamed, others' secret choices untold. */
  private tell(e: GameEvent, seen: Set<string>): string | undefined {
    switch (e.type) {
      case "phase":
        return e.phase === "start" ? `— ${e.name}` : undefined;
      case "move":
        return `${this.cardsText(e.cards, seen)}: ${e.from} → ${e.to}${e.row === undefined ? "" : ` (row ${e.row})`}`;
      case "shuffle":
        return `${e.zone} is shuffled`;
      case "reveal":
        return `${e.zone} shows ${this.cardsText(e.cards, seen)}`;
      case "look":
        return e.player === this.seat ? `you look at ${this.cardsText(e.cards, seen)}` : `${e.player} looks at ${e.cards.length} card(s)`;
      case "choice":
        return e.secret && e.player !== this.seat
          ? `${e.player} decides (${e.label}) in secret`
          : `${e.player} chooses ${this.valueText(e.value, seen)} (${e.label})`;
      case "set":
        return `${e.variable}${e.index === undefined ? "" : `[${e.index}]`} = ${this.valueText(e.value, seen)}`;
      case "log":
        return e.message;
      case "trigger":
        return `trigger ${e.name}`;
      case "end":
        return "the game ends";
    }
  }

  state(stepIndex: number): PlayState {
    const last = this.steps.length - 1;
    const step = Math.max(0, Math.min(last, stepIndex));
    const shown = this.steps[step]!;
    const pending = step === last ? this.match.pending() : undefined;
    const result = this.match.result();
    const choice: PendingChoice | undefined =
      pending && pending.player === this.seat
        ? {
            label: pending.label,
            optional: pending.optional,
            options: pending.options.map((value) => ({ value, text: this.valueText(value) })),
          }
        : undefined;
    return {
      step,
      steps: this.steps.length,
      view: shown.view,
      cells: shown.cells,
      log: this.log.slice(0, shown.lines),
      ...(choice ? { pending: choice } : {}),
      ...(step === last && result ? { result } : {}),
    };
  }

  latest(): PlayState {
    return this.state(this.steps.length - 1);
  }
}
