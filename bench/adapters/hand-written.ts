// A hand-written engine of bench/ behind the adapter protocol (docs/adapter-protocol.md). Those
// engines play a whole game in one call, asking agents for the index of their answer. The adapter
// gets a pending decision by replaying the game from its seed with the answers given so far and
// stopping at the first decision not yet answered; an engine that can say what it asks there (the
// rules file's label, variable and options) declares `decisions`, one that can read a zone by the
// rules file's name declares `zones` (any other zone is refused as not supported). They read the
// deck through Agon's API, as in the benchmark, and use Agon's agents, which are the same on both
// sides.
import {
  firstLegalAgent,
  gameInfo,
  loadGame,
  randomAgent,
  type Agent,
  type CardChange,
  type CompiledGame,
  type Decision,
  type GameEvent,
  type GameResult,
  type PlainValue,
} from "../../src/index.js";
import { PROTOCOL_VERSION, type Capability } from "../../src/adapter/protocol.js";
import { AdapterRefusal, serveAdapter } from "../../src/adapter/serve.js";
import { testDeckLoader } from "../../src/adapter/test-deck.js";
import type { EventLog } from "../engine-kit.js";
import { arrange, arrangedKey, type Zones } from "./arrange-layout.js";
import { playerView } from "./player-view.js";

/** What the engine asks a seat, in the rules file's words. */
export type Question = Omit<Decision, "player">;

export interface EnginePlayer {
  play(seed: number, agents: Agent[]): GameResult;
  /** the decision being asked of `seat` with `count` options */
  question?(seat: number, count: number, optional: boolean): Question;
  /** from the next game on, the engine's events (but the choices, which the adapter records) go to `log` */
  record?(log: EventLog | undefined): void;
  /** the zones the engine keeps now, by the rules file's names (engine-kit's zoneKey), as card ids */
  zones?(): Zones;
  /** the position to play from after the setup: set once, applied in every game played from here on */
  arrangeAfterSetup?(arrange: (zones: Zones) => void): void;
  /** a variable as the engine holds it now, by the rules file's name (`seat` for a per-player one);
   *  undefined: not kept */
  variable?(name: string, index: number | undefined): PlainValue | undefined;
}

/** Makes the engine's player for the seats `names` under the given option values (all given,
 *  defaults filled in), with each seat's player attributes (those the engine implements) as given. */
export type EngineFactory = (
  game: CompiledGame,
  names: readonly string[],
  options: Record<string, string | number | boolean>,
  attributes: readonly Record<string, string | number | boolean>[],
) => EnginePlayer;

export interface HandWrittenEngine {
  name: string;
  rules: string;
  /** per option, the values the engine implements (any other is not supported) */
  implemented: Record<string, readonly (string | number | boolean)[]>;
  /** the player attributes the engine implements (none: it declares no "attributes") */
  attributes?: readonly string[];
  factory: EngineFactory;
  /** what its players report beyond a result: questions, zones (which they can also arrange), variables, events */
  reports: { decisions: boolean; zones: boolean; vars: boolean; events: boolean };
}

/** Thrown by a stand-in agent at the first decision not yet answered: the replay stops there. */
class Unanswered {
  constructor(readonly decision: Decision) {}
}

const sameValue = (a: PlainValue, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

interface MatchState {
  names: string[];
  options: Record<string, string | number | boolean>;
  seed: number;
  player: EnginePlayer;
  answers: number[];
  /** after the last replay: the decision it stopped at, or the result */
  pending?: Decision;
  result?: GameResult;
  /** the events of the last replay, when the engine reports them */
  events: GameEvent[];
  /** whether the engine's state is that of the last replay with the current answers */
  fresh: boolean;
}

export function serveHandWritten(engine: HandWrittenEngine): Promise<void> {
  const rules = new URL(`../../${engine.rules}`, import.meta.url).pathname;
  const { game } = loadGame(rules);
  if (!game) throw new Error(`${engine.rules} does not load`);
  const info = gameInfo(game);
  // the engines read their deck through Agon's API, so a test deck is the rules loaded with its changes
  const capabilities: Capability[] = ["options", "play-out", "result", "test-deck"];
  const withTestDeck = testDeckLoader(rules);
  if (engine.reports.decisions) capabilities.push("decisions");
  if (engine.reports.zones) capabilities.push("zones", "arrange");
  if (engine.reports.vars) capabilities.push("vars");
  if (engine.attributes?.length) capabilities.push("attributes");
  if (engine.reports.events) capabilities.push("events");
  // a view is worked out from the zones, the variables and the events
  const views = engine.reports.events && engine.reports.zones && engine.reports.vars;
  if (views) capabilities.push("view");
  let match: MatchState | undefined;

  /** the engine names the seats p1, p2, ... */
  const renamed = (m: MatchState, played: GameResult): GameResult => {
    const name = (seat: string) => m.names[Number(seat.slice(1)) - 1]!;
    return {
      scores: Object.fromEntries(Object.entries(played.scores).map(([seat, points]) => [name(seat), points])),
      winners: played.winners.map(name),
    };
  };

  /** Plays the match from its seed: the recorded answers first, then `agents` or a stop. */
  const replay = (m: MatchState, agents?: Agent[]): void => {
    let next = 0;
    const events: GameEvent[] = [];
    const recording = engine.reports.events && m.player.record !== undefined;
    if (recording) m.player.record!({ names: m.names, push: (e) => void events.push(e) });
    /** Agon's log has each answer as a choice event, where the engine asked */
    const chosen = (seat: number, count: number, optional: boolean, i: number): number => {
      if (!recording) return i;
      const q = m.player.question!(seat, count, optional);
      const value = i < 0 ? null : q.options[i]!;
      const choice: GameEvent = {
        type: "choice",
        rule: q.rule,
        player: m.names[seat]!,
        label: q.label,
        variable: q.variable,
        value,
        secret: q.secret,
      };
      events.push(q.card ? { ...choice, card: true } : choice);
      return i;
    };
    const standIns: Agent[] = m.names.map((name, seat) => ({
      name: `replay of ${name}`,
      decide: () => {
        throw new Error("the hand-written engines ask decideIndex only");
      },
      decideIndex(count: number, optional: boolean): number {
        if (next < m.answers.length) return chosen(seat, count, optional, m.answers[next++]!);
        if (agents) {
          const i = agents[seat]!.decideIndex!(count, optional);
          m.answers.push(i);
          next++;
          return chosen(seat, count, optional, i);
        }
        const asked = m.player.question?.(seat, count, optional);
        if (!asked) throw new AdapterRefusal("unsupported", `${engine.name} cannot say what it asks`);
        throw new Unanswered({ player: name, ...asked });
      },
    }));
    m.pending = undefined;
    m.result = undefined;
    try {
      m.result = renamed(m, m.player.play(m.seed, standIns));
    } catch (e) {
      if (!(e instanceof Unanswered)) throw e;
      m.pending = e.decision;
    }
    m.events = events;
    m.fresh = true;
  };

  const current = (): MatchState => {
    if (!match) throw new AdapterRefusal("failed", "no match: send start first");
    if (!match.fresh) replay(match);
    return match;
  };

  return serveAdapter({
    declaration: { protocol: PROTOCOL_VERSION, engine: engine.name, games: [game.name], capabilities },
    handle(request) {
      switch (request.op) {
        case "start": {
          const options = Object.fromEntries(info.options.map((o) => [o.name, o.default as string | number | boolean]));
          for (const [name, value] of Object.entries(request.options)) {
            if (!engine.implemented[name]?.includes(value))
              throw new AdapterRefusal("unsupported", `${engine.name} does not implement ${name}=${value}`);
            options[name] = value;
          }
          const names = request.players.map((p) => p.name);
          const attributes = request.players.map((p) => p.attributes ?? {});
          for (const name of attributes.flatMap(Object.keys))
            if (!engine.attributes?.includes(name))
              throw new AdapterRefusal("unsupported", `${engine.name} does not implement the player attribute ${name}`);
          const deck = request.cardChanges ? withTestDeck(request.cardChanges as CardChange[]) : game;
          const player = engine.factory(deck, names, options, attributes);
          if (request.arrangements.length > 0) {
            if (!player.arrangeAfterSetup) throw new AdapterRefusal("unsupported", `${engine.name} takes no arranged position`);
            const arrangements = request.arrangements;
            player.arrangeAfterSetup((zones) => arrange(game, names, zones, arrangements));
          }
          match = { names, options, seed: request.seed, player, answers: [], events: [], fresh: false };
          return undefined;
        }
        case "pending":
          return current().pending ?? null;
        case "choose": {
          const m = current();
          const d = m.pending;
          if (!d) throw new AdapterRefusal("illegal", "the game is over: there is no decision to answer");
          const index = request.value === null && d.optional ? -1 : d.options.findIndex((o) => sameValue(o, request.value));
          if (index < 0 && !(index === -1 && request.value === null && d.optional))
            throw new AdapterRefusal("illegal", `${JSON.stringify(request.value)} is not a legal answer to "${d.label}"`);
          m.answers.push(index);
          m.fresh = false;
          return undefined;
        }
        case "zone": {
          const m = current();
          const key = arrangedKey(game, m.names, request.name, request.index);
          const cards = m.player.zones?.().get(key);
          if (!cards) throw new AdapterRefusal("unsupported", `${engine.name} does not keep the zone ${request.name} by that name`);
          return cards;
        }
        case "variable": {
          const m = current();
          if (request.name in m.options) return m.options[request.name];
          const spec = game.varByName.get(request.name);
          if (!spec) throw new AdapterRefusal("failed", `unknown variable ${request.name}`);
          const index =
            request.index === undefined
              ? undefined
              : spec.per === "player"
                ? m.names.indexOf(request.index)
                : spec.per === "shared"
                  ? -1
                  : game.enums.get(spec.per.enumName)!.values.indexOf(request.index);
          if (index === -1) throw new AdapterRefusal("failed", `variable ${request.name} has no entry ${request.index}`);
          const value = m.player.variable?.(request.name, index);
          if (value === undefined) throw new AdapterRefusal("unsupported", `${engine.name} does not keep the variable ${request.name}`);
          return value;
        }
        case "play-out": {
          const m = current();
          const agents = request.agents.map((a) => (a.kind === "first-legal" ? firstLegalAgent() : randomAgent(a.seed)));
          replay(m, agents);
          return m.result;
        }
        case "view": {
          if (!views) throw new AdapterRefusal("unsupported", `${engine.name} keeps no views`);
          const m = current();
          return playerView(game, m.names, request.player, m.player.zones!(), (name, i) => m.player.variable!(name, i), m.events);
        }
        case "events":
          if (!engine.reports.events) throw new AdapterRefusal("unsupported", `${engine.name} keeps no events`);
          return current().events;
        case "result":
          return current().result ?? null;
        default: {
          const unhandled: never = request;
          throw new AdapterRefusal("unsupported", `no operation ${(unhandled as { op: string }).op}`);
        }
      }
    },
  });
}
