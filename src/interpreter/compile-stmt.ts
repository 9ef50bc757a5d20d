// Statements to closures `(rt, L) => flow`. Each statement costs one step, and so does each
// turn of a loop, so a loop that never ends meets the budget at the loop itself.
import type { Block, StmtOf } from "../../grammar/ast.js";
import type { SetStmt } from "../../grammar/statements/set.js";
import { compileExpr, compileList } from "./compile-expr.js";
import { executionOf } from "./compile-rules.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import { END, LEAVE, NORMAL, type RuleFn, type St, type StmtMeta } from "./model.js";
import type { Runtime } from "./runtime.js";
import type { Scope } from "./scope.js";
import { Player, describe, toPlain, type Value } from "./values.js";
import { readZone, zoneRefOf } from "./zone-refs.js";
import { budgetExceeded, checkedInt } from "./limits.js";
import { joinLists } from "./operators.js";

export function compileBlock(c: Compiler, block: Block, scope: Scope): St {
  const inner = scope.child();
  const stmts: St[] = [];
  const metas: StmtMeta[] = [];
  for (const s of block.statements) {
    metas.push({ range: s.range, rule: c.owner });
    stmts.push(c.statement(s, inner));
  }
  const n = stmts.length;
  return (rt, L) => {
    for (let i = 0; i < n; i++) {
      rt.at = metas[i];
      if (++rt.steps > rt.budget) budgetExceeded(rt);
      const r = stmts[i]!(rt, L);
      if (r !== NORMAL) return r;
    }
    return NORMAL;
  };
}

/** Every pass of a loop after the first costs a step, charged to the loop, so an endless loop
 *  stops at the budget with the loop's own position. */
function chargeIteration(rt: Runtime, meta: StmtMeta): void {
  rt.at = meta;
  if (++rt.steps > rt.budget) budgetExceeded(rt);
}

/** The statements whose closures are written here; every other statement's closure is in its back
 *  end (src/statements/), and these statements' back ends call compileStmt. */
type WrittenHere = "Let" | "Set" | "If" | "For" | "While" | "Repeat" | "CallStmt" | "Leave" | "EndGame" | "Winners" | "NestedRule" | "Log";

export function compileStmt(c: Compiler, s: StmtOf<WrittenHere>, scope: Scope): St {
  const meta: StmtMeta = { range: s.range, rule: c.owner };
  switch (s.kind) {
    case "Let": {
      const value = compileExpr(c, s.value, scope);
      const slot = scope.declare(s.name);
      return (rt, L) => {
        L[slot] = value(rt, L);
        return NORMAL;
      };
    }
    case "Set":
      return compileSet(c, s, scope);
    case "If": {
      const cond = compileExpr(c, s.condition, scope);
      const then = compileBlock(c, s.then, scope);
      const otherwise = s.else ? (s.else.kind === "Block" ? compileBlock(c, s.else, scope) : compileStmt(c, s.else, scope)) : undefined;
      return (rt, L) => {
        const v = cond(rt, L);
        if (v === true) return then(rt, L);
        if (v !== false) fail(rt, v === null ? "none-in-arithmetic" : "runtime-error", `\`if\` needs true or false, not ${describe(v)}`);
        return otherwise ? otherwise(rt, L) : NORMAL;
      };
    }
    case "For": {
      const ref = zoneRefOf(c, s.iterable, scope);
      const source = ref ? readZone(ref, false) : compileList(c, s.iterable, scope);
      const inner = scope.child();
      const slot = inner.declare(s.name);
      const body = compileBlock(c, s.body, inner);
      return (rt, L) => {
        const xs = source(rt, L) as Value[];
        const outer = rt.loop;
        rt.loop = meta;
        for (let i = 0; i < xs.length; i++) {
          if (i > 0) chargeIteration(rt, meta);
          L[slot] = xs[i];
          const r = body(rt, L);
          if (r !== NORMAL) {
            rt.loop = outer;
            return r;
          }
        }
        rt.loop = outer;
        return NORMAL;
      };
    }
    case "While": {
      const cond = compileExpr(c, s.condition, scope);
      const body = compileBlock(c, s.body, scope);
      return (rt, L) => {
        const outer = rt.loop;
        rt.loop = meta;
        for (let first = true; ; first = false) {
          if (!first) chargeIteration(rt, meta);
          const v = cond(rt, L);
          if (v !== true) {
            if (v !== false) fail(rt, "runtime-error", `\`while\` needs true or false, not ${describe(v)}`);
            rt.loop = outer;
            return NORMAL;
          }
          const r = body(rt, L);
          if (r !== NORMAL) {
            rt.loop = outer;
            return r;
          }
        }
      };
    }
    case "Repeat": {
      const body = compileBlock(c, s.body, scope);
      return (rt, L) => {
        const outer = rt.loop;
        rt.loop = meta;
        for (let first = true; ; first = false) {
          if (!first) chargeIteration(rt, meta);
          const r = body(rt, L);
          if (r !== NORMAL) {
            rt.loop = outer;
            return r;
          }
        }
      };
    }
    case "CallStmt": {
      const name = s.rule.name;
      if (c.link.declarationOf(s.rule)?.kind !== "rule") {
        c.error(s.rule.range, "unknown-rule", `unknown rule \`${name}\``);
        return () => NORMAL;
      }
      const rules = c.game.rules;
      // the rule may be compiled after this call: looked up at the first call, then kept
      let rule: RuleFn | undefined;
      if (s.args.length === 0) return (rt, L) => (rule ??= rules.get(name)!)(rt, L);
      const args = s.args.map((a) => compileExpr(c, a, scope));
      const n = args.length;
      return (rt, L) => {
        const values = new Array<Value>(n);
        for (let i = 0; i < n; i++) values[i] = args[i]!(rt, L);
        return (rule ??= rules.get(name)!)(rt, L, values);
      };
    }
    case "Leave": {
      const name = s.rule.name;
      if (!c.link.declarationOf(s.rule)) c.error(s.rule.range, "unknown-rule", `unknown rule \`${name}\``);
      return (rt) => {
        rt.leaveTarget = name;
        return LEAVE;
      };
    }
    case "EndGame":
      return (rt) => {
        if (rt.builds("end")) rt.event({ type: "end" });
        return END;
      };
    case "Winners": {
      const ps = compileExpr(c, s.players, scope);
      return (rt, L) => {
        const v = ps(rt, L);
        const list = Array.isArray(v) ? v : [v];
        for (const p of list) if (!(p instanceof Player)) fail(rt, "runtime-error", `winners must be players, not ${describe(p)}`);
        rt.winners = list as Player[];
        return NORMAL;
      };
    }
    case "NestedRule": {
      const saved = c.owner;
      c.owner = s.name.name;
      const body = compileBlock(c, s.body, scope);
      c.owner = saved;
      return executionOf(
        c,
        s.name.name,
        s.implements.map((i) => i.name),
        body,
        undefined,
      );
    }
    case "Log": {
      const msg = compileExpr(c, s.message, scope);
      // evaluated even when events are off: `pick` or `shuffled` in a message must draw the same numbers either way
      return (rt, L) => {
        const v = msg(rt, L);
        if (rt.builds("log")) {
          const plain = toPlain(v);
          rt.event({ type: "log", message: typeof plain === "string" ? plain : JSON.stringify(plain) });
        }
        return NORMAL;
      };
    }
  }
}

/** `set x op= v`: the new value of `x`, its arithmetic checked. The generated code calls it too. */
export function combineSet(rt: Runtime, op: "=" | "+=" | "-=", old: Value, v: Value): Value {
  if (op === "=") return v;
  if (typeof old === "number" && typeof v === "number") return checkedInt(rt, op === "+=" ? old + v : old - v, `\`${op}\``);
  if (op === "+=" && Array.isArray(old) && Array.isArray(v)) return joinLists(rt, old, v);
  return fail(
    rt,
    old === null || v === null ? "none-in-arithmetic" : "runtime-error",
    `\`${op}\` cannot combine ${describe(old)} and ${describe(v)}`,
  );
}

function compileSet(c: Compiler, s: SetStmt, scope: Scope): St {
  const value = compileExpr(c, s.value, scope);
  const op = s.op;
  const combine = (rt: Runtime, old: Value, v: Value): Value => combineSet(rt, op, old, v);
  const t = s.target;
  const d =
    t.kind === "Name"
      ? c.link.declarationOf(t)
      : t.kind === "Index" && t.object.kind === "Name"
        ? c.link.declarationOf(t.object)
        : undefined;
  if (t.kind === "Name") {
    const slot = d?.kind === "local" ? scope.slotOf(d.local.id) : undefined;
    if (slot !== undefined) {
      return (rt, L) => {
        L[slot] = combine(rt, L[slot], value(rt, L));
        return NORMAL;
      };
    }
    const v = d?.kind === "var" ? c.game.varByName.get(t.name) : undefined;
    if (v && v.per === "shared") {
      const vi = v.index;
      const name = v.name;
      return (rt, L) => {
        const nv = combine(rt, rt.vars[vi], value(rt, L));
        rt.vars[vi] = nv;
        if (rt.buildsSet(name)) rt.event({ type: "set", variable: name, value: toPlain(nv) });
        return NORMAL;
      };
    }
  }
  if (t.kind === "Index" && t.object.kind === "Name" && t.indices.length === 1) {
    const v = d?.kind === "var" ? c.game.varByName.get(t.object.name) : undefined;
    if (v && v.per !== "shared") {
      const vi = v.index;
      const name = v.name;
      const ix = compileExpr(c, t.indices[0]!, scope);
      const en = v.per === "player" ? undefined : c.game.enums.get(v.per.enumName)!;
      return (rt, L) => {
        const k = ix(rt, L);
        let i: number | undefined;
        if (en) i = en.ordinal.get(k);
        else if (k instanceof Player) i = k.seat;
        if (i === undefined) fail(rt, k === null ? "none-in-arithmetic" : "runtime-error", `\`${name}\` has no entry for ${describe(k)}`);
        const entries = rt.vars[vi] as Value[];
        const nv = combine(rt, entries[i], value(rt, L));
        entries[i] = nv;
        if (rt.buildsSet(name))
          rt.event({ type: "set", variable: name, index: k instanceof Player ? k.name : String(k), value: toPlain(nv) });
        return NORMAL;
      };
    }
  }
  c.error(t.range, "wrong-type", "`set` needs a local, a var or a var's entry (`points[p]`)");
  return () => NORMAL;
}
