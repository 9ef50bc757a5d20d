// The one registry of agent kinds: `agon play --agents`, `agon simulate --agents`, the simulation
// workers and the API read the names, the descriptions, the settings and how to build each kind
// from here. An agent is named by its kind and settings: `ismcts`, `ismcts:ms=50`,
// `ismcts:iterations=200:rollout=random`.
import type { Agent, CompiledGame, Diagnostic } from "../index.js";
import { assertNever } from "../../grammar/assert-never.js";
import { AgonError } from "../interpreter/api-types.js";
import { firstLegalAgent, randomAgent } from "../interpreter/agents.js";
import { liveViewOf } from "../interpreter/views.js";
import { flatMcAgent } from "./flat-mc.js";
import { agentRollout, ismctsAgent, type RolloutPolicy } from "./ismcts.js";
import { preferenceAgent, type PreferenceAgent } from "./preference-agent.js";
import { AGENT_KINDS, type AgentKind } from "./kind-names.js";
import { strategyOf } from "./strategy.js";

interface SettingSpec {
  description: string;
  /** the allowed values: positive integers, or these words */
  values: "count" | readonly string[];
  default: number | string;
}

type Settings = Record<string, number | string>;

interface AgentKindEntry {
  description: string;
  settings: Record<string, SettingSpec>;
  /** the kind plays (or plays out) by the game's strategy, given these settings */
  needsStrategy(settings: Settings): boolean;
  make(game: CompiledGame, seed: number, settings: Settings): Agent;
  /** For a kind whose whole state is its generator: one agent, started on a game's seed as
   *  `make` would make it. A kind without it is made again for each game. */
  reusable?(game: CompiledGame): { agent: Agent; reseed(seed: number): void };
}

function heuristic(game: CompiledGame, seed: number): PreferenceAgent {
  const strategy = strategyOf(game);
  if (strategy === undefined) throw new AgonError(noStrategy(game));
  return preferenceAgent(game, strategy, seed);
}

/** Why a heuristic seat cannot play this game. */
export function noStrategy(game: CompiledGame): Diagnostic {
  return {
    code: "bad-argument",
    severity: "error",
    message: `a heuristic agent plays by the game's strategy, and ${game.name} declares none`,
    hint: 'declare one in the rules (or in a variant file): `strategy { prefer "LABEL" highest ATTRIBUTE }` (docs/language.md, "strategy")',
  };
}

/** who plays a searching agent's playouts: one setting, the same for every kind that plays out */
const ROLLOUT_SETTING: SettingSpec = {
  description: "who plays the playouts below the tree",
  values: ["heuristic", "random"],
  default: "heuristic",
};

/** Shared by the searching agents, so that a paired comparison samples alike. */
const RIVALS_SETTING: SettingSpec = {
  description:
    "the rivals' secret answers given just before the player's: answered again in each playout by the rollout policy, as the later ones are (again), or left as the sample deals them (dealt)",
  values: ["again", "dealt"],
  default: "again",
};

/** The rollout policy a `rollout` setting names, seeded apart from the searching agent. */
function rolloutPolicy(game: CompiledGame, seed: number, rollout: Settings[string]): RolloutPolicy {
  const rolloutSeed = (seed ^ 0x2545f491) >>> 0;
  return rollout === "heuristic" ? heuristic(game, rolloutSeed).rollout : agentRollout(randomAgent(rolloutSeed), liveViewOf);
}

const KINDS = {
  random: {
    description: "a uniformly random legal answer",
    settings: {},
    needsStrategy: () => false,
    make: (_game, seed) => randomAgent(seed),
    reusable: () => {
      const agent = randomAgent();
      return { agent, reseed: (seed) => agent.reseed(seed) };
    },
  },
  first: {
    description: "always the first legal answer",
    settings: {},
    needsStrategy: () => false,
    make: () => firstLegalAgent(),
    reusable: () => ({ agent: firstLegalAgent(), reseed: () => {} }),
  },
  heuristic: {
    description: "the preferences of the game's strategy (its rules' `strategy` declaration), random elsewhere",
    settings: {},
    needsStrategy: () => true,
    make: (game, seed) => heuristic(game, seed),
    reusable: (game) => {
      const agent = heuristic(game, 0);
      return { agent, reseed: (seed) => agent.reseed(seed) };
    },
  },
  ismcts: {
    description:
      "information-set Monte Carlo tree search (single observer) on samples of what the player cannot see, drawn from what it saw; every rival plays as the rollout policy",
    settings: {
      iterations: { description: "playouts per decision", values: "count", default: 200 },
      ms: { description: "milliseconds per decision, instead of a number of playouts (not repeatable)", values: "count", default: 0 },
      rollout: ROLLOUT_SETTING,
      rivals: RIVALS_SETTING,
    },
    needsStrategy: (settings) => settings.rollout === "heuristic",
    make: (game, seed, settings) => {
      const ms = settings.ms as number;
      const budget = ms > 0 ? { ms } : { iterations: settings.iterations as number };
      return ismctsAgent(budget, seed, rolloutPolicy(game, seed, settings.rollout), randomAgent(seed), {
        redecideRivals: settings.rivals === "again",
      });
    },
  },
  "flat-mc": {
    description:
      "determinised flat Monte Carlo, the baseline of the searching agents: each answer played out on samples of what the player cannot see, the best mean reward taken",
    settings: {
      playouts: { description: "playouts per decision, dealt round-robin over its answers", values: "count", default: 200 },
      rollout: { ...ROLLOUT_SETTING, description: "who plays every decision of a playout after the answer tried" },
      rivals: RIVALS_SETTING,
    },
    needsStrategy: (settings) => settings.rollout === "heuristic",
    make: (game, seed, settings) =>
      flatMcAgent(seed, {
        playouts: settings.playouts as number,
        rollout: rolloutPolicy(game, seed, settings.rollout),
        redecideRivals: settings.rivals === "again",
        fallback: randomAgent(seed),
      }),
  },
} satisfies Record<AgentKind, AgentKindEntry>;

export { AGENT_KINDS, type AgentKind };

/** A kind with its settings, as written on the command line (`ismcts:ms=50`). */
export type AgentChoice = string;

export function isAgentKind(name: string): name is AgentKind {
  return Object.hasOwn(KINDS, name);
}

/** Why a text names no agent, for a message in the words of whoever reports it. */
export type AgentProblem =
  | { problem: "unknown-agent"; name: string }
  | { problem: "unknown-setting"; agent: AgentKind; key: string; known: string[] }
  | { problem: "bad-count"; agent: AgentKind; key: string; value: string }
  | { problem: "bad-value"; agent: AgentKind; key: string; value: string; values: readonly string[] };

/** The reason in English, as the API reports it. */
export function agentProblemText(p: AgentProblem): string {
  switch (p.problem) {
    case "unknown-agent":
      return `unknown agent "${p.name}" (agents: ${AGENT_KINDS.join(", ")})`;
    case "unknown-setting":
      return `agent ${p.agent} has no setting "${p.key}"${p.known.length ? ` (settings: ${p.known.join(", ")})` : ""}`;
    case "bad-count":
      return `${p.agent}:${p.key} needs a whole number from 1 to 999999999, not "${p.value}"`;
    case "bad-value":
      return `${p.agent}:${p.key} is one of ${p.values.join(", ")}, not "${p.value}"`;
    default:
      return assertNever(p, "agent problem");
  }
}

function failed(p: AgentProblem): { error: string; why: AgentProblem } {
  return { error: agentProblemText(p), why: p };
}

/** The kind and every setting (defaults filled in), or the reason the text names no agent. */
export function parseAgentChoice(text: string): { kind: AgentKind; settings: Settings } | { error: string; why: AgentProblem } {
  const [name = "", ...parts] = text.split(":");
  if (!isAgentKind(name)) return failed({ problem: "unknown-agent", name });
  const specs: Record<string, SettingSpec> = KINDS[name].settings;
  const settings: Settings = {};
  for (const [key, spec] of Object.entries(specs)) settings[key] = spec.default;
  const known = Object.keys(specs);
  for (const part of parts) {
    const [key = "", value = "", ...rest] = part.split("=");
    if (!Object.hasOwn(specs, key) || rest.length > 0) return failed({ problem: "unknown-setting", agent: name, key, known });
    const spec = specs[key]!;
    if (spec.values === "count") {
      if (!/^[1-9][0-9]{0,8}$/.test(value)) return failed({ problem: "bad-count", agent: name, key, value });
      settings[key] = Number(value);
    } else {
      if (!spec.values.includes(value)) return failed({ problem: "bad-value", agent: name, key, value, values: spec.values });
      settings[key] = value;
    }
  }
  return { kind: name, settings };
}

export function isAgentChoice(text: string): boolean {
  return !("error" in parseAgentChoice(text));
}

function parsed(choice: AgentChoice): { kind: AgentKind; settings: Settings } {
  const p = parseAgentChoice(choice);
  if ("error" in p) throw new Error(p.error);
  return p;
}

export function agentKindNeedsStrategy(choice: AgentChoice): boolean {
  const { kind, settings } = parsed(choice);
  return KINDS[kind].needsStrategy(settings);
}

/** "random (a uniformly random legal answer), first (...)": for help texts. */
export function describeAgentKinds(): string {
  return AGENT_KINDS.map((kind) => {
    const settings = Object.entries(KINDS[kind].settings as Record<string, SettingSpec>).map(
      ([key, s]) => `${key}=${s.values === "count" ? "N" : s.values.join("|")}: ${s.description}`,
    );
    return `${kind} (${KINDS[kind].description}${settings.length ? `; settings ${settings.join("; ")}` : ""})`;
  }).join(", ");
}

/** An agent of this kind for a game (a heuristic one, or one that plays out heuristically, reads the
 *  game's strategy: an AgonError `bad-argument` when the game declares none). */
export function makeAgent(choice: AgentChoice, game: CompiledGame, seed: number): Agent {
  const { kind, settings } = parsed(choice);
  const entry: AgentKindEntry = KINDS[kind];
  return entry.make(game, seed, settings);
}

/** The agent of one seat for every game a simulation worker plays: called with each game's seed,
 *  it gives the agent `makeAgent(choice, game, seed)` would make, the same object reseeded where
 *  the kind allows. */
export function seatAgent(choice: AgentChoice, game: CompiledGame): (seed: number) => Agent {
  const { kind, settings } = parsed(choice);
  const entry: AgentKindEntry = KINDS[kind];
  const reused = entry.reusable?.(game);
  if (!reused) return (seed) => entry.make(game, seed, settings);
  return (seed) => {
    reused.reseed(seed);
    return reused.agent;
  };
}

/** Every kind with its description and settings, for a page that offers them (the studio). */
export function agentKindsInfo(): {
  kind: AgentKind;
  description: string;
  settings: { name: string; description: string; values: "count" | readonly string[]; default: number | string }[];
}[] {
  return AGENT_KINDS.map((kind) => ({
    kind,
    description: KINDS[kind].description,
    settings: Object.entries(KINDS[kind].settings as Record<string, SettingSpec>).map(([name, s]) => ({ name, ...s })),
  }));
}
