// `choose`: a choice point. The runtime's decider answers it (an agent, a replayed decision, or a
// suspension of the stepping API); the answer is bound like a `let`.
import type { ChooseStmt } from "../../grammar/statements/choose.js";
import { compileExpr, compileList } from "./compile-expr.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import { NORMAL, type St } from "./model.js";
import type { Scope } from "./scope.js";
import { Player, describe, toPlain, type Value } from "./values.js";
import { chargeSteps } from "./limits.js";
import { checkInvariants } from "./invariants.js";
import { choiceEvent, decisionSpec } from "./decisions.js";

export function compileChoose(c: Compiler, s: ChooseStmt, scope: Scope): St {
  const from = compileList(c, s.from, scope);
  const by = compileExpr(c, s.by, scope);
  const slot = scope.declare(s.name);
  const spec = decisionSpec(c.link, s);
  return (rt, L) => {
    const items = from(rt, L) as Value[];
    const p = by(rt, L);
    if (!(p instanceof Player))
      fail(rt, p === null ? "none-in-arithmetic" : "runtime-error", `choose ... by needs a player, not ${describe(p)}`);
    if (items.length === 0 && !spec.optional) {
      fail(
        rt,
        "no-legal-option",
        `${p.name} must choose "${spec.label}" from an empty list`,
        "check that there is something to choose from, or write `choose optional`",
      );
    }
    // the legal answers are listed (and for an agent, copied) one by one
    chargeSteps(rt, items.length);
    if (rt.checkInvariants) checkInvariants(rt, "choice");
    const i = rt.decide(rt, p, items, spec);
    const value = i < 0 ? null : items[i];
    L[slot] = value;
    if (rt.builds("choice")) rt.event(choiceEvent(p, spec, toPlain(value)));
    return NORMAL;
  };
}
