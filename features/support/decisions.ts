// Answering the decisions a match waits for, as a scenario scripts them: each answer must be for
// the player the scenario names, and a mismatch says clearly whose decision is pending instead.
import { AgentError, AgonError, type Agent, type Decision, type Match, type PlainValue } from "../../src/index.js";
import { usesAdapter } from "./engine.js";
import { describe } from "./lists.js";
import type { AgonWorld } from "./world.js";

export interface PlannedAnswer {
  player: string;
  answer: string;
  /** when given, the pending decision must carry this label */
  label?: string;
}

export type ValueReader = (text: string, options: readonly PlainValue[]) => PlainValue;

export function describeDecision(d: Decision | undefined): string {
  if (!d) return "no decision (the game is over)";
  return `${d.player}'s "${d.label}" (options ${describe(d.options)}${d.optional ? ", or none" : ""})`;
}

export function pendingOf(match: Match, player: string, label?: string): Decision {
  const d = match.pending();
  if (!d || d.player !== player || (label !== undefined && d.label !== label)) {
    const wanted = label === undefined ? `a decision of ${player}` : `${player}'s "${label}"`;
    throw new Error(`expected ${wanted} to be pending, but the game waits for ${describeDecision(d)}`);
  }
  return d;
}

export function answerPending(match: Match, planned: PlannedAnswer, read: ValueReader): void {
  const d = pendingOf(match, planned.player, planned.label);
  const value = read(planned.answer, d.options);
  chooseOrExplain(match, d, value);
}

export function chooseOrExplain(match: Match, d: Decision, value: PlainValue): void {
  try {
    match.choose(value);
  } catch (e) {
    if (e instanceof AgonError) {
      throw new Error(`${d.player} cannot answer ${JSON.stringify(value)} to ${describeDecision(d)}: ${e.diagnostic.code}: ${e.message}`);
    }
    throw e;
  }
}

/** Answers several players' decisions in whatever order the game asks for them (simultaneous
 *  choices have no order the scenario should depend on). */
export function answerAll(match: Match, answers: PlannedAnswer[], read: ValueReader): void {
  const open = [...answers];
  while (open.length > 0) {
    const d = match.pending();
    const i = open.findIndex((a) => d && a.player === d.player && (a.label === undefined || a.label === d.label));
    if (!d || i < 0) {
      throw new Error(`still to answer for ${open.map((a) => a.player).join(", ")}, but the game waits for ${describeDecision(d)}`);
    }
    const [planned] = open.splice(i, 1);
    chooseOrExplain(match, d, read(planned.answer, d.options));
  }
}

/** Takes the first legal option of each decision until `stop` says so; a guard against a game
 *  that never stops. On Agon's own engine the answers come from an agent in one run of the match
 *  (each `choose` replays the match from its start, so answering a game's hundreds of decisions
 *  one by one costs their square); the agent stops the match where `stop` says, and the match
 *  waits there as it does for any decision. Through an adapter, one answer at a time. */
export function answerFirstUntil(match: Match, stop: (d: Decision) => boolean, limit = 100_000): void {
  const tooMany = `gave ${limit} first-legal answers and the condition was still not reached`;
  if (!usesAdapter()) {
    let given = 0;
    let reached = false;
    const firstLegalUntilStop: Agent = {
      name: "first legal until the scenario's condition",
      decide(d) {
        if (stop(d)) {
          reached = true;
          throw new Error("the scenario's condition is reached");
        }
        if (++given > limit) throw new Error(tooMany);
        return d.options.length > 0 ? d.options[0]! : null;
      },
    };
    try {
      if (match.pending() && !stop(match.pending()!)) match.runWith(() => firstLegalUntilStop);
    } catch (e) {
      if (reached && e instanceof AgentError && e.agent === firstLegalUntilStop.name) return;
      throw e;
    }
    return;
  }
  for (let n = 0; n < limit; n++) {
    const d = match.pending();
    if (!d || stop(d)) return;
    chooseOrExplain(match, d, d.options.length > 0 ? d.options[0] : null);
  }
  throw new Error(tooMany);
}

/** A decision told in a Given is made as soon as the match starts; in a When, at once. */
export function decide(world: AgonWorld, planned: PlannedAnswer[]): void {
  if (world.stepKind === "Context") {
    world.requireNotStarted("a decision told as a Given");
    world.plannedAnswers.push(...planned);
    return;
  }
  if (world.stepKind === "Outcome") throw new Error("a decision is a Given or a When, not a Then");
  for (const p of planned) answerPending(world.match, p, (t, opts) => world.value(t, opts, world.match));
}
