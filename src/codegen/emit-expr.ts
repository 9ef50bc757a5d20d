// Expressions to JavaScript. Each expression is written as statements that leave its value in a
// temporary (or a local, or a constant), in the order the closures evaluate it, so that a
// comprehension or a fold becomes a loop in place and short-circuits become `if`s.
import type { BinaryExpr, Expr, IsExpr } from "../../grammar/ast.js";
import type { TableIR } from "../ir/game-ir.js";
import { joinLists } from "../interpreter/operators.js";
import { LIST_COST, MAX_COLLECTION, MAX_INT, chargeMemory } from "../interpreter/limits.js";
import { Card, MapValue, Player } from "../interpreter/values.js";
import { literal } from "./code.js";
import { emitCall } from "./emit-calls.js";
import { emitComprehension, emitSort } from "./emit-loops.js";
import { zoneCards, zoneInst, zoneKind } from "./emit-zones.js";
import { chargeList, chargeSteps } from "./charges.js";
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
    case "Range":
      return emitRange(g, e, s);
    case "Sort":
      return emitSort(g, e, s);
  }
}

/** `a..b` in place, charged as the closure charges it; the closure fails where it would (no ints,
 *  ints past the safe range, a list too long). */
function emitRange(g: Gen, e: Expr & { kind: "Range" }, s: LocalScope): string {
  const a = ex(g, e.from, s);
  const b = ex(g, e.to, s);
  const bad = g.slow.over(2, e.range, (ops) => ({ ...e, from: ops[0]!, to: ops[1]! }));
  const t = declare(g);
  const n = g.fn.temp();
  const i = g.fn.temp();
  const safe = (x: string): string => `${x} >= -${MAX_INT} && ${x} <= ${MAX_INT}`;
  g.fn.line(`if (typeof ${a} === "number" && typeof ${b} === "number" && ${safe(a)} && ${safe(b)} && ${b} - ${a} < ${MAX_COLLECTION}) {`);
  g.fn.line(`const ${n} = ${b} - ${a} + 1;`);
  g.fn.line(`if (${n} <= 0) ${t} = [];`);
  g.fn.line("else {");
  chargeSteps(g, n);
  g.fn.line(`${g.k.ref(chargeMemory)}(rt, ${n} + ${LIST_COST});`);
  g.fn.line(`${t} = [];`);
  g.fn.line(`for (let ${i} = ${a}; ${i} <= ${b}; ${i}++) ${t}.push(${i});`);
  g.fn.line("}");
  g.fn.line(`} else ${t} = ${bad}(rt, [${a}, ${b}]);`);
  return t;
}

/** A list for a reader that only looks at it (compileList): a zone's own cards, or a value that must be a list. */
export function listOf(g: Gen, e: Expr, s: LocalScope): string {
  const zone = zoneCards(g, e, s, true);
  if (zone !== undefined) return zone;
  const v = ex(g, e, s);
  const bad = g.slow.over(
    1,
    e.range,
    (ops) => ({ kind: "Call", callee: g.ir.link.builtinCallee("count", e.range), args: [ops[0]!], range: e.range }) as Expr,
  );
  g.fn.line(`if (!${g.k.ref(Array.isArray)}(${v})) ${bad}(rt, [${v}]);`);
  return v;
}

function emitName(g: Gen, e: Expr & { kind: "Name" }, s: LocalScope): string {
  const local = s.lookup(e.name);
  if (local !== undefined) return local;
  const m = g.ir.name(e);
  switch (m.kind) {
    case "var":
      return m.v.per.kind === "shared" ? keep(g, `V[${m.v.slot}]`) : keep(g, g.slow.whole(e, s));
    case "zone":
      return zoneCards(g, e, s, false)!;
    case "option":
      return `O[${m.option.slot}]`;
    case "players":
      return "rt.players";
    case "player-count":
      return "rt.players.length";
    case "constant":
      return literal(g.k, m.value);
    // a local the generated code does not hold, or no value: the closure says what it is
    case "local":
    case "table":
    case "function":
    case "not-a-value":
      return keep(g, g.slow.whole(e, s));
  }
}

function emitMember(g: Gen, e: Expr & { kind: "Member" }, s: LocalScope): string {
  const o = ex(g, e.object, s);
  const slow = g.slow.over(1, e.range, (ops) => ({ ...e, object: ops[0]! }));
  const column = g.ir.attributes.get(e.member.name);
  const t = declare(g);
  const ofPlayer = g.ir.playerAttributes.has(e.member.name);
  if (column || ofPlayer) {
    if (column) g.fn.line(`if (${o} instanceof ${g.k.ref(Card)}) ${t} = ${g.k.ref(column)}[${o}.num];`);
    if (ofPlayer)
      g.fn.line(`${column ? "else " : ""}if (${o} instanceof ${g.k.ref(Player)}) ${t} = ${o}.attrs[${g.k.ref(e.member.name)}];`);
    g.fn.line(`if (${t} === undefined) ${t} = ${slow}(rt, [${o}]);`);
  } else g.fn.line(`${t} = ${g.slow.over(1, e.range, (ops) => ({ ...e, object: ops[0]! }), "work")}(rt, [${o}]);`);
  return t;
}

function emitIndex(g: Gen, e: Expr & { kind: "Index" }, s: LocalScope): string {
  if (zoneKind(g, e, s)) return zoneCards(g, e, s, false)!;
  const named = e.object.kind === "Name" && s.lookup(e.object.name) === undefined ? g.ir.name(e.object) : undefined;
  if (named?.kind === "var" && named.v.per.kind !== "shared" && e.indices.length === 1) {
    const v = named.v;
    const per = v.per as Exclude<typeof v.per, { kind: "shared" }>;
    const k = ex(g, e.indices[0]!, s);
    const slow = g.slow.over(1, e.range, (ops) => ({ ...e, indices: [ops[0]!] }));
    const t = declare(g);
    if (per.kind === "player") g.fn.line(`${t} = ${k} instanceof ${g.k.ref(Player)} ? V[${v.slot}][${k}.seat] : ${slow}(rt, [${k}]);`);
    else {
      const o = ordinalOf(g, per.keys, k);
      g.fn.line(`${t} = ${o} === undefined ? ${slow}(rt, [${k}]) : V[${v.slot}][${o}];`);
    }
    return t;
  }
  // a table is a name, not a value: only its keys are computed
  if (named?.kind === "table") return emitTableLookup(g, e, named.table, s);
  const entry = mapEntry(g, e, s);
  if (entry !== undefined) return entry;
  const values = [e.object, ...e.indices].map((x) => ex(g, x, s));
  const slow = g.slow.over(values.length, e.range, (ops) => ({ ...e, object: ops[0]!, indices: ops.slice(1) }));
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

/** `points[a, b]` of a table lowered to a flat array (game-ir.ts): each key's index from its int or
 *  symbol, no entry there the table's default; a key of another sort (the closure's lookup by
 *  text) and tables of other keys run in the closure. */
function emitTableLookup(g: Gen, e: Expr & { kind: "Index" }, table: TableIR, s: LocalScope): string {
  const keys = e.indices.map((x) => ex(g, x, s));
  const keyed = (kind: "work" | "failure"): string =>
    `${g.slow.over(keys.length, e.range, (ops) => ({ ...e, indices: ops }), kind)}(rt, [${keys.join(", ")}])`;
  if (!table.keys || !table.entries || table.keys.length !== keys.length) return keep(g, keyed("work"));
  const t = declare(g);
  const fallback = literal(g.k, table.fallback);
  const tests: string[] = [];
  const indexes: string[] = [];
  table.keys.forEach((key, i) => {
    const k = keys[i]!;
    const ix = g.fn.temp();
    if (key.kind === "int") {
      tests.push(`typeof ${k} === "number"`);
      indexes.push(`const ${ix} = ${k} - ${literal(g.k, key.min)};`);
    } else {
      tests.push(`typeof ${k} === "string"`);
      indexes.push(`const ${ix} = ${g.k.ref(key.index)}.get(${k}) ?? -1;`);
    }
  });
  const ixs = indexes.map((line) => line.slice(6, line.indexOf(" =")));
  const inRange = table.keys.map((key, i) => `${ixs[i]} >= 0 && ${ixs[i]} < ${key.size}`).join(" && ");
  let at = ixs[0]!;
  for (let i = 1; i < ixs.length; i++) at = `(${at}) * ${table.keys[i]!.size} + ${ixs[i]}`;
  g.fn.line(`if (${tests.join(" && ")}) {`);
  for (const line of indexes) g.fn.line(line);
  g.fn.line(`${t} = ${inRange} ? ${g.k.ref(table.entries)}[${at}] : undefined;`);
  g.fn.line(`if (${t} === undefined) ${t} = ${fallback};`);
  g.fn.line(`} else ${t} = ${keyed("work")};`);
  return t;
}

/** `c.rank[d]` of a map attribute keyed by one enum, read from its flat table: the key's ordinal
 *  is remembered at the place it is read (ordinals.ts), so the entry costs a compare and an array
 *  read. Anything else there runs in the closure. */
function mapEntry(g: Gen, e: Expr & { kind: "Index" }, s: LocalScope): string | undefined {
  const member = e.object;
  if (member.kind !== "Member" || e.indices.length !== 1) return undefined;
  const table = g.ir.mapEntries.get(member.member.name);
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
    // equality is sameness for all but lists (valuesEqual): a list in a list is looked for there
    const t = declare(g);
    const slow = g.slow.over(2, e.range, (ops) => ({ ...e, left: ops[0]!, right: ops[1]! }), "work");
    g.fn.line(`if (${g.k.ref(Array.isArray)}(${x})) ${t} = ${slow}(rt, [${x}, ${xs}]);`);
    g.fn.line("else {");
    chargeSteps(g, `${xs}.length`);
    g.fn.line(`${t} = ${xs}.includes(${x});`);
    g.fn.line("}");
    return t;
  }
  const a = ex(g, e.left, s);
  const b = ex(g, e.right, s);
  const right = e.right;
  const primitive = right.kind === "Int" || right.kind === "Bool" || right.kind === "Text";
  if (primitive && op === "==") return keep(g, `${a} === ${b}`);
  if (primitive && op === "!=") return keep(g, `${a} !== ${b}`);
  // also the value of texts joined or ordered, and of lists compared
  const slow = `${g.slow.over(2, e.range, (ops) => ({ ...e, left: ops[0]!, right: ops[1]! }), "work")}(rt, [${a}, ${b}])`;
  const ints = `typeof ${a} === "number" && typeof ${b} === "number"`;
  switch (op) {
    case "<":
    case "<=":
    case ">":
    case ">=":
      return keep(g, `${ints} ? ${a} ${op} ${b} : ${slow}`);
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
    case "/":
    case "%": {
      const result = op === "/" ? `${g.k.ref(Math.trunc)}(${a} / ${b})` : `${a} % ${b}`;
      return keep(g, `${ints} && ${b} !== 0 ? ${result} : ${slow}`);
    }
  }
}

/** Whether the value of `e` may be a list, as far as its linked type tells. */
function mayBeList(g: Gen, e: Expr): boolean {
  return !g.ir.neverAList(e);
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
  const test = e.type.kind === "NoneType" ? `(${v} === null || ${v} === undefined)` : `${g.k.fresh(g.slow.typeTest(e.type))}(${v})`;
  return keep(g, e.negated ? `!${test}` : test);
}
