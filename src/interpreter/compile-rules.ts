// Rules, nested rule sections, triggers and functions. An execution of a rule sets the rulebook
// IDs events carry, stops a `leave` aimed at it, checks the invariants in test mode (the block's end
// is a point of rest), and then tests the triggers declared after it.
import type { FunctionDecl, RuleDecl, TriggerDecl } from "../../grammar/ast.js";
import { checkInvariants } from "./invariants.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import { END, LEAVE, NORMAL, type RuleFn, type St, type StmtMeta } from "./model.js";
import { inlinableFunctions } from "./inline-functions.js";
import { Scope } from "./scope.js";
import { describe, type Value } from "./values.js";

/** Wraps a rule's body: `frameSize` undefined for a nested section, which shares its parent's frame. */
export function executionOf(c: Compiler, name: string, ids: string[], body: St, frameSize: number | undefined): RuleFn {
  const idText = ids.length ? ids.join(", ") : undefined;
  const triggers = c.triggersOf(name);
  return (rt, L, args) => {
    const frame = frameSize === undefined ? L : new Array<Value>(frameSize);
    if (args) for (let i = 0; i < args.length; i++) frame[i] = args[i]!;
    const saved = rt.ruleId;
    if (idText !== undefined) {
      rt.ruleId = idText;
      // only events read the chain: kept while there is a sink
      if (rt.events) rt.ruleChain.push(idText);
    }
    if (rt.events) rt.phase(name, "start");
    let r = body(rt, frame);
    if (r === LEAVE && rt.leaveTarget === name) r = NORMAL;
    if (rt.checkInvariants) checkInvariants(rt, "rule-end");
    if (rt.events) rt.phase(name, "end");
    if (idText !== undefined && rt.events) rt.ruleChain.pop();
    rt.ruleId = saved;
    if (r === END) return END;
    for (let i = 0; i < triggers.length; i++) {
      const t = triggers[i]!.run(rt, frame);
      if (t === END) return END;
      if (t !== NORMAL && r === NORMAL) r = t;
    }
    return r;
  };
}

export function compileRules(c: Compiler, rules: Iterable<RuleDecl>): void {
  const decls = [...rules];
  for (const r of decls) {
    c.owner = r.name.name;
    const scope = Scope.fresh();
    // parameters take the first slots, where executionOf puts the caller's arguments
    for (const p of r.params) scope.declare(p.name);
    const body = c.block(r.body, scope);
    c.game.rules.set(
      r.name.name,
      executionOf(
        c,
        r.name.name,
        r.implements.map((i) => i.name),
        body,
        scope.frame.size,
      ),
    );
  }
}

export function compileTriggers(c: Compiler, triggers: TriggerDecl[]): void {
  for (const t of triggers) {
    if (!c.link.declarationOf(t.after)) {
      c.error(t.after.range, "unknown-rule", `trigger \`${t.name.name}\` runs after unknown rule \`${t.after.name}\``);
      continue;
    }
    c.owner = t.name.name;
    const scope = Scope.fresh();
    const cond = c.expr(t.when, scope);
    const body = c.block(t.body, scope);
    const size = scope.frame.size;
    const meta: StmtMeta = { range: t.when.range, rule: t.name.name };
    const name = t.name.name;
    const idText = t.implements.length ? t.implements.map((i) => i.name).join(", ") : undefined;
    const run: St = (rt) => {
      const frame = new Array<Value>(size);
      rt.at = meta;
      const v = cond(rt, frame);
      if (v === false) return NORMAL;
      if (v !== true) fail(rt, "runtime-error", `trigger \`${name}\`: its condition must be true or false, not ${describe(v)}`);
      const saved = rt.ruleId;
      if (idText !== undefined) {
        rt.ruleId = idText;
        if (rt.events) rt.ruleChain.push(idText);
      }
      if (rt.builds("trigger")) rt.event({ type: "trigger", name });
      const r = body(rt, frame);
      if (rt.checkInvariants) checkInvariants(rt, "rule-end");
      if (idText !== undefined && rt.events) rt.ruleChain.pop();
      rt.ruleId = saved;
      return r === LEAVE && rt.leaveTarget === name ? NORMAL : r;
    };
    c.triggersOf(t.after.name).push({ name, after: t.after.name, run });
  }
}

export function compileFunctions(c: Compiler, fns: Iterable<FunctionDecl>): void {
  const decls = [...fns];
  const inline = inlinableFunctions(decls);
  for (const f of decls) {
    c.functions.set(f.name.name, {
      name: f.name.name,
      arity: f.params.length,
      decl: f,
      inline: inline.has(f.name.name),
      body: () => null,
      frameSize: 0,
    });
  }
  for (const f of decls) {
    c.owner = f.name.name;
    const scope = Scope.fresh();
    for (const p of f.params) scope.declare(p.name);
    const slot = c.functions.get(f.name.name)!;
    slot.body = c.expr(f.body, scope);
    slot.frameSize = scope.frame.size;
  }
}
