// One execution of a rule or a nested section, as executionOf in compile-rules.ts runs it: its
// rule IDs for the events inside, its phase events, `leave` aimed at it, then the triggers
// declared after it.
import { checkInvariants } from "../interpreter/invariants.js";
import { keep, type Gen } from "./gen.js";

export function emitExecution(g: Gen, name: string, ids: string[], _parent: string, body: (label: string) => void): void {
  const n = g.k.ref(name);
  const saved = keep(g, "rt.ruleId");
  if (ids.length) g.fn.line(`rt.ruleId = ${g.k.ref(ids.join(", "))}; if (rt.events) rt.ruleChain.push(rt.ruleId);`);
  g.fn.line(`if (rt.events) rt.phase(${n}, ${g.k.ref("start")});`);
  const label = g.fn.label();
  g.fn.line(`${label}: {`);
  body(label);
  g.fn.line("}");
  g.fn.line(`if (f === 1 && rt.leaveTarget === ${n}) f = 0;`);
  // test mode: a rule block's end is a point of rest (compile-rules.ts checks there too)
  g.fn.line(`if (ci) ${g.k.ref(checkInvariants)}(rt, ${g.k.ref("rule-end")});`);
  g.fn.line(`if (rt.events) rt.phase(${n}, ${g.k.ref("end")});`);
  if (ids.length) g.fn.line("if (rt.events) rt.ruleChain.pop();");
  g.fn.line(`rt.ruleId = ${saved};`);
  const triggers = g.triggersAfter.get(name) ?? [];
  if (triggers.length === 0) return;
  const done = g.fn.label();
  g.fn.line(`if (f !== 2) ${done}: {`);
  for (const t of triggers) {
    const r = keep(g, `${t}(rt)`);
    g.fn.line(`if (${r} === 2) { f = 2; break ${done}; }`);
    g.fn.line(`if (${r} !== 0 && f === 0) f = ${r};`);
  }
  g.fn.line("}");
}
