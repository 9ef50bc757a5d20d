// Expressions to closures `(rt, L) => value`. What each name means is the linking stage's answer
// (grammar/link/); here it becomes a frame slot (locals), an index (vars, zones, options) or a
// constant (enum values, enums, kinds).
import type { Expr, IsExpr, NameExpr, TypeExpr } from "../../grammar/ast.js";
import { DECLARATION_WORDS } from "../../grammar/link/index.js";
import { compileCall } from "./builtins.js";
import type { Compiler } from "./compiler.js";
import { tableKey } from "./compiler.js";
import { fail } from "./errors.js";
import type { Ex } from "./model.js";
import { compileComprehension, compileSort } from "./list-expressions.js";
import { compileBinary, compileUnary } from "./operators.js";
import { localSlot, type Scope } from "./scope.js";
import type { Runtime } from "./runtime.js";
import { constant } from "./constants.js";
import { meaningOf } from "./name-meaning.js";
import { Card, Player, describe, isMap, type Value } from "./values.js";
import { readZone, zoneRefOf } from "./zone-refs.js";
import { LIST_COST, MAX_COLLECTION, MAX_INT, chargeMemory, chargeSteps, collectionTooLarge, intOutOfRange } from "./limits.js";

export function compileExpr(c: Compiler, e: Expr, scope: Scope): Ex {
  switch (e.kind) {
    case "Int":
    case "Bool":
    case "Text":
      return constant(e.value);
    case "None":
      return constant(null);
    case "Name":
      return compileName(c, e, scope);
    case "Member":
      return compileMember(c, e.object, e.member.name, scope);
    case "Index":
      return compileIndex(c, e, scope);
    case "Call":
      return compileCall(c, e, scope);
    case "Unary":
      return compileUnary(c, e, scope);
    case "Binary":
      return compileBinary(c, e, scope);
    case "Is":
      return compileIs(c, e, scope);
    case "IfExpr": {
      const cond = compileExpr(c, e.condition, scope);
      const a = compileExpr(c, e.then, scope);
      const b = compileExpr(c, e.else, scope);
      return (rt, L) => {
        const v = cond(rt, L);
        if (v === true) return a(rt, L);
        if (v === false) return b(rt, L);
        return fail(rt, "runtime-error", `\`if\` needs true or false, not ${describe(v)}`);
      };
    }
    case "List": {
      const items = e.items.map((i) => compileExpr(c, i, scope));
      const n = items.length;
      return (rt, L) => {
        chargeMemory(rt, n + LIST_COST);
        const out = new Array<Value>(n);
        for (let i = 0; i < n; i++) out[i] = items[i]!(rt, L);
        return out;
      };
    }
    case "Comprehension":
      return compileComprehension(c, e, scope);
    case "Sort":
      return compileSort(c, e, scope);
    case "Range": {
      const from = compileExpr(c, e.from, scope);
      const to = compileExpr(c, e.to, scope);
      return (rt, L) => {
        const a = from(rt, L);
        const b = to(rt, L);
        if (typeof a !== "number" || typeof b !== "number") {
          return fail(
            rt,
            a === null || b === null ? "none-in-arithmetic" : "runtime-error",
            `a range needs two ints, not ${describe(a)} and ${describe(b)}`,
          );
        }
        // past the safe integers `i++` stops counting, and the range would never end
        if (!(a >= -MAX_INT && a <= MAX_INT && b >= -MAX_INT && b <= MAX_INT)) intOutOfRange(rt, `the range ${a}..${b}`);
        const n = b - a + 1;
        if (n <= 0) return [];
        if (n > MAX_COLLECTION) collectionTooLarge(rt, n);
        chargeSteps(rt, n);
        chargeMemory(rt, n + LIST_COST);
        const out: number[] = [];
        for (let i = a; i <= b; i++) out.push(i);
        return out;
      };
    }
  }
}

/** A list for a reader that only looks at it: a zone is read without copying its cards. */
export function compileList(c: Compiler, e: Expr, scope: Scope): Ex {
  const ref = zoneRefOf(c, e, scope);
  if (ref) return readZone(ref, true);
  const ex = compileExpr(c, e, scope);
  return (rt, L) => {
    const v = ex(rt, L);
    if (Array.isArray(v)) return v;
    return fail(rt, v === null ? "none-in-arithmetic" : "runtime-error", `expected a list, got ${describe(v)}`);
  };
}

function compileName(c: Compiler, e: NameExpr, scope: Scope): Ex {
  const d = c.link.declarationOf(e);
  const game = c.game;
  const notAValue = (): Ex => {
    c.error(
      e.range,
      d ? "wrong-type" : "unknown-name",
      d ? `\`${e.name}\` is ${DECLARATION_WORDS[d.kind]}, not a value` : `unknown name \`${e.name}\``,
    );
    return () => null;
  };
  const m = meaningOf(game, d);
  switch (m.kind) {
    case "local": {
      const slot = d?.kind === "local" ? scope.slotOf(d.local.id) : undefined;
      if (slot === undefined) return notAValue();
      return (_rt, L) => L[slot];
    }
    case "players":
      return (rt) => rt.players;
    case "player-count":
      return (rt) => rt.players.length;
    case "var": {
      const vi = m.spec.index;
      if (m.spec.per === "shared") return (rt) => rt.vars[vi];
      return (rt) => {
        const entries = rt.vars[vi] as Value[];
        chargeMemory(rt, entries.length + LIST_COST);
        return entries.slice();
      };
    }
    case "zone":
      return readZone(zoneRefOf(c, e, scope)!, false);
    case "option": {
      const oi = m.spec.index;
      return (rt) => rt.opt[oi];
    }
    case "constant":
      return constant(m.value);
    case "not-a-value":
      return notAValue();
  }
}

function compileMember(c: Compiler, objectExpr: Expr, member: string, scope: Scope): Ex {
  const column = c.cardAttributes.get(member);
  const read = (rt: Runtime, o: Value): Value => {
    if (o instanceof Card) {
      const v = column?.[o.num];
      if (v === undefined) fail(rt, "runtime-error", `${describe(o)} (a ${o.kind}) has no attribute \`${member}\``);
      return v;
    }
    if (o instanceof Player) {
      const v = o.attrs[member];
      if (v === undefined) fail(rt, "runtime-error", `players have no attribute \`${member}\``);
      return v;
    }
    if (isMap(o) && o[member] !== undefined) return o[member];
    return fail(rt, o === null ? "none-in-arithmetic" : "runtime-error", `${describe(o)} has no attribute \`${member}\``);
  };
  const slot = localSlot(c.link, objectExpr, scope);
  if (slot !== undefined) return (rt, L) => read(rt, L[slot]);
  const obj = compileExpr(c, objectExpr, scope);
  return (rt, L) => read(rt, obj(rt, L));
}

function compileIndex(c: Compiler, e: Expr & { kind: "Index" }, scope: Scope): Ex {
  const ref = zoneRefOf(c, e, scope);
  if (ref) return readZone(ref, false);
  const base = e.object.kind === "Name" ? c.link.declarationOf(e.object) : undefined;
  if (e.object.kind === "Name" && base) {
    const name = e.object.name;
    const v = base.kind === "var" ? c.game.varByName.get(name) : undefined;
    if (v && v.per !== "shared" && e.indices.length === 1) {
      const vi = v.index;
      const ix = compileExpr(c, e.indices[0]!, scope);
      if (v.per === "player") {
        return (rt, L) => {
          const p = ix(rt, L);
          if (!(p instanceof Player)) fail(rt, "runtime-error", `\`${name}\` is indexed by a player, not ${describe(p)}`);
          return (rt.vars[vi] as Value[])[p.seat];
        };
      }
      const en = c.game.enums.get(v.per.enumName)!;
      return (rt, L) => {
        const k = ix(rt, L);
        const o = en.ordinal.get(k);
        if (o === undefined) fail(rt, "runtime-error", `\`${name}\` is indexed by a ${en.name}, not ${describe(k)}`);
        return (rt.vars[vi] as Value[])[o];
      };
    }
    const table = base.kind === "table" ? c.tables.get(name) : undefined;
    if (table) {
      if (e.indices.length !== table.arity) {
        c.error(e.range, "wrong-arity", `table \`${name}\` takes ${table.arity} keys, not ${e.indices.length}`);
      }
      const keys = e.indices.map((i) => compileExpr(c, i, scope));
      const entries = table.entries;
      const fallback = table.fallback;
      return (rt, L) => {
        const ks = keys.map((k) => k(rt, L));
        const v = entries.get(tableKey(ks));
        return v === undefined ? fallback : v;
      };
    }
  }
  const obj = compileExpr(c, e.object, scope);
  if (e.indices.length !== 1) {
    c.error(e.range, "wrong-arity", `only tables take ${e.indices.length} keys`);
    return () => null;
  }
  const entry = (rt: Runtime, o: Value, k: Value): Value => {
    if (isMap(o)) {
      // an entry is keyed by an enum symbol; any other key finds none
      const v = typeof k === "string" ? o[k] : undefined;
      if (v === undefined) fail(rt, "runtime-error", `the map has no entry ${describe(k)}`);
      return v;
    }
    return fail(rt, o === null ? "none-in-arithmetic" : "runtime-error", `${describe(o)} cannot be indexed`);
  };
  const slot = localSlot(c.link, e.indices[0]!, scope);
  if (slot !== undefined) return (rt, L) => entry(rt, obj(rt, L), L[slot]);
  const ix = compileExpr(c, e.indices[0]!, scope);
  return (rt, L) => {
    const o = obj(rt, L);
    return entry(rt, o, ix(rt, L));
  };
}

function compileIs(c: Compiler, e: IsExpr, scope: Scope): Ex {
  const test = e.type.kind === "NoneType" ? (v: Value) => v === null || v === undefined : typeTest(c, e.type);
  const value = compileExpr(c, e.value, scope);
  if (e.negated) return (rt, L) => !test(value(rt, L));
  return (rt, L) => test(value(rt, L));
}

export function typeTest(c: Compiler, t: TypeExpr): (v: Value) => boolean {
  switch (t.kind) {
    case "IntType": {
      const min = t.min ?? -Infinity;
      const max = t.max ?? Infinity;
      return (v) => typeof v === "number" && v >= min && v <= max;
    }
    case "BoolType":
      return (v) => typeof v === "boolean";
    case "TextType":
      return (v) => typeof v === "string";
    case "PlayerType":
      return (v) => v instanceof Player;
    case "ListType":
      return (v) => Array.isArray(v);
    case "MapType":
      return (v) => isMap(v);
    case "UnionType": {
      const tests = t.options.map((o) => typeTest(c, o));
      return (v) => tests.some((f) => f(v));
    }
    case "NamedType": {
      const name = t.name.name;
      if (name === "card") return (v) => v instanceof Card;
      const d = c.link.declarationOf(t.name);
      if (d?.kind === "enum") {
        const en = c.game.enums.get(name)!;
        return (v) => typeof v === "string" && en.ordinal.has(v);
      }
      if (d?.kind === "kind") return (v) => v instanceof Card && v.kind === name;
      if (d?.kind === "enum-value" || d?.kind === "option-value") return (v) => v === name;
      c.error(t.name.range, "unknown-name", `unknown type \`${name}\``);
      return () => false;
    }
  }
}
