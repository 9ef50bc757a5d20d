// Comprehensions and the folds over them (`count`, `sum`, `min`, `max`, `any`, `all` of
// `[e for x in xs if c]`) as loops in place, charging what list-expressions.ts and folds.ts
// charge, in the same order.
import type { ComprehensionExpr, Expr, SortExpr } from "../../grammar/ast.js";
import { forEachChild } from "../../grammar/ast-children.js";
import { sortedByKeys } from "../interpreter/list-expressions.js";
import { FOLDS, type FoldName, type Gathered, notABool, notAnInt } from "../interpreter/folds.js";
import { MAX_INT, intOutOfRange } from "../interpreter/limits.js";
import { chargeList, chargeSteps } from "./charges.js";
import { declare, keep, type Gen } from "./gen.js";
import type { LocalScope } from "./locals.js";

/** The loop over the items of a comprehension or a sort: `each(x, inner)` runs for every item
 *  the filter keeps, `x` the item's local. */
function loop(
  g: Gen,
  e: { name: { name: string }; iterable: Expr; filter?: Expr; range: Expr["range"] },
  s: LocalScope,
  each: (x: string, inner: LocalScope) => void,
): void {
  const xs = g.list(e.iterable, s);
  chargeSteps(g, `${xs}.length`);
  const inner = s.child();
  const x = inner.declare(e.name.name);
  const i = g.fn.temp();
  g.fn.line(`let ${x};`);
  g.fn.line(`for (let ${i} = 0; ${i} < ${xs}.length; ${i}++) {`);
  g.fn.line(`${x} = ${xs}[${i}];`);
  if (e.filter) {
    const keep = g.expr(e.filter, inner);
    const bad = g.slow.over(1, e.filter.range, (ops) => filterFailure(e.range, ops[0]!));
    g.fn.line(`if (${keep} !== true) { if (${keep} !== false) ${bad}(rt, [${keep}]); continue; }`);
  }
  each(x, inner);
  g.fn.line("}");
}

/** A comprehension over one item whose filter is the given value: it fails as the filter does
 *  (a sort's filter fails with the same words). */
function filterFailure(range: Expr["range"], filter: Expr): Expr {
  const none: Expr = { kind: "None", range };
  return {
    kind: "Comprehension",
    element: none,
    name: { name: "$1", range },
    iterable: { kind: "List", items: [none], range },
    filter,
    range,
  };
}

/** Whether `e` calls a rules-file function: only through one can the code of a sort run the same
 *  sort again before it is done (a function cannot call a rule). */
export function callsAFunction(g: Gen, e: Expr): boolean {
  if (e.kind === "Call" && g.userFns.has(e.callee.name)) return true;
  let found = false;
  // an expression's children are expressions
  forEachChild(e, (child) => {
    found ||= callsAFunction(g, child as Expr);
  });
  return found;
}

/** A sort: its kept items and their keys gathered, then ordered (sortedByKeys). Where nothing
 *  between the gathering and the ordering can run this sort again, the two lists are the same
 *  two scratch lists at every run, overwritten from the start (what lies past the count is never
 *  read): a sort in a round of a simulation allocates only the list it returns. */
export function emitSort(g: Gen, e: SortExpr, s: LocalScope): string {
  const desc = g.k.fresh(e.keys.map((k) => k.descending));
  const parts = e.filter ? [e.filter, ...e.keys.map((k) => k.key)] : e.keys.map((k) => k.key);
  if (parts.some((x) => callsAFunction(g, x))) {
    const items = keep(g, "[]");
    const ks = keep(g, "[]");
    loop(g, e, s, (x, inner) => {
      g.fn.line(`${items}.push(${x});`);
      for (const k of e.keys) g.fn.line(`${ks}.push(${g.expr(k.key, inner)});`);
    });
    return keep(g, `${g.k.ref(sortedByKeys)}(rt, ${items}, ${ks}, ${e.keys.length}, ${desc})`);
  }
  const items = keep(g, g.k.fresh([]));
  const ks = keep(g, g.k.fresh([]));
  const n = g.fn.temp();
  const nk = g.fn.temp();
  g.fn.line(`let ${n} = 0, ${nk} = 0;`);
  loop(g, e, s, (x, inner) => {
    g.fn.line(`${items}[${n}++] = ${x};`);
    for (const k of e.keys) g.fn.line(`${ks}[${nk}++] = ${g.expr(k.key, inner)};`);
  });
  return keep(g, `${g.k.ref(sortedByKeys)}(rt, ${items}, ${ks}, ${e.keys.length}, ${desc}, ${n})`);
}

/** A comprehension read once at once by a built-in that keeps neither the list nor its place in
 *  it (`first`, `last`, `pick`): where its element and filter call no rules-file function (so
 *  nothing can run it again before the reading), the items go into one scratch list of this place,
 *  overwritten from the start; what lies past `count` is an earlier run's. Charged as a new list. */
export function emitComprehensionRead(g: Gen, e: ComprehensionExpr, s: LocalScope): { list: string; count: string } | undefined {
  if (callsAFunction(g, e.element) || (e.filter && callsAFunction(g, e.filter))) return undefined;
  const list = keep(g, g.k.fresh([]));
  const count = g.fn.temp();
  g.fn.line(`let ${count} = 0;`);
  loop(g, e, s, (_x, inner) => g.fn.line(`${list}[${count}++] = ${g.expr(e.element, inner)};`));
  chargeList(g, count);
  return { list, count };
}

export function emitComprehension(g: Gen, e: ComprehensionExpr, s: LocalScope): string {
  const out = keep(g, "[]");
  loop(g, e, s, (_x, inner) => g.fn.line(`${out}.push(${g.expr(e.element, inner)});`));
  chargeList(g, `${out}.length`);
  return out;
}

export function emitFold(g: Gen, fn: FoldName, e: ComprehensionExpr, s: LocalScope): string {
  const fold = FOLDS[fn];
  const numeric = fold.items === "int";
  const logical = fold.items === "bool";
  const n = g.fn.temp();
  g.fn.line(`let ${n} = 0;`);
  const total = declare(g);
  const least = declare(g);
  const most = declare(g);
  const someTrue = declare(g);
  const someFalse = declare(g);
  const wrong = declare(g);
  g.fn.line(`${total} = 0; ${least} = ${g.k.ref(Infinity)}; ${most} = ${g.k.ref(-Infinity)}; ${someTrue} = false; ${someFalse} = false;`);
  loop(g, e, s, (_x, inner) => {
    const v = g.expr(e.element, inner);
    g.fn.line(`${n}++;`);
    if (numeric) {
      g.fn.line(`if (typeof ${v} !== "number") { if (${wrong} === undefined) ${wrong} = [${v}]; continue; }`);
      g.fn.line(
        `${total} += ${v}; if (${total} > ${MAX_INT} || ${total} < -${MAX_INT}) ${g.k.ref(intOutOfRange)}(rt, ${g.k.ref("the sum")});`,
      );
      g.fn.line(`if (${v} < ${least}) ${least} = ${v}; if (${v} > ${most}) ${most} = ${v};`);
    } else if (logical) {
      g.fn.line(
        `if (${v} === true) ${someTrue} = true; else if (${v} === false) ${someFalse} = true; else if (${wrong} === undefined) ${wrong} = [${v}];`,
      );
    }
  });
  const fnName = g.k.ref(fn);
  if (numeric) g.fn.line(`if (${wrong} !== undefined) ${g.k.ref(notAnInt)}(rt, ${fnName}, ${wrong}[0]);`);
  if (logical) g.fn.line(`if (${wrong} !== undefined) ${g.k.ref(notABool)}(rt, ${fnName}, ${wrong}[0]);`);
  const gathered: Record<Gathered, string> = { count: n, total, least, most, someTrue, someFalse };
  const v = fold.negated ? `!${gathered[fold.result]}` : gathered[fold.result];
  return fold.noneIfEmpty ? keep(g, `${n} ? ${v} : null`) : fold.negated ? keep(g, v) : v;
}

/** `sum`, `min`, `max`, `any` or `all` of a list that is no comprehension (`sum(0..n)`), in place:
 *  a list holding an item of the wrong sort goes to the closure (`slow`, a function of the list),
 *  which charges and fails as it does; otherwise charged and folded as the closure folds it. */
export function emitListFold(g: Gen, fn: FoldName, xs: string, slow: string): string {
  const fold = FOLDS[fn];
  const numeric = fold.items === "int";
  const i = g.fn.temp();
  const t = declare(g);
  const sort = numeric ? `typeof ${xs}[${i}] !== "number"` : `typeof ${xs}[${i}] !== "boolean"`;
  const wrong = keep(g, "false");
  g.fn.line(`for (let ${i} = 0; ${i} < ${xs}.length; ${i}++) if (${sort}) { ${wrong} = true; break; }`);
  g.fn.line(`if (${wrong}) ${t} = ${slow}(rt, [${xs}]);`);
  g.fn.line("else {");
  chargeSteps(g, `${xs}.length`);
  const j = g.fn.temp();
  if (numeric) {
    const total = declare(g);
    const least = declare(g);
    const most = declare(g);
    g.fn.line(`${total} = 0; ${least} = ${g.k.ref(Infinity)}; ${most} = ${g.k.ref(-Infinity)};`);
    g.fn.line(`for (let ${j} = 0; ${j} < ${xs}.length; ${j}++) {`);
    const x = keep(g, `${xs}[${j}]`);
    if (fold.result === "total")
      g.fn.line(
        `${total} += ${x}; if (${total} > ${MAX_INT} || ${total} < -${MAX_INT}) ${g.k.ref(intOutOfRange)}(rt, ${g.k.ref("the sum")});`,
      );
    else g.fn.line(`if (${x} < ${least}) ${least} = ${x}; if (${x} > ${most}) ${most} = ${x};`);
    g.fn.line("}");
    const gathered = fold.result === "total" ? total : fold.result === "least" ? least : most;
    g.fn.line(`${t} = ${fold.noneIfEmpty ? `${xs}.length ? ${gathered} : null` : gathered};`);
  } else g.fn.line(`${t} = ${fold.negated ? `!${xs}.includes(false)` : `${xs}.includes(true)`};`);
  g.fn.line("}");
  return t;
}
