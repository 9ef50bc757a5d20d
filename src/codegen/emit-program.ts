// A whole program: one JavaScript function per rules-file function, rule and trigger, the
// constants read at the top, and the rules returned in the order of `ruleNames`.
import { allRuleNames } from "../../grammar/rule-names.js";
import { checkInvariants } from "../interpreter/invariants.js";
import { type Constants, FnCode } from "./code.js";
import { emitBlock, executionFunction, meta } from "./emit-stmt.js";
import { ex, listOf } from "./emit-expr.js";
import { PRELUDE, keep, type Gen } from "./gen.js";
import { LocalScope } from "./locals.js";
import { emitStatement, mayFlow } from "../statements/dispatch.js";
import { memoizable, memoWrapper } from "./emit-memo.js";
import type { GameIR } from "../ir/game-ir.js";
import type { SlowPaths, SlowPathSite } from "./slow-paths.js";

export interface GeneratedProgram {
  /** the body of a function of one parameter `K` (the constants) that returns the rule functions */
  text: string;
  constants: unknown[];
  /** the top-level rules, in the order the program returns their functions */
  ruleNames: string[];
  /** whether the standings function follows the rules' functions (a function of one player) */
  standings: boolean;
  /** every place the program hands a construct to the closures */
  slowPaths: SlowPathSite[];
}

/** The program of a game's IR; `fallbacks` makes the closures it falls back to, in `k`. */
export function emitProgram(ir: GameIR, k: Constants, fallbacks: SlowPaths): GeneratedProgram {
  const program = ir.program;
  const ruleNames = [...program.rules.keys()];
  const known = new Set(allRuleNames(program));
  const triggers = program.triggers.filter((t) => known.has(t.after.name));
  const g: Gen = {
    ir,
    k,
    slow: fallbacks,
    fn: new FnCode(""),
    owner: "",
    ruleFns: new Map(ruleNames.map((name, i) => [name, `r${i}`])),
    userFns: new Map([...program.functions.keys()].map((name, i) => [name, `u${i}`])),
    triggersAfter: new Map(),
    sections: { count: 0, parts: [] },
    expr: (e, s) => ex(g, e, s),
    list: (e, s) => listOf(g, e, s),
    statement: (st, s, label) => emitStatement(g, st, s, label),
    mayFlow,
  };
  triggers.forEach((t, i) => {
    const list = g.triggersAfter.get(t.after.name) ?? [];
    list.push(`g${i}`);
    g.triggersAfter.set(t.after.name, list);
  });
  const parts: string[] = [];
  const finish = (head: string): void => {
    parts.push(`${head} {`, ...g.fn.lines, "}");
  };

  let memoSlots = 0;
  for (const f of program.functions.values()) {
    g.fn = new FnCode("");
    g.owner = f.name.name;
    const s = LocalScope.fresh();
    const params = f.params.map((p) => s.declare(p.name.name));
    g.fn.line(PRELUDE);
    const v = ex(g, f.body, s);
    g.fn.line(`return ${v};`);
    const js = g.userFns.get(f.name.name)!;
    const fn = ir.functions.get(f.name.name);
    if (fn && memoizable(fn, g.fn.lines)) {
      // the body under another name, called by the function that keeps its values
      finish(`function w${js.slice(1)}(rt${params.map((p) => `, ${p}`).join("")})`);
      parts.push(...memoWrapper(k, js, `w${js.slice(1)}`, memoSlots++, params[0]));
    } else finish(`function ${js}(rt${params.map((p) => `, ${p}`).join("")})`);
  }

  for (const r of program.rules.values()) {
    const s = LocalScope.fresh();
    const params = r.params.map((p) => s.declare(p.name.name));
    executionFunction(g, r, s);
    finish(`function ${g.ruleFns.get(r.name.name)!}(rt${params.map((p) => `, ${p}`).join("")})`);
  }

  triggers.forEach((t, i) => {
    g.fn = new FnCode("");
    g.owner = t.name.name;
    const s = LocalScope.fresh();
    const name = k.ref(t.name.name);
    const closure = fallbacks.triggerFailure(t.after.name, t.name.name, t.when);
    g.fn.line(PRELUDE);
    g.fn.line("let f = 0;");
    g.fn.line(`rt.at = ${meta(g, t.when)};`);
    const v = ex(g, t.when, s);
    g.fn.line(`if (${v} === false) return 0;`);
    // a condition that is neither fails in the closure, which tests it again
    g.fn.line(`if (${v} !== true) ${closure}(rt, null);`);
    const saved = keep(g, "rt.ruleId");
    if (t.implements.length)
      g.fn.line(`rt.ruleId = ${k.ref(t.implements.map((x) => x.name).join(", "))}; if (rt.events) rt.ruleChain.push(rt.ruleId);`);
    g.fn.line(`if (rt.events && rt.builds(${k.ref("trigger")})) rt.event({ type: ${k.ref("trigger")}, name: ${name} });`);
    const label = g.fn.label();
    g.fn.line(`${label}: {`);
    emitBlock(g, t.body, s, label);
    g.fn.line("}");
    g.fn.line(`if (ci) ${k.ref(checkInvariants)}(rt, ${k.ref("rule-end")});`);
    if (t.implements.length) g.fn.line("if (rt.events) rt.ruleChain.pop();");
    g.fn.line(`rt.ruleId = ${saved};`);
    g.fn.line(`return f === 1 && rt.leaveTarget === ${name} ? 0 : f;`);
    finish(`function g${i}(rt)`);
  });

  // the game's standings, read after every turn of a simulation: the generated function, not its closure
  const standingsBy = program.game?.standings && ir.name(program.game.standings.by);
  const standingsFn = standingsBy && standingsBy.kind === "function" ? g.userFns.get(standingsBy.fn.name) : undefined;
  const returned = [...ruleNames.map((n) => g.ruleFns.get(n)!), ...(standingsFn ? [standingsFn] : [])];
  const constants = k.values.map((_, i) => `k${i} = K[${i}]`);
  const text = [
    '"use strict";',
    ...(constants.length ? [`const ${constants.join(", ")};`] : []),
    ...parts,
    ...g.sections.parts,
    `return [${returned.join(", ")}];`,
  ].join("\n");
  return { text, constants: k.values, ruleNames, standings: standingsFn !== undefined, slowPaths: fallbacks.sites };
}
