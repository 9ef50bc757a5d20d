// Answering the decisions a match waits for, as a scenario scripts them: each answer must be for
// the player the scenario names, and a mismatch says clearly whose decision is pending instead.
import { AgentError, AgonError, type Agent, type Decision, type Match, type PlainValue } from "../../src/index.js";
import { usesAdapter } from "./engine.js";
import type { AgonWorld } from "./world.js";
import { fail } from "./failures.js";

export interface PlannedAnswer {
  player: string;
  answer: string;
  /** when given, the pending decision must carry this label */
  label?: string;
}

export type ValueReader = (text: string, options: readonly PlainValue[]) => PlainValue;

export function pendingOf(match: Match, player: string, label?: string): Decision {
  const d = match.pending();
  if (!d || d.player !== player || (label !== undefined && d.label !== label)) throw fail("notPending", player, label, d);
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
      if (e.diagnostic.code === "illegal-choice") throw fail("answerRefused", value, d, e.message);
      throw fail("answerFailed", value, d, e.diagnostic.code, e.message);
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
    if (!d || i < 0)
      throw fail(
        "stillToAnswer",
        open.map((a) => a.player),
        d,
      );
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
        if (++given > limit) throw fail("tooManyFirstLegal", limit);
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
  throw fail("tooManyFirstLegal", limit);
}

/** A decision told in a Given is made as soon as the match starts; in a When, at once. */
export function decide(world: AgonWorld, planned: PlannedAnswer[]): void {
  if (world.stepKind === "Context") {
    world.requireNotStarted("decision");
    for (const p of planned) namesSomething(world, p.answer);
    world.plannedAnswers.push(...planned);
    return;
  }
  if (world.stepKind === "Outcome") throw fail("decisionAsThen");
  for (const p of planned) answerPending(world.match, p, (t, opts) => world.value(t, opts, world.match));
}

/** A Given answer waits for the match to start, but a name of nothing in the game (a misspelt
 *  tile, "2점짜리 멀리뛰기") fails at the step that wrote it, with the nearest card: a card, a
 *  player, a value of the game's enums, a number, true or none may each be an answer, and whether
 *  it is a legal one is known only when its decision comes. */
function namesSomething(world: AgonWorld, answer: string): void {
  const value = world.value(answer);
  if (typeof value !== "string") return;
  if (world.game.cards.some((c) => c.id === value) || world.players.some((p) => p.name === value)) return;
  for (const e of world.game.enums.values()) if (e.values.includes(value)) return;
  world.card(answer);
}
