// One game played in the worker: the designer's seat against agents. Before every decision (and at
// the end) it keeps a step: the seat's view, the grid cells, the cards as the state then describes
// them and the declared standings. The account is `agon play`'s, each line tagged with the step it
// was told by, so that the page can jump to any position; a branch from a step plays the game again
// from the seed with the decisions before it (as the terminal seat's undo does), and plays on.
import { makeAgent, parseAgentChoice } from "../../src/agents/kinds.js";
import {
  AgentError,
  AgonError,
  chooseBy,
  scriptedAgent,
  nameIn,
  newMatch,
  type Agent,
  type CompiledGame,
  type GameEvent,
  type Match,
  type MatchConfig,
  type PlainValue,
  type PlayerView,
} from "../../src/index.js";
import { holdsCards } from "../../grammar/link/types.js";
import { EventCardDescriber } from "../../src/cli/card-descriptions.js";
import { HUMAN } from "../../src/cli/seats.js";
import { defaultNames } from "../../src/cli/play-args.js";
import { phrasesFor } from "../../src/cli/story-phrases.js";
import { tellGame } from "../../src/cli/story.js";
import { seatSeed } from "../../src/simulation/seeds.js";
import type { GameSettings, OptionValues, AccountLine, BoardLayout, PendingChoice, PlayState } from "./protocol.js";
import { standingsAt } from "./standings-reader.js";

interface Step {
  view: PlayerView;
  cells: PlayState["cells"];
  cardNames: Record<string, string>;
  standings?: number[];
  /** the events told at this step, and the account's length then */
  events: number;
  lines: number;
  /** who decides at this step (none at the end) */
  decider?: string;
}

export interface SessionConfig extends GameSettings {
  /** the players' names (when not given, `agon play`'s: `Player 1`, … in English, `플레이어 1`, … in Korean) */
  names?: string[];
  /** decisions to play first, whoever's they are (a saved game's, or the position kept when the
   *  language changes); then the agents play on to the seat's next decision */
  decisions?: PlainValue[];
}

export function layoutOf(game: CompiledGame, players: string[], seat: string, lang: string): BoardLayout {
  const per = (p: "shared" | "player" | { enumName: string }): string => (typeof p === "string" ? p : p.enumName);
  const enumValues: Record<string, string[]> = {};
  for (const [name, e] of game.enums) enumValues[name] = e.values;
  const symbolNames: Record<string, string> = {};
  for (const e of game.program.enums.values())
    for (const v of e.values) {
      const named = v.names?.names.find((n) => n.lang === lang);
      if (named) symbolNames[v.name.name] = named.text;
    }
  const standings = game.program.game?.standings;
  return {
    title: game.title,
    players,
    seat,
    zones: game.zones.map((z) => ({
      name: z.name,
      shownName: nameIn(game, "zone", z.name, lang),
      per: per(z.per),
      visibility: z.visibility,
      ...(z.gridColumns ? { columns: z.gridColumns.values } : {}),
    })),
    vars: game.vars.map((v) => {
      const declared = game.link.namespace.var(v.name)?.valueType;
      return {
        name: v.name,
        shownName: nameIn(game, "variable", v.name, lang),
        per: per(v.per),
        card: declared !== undefined && holdsCards(declared),
      };
    }),
    enumValues,
    symbolNames,
    // labelled as the CLI's account and view label them, in the account's language
    ...(standings ? { standings: { name: phrasesFor(lang).standings, order: standings.order } } : {}),
  };
}

export class GameSession {
  private match!: Match;
  private agents!: Map<string, Agent>;
  private steps: Step[] = [];
  private decisions: PlainValue[] = [];
  private cells: PlayState["cells"] = {};
  private account: string[] = [];
  readonly layout: BoardLayout;
  readonly config: SessionConfig;
  private readonly matchConfig: MatchConfig;
  private readonly names: string[];

  constructor(
    readonly game: CompiledGame,
    config: SessionConfig,
  ) {
    this.config = config;
    this.names = config.names ?? defaultNames(config.players, config.lang);
    for (const [i, agent] of config.agents.entries()) {
      if (i === config.seat) continue;
      const choice = parseAgentChoice(agent);
      if ("error" in choice) throw new Error(`${this.names[i]}: ${choice.error}`);
    }
    this.matchConfig = { players: this.names.map((name) => ({ name })), seed: config.seed, options: config.options ?? {} };
    this.layout = layoutOf(game, this.names, this.names[config.seat]!, config.lang);
    this.start();
  }

  private get seat(): string {
    return this.layout.seat;
  }

  /** The match from the seed and the agents afresh (their seeds as `agon play` gives them), so
   *  that a branch plays the same every time. */
  private restart(): void {
    this.match = newMatch(this.game, this.matchConfig);
    this.agents = new Map(
      this.names.flatMap((name, i) =>
        i === this.config.seat ? [] : [[name, makeAgent(this.config.agents[i] ?? "random", this.game, seatSeed(this.config.seed, i))]],
      ),
    );
  }

  private start(): void {
    this.restart();
    this.advance(this.config.decisions ?? []);
  }

  /** Plays the `script`'s decisions, then the agents' until the seat must decide or the game is
   *  over, keeping steps. A script that does not fit the game is refused as `agon replay` refuses it. */
  private advance(script: readonly PlainValue[] = []): void {
    let next = 0;
    for (;;) {
      this.takeStep();
      const pending = this.match.pending();
      if (!pending) break;
      if (next < script.length) {
        const value = script[next++]!;
        try {
          this.match.choose(value);
        } catch (error) {
          if (error instanceof AgonError && error.diagnostic.code === "illegal-choice")
            throw new Error(`decision ${next} (${JSON.stringify(value)}) is not legal here: ${error.message}`);
          throw error;
        }
        this.decisions.push(value);
        continue;
      }
      if (pending.player === this.seat) return;
      // one decision at a time, so that every step is kept; a searching agent gets its position
      this.decisions.push(chooseBy(this.match, this.agents.get(pending.player)!));
    }
    if (next < script.length) throw new Error(`decision ${next + 1} comes after the game has ended`);
  }

  /** The same game at the same position, told in `lang`. The seats named by the language (no
   *  names given) are renamed, and so is a decision that chose a seat (`who gets the card`): a
   *  default name has a space, so no card id or enum value is ever taken for one. */
  inLanguage(lang: string): GameSession {
    if (this.config.names) return new GameSession(this.game, { ...this.config, lang, decisions: this.decisions });
    const renamed = new Map(this.names.map((name, i) => [name, defaultNames(this.config.players, lang)[i]!]));
    const rename = (v: PlainValue): PlainValue => (Array.isArray(v) ? v.map(rename) : typeof v === "string" ? (renamed.get(v) ?? v) : v);
    return new GameSession(this.game, { ...this.config, lang, decisions: this.decisions.map(rename) });
  }

  /** The game so far as a saved game's fields: the designer's seat is the human one. */
  savedFields(): { options: OptionValues; seed: number; players: string[]; seats: string[]; lang: string; decisions: PlainValue[] } {
    return {
      options: { ...(this.config.options ?? {}) },
      seed: this.config.seed,
      players: [...this.names],
      seats: this.names.map((_, i) => (i === this.config.seat ? HUMAN : (this.config.agents[i] ?? "random"))),
      lang: this.config.lang,
      decisions: [...this.decisions],
    };
  }

  choose(option: number): void {
    const pending = this.match.pending();
    if (!pending || pending.player !== this.seat) throw new Error("it is not the seat's turn to decide");
    const value = option < 0 ? null : pending.options[option]!;
    this.match.choose(value);
    this.decisions.push(value);
    this.advance();
  }

  /** Plays on from the position at `step`: the decisions after it are forgotten. The game is
   *  played again from the seed with the decisions before it, in one run (the steps before it are
   *  the same, so they are kept), and the agents play on from there. */
  branch(step: number): void {
    const at = Math.max(0, Math.min(this.steps.length - 1, step));
    const kept = this.decisions.slice(0, at);
    this.restart();
    if (kept.length > 0) {
      const script = scriptedAgent(kept);
      try {
        this.match.runWith(() => script);
      } catch (error) {
        // the script has run out: the match waits at the decision of the step
        if (!(error instanceof AgentError)) throw error;
      }
    }
    this.steps = this.steps.slice(0, at);
    this.decisions = kept;
    this.cells = { ...(this.steps.at(-1)?.cells ?? {}) };
    this.advance();
  }

  /** Takes back the seat's last decision: the game goes back to where the seat made it. */
  undo(): void {
    const step = this.lastOwnDecision();
    if (step < 0) throw new Error("there is no decision of yours to take back");
    this.branch(step);
  }

  private lastOwnDecision(): number {
    for (let s = this.steps.length - 2; s >= 0; s--) if (this.steps[s]!.decider === this.seat) return s;
    return -1;
  }

  private takeStep(): void {
    const events = this.match.events();
    const told = this.steps.at(-1)?.events ?? 0;
    for (const e of events.slice(told)) this.trackCells(e);
    this.account = tellGame(this.game, events, this.names, this.config.lang);
    const standings = standingsAt(this.game, this.matchConfig, this.decisions);
    this.steps.push({
      view: this.match.view(this.seat),
      cells: { ...this.cells },
      cardNames: this.describedCards(events),
      ...(standings ? { standings } : {}),
      events: events.length,
      lines: this.account.length,
      ...(this.match.pending() ? { decider: this.match.pending()!.player } : {}),
    });
  }

  /** Every card as the game describes it at this moment (`{attr[variable]}` reads the state). */
  private describedCards(events: readonly GameEvent[]): Record<string, string> {
    const cards = new EventCardDescriber(this.game, this.config.lang);
    for (const e of events) cards.observe(e);
    return Object.fromEntries(this.game.cards.map((c) => [c.id, cards.card(c.id)]));
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

  /** An answer as the seat reads it: cards (`card`, as the rules' types say) by their descriptions
   *  now, symbols by their names. */
  private valueText(value: PlainValue, card: boolean, cardNames: Record<string, string>): string {
    if (value === null) return "none";
    if (Array.isArray(value)) return value.map((v) => this.valueText(v, card, cardNames)).join(", ");
    if (typeof value === "string") return (card ? cardNames[value] : this.layout.symbolNames[value]) ?? value;
    return String(value);
  }

  /** The account, each line with the step it was told by (the first step whose account holds it). */
  private accountLines(): AccountLine[] {
    let step = 0;
    return this.account.map((text, i) => {
      while (step < this.steps.length - 1 && this.steps[step]!.lines <= i) step++;
      return { text, step };
    });
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
            label: nameIn(this.game, "decision", pending.label, this.config.lang),
            optional: pending.optional,
            options: pending.options.map((value) => ({ value, text: this.valueText(value, pending.card === true, shown.cardNames) })),
          }
        : undefined;
    return {
      step,
      steps: this.steps.length,
      view: shown.view,
      cells: shown.cells,
      cardNames: shown.cardNames,
      ...(shown.standings ? { standings: shown.standings } : {}),
      account: this.accountLines(),
      canUndo: this.lastOwnDecision() >= 0,
      ...(choice ? { pending: choice } : {}),
      ...(step === last && result ? { result } : {}),
    };
  }

  latest(): PlayState {
    return this.state(this.steps.length - 1);
  }

  /** The decisions made so far, as a saved game holds them. */
  decisionsMade(): PlainValue[] {
    return [...this.decisions];
  }
}
