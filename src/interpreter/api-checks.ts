// The public API's arguments checked at the call, against schemas: a mistyped argument is an
// AgonError `bad-argument` naming the function, the argument and what it must be, never a
// TypeError from deep inside (or, worse, a budget or seed quietly turned into something else).
import { z } from "zod";
import { AgonError } from "./api-types.js";
import type { CompiledGame } from "./model.js";

/** Seeds are the integers 0 .. 2^53 - 1; each plays a game of its own (rng.ts). */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

const compiledGames = new WeakSet<object>();

/** Marks a game as made by this compiler, so that the API can tell it from any other object. */
export function markCompiled(game: CompiledGame): void {
  compiledGames.add(game);
}

/** Checked by hand, not by a schema: agents check their seed, and simulations make agents by the
 *  million. */
function isSeed(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

const SEED_RULE = `must be an integer from 0 to ${MAX_SEED}`;
const seedSchema = z.custom<number>(isSeed, { error: SEED_RULE });

const text = (what = "a text") => z.string({ error: `must be ${what}` });

const playerSchema = z.strictObject({
  name: text("a non-empty text").min(1, { error: "must be a non-empty text" }),
  attributes: z.record(z.string(), z.union([z.number().int().min(-MAX_SEED).max(MAX_SEED), z.string(), z.boolean()], { error: "must be an int, a text or true/false" })).optional(),
}, { error: "must be an object { name, attributes? }" });

const arrangementSchema = z.strictObject({
  zone: text("a zone's name"),
  index: text("a player's name or an enum value").optional(),
  cards: z.array(text("a card id"), { error: "must be a list of card ids" }),
  mode: z.enum(["exactly", "top"], { error: "must be \"exactly\" or \"top\"" }).optional(),
}, { error: "must be an object { zone, index?, cards, mode? }" });

const configSchema = z.strictObject({
  players: z.array(playerSchema, { error: "must be a list of players { name }" }),
  seed: seedSchema.optional(),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()], { error: "must be a text, a number or true/false" }), { error: "must be an object of option name -> value" }).optional(),
  arrangements: z.array(arrangementSchema, { error: "must be a list of arrangements" }).optional(),
  stepBudget: z.number({ error: "must be a positive integer" }).int({ error: "must be a positive integer" }).positive({ error: "must be a positive integer" })
    .max(MAX_SEED, { error: "must be a positive integer" }).optional(),
  recordEvents: z.boolean({ error: "must be true or false" }).optional(),
  eventSink: z.custom((v) => typeof v === "object" && v !== null && typeof (v as { push?: unknown }).push === "function", { error: "must be an object with a push(event) method" }).optional(),
  checkInvariants: z.boolean({ error: "must be true or false" }).optional(),
}, { error: "must be an object { players, seed?, options?, ... }" });

const agentSchema = z.custom((v) => typeof v === "object" && v !== null && typeof (v as { decide?: unknown }).decide === "function",
  { error: "must be an agent: an object with a decide(decision, view) method" });

const agentsSchema = z.union([z.array(agentSchema), z.custom((v) => typeof v === "function")], {
  error: "must be a list of agents in seat order, or a function from a player's name to an agent",
});

function shown(v: unknown): string {
  if (typeof v === "number" || typeof v === "boolean" || v === null || v === undefined) return String(v);
  if (typeof v === "string") return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...` : v);
  return Array.isArray(v) ? "a list" : typeof v;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const k of path) v = v !== null && typeof v === "object" ? (v as Record<PropertyKey, unknown>)[k] : undefined;
  return v;
}

function pathText(name: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((s, k) => (typeof k === "number" ? `${s}[${k}]` : `${s}.${String(k)}`), name);
}

export function badArgument(fn: string, message: string): AgonError {
  return new AgonError({ code: "bad-argument", severity: "error", message: `${fn}: ${message}` });
}

/** `value` as the schema's type, or a bad-argument error naming `fn`, the argument and the field. */
function checked<T>(schema: z.ZodType<T>, value: unknown, fn: string, name: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  if (issue.code === "unrecognized_keys") {
    return badThrow(fn, `\`${pathText(name, issue.path)}\` has no field ${issue.keys.map((k) => `\`${k}\``).join(", ")}`);
  }
  // a union's branches each complain; its own message says what the value must be
  return badThrow(fn, `\`${pathText(name, issue.path)}\` ${issue.message}, not ${shown(valueAt(value, issue.path))}`);
}

function badThrow(fn: string, message: string): never {
  throw badArgument(fn, message);
}

export function checkGame(game: unknown, fn: string): CompiledGame {
  if (typeof game !== "object" || game === null || !compiledGames.has(game)) {
    badThrow(fn, `the first argument must be a game from loadGame(...).game, not ${shown(game)}`);
  }
  return game as CompiledGame;
}

export function checkConfig<T>(config: T, fn: string): T {
  checked(configSchema, config, fn, "config");
  return config;
}

export function checkAgents<T>(agents: T, fn: string): T {
  checked(agentsSchema, agents, fn, "agents");
  return agents;
}

export function checkAgent<T>(agent: T, fn: string, name: string): T {
  checked(agentSchema, agent, fn, name);
  return agent;
}

export function checkSeed(seed: unknown, fn: string): number {
  return isSeed(seed) ? seed : badThrow(fn, `\`seed\` ${SEED_RULE}, not ${shown(seed)}`);
}

export function checkText(v: unknown, fn: string, name: string): string {
  return checked(text(), v, fn, name);
}

export function checkOptionalText(v: unknown, fn: string, name: string): string | undefined {
  return checked(text().optional(), v, fn, name);
}

const loadOptionsSchema = z.strictObject({
  projectRoot: text("a folder's path").optional(),
  readFile: z.custom((v) => typeof v === "function", { error: "must be a function from a path to the file's text" }).optional(),
}, { error: "must be an object { projectRoot?, readFile? }" });

export function checkLoadOptions(opts: unknown, fn: string): void {
  checked(loadOptionsSchema, opts, fn, "options");
}

export function checkTexts(v: unknown, fn: string, name: string): string[] {
  return checked(z.array(text(), { error: "must be a list of texts" }), v, fn, name);
}
