// The public API's arguments checked at the call: a mistyped argument is an AgonError
// `bad-argument` naming the function, the argument and what it must be, never a TypeError from
// deep inside (or, worse, a budget or seed quietly turned into something else). What is checked
// once per game (the config, the agents, seeds, names) is checked by hand, in well under a
// microsecond; the rest (arrangements, load options, lists of paths) against zod schemas.
import { z } from "zod";
import { AgonError } from "./api-types.js";
import { isCompiledGame } from "./compiled-games.js";
import type { CompiledGame } from "./model.js";

/** Seeds are the integers 0 .. 2^53 - 1; each plays a game of its own (rng.ts). */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/** Checked by hand, not by a schema: agents check their seed, and simulations make agents by the
 *  million. */
function isSeed(v: unknown): v is number {
  return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
}

const SEED_RULE = `must be an integer from 0 to ${MAX_SEED}`;

const text = (what = "a text") => z.string({ error: `must be ${what}` });

// Each schema is built the first time it is used: building them all took part of every import of
// the API, also by programs that never pass the arguments they check.
let arrangementsMade: z.ZodType<unknown> | undefined;
const arrangementsSchema = (): z.ZodType<unknown> =>
  (arrangementsMade ??= z.array(arrangementSchema(), { error: "must be a list of arrangements" }));

const arrangementSchema = () =>
  z.strictObject(
    {
      zone: text("a zone's name"),
      index: text("a player's name or an enum value").optional(),
      cards: z.array(text("a card id"), { error: "must be a list of card ids" }),
      mode: z.enum(["exactly", "top"], { error: 'must be "exactly" or "top"' }).optional(),
    },
    { error: "must be an object { zone, index?, cards, mode? }" },
  );

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
  if (typeof game !== "object" || game === null || !isCompiledGame(game)) {
    badThrow(fn, `the first argument must be a game from loadGame(...).game, not ${shown(game)}`);
  }
  return game as CompiledGame;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isFunction = (v: unknown): boolean => typeof v === "function";
const isAgent = (v: unknown): boolean => isObject(v) && isFunction(v.decide);
const isPlainAttribute = (v: unknown): boolean =>
  typeof v === "string" || typeof v === "boolean" || (typeof v === "number" && Number.isSafeInteger(v));
const isOptionValue = (v: unknown): boolean => typeof v === "string" || typeof v === "boolean" || typeof v === "number";

/** A field of an object: `rule` says what it must be when `ok` is false. */
function field(ok: boolean, fn: string, name: string, rule: string, value: unknown): void {
  if (!ok) badThrow(fn, `\`${name}\` ${rule}, not ${shown(value)}`);
}

function onlyFields(v: Record<string, unknown>, fields: readonly string[], fn: string, name: string): void {
  for (const k of Object.keys(v)) if (!fields.includes(k)) badThrow(fn, `\`${name}\` has no field \`${k}\``);
}

function checkRecord(v: unknown, ok: (x: unknown) => boolean, fn: string, name: string, what: string, rule: string): void {
  if (v === undefined) return;
  field(isObject(v), fn, name, `must be an object of ${what}`, v);
  for (const [k, x] of Object.entries(v as object)) field(ok(x), fn, `${name}.${k}`, rule, x);
}

const CONFIG_FIELDS = [
  "players",
  "seed",
  "options",
  "arrangements",
  "stepBudget",
  "recordEvents",
  "eventSink",
  "checkInvariants",
  "engine",
] as const;

/** A MatchConfig, checked by hand: playGame checks one per game, and a simulation plays millions. */
export function checkConfig<T>(config: T, fn: string): T {
  field(isObject(config), fn, "config", "must be an object { players, seed?, options?, ... }", config);
  const c = config as Record<string, unknown>;
  onlyFields(c, CONFIG_FIELDS, fn, "config");
  field(Array.isArray(c.players), fn, "config.players", "must be a list of players { name }", c.players);
  (c.players as unknown[]).forEach((p, i) => {
    const name = `config.players[${i}]`;
    field(isObject(p), fn, name, "must be an object { name, attributes? }", p);
    const player = p as Record<string, unknown>;
    onlyFields(player, ["name", "attributes"], fn, name);
    field(typeof player.name === "string" && player.name !== "", fn, `${name}.name`, "must be a non-empty text", player.name);
    checkRecord(
      player.attributes,
      isPlainAttribute,
      fn,
      `${name}.attributes`,
      "attribute name -> value",
      "must be an int, a text or true/false",
    );
  });
  if (c.seed !== undefined) field(isSeed(c.seed), fn, "config.seed", SEED_RULE, c.seed);
  checkRecord(c.options, isOptionValue, fn, "config.options", "option name -> value", "must be a text, a number or true/false");
  if (c.arrangements !== undefined) checked(arrangementsSchema(), c.arrangements, fn, "config.arrangements");
  if (c.stepBudget !== undefined) {
    field(
      typeof c.stepBudget === "number" && Number.isSafeInteger(c.stepBudget) && c.stepBudget > 0,
      fn,
      "config.stepBudget",
      "must be a positive integer",
      c.stepBudget,
    );
  }
  if (c.engine !== undefined)
    field(c.engine === "generated" || c.engine === "closures", fn, "config.engine", 'must be "generated" or "closures"', c.engine);
  for (const flag of ["recordEvents", "checkInvariants"] as const) {
    if (c[flag] !== undefined) field(typeof c[flag] === "boolean", fn, `config.${flag}`, "must be true or false", c[flag]);
  }
  if (c.eventSink !== undefined)
    field(
      isObject(c.eventSink) && isFunction(c.eventSink.push),
      fn,
      "config.eventSink",
      "must be an object with a push(event) method",
      c.eventSink,
    );
  return config;
}

const AGENT_RULE = "must be an agent: an object with a decide(decision, view) method";

export function checkAgents<T>(agents: T, fn: string): T {
  const ok = Array.isArray(agents) ? agents.every(isAgent) : isFunction(agents);
  field(ok, fn, "agents", "must be a list of agents in seat order, or a function from a player's name to an agent", agents);
  return agents;
}

export function checkAgent<T>(agent: T, fn: string, name: string): T {
  field(isAgent(agent), fn, name, AGENT_RULE, agent);
  return agent;
}

export function checkSeed(seed: unknown, fn: string): number {
  return isSeed(seed) ? seed : badThrow(fn, `\`seed\` ${SEED_RULE}, not ${shown(seed)}`);
}

export function checkText(v: unknown, fn: string, name: string): string {
  field(typeof v === "string", fn, name, "must be a text", v);
  return v as string;
}

export function checkOptionalText(v: unknown, fn: string, name: string): string | undefined {
  return v === undefined ? v : checkText(v, fn, name);
}

let loadOptionsMade: z.ZodType<unknown> | undefined;
const loadOptionsSchema = (): z.ZodType<unknown> => (loadOptionsMade ??= loadOptions());

const loadOptions = () =>
  z.strictObject(
    {
      projectRoot: text("a folder's path").optional(),
      readFile: z.custom((v) => typeof v === "function", { error: "must be a function from a path to the file's text" }).optional(),
      cardChanges: z
        .array(
          z.strictObject(
            { card: text(), attribute: text(), key: text().optional(), value: z.union([z.number(), z.boolean(), z.string()]) },
            { error: "must be { card, attribute, key?, value }" },
          ),
        )
        .optional(),
    },
    { error: "must be an object { projectRoot?, readFile?, cardChanges? }" },
  );

export function checkLoadOptions(opts: unknown, fn: string): void {
  checked(loadOptionsSchema(), opts, fn, "options");
}

let textsMade: z.ZodType<string[]> | undefined;
export function checkTexts(v: unknown, fn: string, name: string): string[] {
  textsMade ??= z.array(text(), { error: "must be a list of texts" });
  return checked(textsMade, v, fn, name);
}
