// Expressions to JavaScript. Each expression is written as statements that leave its value in a
// temporary (or a local, or a constant), in the order the closures evaluate it, so that a
// comprehension or a fold becomes a loop in place and short-circuits become `if`s.
import type { BinaryExpr, Expr, IsExpr } from "../../grammar/ast.js";
import { neverAList } from "../../grammar/link/types.js";
import { typeTest } from "../interpreter/compile-expr.js";
import { joinLists } from "../interpreter/operators.js";
import { MAX_INT } from "../interpreter/limits.js";
import { Card, MapValue, Player } from "../interpreter/values.js";
import { literal } from "./code.js";
import { emitCall } from "./emit-calls.js";
import { emitComprehension, emitSort } from "./emit-loops.js";
import { zoneCards, zoneInst, zoneKind } from "./emit-zones.js";
import { chargeList } from "./charges.js";
import { declare, keep, type Gen } from "./gen.js";
import { ordinalOf } from "./ordinals.js";
import type { LocalScope } from "./locals.js";

export function ex(g: Gen, e: Expr, s: LocalScope): string {
  switch (e.kind) {
    case "Int":
    case "Bool":
    case "Text":
      return literal(g.k, e.value);
    case "None":
      return "null";
    case "Name":
      return emitName(g, e, s);
    case "Member":
      return emitMember(g, e, s);
    case "Index":
      return emitIndex(g, e, s);
    case "Call":
      return emitCall(g, e, s);
    case "Unary":
      return emitUnary(g, e, s);
    case "Binary":
      return emitBinary(g, e, s);
    case "Is":
      return emitIs(g, e, s);
    case "IfExpr": {
      const cond = ex(g, e.condition, s);
      const t = declare(g);
      g.fn.line(`if (${cond} === true) {`);
      g.fn.line(`${t} = ${ex(g, e.then, s)};`);
      g.fn.line(`} else if (${cond} === false) {`);
      g.fn.line(`${t} = ${ex(g, e.else, s)};`);
      const bad = g.slow.over(1, e.range, (ops) => ({
        ...e,
        condition: ops[0]!,
        then: { kind: "None", range: e.range },
        else: { kind: "None", range: e.range },
      }));
      g.fn.line(`} else ${t} = ${bad}(rt, [${cond}]);`);
      return t;
    }
    case "List": {
      chargeList(g, String(e.items.length));
      const items = e.items.map((i) => ex(g, i, s));
      return keep(g, `[${items.join(", ")}]`);
    }
    case "Comprehension":
      return emitComprehension(g, e, s);
    case "Range": {
      const from = ex(g, e.from, s);
      const to = ex(g, e.to, s);
      return keep(g, `${g.slow.over(2, e.range, (ops) => ({ ...e, from: ops[0]!, to: ops[1]! }))}(rt, [${from}, ${to}])`);
    }
    case "Sort":
      return emitSort(g, e, s);
  }
}

/** A list for a reader that only looks at it (compileList): a zone's own cards, or a value that must be a list. */
export function listOf(g: Gen, e: Expr, s: LocalScope): string {
  const zone = zoneCards(g, e, s, true);
  if (zone !== undefined) return zone;
  const v = ex(g, e, s);
  const bad = g.slow.over(
    1,
    e.range,
    (ops) => ({ kind: "Call", callee: g.res.link.builtinCallee("count", e.range), args: [ops[0]!], range: e.range }) as Expr,
  );
  g.fn.line(`if (!${g.k.ref(Array.isArray)}(${v})) ${bad}(rt, [${v}]);`);
  return v;
}

function emitName(g: Gen, e: Expr & { kind: "Name" }, s: LocalScope): string {
  const local = s.lookup(e.name);
  if (local !== undefined) return local;
  const m = g.res.meaning(e);
  switch (m.kind) {
    case "var":
      return m.spec.per === "shared" ? keep(g, `V[${m.spec.index}]`) : keep(g, g.slow.whole(e, s));
    case "zone":
      return zoneCards(g, e, s, false)!;
    case "option":
      return `O[${m.spec.index}]`;
    case "players":
      return "rt.players";
    case "player-count":
      return "rt.players.length";
    case "constant":
      return literal(g.k, m.value);
    // a local the generated code does not hold, or no value: the closure says what it is
    case "local":
    case "not-a-value":
      return keep(g, g.slow.whole(e, s));
  }
}

function emitMember(g: Gen, e: Expr & { kind: "Member" }, s: LocalScope): string {
  const o = ex(g, e.object, s);
  const slow = g.slow.over(1, e.range, (ops) => ({ ...e, object: ops[0]! }));
  const column = g.res.attribute(e.member.name);
  const t = declare(g);
  if (column) {
    g.fn.line(`if (${o} instanceof ${g.k.ref(Card)}) ${t} = ${g.k.ref(column)}[${o}.num];`);
    g.fn.line(`if (${t} === undefined) ${t} = ${slow}(rt, [${o}]);`);
  } else g.fn.line(`${t} = ${slow}(rt, [${o}]);`);
  return t;
}

function emitIndex(g: Gen, e: Expr & { kind: "Index" }, s: LocalScope): string {
  if (zoneKind(g, e, s)) return zoneCards(g, e, s, false)!;
  if (e.object.kind === "Name" && s.lookup(e.object.name) === undefined && e.indices.length === 1) {
    const v = g.res.variable(e.object);
    if (v && v.per !== "shared") {
      const k = ex(g, e.indices[0]!, s);
      const slow = g.slow.over(1, e.range, (ops) => ({ ...e, indices: [ops[0]!] }));
      const t = declare(g);
      if (v.per === "player") g.fn.line(`${t} = ${k} instanceof ${g.k.ref(Player)} ? V[${v.index}][${k}.seat] : ${slow}(rt, [${k}]);`);
      else {
        const o = ordinalOf(g, g.res.enumOf(v.per.enumName), k);
        g.fn.line(`${t} = ${o} === undefined ? ${slow}(rt, [${k}]) : V[${v.index}][${o}];`);
      }
      return t;
    }
  }
  const entry = mapEntry(g, e, s);
  if (entry !== undefined) return entry;
  const values = [e.object, ...e.indices].map((x) => ex(g, x, s));
  const slow = g.slow.over(values.length, e.range, (ops) => ({ ...e, object: ops[0]!, indices: ops.slice(1) }));
  // a table is a name, not a value: it stays the table in the closure
  const table = e.object.kind === "Name" && s.lookup(e.object.name) === undefined && g.res.table(e.object);
  if (table) {
    const keys = values.slice(1);
    const keyed = g.slow.over(keys.length, e.range, (ops) => ({ ...e, indices: ops }));
    return keep(g, `${keyed}(rt, [${keys.join(", ")}])`);
  }
  if (values.length === 2) {
    // a map attribute's entry (`c.rank[d]`): an own property of a prototype-less object
    const [o, k] = values as [string, string];
    const v = declare(g);
    g.fn.line(`if (${o} instanceof ${g.k.ref(MapValue)}) ${v} = ${o}[${k}];`);
    g.fn.line(`if (${v} === undefined) ${v} = ${slow}(rt, [${values.join(", ")}]);`);
    return v;
  }
  return keep(g, `${slow}(rt, [${values.join(", ")}])`);
}

/** `c.rank[d]` of a map attribute keyed by one enum, read from its flat table: the key's ordinal
 *  is remembered at the place it is read (ordinals.ts), so the entry costs a compare and an array
 *  read. Anything else there runs in the closure. */
function mapEntry(g: Gen, e: Expr & { kind: "Index" }, s: LocalScope): string | undefined {
  const member = e.object;
  if (member.kind !== "Member" || e.indices.length !== 1) return undefined;
  const table = g.res.mapEntries(member.member.name);
  if (!table) return undefined;
  const card = ex(g, member.object, s);
  const key = ex(g, e.indices[0]!, s);
  const slow = g.slow.over(2, e.range, (ops) => ({ ...e, object: { ...member, object: ops[0]! }, indices: [ops[1]!] }));
  const v = declare(g);
  g.fn.line(`if (${card} instanceof ${g.k.ref(Card)}) {`);
  const o = ordinalOf(g, table.keys, key);
  g.fn.line(`if (${o} !== undefined) ${v} = ${g.k.ref(table.entries)}[${card}.num * ${table.width} + ${o}];`);
  g.fn.line("}");
  g.fn.line(`if (${v} === undefined) ${v} = ${slow}(rt, [${card}, ${key}]);`);
  return v;
}

function emitUnary(g: Gen, e: Expr & { kind: "Unary" }, s: LocalScope): string {
  const x = ex(g, e.operand, s);
  const slow = g.slow.over(1, e.range, (ops) => ({ ...e, operand: ops[0]! }));
  if (e.op === "-") return keep(g, `typeof ${x} === "number" ? -${x} : ${slow}(rt, [${x}])`);
  return keep(g, `${x} === true ? false : ${x} === false ? true : ${slow}(rt, [${x}])`);
}

const ORDER = new Set(["<", "<=", ">", ">="]);

function emitBinary(g: Gen, e: BinaryExpr, s: LocalScope): string {
  const op = e.op;
  if (op === "and" || op === "or") return emitLogical(g, e, s);
  if (op === "??") {
    const a = ex(g, e.left, s);
    const t = declare(g);
    g.fn.line(`if (${a} === null || ${a} === undefined) {`);
    g.fn.line(`${t} = ${ex(g, e.right, s)};`);
    g.fn.line(`} else ${t} = ${a};`);
    return t;
  }
  if (op === "in") {
    const x = ex(g, e.left, s);
    const inst = zoneKind(g, e.right, s)?.kind === "inst" ? zoneInst(g, e.right, s) : undefined;
    if (inst !== undefined) return keep(g, `${x} instanceof ${g.k.ref(Card)} && rt.cardZone[${x}.num] === ${inst}`);
    const xs = listOf(g, e.right, s);
    return keep(g, `${g.slow.over(2, e.range, (ops) => ({ ...e, left: ops[0]!, right: ops[1]! }))}(rt, [${x}, ${xs}])`);
  }
  const a = ex(g, e.left, s);
  const b = ex(g, e.right, s);
  const right = e.right;
  const primitive = right.kind === "Int" || right.kind === "Bool" || right.kind === "Text";
  if (primitive && op === "==") return keep(g, `${a} === ${b}`);
  if (primitive && op === "!=") return keep(g, `${a} !== ${b}`);
  const slow = `${g.slow.over(2, e.range, (ops) => ({ ...e, left: ops[0]!, right: ops[1]! }))}(rt, [${a}, ${b}])`;
  const ints = `typeof ${a} === "number" && typeof ${b} === "number"`;
  if (ORDER.has(op)) return keep(g, `${ints} ? ${a} ${op} ${b} : ${slow}`);
  switch (op) {
    // only two lists can be equal without being the same value (valuesEqual): where the linking
    // stage knows one side is never a list, sameness is equality
    case "==":
      if (!mayBeList(g, e.left) || !mayBeList(g, e.right)) return keep(g, `${a} === ${b}`);
      return keep(g, `${a} === ${b} || (${lists(g, a, b)} && ${slow})`);
    case "!=":
      if (!mayBeList(g, e.left) || !mayBeList(g, e.right)) return keep(g, `${a} !== ${b}`);
      return keep(g, `${a} !== ${b} && (!(${lists(g, a, b)}) || ${slow})`);
    case "+":
    case "-":
    case "*": {
      const t = declare(g);
      g.fn.line(`if (${ints}) { ${t} = ${a} ${op} ${b}; if (${t} > ${MAX_INT} || ${t} < -${MAX_INT}) ${t} = ${slow}; }`);
      // two lists joined (`[dealer] + waiting`), as the closure joins them
      if (op === "+") g.fn.line(`else if (${lists(g, a, b)}) ${t} = ${g.k.ref(joinLists)}(rt, ${a}, ${b});`);
      g.fn.line(`else ${t} = ${slow};`);
      return t;
    }
    default:
      return keep(g, slow);
  }
}

/** Whether the value of `e` may be a list, as far as its linked type tells. */
function mayBeList(g: Gen, e: Expr): boolean {
  return !neverAList(g.res.link.typeOf(e));
}

function lists(g: Gen, a: string, b: string): string {
  const isArray = g.k.ref(Array.isArray);
  return `${isArray}(${a}) && ${isArray}(${b})`;
}

function emitLogical(g: Gen, e: BinaryExpr, s: LocalScope): string {
  const short = e.op === "and" ? "false" : "true";
  const long = e.op === "and" ? "true" : "false";
  const slow = g.slow.over(2, e.range, (ops) => ({ ...e, left: ops[0]!, right: ops[1]! }));
  const a = ex(g, e.left, s);
  const t = declare(g);
  g.fn.line(`if (${a} === ${short}) ${t} = ${short};`);
  g.fn.line("else {");
  g.fn.line(`if (${a} !== ${long}) ${slow}(rt, [${a}, null]);`);
  const b = ex(g, e.right, s);
  g.fn.line(`${t} = typeof ${b} === "boolean" ? ${b} : ${slow}(rt, [${long}, ${b}]);`);
  g.fn.line("}");
  return t;
}

function emitIs(g: Gen, e: IsExpr, s: LocalScope): string {
  const v = ex(g, e.value, s);
  const test =
    e.type.kind === "NoneType" ? `(${v} === null || ${v} === undefined)` : `${g.k.fresh(typeTest(g.res.compiler, e.type))}(${v})`;
  return keep(g, e.negated ? `!${test}` : test);
}
