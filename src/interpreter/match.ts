// Matches. The engine is a function of (rules, options, seed, decisions): the stepping API replays
// the recorded decisions from the start up to the first unanswered one, where it suspends; the fast
// path asks synchronous agents directly.
import {
  AgentError,
  AgonError,
  type Agent,
  type Decision,
  type EventSink,
  type GameEvent,
  type GameResult,
  type Match,
  type MatchConfig,
  type PlainValue,
  type PlayerView,
} from "./api-types.js";
import { answerIndex, decisionOf } from "./decisions.js";
import { resultOf, runGame } from "./engine.js";
import { didYouMean, engineError, userError } from "./errors.js";
import type { CompiledGame } from "./model.js";
import { makePlayers, resolveOptions } from "./options.js";
import { Runtime, type Decider } from "./runtime.js";
import { toPlain, type Player, type Value } from "./values.js";
import { viewOf } from "./views.js";
import { columnCards } from "./grid-cells.js";
import { DEFAULT_STEP_BUDGET } from "./limits.js";
import { resolveArrangements, type ResolvedArrangement } from "./arrangements.js";
import { History, type MatchSetup } from "./history.js";
import { Position } from "./position.js";
import { engineOf, gameFor } from "../codegen/backend.js";
import { stateAnswerOf } from "./state-answers.js";
import { badArgument, checkAgent, checkAgents, checkConfig, checkGame, checkOptionalText, checkText } from "./api-checks.js";

class Suspend {
  constructor(readonly decision: Decision) {}
}

/** An agent's failure (or a bad agent given for a player) on its way out of the engine, with the
 *  decision the match now waits at. */
class AgentFailure {
  constructor(
    readonly error: AgonError,
    readonly decision: Decision,
  ) {}
}

type AgentLookup = (player: string) => Agent;

function agentName(agent: Agent): string {
  return typeof agent.name === "string" ? agent.name : "(unnamed)";
}

/** What an agent did wrong, as the agent's error: no rules-file position, the decision named. */
function agentFailure(agent: Agent, d: Decision, cause: unknown): AgentFailure {
  const name = agentName(agent);
  const what = `agent \`${name}\` (for ${d.player}, deciding "${d.label}")`;
  if (cause instanceof AgonError) {
    // an illegal answer or an exhausted script keeps its code and hint
    const { range: _range, ...rest } = cause.diagnostic;
    return new AgentFailure(new AgentError({ ...rest, message: `${what}: ${rest.message}` }, name, d), d);
  }
  const message = cause instanceof Error ? cause.message : String(cause);
  return new AgentFailure(new AgentError({ code: "agent-failed", severity: "error", message: `${what} threw: ${message}` }, name, d), d);
}

/** Asks an agent for a decision: its answer and the answer's index among the options. */
function ask(agent: Agent, d: Decision, view: () => PlayerView, position: () => Position): { answer: PlainValue; index: number } {
  try {
    const answer = agent.decide(d, view, agent.searches ? position() : undefined);
    return { answer, index: answerIndex(d, answer) };
  } catch (e) {
    throw agentFailure(agent, d, e);
  }
}

/** One agent per player, asked for once: a function that makes a fresh agent per call still
 *  gives each player a single agent with its own state for the whole game. */
function agentLookup(agents: Agent[] | AgentLookup, players: readonly Player[], fn: string): AgentLookup {
  if (typeof agents === "function") {
    const made = new Map<string, Agent>();
    return (name) => {
      let a = made.get(name);
      if (!a) made.set(name, (a = checkAgent(agents(name), fn, `agents("${name}")`)));
      return a;
    };
  }
  if (agents.length < players.length) throw badArgument(fn, `\`agents\` has ${agents.length} agent(s) for ${players.length} players`);
  return (name) => agents[players.find((q) => q.name === name)!.seat]!;
}

/** Turns a failure inside the engine into a diagnostic at the statement that was running. */
function asAgonError(e: unknown, rt: Runtime): unknown {
  return e instanceof Suspend || e instanceof AgentFailure ? e : engineError(e, rt);
}

export class MatchImpl implements Match {
  private readonly seats: Player[];
  private readonly opt: Value[];
  private readonly decisions: PlainValue[] = [];
  /** the recorded decisions as indices among their options, for a position to replay them */
  private answered: number[] = [];
  private rt: Runtime | undefined;
  private waiting: Decision | undefined;
  private failure: unknown;
  private log: GameEvent[] | null = null;
  private readonly arrangements: ResolvedArrangement[];

  constructor(
    private readonly game: CompiledGame,
    private readonly config: MatchConfig,
  ) {
    this.seats = makePlayers(game, config);
    this.opt = resolveOptions(game, config.options);
    this.arrangements = resolveArrangements(game, this.seats, config.arrangements ?? []);
    // an arrangement or setup problem shows at once, not at the first pending()
    this.replay(undefined);
  }

  private newRuntime(decide: Decider): Runtime {
    const events = this.config.recordEvents === false ? null : [];
    this.log = events;
    const rt = new Runtime(
      this.game,
      this.seats,
      this.opt,
      this.config.seed ?? 0,
      this.config.stepBudget ?? DEFAULT_STEP_BUDGET,
      events,
      decide,
    );
    rt.checkInvariants = this.config.checkInvariants === true;
    return rt;
  }

  /** Runs from the start: recorded decisions first, then the agents (if any) or a suspension. */
  private replay(agents: AgentLookup | undefined): void {
    let next = 0;
    const answered: number[] = [];
    this.answered = answered;
    const decide: Decider = (rt, player, items, spec) => {
      if (next < this.decisions.length) {
        const i = answerIndex(decisionOf(rt, player, items, spec), this.decisions[next++]!);
        answered.push(i);
        return i;
      }
      const d = decisionOf(rt, player, items, spec);
      if (!agents) throw new Suspend(d);
      let agent: Agent;
      try {
        agent = agents(player.name);
      } catch (e) {
        throw e instanceof AgonError
          ? new AgentFailure(e, d)
          : agentFailure({ name: `agents("${player.name}")`, decide: () => null }, d, e);
      }
      const { answer, index } = ask(
        agent,
        d,
        () => viewOf(rt, player),
        () => new Position(new History(this.setup(), answered.slice()), player),
      );
      this.decisions.push(answer);
      answered.push(index);
      next++;
      return index;
    };
    const rt = this.newRuntime(decide);
    this.rt = rt;
    this.waiting = undefined;
    this.failure = undefined;
    try {
      runGame(rt, this.arrangements);
    } catch (e) {
      const err = asAgonError(e, rt);
      if (err instanceof Suspend) this.waiting = err.decision;
      else if (err instanceof AgentFailure) {
        // the game stopped where the agent was asked, as a suspension does: it waits there
        this.waiting = err.decision;
        throw err.error;
      } else {
        this.failure = err;
        throw err;
      }
    }
  }

  private setup(): MatchSetup {
    const { game, seats, opt, arrangements, config } = this;
    return { game, players: seats, opt, arrangements, seed: config.seed ?? 0, budget: config.stepBudget ?? DEFAULT_STEP_BUDGET };
  }

  private state(): Runtime {
    if (this.failure) throw this.failure;
    return this.rt!;
  }

  pending(): Decision | undefined {
    this.state();
    return this.waiting;
  }

  choose(value: PlainValue): void {
    const d = this.pending();
    if (!d) throw userError("illegal-choice", "the game is over: there is no decision to answer");
    answerIndex(d, value);
    this.decisions.push(value);
    this.replay(undefined);
  }

  /** Lets an agent answer the pending decision as `runWith` would ask it (an agent that searches
   *  is given the match's position) and returns the answer; an agent that throws or answers
   *  illegally gives an AgentError and leaves the match as it was. */
  chooseBy(agent: Agent): PlainValue {
    checkAgent(agent, "chooseBy", "agent");
    const d = this.pending();
    if (!d) throw userError("illegal-choice", "the game is over: there is no decision to answer");
    const player = this.player(d.player);
    const { answer } = ask(
      agent,
      d,
      () => viewOf(this.state(), player),
      () => new Position(new History(this.setup(), this.answered.slice()), player),
    );
    this.choose(answer);
    return answer;
  }

  runWith(agents: Agent[] | AgentLookup): GameResult {
    checkAgents(agents, "runWith");
    this.state();
    if (!this.rt!.over) this.replay(agentLookup(agents, this.seats, "runWith"));
    return this.result()!;
  }

  isOver(): boolean {
    return this.state().over;
  }

  result(): GameResult | undefined {
    const rt = this.state();
    return rt.over ? resultOf(rt) : undefined;
  }

  events(): GameEvent[] {
    this.state();
    return this.log ?? [];
  }

  private player(name: string): Player {
    const p = this.seats.find((q) => q.name === name);
    if (!p)
      throw userError(
        "unknown-player",
        `unknown player \`${name}\``,
        didYouMean(
          name,
          this.seats.map((q) => q.name),
        ),
      );
    return p;
  }

  view(player: string): PlayerView {
    return viewOf(this.state(), this.player(checkText(player, "view", "player")));
  }

  zone(name: string, index?: string): string[] {
    checkText(name, "zone", "name");
    checkOptionalText(index, "zone", "index");
    const rt = this.state();
    const spec = this.game.zoneByName.get(name);
    if (!spec) throw userError("unknown-zone", `unknown zone \`${name}\``, didYouMean(name, this.game.zoneByName.keys()));
    const insts = rt.zones[spec.index]!;
    if (index === undefined) {
      if (spec.per !== "shared") throw userError("runtime-error", `zone \`${name}\` needs an index (a player or a value)`);
      return insts[0]!.cards.map((c) => c.id);
    }
    if (spec.per === "shared" && spec.gridColumns) {
      const o = spec.gridColumns.ordinal.get(index);
      if (o === undefined)
        throw userError("unknown-enum-value", `\`${name}\` has no column \`${index}\``, didYouMean(index, spec.gridColumns.values));
      return columnCards(rt, insts[0]!, o).map((c) => c.id);
    }
    const inst = insts.find((z) => (z.player?.name ?? z.key) === index);
    if (!inst) {
      const keys = insts.map((z) => z.player?.name ?? z.key ?? "");
      throw userError(
        spec.per === "player" ? "unknown-player" : "unknown-enum-value",
        `\`${name}\` has no \`${index}\``,
        didYouMean(index, keys),
      );
    }
    return inst.cards.map((c) => c.id);
  }

  variable(name: string, index?: string): PlainValue {
    checkText(name, "variable", "name");
    checkOptionalText(index, "variable", "index");
    const rt = this.state();
    const v = this.game.varByName.get(name);
    if (!v) {
      const o = this.game.optionByName.get(name);
      if (o) return toPlain(rt.opt[o.index]);
      throw userError("unknown-name", `unknown variable \`${name}\``, didYouMean(name, this.game.varByName.keys()));
    }
    const value = rt.vars[v.index];
    if (v.per === "shared") return toPlain(value);
    if (index === undefined) throw userError("runtime-error", `variable \`${name}\` needs an index`);
    const i = v.per === "player" ? this.player(index).seat : this.game.enums.get(v.per.enumName)!.ordinal.get(index);
    if (i === undefined) throw userError("unknown-enum-value", `\`${name}\` has no entry \`${index}\``);
    return toPlain((value as Value[])[i]);
  }

  cardAttribute(card: string, attribute: string, key?: string): PlainValue {
    checkText(card, "cardAttribute", "card");
    checkText(attribute, "cardAttribute", "attribute");
    checkOptionalText(key, "cardAttribute", "key");
    return cardAttributeOf(this.game, card, attribute, key);
  }

  findCards(name: string, lang?: string): string[] {
    checkText(name, "findCards", "name");
    checkOptionalText(lang, "findCards", "lang");
    return findCardsIn(this.game, name, lang);
  }

  players(): string[] {
    return this.seats.map((p) => p.name);
  }
}

export function cardAttributeOf(game: CompiledGame, card: string, attribute: string, key?: string): PlainValue {
  const c = game.cardById.get(card);
  if (!c) throw userError("unknown-card", `unknown card \`${card}\``, didYouMean(card, game.cardById.keys()));
  const data = game.program.cards[c.num]!;
  if (!Object.hasOwn(data.attributes, attribute)) {
    throw userError(
      "unknown-attribute",
      `card \`${card}\` has no attribute \`${attribute}\``,
      didYouMean(attribute, Object.keys(data.attributes)),
    );
  }
  let v = data.attributes[attribute] as Value;
  if (key !== undefined) {
    if (v === null || typeof v !== "object" || Array.isArray(v) || !Object.hasOwn(v, key))
      throw userError("unknown-attribute", `\`${card}.${attribute}\` has no entry \`${key}\``);
    v = (v as Record<string, Value>)[key];
  }
  return toPlain(v);
}

export function findCardsIn(game: CompiledGame, name: string, lang?: string): string[] {
  return game.cards
    .filter((c) => c.id === name || (lang ? c.names[lang] === name : Object.values(c.names).includes(name)))
    .map((c) => c.id);
}

/** `match.chooseBy(agent)` for a match `newMatch` made: one decision answered by an agent, one
 *  that searches included (the studio plays its agents' seats so, a step at a time). */
export function chooseBy(match: Match, agent: Agent): PlainValue {
  if (!(match instanceof MatchImpl)) throw badArgument("chooseBy", "`match` must be a match that newMatch made");
  return match.chooseBy(agent);
}

export function newMatch(game: CompiledGame, config: MatchConfig): Match {
  checkConfig(config, "newMatch");
  return new MatchImpl(gameFor(checkGame(game, "newMatch"), config.engine), config);
}

/** The fast path: whole games with synchronous agents, nothing replayed. The back end's game,
 *  the players, the options, the arrangements and the agents are prepared once and the state is
 *  made once: each game after the first resets it in place (Runtime.reset), so that a simulation
 *  playing thousands of games builds none of that again. One game is `playGame`. */
export class GameRunner {
  private readonly rt: Runtime;
  private readonly setup: MatchSetup;
  private readonly arrangements: readonly ResolvedArrangement[];
  private readonly players: Player[];
  /** the agent of each seat, and its answer on the state where it has one (state-answers.ts) */
  private byseat: Agent[] = [];
  private onState: (Decider | undefined)[] = [];
  /** the answers so far, for an agent that searches from the decision it is asked (kept only
   *  when one does) */
  private readonly answered: number[] = [];
  /** the seed of the game being played, for the position a searching agent is given */
  private seed: number;
  private fresh = true;
  /** the deciders asking the agents, with and without recording the answers */
  private readonly answer: Decider;
  private readonly recording: Decider;

  constructor(game: CompiledGame, config: MatchConfig, agents: Agent[] | AgentLookup, events: EventSink | null, fn = "playGame") {
    checkConfig(config, fn);
    game = gameFor(checkGame(game, fn), config.engine);
    checkAgents(agents, fn);
    const players = makePlayers(game, config);
    this.players = players;
    const opt = resolveOptions(game, config.options);
    this.arrangements = resolveArrangements(game, players, config.arrangements ?? []);
    this.seed = config.seed ?? 0;
    const budget = config.stepBudget ?? DEFAULT_STEP_BUDGET;
    this.setup = { game, players, opt, arrangements: this.arrangements, seed: this.seed, budget };
    const answered = this.answered;
    const position = (player: Player): Position => new Position(new History({ ...this.setup, seed: this.seed }, answered.slice()), player);
    this.recording = (rt, player, items, spec) => {
      const i = answer(rt, player, items, spec);
      answered.push(i);
      return i;
    };
    const answer: Decider = (rt, player, items, spec) => {
      const agent = this.byseat[player.seat]!;
      const answerOnState = this.onState[player.seat];
      if (answerOnState || agent.decideIndex) {
        let i: number;
        try {
          i = answerOnState ? answerOnState(rt, player, items, spec) : agent.decideIndex!(items.length, spec.optional);
        } catch (e) {
          throw agentFailure(agent, decisionOf(rt, player, items, spec), e);
        }
        if (Number.isInteger(i) && i < items.length && (i >= 0 || (i === -1 && spec.optional))) return i;
        const d = decisionOf(rt, player, items, spec);
        try {
          return answerIndex(d, i);
        } catch (e) {
          throw agentFailure(agent, d, e);
        }
      }
      return ask(
        agent,
        decisionOf(rt, player, items, spec),
        () => viewOf(rt, player),
        () => position(player),
      ).index;
    };
    this.answer = answer;
    this.rt = new Runtime(game, players, opt, this.seed, budget, events, answer);
    this.rt.checkInvariants = config.checkInvariants === true;
    this.useAgents(agents, fn);
  }

  /** The agents of the games from now on (one per seat, or a function of a player's name). */
  useAgents(agents: Agent[] | AgentLookup, fn = "playGame"): void {
    checkAgents(agents, fn);
    const lookup = agentLookup(agents, this.players, fn);
    this.byseat = this.players.map((p) => lookup(p.name));
    this.onState = this.byseat.map(stateAnswerOf);
    this.rt.decide = this.byseat.some((a) => a.searches) ? this.recording : this.answer;
  }

  /** Plays the game of `seed` from its start (by default the config's seed). */
  play(seed = this.seed): GameResult {
    const rt = this.rt;
    if (!this.fresh || seed !== this.seed) rt.reset(seed);
    this.fresh = false;
    this.seed = seed;
    this.answered.length = 0;
    try {
      runGame(rt, this.arrangements);
    } catch (e) {
      const err = asAgonError(e, rt);
      throw err instanceof AgentFailure ? err.error : err;
    }
    return resultOf(rt);
  }
}

/** One whole game with synchronous agents (GameRunner), its events in a list unless the config
 *  gives a sink or turns them off. */
export function playGame(
  game: CompiledGame,
  config: MatchConfig,
  agents: Agent[] | AgentLookup,
): { result: GameResult; events: GameEvent[] } {
  const events = config?.recordEvents === false ? null : [];
  const sink = config?.eventSink ?? events;
  if (sink !== null) return { result: new GameRunner(game, config, agents, sink).play(), events: events ?? [] };
  return { result: keptRunner(game, config, agents).play(config.seed ?? 0), events: [] };
}

/** The runner of a game's last `playGame` with events off, kept for the next call of the same
 *  setting: a caller playing game after game (a loop over seeds, `agon mutate`) gets the state
 *  reset in place instead of made again (GameRunner), as a simulation worker does. */
interface KeptRunner {
  setting: Setting;
  runner: GameRunner;
  /** a game is being played on it (an agent may play games of its own while it decides) */
  busy: boolean;
}

const keptRunners = new WeakMap<CompiledGame, KeptRunner>();

/** What a runner is made from besides the game and the agents (the seed is the game's own), as
 *  copies: a caller may change its config objects between calls. */
interface Setting {
  names: string[];
  /** the players' attributes, options and arrangements as JSON (usually none: no text made) */
  rest: string | undefined;
  budget: number | undefined;
  checkInvariants: boolean;
  engine: string;
}

/** How a kept runner treats each config field: part of its setting, the game's own (the seed),
 *  or the events, which keep no runner. A field added to MatchConfig without its entry here does
 *  not compile, so a new one is not silently shared between settings. */
const CONFIG_FIELDS: Record<keyof MatchConfig, "setting" | "game" | "events"> = {
  players: "setting",
  options: "setting",
  arrangements: "setting",
  stepBudget: "setting",
  checkInvariants: "setting",
  engine: "setting",
  seed: "game",
  recordEvents: "events",
  eventSink: "events",
};
void CONFIG_FIELDS;

function settingOf(config: MatchConfig): Setting {
  const { players, options, arrangements } = config;
  const attributes = players.some((p) => p.attributes !== undefined);
  return {
    names: players.map((p) => p.name),
    rest:
      attributes || options !== undefined || arrangements !== undefined
        ? JSON.stringify([players.map((p) => p.attributes ?? null), options ?? null, arrangements ?? null])
        : undefined,
    budget: config.stepBudget,
    checkInvariants: config.checkInvariants === true,
    engine: engineOf(config.engine),
  };
}

function sameSetting(a: Setting, b: Setting): boolean {
  if (a.budget !== b.budget || a.checkInvariants !== b.checkInvariants || a.engine !== b.engine || a.rest !== b.rest) return false;
  if (a.names.length !== b.names.length) return false;
  for (let i = 0; i < a.names.length; i++) if (a.names[i] !== b.names[i]) return false;
  return true;
}

/** A runner for `config` (events off), the kept one when it was made for the same setting. */
function keptRunner(game: CompiledGame, config: MatchConfig, agents: Agent[] | AgentLookup): { play(seed: number): GameResult } {
  checkConfig(config, "playGame");
  const setting = settingOf(config);
  const kept = keptRunners.get(game);
  if (kept && !kept.busy && sameSetting(kept.setting, setting)) {
    kept.runner.useAgents(agents);
    return playing(kept);
  }
  const made: KeptRunner = { setting, runner: new GameRunner(game, config, agents, null), busy: false };
  if (!kept?.busy) keptRunners.set(game, made);
  return playing(made);
}

function playing(kept: KeptRunner): { play(seed: number): GameResult } {
  return {
    play(seed) {
      kept.busy = true;
      try {
        return kept.runner.play(seed);
      } finally {
        kept.busy = false;
      }
    },
  };
}
