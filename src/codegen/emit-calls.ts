// Calls: rules-file functions become calls of generated functions (charged as the closures
// charge them), the built-ins that run in every turn are written in place, and the others run
// in their closures on the arguments the generated code computed.
import type { CallExpr, Expr } from "../../grammar/ast.js";
import type { FoldName } from "../interpreter/folds.js";
import { MAX_CALL_DEPTH, budgetExceeded, recursionTooDeep } from "../interpreter/limits.js";
import { CARD_BUILTIN_BODIES, PLAYER_BUILTIN_BODIES } from "../interpreter/builtins.js";
import { cardInCell } from "../interpreter/grid-cells.js";
import { Card, Player } from "../interpreter/values.js";
import { emitComprehensionRead, emitFold, emitListFold } from "./emit-loops.js";
import { zoneInst, zoneKind } from "./emit-zones.js";
import { keep, type Gen } from "./gen.js";
import { ordinalOf } from "./ordinals.js";
import type { LocalScope } from "./locals.js";
import type { SlowPathKind } from "./slow-paths.js";

const FOLDS = new Set<string>(["count", "sum", "min", "max", "any", "all"]);
/** built-ins whose argument is read as a list (compileList in builtins.ts) */
const OVER_LIST = new Set(["count", "sum", "min", "max", "any", "all", "first", "last", "top", "unique", "reverse", "pick", "shuffled"]);
/** built-ins that take one zone instance (or a grid) rather than a value */
const OVER_ZONE = new Set(["owner", "rows", "cell"]);

export function emitCall(g: Gen, e: CallExpr, s: LocalScope): string {
  const name = e.callee.name;
  const callee = g.ir.name(e.callee);
  const fn = callee.kind === "function" ? callee.fn : undefined;
  if (fn) {
    const args = e.args.map((a) => g.expr(a, s));
    const js = g.userFns.get(name)!;
    if (fn.inline) return keep(g, `${js}(rt${args.map((a) => `, ${a}`).join("")})`);
    g.fn.line(`if (++rt.steps > rt.budget) ${g.k.ref(budgetExceeded)}(rt);`);
    g.fn.line(`if (++rt.callDepth > ${MAX_CALL_DEPTH}) ${g.k.ref(recursionTooDeep)}(rt);`);
    const t = keep(g, `${js}(rt${args.map((a) => `, ${a}`).join("")})`);
    g.fn.line("rt.callDepth--;");
    return t;
  }
  const arg = e.args[0];
  if (name === "cell") {
    const inPlace = emitCell(g, e, s);
    if (inPlace !== undefined) return inPlace;
  }
  if (e.args.length !== 1 || !arg) return callOverValues(g, e, s);
  if (FOLDS.has(name) && arg.kind === "Comprehension") return emitFold(g, name as FoldName, arg, s);
  const inst = zoneKind(g, arg, s)?.kind === "inst";
  if ((name === "count" || name === "top" || name === "first") && inst) {
    const z = zoneInst(g, arg, s);
    if (z !== undefined) {
      const cards = keep(g, `${z}.cards`);
      return name === "count" ? keep(g, `${cards}.length`) : keep(g, `${cards}.length ? ${cards}[0] : null`);
    }
  }
  if (name === "owner" && inst) {
    const z = zoneInst(g, arg, s);
    if (z !== undefined) return keep(g, `${z}.player ?? null`);
  }
  if (OVER_ZONE.has(name)) return keep(g, g.slow.whole(e, s));
  const read =
    (name === "first" || name === "top" || name === "last" || name === "pick") && arg.kind === "Comprehension"
      ? emitComprehensionRead(g, arg, s)
      : undefined;
  if (read !== undefined) {
    const { list, count } = read;
    if (name === "last") return keep(g, `${count} ? ${list}[${count} - 1] : null`);
    if (name === "pick") return keep(g, `${count} ? ${list}[rt.rng.below(${count})] : null`);
    return keep(g, `${count} ? ${list}[0] : null`);
  }
  if (OVER_LIST.has(name)) {
    const xs = g.list(arg, s);
    switch (name) {
      case "count":
        return keep(g, `${xs}.length`);
      case "first":
      case "top":
        return keep(g, `${xs}.length ? ${xs}[0] : null`);
      case "last":
        return keep(g, `${xs}.length ? ${xs}[${xs}.length - 1] : null`);
      case "pick":
        return keep(g, `${xs}.length ? ${xs}[rt.rng.below(${xs}.length)] : null`);
      case "sum":
      case "min":
      case "max":
      case "any":
      case "all":
        return emitListFold(g, name, xs, over(g, e, 1, "failure"));
    }
    return keep(g, `${over(g, e, 1)}(rt, [${xs}])`);
  }
  const v = g.expr(arg, s);
  // a built-in of one card or one player: its body (builtins.ts) once the argument is one
  const cardBody = bodyOf(CARD_BUILTIN_BODIES, name);
  const body = cardBody ?? bodyOf(PLAYER_BUILTIN_BODIES, name);
  if (body) {
    const kind = g.k.ref(cardBody ? Card : Player);
    return keep(g, `${v} instanceof ${kind} ? ${g.k.ref(body)}(rt, ${v}) : ${over(g, e, 1, "failure")}(rt, [${v}])`);
  }
  return keep(g, `${over(g, e, 1)}(rt, [${v}])`);
}

function bodyOf<T>(bodies: Record<string, T>, name: string): T | undefined {
  return Object.hasOwn(bodies, name) ? bodies[name] : undefined;
}

/** `cell(grid, row, column)` of a shared grid, looked up in place; a column that is not one
 *  fails in the closure. Undefined where the closure runs the whole call. */
function emitCell(g: Gen, e: CallExpr, s: LocalScope): string | undefined {
  const [grid, row, column] = e.args;
  if (e.args.length !== 3 || grid?.kind !== "Name" || !row || !column) return undefined;
  const spec = zoneKind(g, grid, s)?.spec;
  const columns = spec?.per.kind === "shared" ? spec.columns : undefined;
  const z = columns && zoneInst(g, grid, s);
  if (!columns || z === undefined) return undefined;
  const r = g.expr(row, s);
  const k = g.expr(column, s);
  const o = ordinalOf(g, columns, k);
  const bad = g.slow.over(2, e.range, (ops) => ({ ...e, args: [grid, ops[0]!, ops[1]!] }) as Expr);
  return keep(
    g,
    `${o} === undefined ? ${bad}(rt, [${r}, ${k}]) : typeof ${r} === "number" ? ${g.k.ref(cardInCell)}(rt, ${z}, ${r}, ${o}) : null`,
  );
}

/** The built-in's closure over operands `$0 ...`. */
function over(g: Gen, e: CallExpr, n: number, kind: SlowPathKind = "work"): string {
  return g.slow.over(n, e.range, (ops) => ({ ...e, args: ops }) as Expr, kind);
}

function callOverValues(g: Gen, e: CallExpr, s: LocalScope): string {
  if (e.args.some((a) => zoneKind(g, a, s))) return keep(g, g.slow.whole(e, s));
  const args = e.args.map((a) => g.expr(a, s));
  return keep(g, `${over(g, e, args.length)}(rt, [${args.join(", ")}])`);
}
