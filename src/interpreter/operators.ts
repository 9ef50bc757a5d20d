// Unary and binary operators. Arithmetic and ordering on none are `none-in-arithmetic`.
import type { BinaryExpr, UnaryExpr } from "../../grammar/ast.js";
import type { Compiler } from "./compiler.js";
import { fail } from "./errors.js";
import type { Ex } from "./model.js";
import type { Runtime } from "./runtime.js";
import type { Scope } from "./scope.js";
import { Card, Player, describe, valuesEqual, type Value } from "./values.js";
import { zoneRefOf } from "./zone-refs.js";
import { primitiveConstant } from "./constants.js";
import { LIST_COST, MAX_COLLECTION, MAX_INT, chargeMemory, chargeSteps, collectionTooLarge, intOutOfRange } from "./limits.js";

function badOperands(rt: Runtime, op: string, a: Value, b: Value): never {
  if (a === null || a === undefined || b === null || b === undefined) {
    fail(
      rt,
      "none-in-arithmetic",
      `\`${op}\` on none (${describe(a)} ${op} ${describe(b)})`,
      "write `?? default` where a value may be none",
    );
  }
  fail(rt, "runtime-error", `\`${op}\` cannot combine ${describe(a)} and ${describe(b)}`);
}

function needBool(rt: Runtime, op: string, v: Value): never {
  fail(rt, "runtime-error", `\`${op}\` needs true or false, not ${describe(v)}`);
}

/** `x op y` = r for ints: r itself when it is a safe integer, a diagnostic otherwise. */
function intResult(rt: Runtime, op: string, x: number, y: number, r: number): number {
  if (r <= MAX_INT && r >= -MAX_INT) return r;
  return intOutOfRange(rt, `\`${x} ${op} ${y}\``);
}

/** `xs + ys`: a new list, charged to the match's memory. */
export function joinLists(rt: Runtime, xs: Value[], ys: Value[]): Value[] {
  const n = xs.length + ys.length;
  if (n > MAX_COLLECTION) collectionTooLarge(rt, n);
  // the copying is bounded by the memory it takes
  chargeMemory(rt, n + LIST_COST);
  // a copying loop, not concat: V8's concat is a generic builtin that costs far more on the
  // short lists a game joins (a player and the players still waiting)
  const out: Value[] = [];
  for (let i = 0; i < xs.length; i++) out.push(xs[i]!);
  for (let i = 0; i < ys.length; i++) out.push(ys[i]!);
  return out;
}

function joinTexts(rt: Runtime, x: string, y: string): string {
  const n = x.length + y.length;
  if (n > MAX_COLLECTION) collectionTooLarge(rt, n);
  chargeMemory(rt, n + LIST_COST);
  return x + y;
}

/** `==` of two values that are not the same one: comparing lists costs a step per item. */
function equalValues(rt: Runtime, x: Value, y: Value): boolean {
  if (Array.isArray(x) && Array.isArray(y)) chargeSteps(rt, x.length);
  return valuesEqual(x, y);
}

export function compileUnary(c: Compiler, e: UnaryExpr, scope: Scope): Ex {
  const x = c.expr(e.operand, scope);
  if (e.op === "-") {
    return (rt, L) => {
      const v = x(rt, L);
      if (typeof v !== "number") badOperands(rt, "-", 0, v);
      // the safe integers are symmetric: the negation of one is one
      return -v;
    };
  }
  return (rt, L) => {
    const v = x(rt, L);
    if (v === true) return false;
    if (v === false) return true;
    return needBool(rt, "not", v);
  };
}

export function compileBinary(c: Compiler, e: BinaryExpr, scope: Scope): Ex {
  const op = e.op;
  if (op === "in") return compileIn(c, e, scope);
  const a = c.expr(e.left, scope);
  const b = c.expr(e.right, scope);
  const withConstant = compileWithConstant(op, a, b);
  if (withConstant) return withConstant;
  switch (op) {
    case "+":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        if (typeof x === "number" && typeof y === "number") return intResult(rt, op, x, y, x + y);
        if (Array.isArray(x) && Array.isArray(y)) return joinLists(rt, x, y);
        if (typeof x === "string" && typeof y === "string") return joinTexts(rt, x, y);
        return badOperands(rt, op, x, y);
      };
    case "-":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        if (typeof x === "number" && typeof y === "number") return intResult(rt, op, x, y, x - y);
        return badOperands(rt, op, x, y);
      };
    case "*":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        if (typeof x === "number" && typeof y === "number") return intResult(rt, op, x, y, x * y);
        return badOperands(rt, op, x, y);
      };
    case "/":
    case "%":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        if (typeof x !== "number" || typeof y !== "number") return badOperands(rt, op, x, y);
        if (y === 0) return fail(rt, "runtime-error", `division by zero (${x} ${op} 0)`);
        return op === "/" ? Math.trunc(x / y) : x % y;
      };
    case "==":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        return x === y || equalValues(rt, x, y);
      };
    case "!=":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        return x !== y && !equalValues(rt, x, y);
      };
    case "<":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        if (typeof x === "number" && typeof y === "number") return x < y;
        return orderKeys(rt, x, y, op) < 0;
      };
    case "<=":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        if (typeof x === "number" && typeof y === "number") return x <= y;
        return orderKeys(rt, x, y, op) <= 0;
      };
    case ">":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        if (typeof x === "number" && typeof y === "number") return x > y;
        return orderKeys(rt, x, y, op) > 0;
      };
    case ">=":
      return (rt, L) => {
        const x = a(rt, L);
        const y = b(rt, L);
        if (typeof x === "number" && typeof y === "number") return x >= y;
        return orderKeys(rt, x, y, op) >= 0;
      };
    case "and":
      return (rt, L) => {
        const x = a(rt, L);
        if (x === false) return false;
        if (x !== true) needBool(rt, op, x);
        const y = b(rt, L);
        if (typeof y !== "boolean") needBool(rt, op, y);
        return y;
      };
    case "or":
      return (rt, L) => {
        const x = a(rt, L);
        if (x === true) return true;
        if (x !== false) needBool(rt, op, x);
        const y = b(rt, L);
        if (typeof y !== "boolean") needBool(rt, op, y);
        return y;
      };
    case "??":
      return (rt, L) => {
        const x = a(rt, L);
        return x === null || x === undefined ? b(rt, L) : x;
      };
  }
}

/** `x == 3`, `count(hand[p]) > 0`, `mode != calm`: a comparison with a constant int, bool or
 *  text on the right compares against the value itself. Equality with a primitive is identity. */
function compileWithConstant(op: BinaryExpr["op"], a: Ex, b: Ex): Ex | undefined {
  const k = primitiveConstant(b);
  if (k === undefined) return undefined;
  switch (op) {
    case "==":
      return (rt, L) => a(rt, L) === k;
    case "!=":
      return (rt, L) => a(rt, L) !== k;
  }
  if (typeof k !== "number") return undefined;
  switch (op) {
    case "<":
      return (rt, L) => {
        const x = a(rt, L);
        return typeof x === "number" ? x < k : orderKeys(rt, x, k, op) < 0;
      };
    case "<=":
      return (rt, L) => {
        const x = a(rt, L);
        return typeof x === "number" ? x <= k : orderKeys(rt, x, k, op) <= 0;
      };
    case ">":
      return (rt, L) => {
        const x = a(rt, L);
        return typeof x === "number" ? x > k : orderKeys(rt, x, k, op) > 0;
      };
    case ">=":
      return (rt, L) => {
        const x = a(rt, L);
        return typeof x === "number" ? x >= k : orderKeys(rt, x, k, op) >= 0;
      };
    case "+":
      return (rt, L) => {
        const x = a(rt, L);
        return typeof x === "number" ? intResult(rt, op, x, k, x + k) : badOperands(rt, op, x, k);
      };
    case "-":
      return (rt, L) => {
        const x = a(rt, L);
        return typeof x === "number" ? intResult(rt, op, x, k, x - k) : badOperands(rt, op, x, k);
      };
  }
  return undefined;
}

function compileIn(c: Compiler, e: BinaryExpr, scope: Scope): Ex {
  const item = c.expr(e.left, scope);
  const ref = zoneRefOf(c, e.right, scope);
  if (ref && ref.kind === "inst") {
    const get = ref.get;
    return (rt, L) => {
      const x = item(rt, L);
      return x instanceof Card && rt.cardZone[x.num] === get(rt, L);
    };
  }
  const list = c.list(e.right, scope);
  return (rt, L) => {
    const x = item(rt, L);
    const xs = list(rt, L) as Value[];
    chargeSteps(rt, xs.length);
    if (typeof x !== "object" || x === null) return xs.includes(x);
    for (let i = 0; i < xs.length; i++) if (valuesEqual(xs[i], x)) return true;
    return false;
  };
}

/** Orders two values of one sort: ints, text, bools, players by seat, cards by file order. */
export function orderKeys(rt: Runtime, x: Value, y: Value, op = "sort"): number {
  if (typeof x === "number" && typeof y === "number") return x - y;
  if (typeof x === "string" && typeof y === "string") return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === "boolean" && typeof y === "boolean") return Number(x) - Number(y);
  if (x instanceof Player && y instanceof Player) return x.seat - y.seat;
  if (x instanceof Card && y instanceof Card) return x.num - y.num;
  return badOperands(rt, op, x, y);
}
