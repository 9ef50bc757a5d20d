// Choice points as the outside world sees them, and the check that an answer is legal.
import { AgonError, type Decision, type PlainValue } from "./api-types.js";
import type { DecisionSpec, Runtime } from "./runtime.js";
import { plainEquals, toPlain, type Player, type Value } from "./values.js";

export function decisionOf(rt: Runtime, player: Player, items: readonly Value[], spec: DecisionSpec): Decision {
  const d: Decision = {
    player: player.name,
    label: spec.label,
    variable: spec.variable,
    options: items.map(toPlain),
    optional: spec.optional,
    secret: spec.secret,
  };
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
