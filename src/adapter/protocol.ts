// The engine adapter protocol (docs/adapter-protocol.md): JSON lines over an adapter process's
// stdin and stdout, one request, one response. Through it the conformance features drive any
// engine of a game; what an adapter can do it declares in its answer to `hello`.
import { z } from "zod";
import type { AgentKind } from "../agents/kinds.js";
import { refusePrototypeKeys } from "../cli/prototype-keys.js";

export const PROTOCOL_VERSION = 1;

/** The longest line either side reads (a request, an answer): past it the line is refused, not held. */
export const LONGEST_LINE = 16 * 1024 * 1024;
/** LONGEST_LINE as messages say it. */
export const LONGEST_LINE_TEXT = `${LONGEST_LINE / 1024 / 1024} MiB`;

/** What an adapter may support beyond starting a match with players and a seed. */
export const CAPABILITIES = [
  /** start with option values */
  "options",
  /** start with player attributes (an age, say) */
  "attributes",
  /** start from an arranged position (cards put in zones after the setup) */
  "arrange",
  /** start with a test deck: card data changed from the card files (`cardChanges` of start) */
  "test-deck",
  /** read the pending decision and its options, and answer it */
  "decisions",
  /** read a zone's cards, by the zone's name in the rules file */
  "zones",
  /** read a variable, by its name in the rules file */
  "vars",
  /** read the events so far */
  "events",
  /** read what one player may see */
  "view",
  /** whether the game is over, and its result */
  "result",
  /** play the game out with agents of a kind the protocol names (first-legal, random with a seed) */
  "play-out",
] as const;
export type Capability = (typeof CAPABILITIES)[number];

/** The adapter's answer to `hello`. */
export const declarationSchema = z.strictObject({
  protocol: z.literal(PROTOCOL_VERSION),
  /** the engine's name, for reports */
  engine: z.string().min(1),
  /** the games it plays, by their names in the rules files */
  games: z.array(z.string().min(1)).min(1),
  capabilities: z.array(z.enum(CAPABILITIES)),
});
export type Declaration = z.infer<typeof declarationSchema>;

/** Why an adapter did not do what it was asked: `illegal` (an answer the game does not allow),
 *  `unsupported` (it cannot do that), `failed` (anything else; the engine's own error). */
export const REFUSALS = ["illegal", "unsupported", "failed"] as const;
export type Refusal = (typeof REFUSALS)[number];

export const responseSchema = z.union([
  z.strictObject({ id: z.number().int(), ok: z.literal(true), result: z.unknown().optional() }),
  z.strictObject({ id: z.number().int(), ok: z.literal(false), error: z.strictObject({ kind: z.enum(REFUSALS), message: z.string() }) }),
]);
export type Response = z.infer<typeof responseSchema>;

/** The answer to `pending`: the decision the game waits for (`Decision` in the API), or `null`.
 *  `card` is `true` or absent: whether the options are cards is the rules' types' to say. */
export const pendingSchema = z
  .strictObject({
    player: z.string(),
    label: z.string(),
    variable: z.string(),
    options: z.array(z.unknown()),
    optional: z.boolean(),
    secret: z.boolean(),
    card: z.literal(true).optional(),
    rule: z.string().optional(),
  })
  .nullable();

const seedSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const agentSpecSchema = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("first-legal") }),
  z.strictObject({ kind: z.literal("random"), seed: seedSchema }),
]);
/** An agent the protocol can name, for `play-out`. */
export type AgentSpec = z.infer<typeof agentSpecSchema>;
/** Each agent `play-out` names is one of Agon's agent kinds (src/agents/kinds.ts) that any engine
 *  can play alike: the protocol's name, and the registry's kind. */
export const PLAY_OUT_AGENTS: Record<AgentSpec["kind"], AgentKind> = { "first-legal": "first", random: "random" };

const plainSetting = z.union([z.string(), z.number(), z.boolean()]);
const name = z.string().min(1);

/** A request as an adapter reads it (its `id` apart): what `serveAdapter` checks every line against. */
export const requestSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("hello"), protocol: z.number() }),
  z.object({
    op: z.literal("start"),
    game: name,
    players: z.array(
      z.object({
        name,
        attributes: z.unknown().superRefine(refusePrototypeKeys("attribute")).pipe(z.record(z.string(), plainSetting)).optional(),
      }),
    ),
    seed: seedSchema,
    options: z.unknown().superRefine(refusePrototypeKeys("option")).pipe(z.record(z.string(), plainSetting)),
    arrangements: z.array(
      z.object({ zone: name, index: z.string().optional(), cards: z.array(z.string()), mode: z.enum(["exactly", "top"]).optional() }),
    ),
    /** a test deck's changes (CardChange in src/interpreter/api-types.ts), sent only when there are some */
    cardChanges: z.array(z.object({ card: name, attribute: name, key: z.string().optional(), value: z.unknown() })).optional(),
  }),
  z.object({ op: z.literal("pending") }),
  z.object({ op: z.literal("choose"), value: z.unknown() }),
  z.object({ op: z.literal("zone"), name, index: z.string().optional() }),
  z.object({ op: z.literal("variable"), name, index: z.string().optional() }),
  z.object({ op: z.literal("events") }),
  z.object({ op: z.literal("view"), player: name }),
  z.object({ op: z.literal("result") }),
  z.object({ op: z.literal("play-out"), agents: z.array(agentSpecSchema) }),
  z.object({ op: z.literal("stop") }),
]);
export type Request = z.infer<typeof requestSchema>;
export type Op = Request["op"];

/** The capability each request needs (none: every adapter answers it). */
export const NEEDS: Record<Op, Capability | undefined> = {
  hello: undefined,
  start: undefined,
  pending: "decisions",
  choose: "decisions",
  zone: "zones",
  variable: "vars",
  events: "events",
  view: "view",
  result: "result",
  "play-out": "play-out",
  stop: undefined,
};

/** Marks in a failing step's message: the scenario needs what the engine does not offer (it is
 *  reported "not supported"), or the adapter itself broke (the run stops). */
export const NOT_SUPPORTED_MARK = "[not supported by the engine]";
export const ADAPTER_BROKEN_MARK = "[engine adapter failed]";

/** How long one request may take before the adapter counts as hung (AGON_ENGINE_TIMEOUT_MS);
 *  the first, hello, may take three times as long, for the adapter's start. */
export const DEFAULT_TIMEOUT_MS = 20_000;

/** Requests sent to any adapter in this process, counted where every copy of this module (the
 *  CLI's and the features') sees the same number: the report tells a scenario the engine played
 *  from one that only read the rules files. */
const COUNTER = Symbol.for("agon.adapter.requests");
type Counted = { [COUNTER]?: number };
export function countRequest(): void {
  const g = globalThis as Counted;
  g[COUNTER] = (g[COUNTER] ?? 0) + 1;
}
export function requestsSent(): number {
  return (globalThis as Counted)[COUNTER] ?? 0;
}
