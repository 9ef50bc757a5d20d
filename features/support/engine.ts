// Where a scenario's match is played: by Agon's engine, or, when AGON_ENGINE names a command (set
// by `agon conform --engine CMD`), by whatever engine that adapter process drives, through the
// adapter protocol (docs/adapter-protocol.md). One adapter process serves every scenario of a run.
import { EngineConnection } from "../../src/adapter/engine-client.js";
import { newMatch, type CardChange, type CompiledGame, type Match, type MatchConfig } from "../../src/index.js";

const connections = new Map<string, EngineConnection>();

/** A positive whole number from the environment, or undefined. */
function capOf(name: string): number | undefined {
  const cap = Number(process.env[name]);
  return Number.isInteger(cap) && cap > 0 ? cap : undefined;
}

/** AGON_STEP_BUDGET (set by `agon mutate`) holds every match to that many steps, so that a broken
 *  rule that never ends fails its scenario soon instead of after the default budget. */
export function withStepCap(config: MatchConfig): MatchConfig {
  const cap = capOf("AGON_STEP_BUDGET");
  return cap === undefined ? config : { ...config, stepBudget: Math.min(config.stepBudget ?? cap, cap) };
}

/** AGON_DECISION_BUDGET (set by `agon mutate`): a match answered more often than that is a game
 *  that does not end. The steps cannot tell, as each answer replays the match from its start. */
function withDecisionCap(match: Match): Match {
  const cap = capOf("AGON_DECISION_BUDGET");
  if (cap === undefined) return match;
  let answered = 0;
  const choose = (value: Parameters<Match["choose"]>[0]): void => {
    if (++answered > cap) throw new Error(`more than ${cap} decisions answered: a game that does not end`);
    match.choose(value);
  };
  return new Proxy(match, {
    get(target, property) {
      if (property === "choose") return choose;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** whether the scenarios' matches are played by an adapter process rather than Agon's engine */
export function usesAdapter(): boolean {
  return Boolean(process.env.AGON_ENGINE);
}

/** `cardChanges`: the test deck `game` was loaded with, which an adapter is told of */
export function startMatch(game: CompiledGame, given: MatchConfig, cardChanges: readonly CardChange[] = []): Match {
  return withDecisionCap(matchOn(game, withStepCap(given), cardChanges));
}

function matchOn(game: CompiledGame, config: MatchConfig, cardChanges: readonly CardChange[]): Match {
  const command = process.env.AGON_ENGINE;
  if (!usesAdapter() || !command) return newMatch(game, config);
  let connection = connections.get(command);
  if (!connection?.alive) {
    const timeout = Number(process.env.AGON_ENGINE_TIMEOUT_MS);
    connection = new EngineConnection(command, process.cwd(), Number.isInteger(timeout) && timeout > 0 ? timeout : undefined);
    connections.set(command, connection);
  }
  return connection.start(game, config, cardChanges);
}
