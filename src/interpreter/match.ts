// Matches. The engine is a function of (rules, options, seed, decisions): the stepping API replays
// the recorded decisions from the start up to the first unanswered one, where it suspends; the fast
// path asks synchronous agents directly.
import { AgonError, type Agent, type Decision, type GameEvent, type GameResult, type Match, type MatchConfig, type PlainValue, type PlayerView } from "./api-types.js";
import { answerIndex, decisionOf } from "./decisions.js";
import { resultOf, runGame } from "./engine.js";
import { didYouMean, engineError, userError } from "./errors.js";
import type { CompiledGame } from "./model.js";
import { makePlayers, resolveOptions } from "./options.js";
import { Runtime, type Decider } from "./runtime.js";
import { toPlain, type Player, type Value } from "./values.js";
import { viewOf } from "./views.js";
import { DEFAULT_STEP_BUDGET } from "./limits.js";


class Suspend {
  constructor(readonly decision: Decision) {}
}

type AgentLookup = (player: string) => Agent;

/** One agent per player, asked for once: a function that makes a fresh agent per call still
 *  gives each player a single agent with its own state for the whole game. */
function agentLookup(agents: Agent[] | AgentLookup, players: readonly Player[]): AgentLookup {
  if (typeof agents === "function") {
    const made = new Map<string, Agent>();
    return (name) => {
      let a = made.get(name);
      if (!a) made.set(name, (a = agents(name)));
      return a;
    };
  }
  return (name) => {
    const p = players.find((q) => q.name === name)!;
    const byConfigOrder = agents[p.seat];
    if (!byConfigOrder) throw userError("runtime-error", `no agent for player \`${name}\` (${agents.length} agent(s) given)`);
    return byConfigOrder;
  };
}

/** Turns a failure inside the engine into a diagnostic at the statement that was running. */
function asAgonError(e: unknown, rt: Runtime): unknown {
  return e instanceof Suspend ? e : engineError(e, rt);
}

export class MatchImpl implements Match {
  private readonly seats: Player[];
  private readonly opt: Value[];
  private readonly decisions: PlainValue[] = [];
  private rt: Runtime | undefined;
  private waiting: Decision | undefined;
  private failure: unknown;
  private log: GameEvent[] | null = null;

  constructor(
    private readonly game: CompiledGame,
    private readonly config: MatchConfig,
  ) {
    this.seats = makePlayers(game, config);
    this.opt = resolveOptions(game, config.options);
    // an arrangement or setup problem shows at once, not at the first pending()
    this.replay(undefined);
  }

  private newRuntime(decide: Decider): Runtime {
    const events = this.config.recordEvents === false ? null : [];
    this.log = events;
    const rt = new Runtime(this.game, this.seats, this.opt, this.config.seed ?? 0, this.config.stepBudget ?? DEFAULT_STEP_BUDGET, events, decide);
    rt.checkInvariants = this.config.checkInvariants === true;
    return rt;
  }

  /** Runs from the start: recorded decisions first, then the agents (if any) or a suspension. */
  private replay(agents: AgentLookup | undefined): void {
    let next = 0;
    const decide: Decider = (rt, player, items, spec) => {
      if (next < this.decisions.length) {
        return answerIndex(decisionOf(rt, player, items, spec), this.decisions[next++]!);
      }
      const d = decisionOf(rt, player, items, spec);
      if (!agents) throw new Suspend(d);
      const answer = agents(player.name).decide(d, () => viewOf(rt, player));
      const i = answerIndex(d, answer);
      this.decisions.push(answer);
      next++;
      return i;
    };
    const rt = this.newRuntime(decide);
    this.rt = rt;
    this.waiting = undefined;
    this.failure = undefined;
    try {
      runGame(rt, this.config.arrangements);
    } catch (e) {
      const err = asAgonError(e, rt);
      if (err instanceof Suspend) this.waiting = err.decision;
      else {
        this.failure = err;
        throw err;
      }
    }
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

  runWith(agents: Agent[] | AgentLookup): GameResult {
    this.state();
    if (!this.rt!.over) this.replay(agentLookup(agents, this.seats));
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
    if (!p) throw userError("unknown-player", `unknown player \`${name}\``, didYouMean(name, this.seats.map((q) => q.name)));
    return p;
  }

  view(player: string): PlayerView {
    return viewOf(this.state(), this.player(player));
  }

  zone(name: string, index?: string): string[] {
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
      if (o === undefined) throw userError("unknown-enum-value", `\`${name}\` has no column \`${index}\``, didYouMean(index, spec.gridColumns.values));
      return insts[0]!.cards.filter((c) => rt.cardCol[c.num] === o).map((c) => c.id);
    }
    const inst = insts.find((z) => (z.player?.name ?? z.key) === index);
    if (!inst) {
      const keys = insts.map((z) => z.player?.name ?? z.key ?? "");
      throw userError(spec.per === "player" ? "unknown-player" : "unknown-enum-value", `\`${name}\` has no \`${index}\``, didYouMean(index, keys));
    }
    return inst.cards.map((c) => c.id);
  }

  variable(name: string, index?: string): PlainValue {
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
    return cardAttributeOf(this.game, card, attribute, key);
  }

  findCards(name: string, lang?: string): string[] {
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
  if (!(attribute in data.attributes)) {
    throw userError("unknown-attribute", `card \`${card}\` has no attribute \`${attribute}\``, didYouMean(attribute, Object.keys(data.attributes)));
  }
  let v = data.attributes[attribute] as Value;
  if (key !== undefined) {
    if (v === null || typeof v !== "object" || Array.isArray(v) || !(key in v)) throw userError("unknown-attribute", `\`${card}.${attribute}\` has no entry \`${key}\``);
    v = v[key];
  }
  return toPlain(v);
}

export function findCardsIn(game: CompiledGame, name: string, lang?: string): string[] {
  return game.cards
    .filter((c) => c.id === name || (lang ? c.names[lang] === name : Object.values(c.names).includes(name)))
    .map((c) => c.id);
}

export function newMatch(game: CompiledGame, config: MatchConfig): Match {
  return new MatchImpl(game, config);
}

/** The fast path: one whole game with synchronous agents, nothing replayed. */
export function playGame(game: CompiledGame, config: MatchConfig, agents: Agent[] | AgentLookup): { result: GameResult; events: GameEvent[] } {
  const players = makePlayers(game, config);
  const opt = resolveOptions(game, config.options);
  const lookup = agentLookup(agents, players);
  const byseat = players.map((p) => lookup(p.name));
  const decide: Decider = (rt, player, items, spec) => {
    const agent = byseat[player.seat]!;
    if (agent.decideIndex) {
      const i = agent.decideIndex(items.length, spec.optional);
      if (Number.isInteger(i) && i < items.length && (i >= 0 || (i === -1 && spec.optional))) return i;
      return answerIndex(decisionOf(rt, player, items, spec), i);
    }
    const d = decisionOf(rt, player, items, spec);
    return answerIndex(d, agent.decide(d, () => viewOf(rt, player)));
  };
  const events = config.recordEvents === false ? null : [];
  const rt = new Runtime(game, players, opt, config.seed ?? 0, config.stepBudget ?? DEFAULT_STEP_BUDGET, config.eventSink ?? events, decide);
  rt.checkInvariants = config.checkInvariants === true;
  try {
    runGame(rt, config.arrangements);
  } catch (e) {
    throw asAgonError(e, rt);
  }
  return { result: resultOf(rt), events: events ?? [] };
}
