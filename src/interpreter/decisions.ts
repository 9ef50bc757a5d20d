// Choice points as the outside world sees them, and the check that an answer is legal.
import type { ChooseStmt } from "../../grammar/statements/choose.js";
import { holdsCards, type LinkedProgram } from "../../grammar/link/index.js";
import { AgonError, type Decision, type GameEvent, type PlainValue } from "./api-types.js";
import type { DecisionSpec, Runtime } from "./runtime.js";
import { plainEquals, toPlain, type Player, type Value } from "./values.js";

/** What a `choose` asks, as both engines (compile-choose.ts, codegen's emit-stmt.ts) pass it to
 *  the decider: whether its answers are cards is the linker's type of the bound name, so a plain
 *  answer (a card's id, an enum value's name) is never told apart by looking the name up. */
export function decisionSpec(link: LinkedProgram, s: ChooseStmt): DecisionSpec {
  const bound = link.locals.get(s.name)?.type;
  return {
    label: s.label ?? s.name.name,
    variable: s.name.name,
    secret: s.secret,
    optional: s.optional,
    card: bound !== undefined && holdsCards(bound),
  };
}

/** The choice event of an answer (`value` plain); `card` only when the answers are cards. */
export function choiceEvent(player: Player, spec: DecisionSpec, value: PlainValue): Extract<GameEvent, { type: "choice" }> {
  const e: Extract<GameEvent, { type: "choice" }> = {
    type: "choice",
    player: player.name,
    label: spec.label,
    variable: spec.variable,
    value,
    secret: spec.secret,
  };
  if (spec.card) e.card = true;
  return e;
}

export function decisionOf(rt: Runtime, player: Player, items: readonly Value[], spec: DecisionSpec): Decision {
  const d: Decision = {
    player: player.name,
    label: spec.label,
    variable: spec.variable,
    options: items.map(toPlain),
    optional: spec.optional,
    secret: spec.secret,
  };
  if (spec.card) d.card = true;
  if (rt.ruleId !== undefined) d.rule = rt.ruleId;
  return d;
}

/** The index of the answer among the options, -1 for none; an AgonError `illegal-choice` otherwise. */
export function answerIndex(d: Decision, answer: PlainValue): number {
  if (answer === null && d.optional) return -1;
  for (let i = 0; i < d.options.length; i++) if (plainEquals(d.options[i]!, answer)) return i;
  const shown = d.options
    .slice(0, 12)
    .map((o) => JSON.stringify(o))
    .join(", ");
  throw new AgonError({
    code: "illegal-choice",
    severity: "error",
    message: `${JSON.stringify(answer)} is not a legal answer to ${d.player}'s decision "${d.label}"`,
    hint: `legal answers: ${shown}${d.options.length > 12 ? ", ..." : ""}${d.optional ? " (or none)" : ""}`,
  });
}
