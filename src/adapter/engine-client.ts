// The conformance side of the adapter protocol: a connection to an adapter process, and a Match
// whose every call is a request to it. Card data (attributes, names) is the rules files' own and
// is read from the game Agon loaded; everything that happens in play comes from the engine. A call
// that needs a capability the adapter did not declare throws an EngineNotSupported, which the
// conformance run reports as "not supported" rather than as a failure.
import {
  AgonError,
  newMatch,
  type Agent,
  type CardChange,
  type CompiledGame,
  type Decision,
  type GameEvent,
  type GameResult,
  type Match,
  type MatchConfig,
  type PlainValue,
  type PlayerView,
} from "../index.js";
import {
  ADAPTER_BROKEN_MARK,
  type AgentSpec,
  type Capability,
  countRequest,
  DEFAULT_TIMEOUT_MS,
  type Declaration,
  declarationSchema,
  NEEDS,
  NOT_SUPPORTED_MARK,
  pendingSchema,
  PROTOCOL_VERSION,
  type Request,
  responseSchema,
} from "./protocol.js";
import { ChannelError, SyncChannel } from "./sync-channel.js";
import type { z } from "zod";

export class EngineNotSupported extends Error {
  constructor(what: string) {
    super(`${NOT_SUPPORTED_MARK} ${what}`);
    this.name = "EngineNotSupported";
  }
}

/** The adapter broke the protocol: it crashed, hung, or wrote what is not a response. */
export class AdapterBroken extends Error {
  constructor(message: string) {
    super(`${ADAPTER_BROKEN_MARK} ${message}`);
    this.name = "AdapterBroken";
  }
}

export class EngineConnection {
  private readonly channel: SyncChannel;
  private nextId = 1;
  readonly declaration: Declaration;

  constructor(command: string, cwd: string, timeoutMs = DEFAULT_TIMEOUT_MS) {
    try {
      this.channel = new SyncChannel(command, cwd, timeoutMs);
    } catch (error) {
      throw new AdapterBroken((error as Error).message);
    }
    const hello = this.send({ op: "hello", protocol: PROTOCOL_VERSION });
    const parsed = declarationSchema.safeParse(hello);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      this.close();
      throw new AdapterBroken(
        `\`${command}\` answered hello with ${JSON.stringify(hello)}: ${issue.path.join(".") || "the answer"}: ${issue.message}`,
      );
    }
    this.declaration = parsed.data;
  }

  get alive(): boolean {
    return this.channel.alive;
  }

  can(capability: Capability): boolean {
    return this.declaration.capabilities.includes(capability);
  }

  /** One request and its result; a refusal of kind `illegal` comes back as such, others throw. */
  send(request: Request): unknown {
    const needed = NEEDS[request.op];
    if (needed !== undefined && !this.can(needed)) throw new EngineNotSupported(`\`${request.op}\` needs the capability "${needed}"`);
    const id = this.nextId++;
    countRequest();
    let line: string;
    try {
      line = this.channel.request(JSON.stringify({ id, ...request }), request.op);
    } catch (error) {
      if (error instanceof ChannelError) throw new AdapterBroken(error.message);
      throw error;
    }
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      this.close();
      throw new AdapterBroken(`\`${this.channel.command}\` answered ${request.op} with a line that is not JSON: ${line.slice(0, 200)}`);
    }
    const parsed = responseSchema.safeParse(json);
    if (!parsed.success || parsed.data.id !== id) {
      this.close();
      const why = parsed.success
        ? `the id ${parsed.data.id} instead of ${id}`
        : `${parsed.error.issues[0]!.path.join(".") || "it"}: ${parsed.error.issues[0]!.message}`;
      throw new AdapterBroken(
        `\`${this.channel.command}\` answered ${request.op} with ${line.slice(0, 200)}, which is not a response (${why})`,
      );
    }
    const response = parsed.data;
    if (response.ok) return response.result;
    if (response.error.kind === "unsupported") throw new EngineNotSupported(`${request.op}: ${response.error.message}`);
    if (response.error.kind === "illegal")
      throw new AgonError({ code: "illegal-choice", severity: "error", message: response.error.message });
    throw new Error(`the engine failed at ${request.op}: ${response.error.message}`);
  }

  close(): void {
    this.channel.close();
  }

  /** A result checked against its request's schema: one of another shape breaks the protocol. */
  checked<T>(op: string, schema: z.ZodType<T>, result: unknown): T {
    const parsed = schema.safeParse(result);
    if (parsed.success) return parsed.data;
    this.close();
    const issue = parsed.error.issues[0]!;
    throw new AdapterBroken(
      `\`${this.channel.command}\` answered ${op} with a result of another shape (${issue.path.join(".") || "it"}: ${issue.message})`,
    );
  }

  /** A match of `game` on the engine, started at once; `cardChanges`: the test deck `game` was loaded with. */
  start(game: CompiledGame, config: MatchConfig, cardChanges: readonly CardChange[] = []): Match {
    const players = config.players;
    if (!this.declaration.games.includes(game.name))
      throw new EngineNotSupported(`the engine plays ${this.declaration.games.join(", ")}, not ${game.name}`);
    const options = config.options ?? {};
    const arrangements = config.arrangements ?? [];
    if (Object.keys(options).length > 0 && !this.can("options"))
      throw new EngineNotSupported(`options (${Object.keys(options).join(", ")}) need "options"`);
    if (arrangements.length > 0 && !this.can("arrange")) throw new EngineNotSupported(`an arranged position needs "arrange"`);
    if (players.some((p) => p.attributes && Object.keys(p.attributes).length > 0) && !this.can("attributes"))
      throw new EngineNotSupported(`player attributes need "attributes"`);
    if (cardChanges.length > 0 && !this.can("test-deck")) throw new EngineNotSupported(`a test deck needs "test-deck"`);
    this.send({
      op: "start",
      game: game.name,
      players: players.map((p) => ({ name: p.name, ...(p.attributes ? { attributes: p.attributes } : {}) })),
      seed: config.seed ?? 0,
      options,
      arrangements: arrangements.map((a) => ({
        zone: a.zone,
        ...(a.index !== undefined ? { index: a.index } : {}),
        cards: a.cards,
        ...(a.mode ? { mode: a.mode } : {}),
      })),
      ...(cardChanges.length > 0 ? { cardChanges: [...cardChanges] } : {}),
    });
    // card data and names are the rules files': a match of Agon's own answers for them
    const catalog = newMatch(game, { players, seed: config.seed ?? 0, recordEvents: false });
    return new EngineMatch(
      this,
      catalog,
      players.map((p) => p.name),
    );
  }
}

/** The agents `play-out` can name, recognised by the names Agon's own agents carry. */
function agentSpec(agent: Agent): AgentSpec | undefined {
  if (agent.name === "first-legal") return { kind: "first-legal" };
  const random = /^random\((\d+)\)$/.exec(agent.name);
  return random ? { kind: "random", seed: Number(random[1]) } : undefined;
}

class EngineMatch implements Match {
  constructor(
    private readonly engine: EngineConnection,
    private readonly catalog: Match,
    private readonly names: string[],
  ) {}

  pending(): Decision | undefined {
    return (this.engine.checked("pending", pendingSchema, this.engine.send({ op: "pending" })) as Decision | null) ?? undefined;
  }

  choose(value: PlainValue): void {
    this.engine.send({ op: "choose", value });
  }

  runWith(agents: Agent[] | ((player: string) => Agent)): GameResult {
    const bySeat = Array.isArray(agents) ? agents : this.names.map((n) => agents(n));
    const specs = bySeat.map(agentSpec);
    if (this.engine.can("play-out") && specs.every((s) => s !== undefined)) {
      return this.engine.send({ op: "play-out", agents: specs as AgentSpec[] }) as GameResult;
    }
    if (!this.engine.can("decisions"))
      throw new EngineNotSupported(`playing on with agents needs "decisions" (or "play-out" for first-legal and random agents)`);
    for (let d = this.pending(); d !== undefined; d = this.pending()) {
      const agent = bySeat[this.names.indexOf(d.player)]!;
      this.choose(agent.decide(d, () => this.view(d.player)));
    }
    return this.result()!;
  }

  isOver(): boolean {
    return (this.engine.send({ op: "result" }) as GameResult | null) !== null;
  }

  result(): GameResult | undefined {
    return (this.engine.send({ op: "result" }) as GameResult | null) ?? undefined;
  }

  events(): GameEvent[] {
    return this.engine.send({ op: "events" }) as GameEvent[];
  }

  view(player: string): PlayerView {
    return this.engine.send({ op: "view", player }) as PlayerView;
  }

  zone(name: string, index?: string): string[] {
    return this.engine.send({ op: "zone", name, ...(index !== undefined ? { index } : {}) }) as string[];
  }

  variable(name: string, index?: string): PlainValue {
    return this.engine.send({ op: "variable", name, ...(index !== undefined ? { index } : {}) }) as PlainValue;
  }

  cardAttribute(card: string, attribute: string, key?: string): PlainValue {
    return this.catalog.cardAttribute(card, attribute, key);
  }

  findCards(name: string, lang?: string): string[] {
    return this.catalog.findCards(name, lang);
  }

  players(): string[] {
    return [...this.names];
  }
}
