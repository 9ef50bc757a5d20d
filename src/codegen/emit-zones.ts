// Zone references in generated code: `Z[zone][instance]`, the instance found from a player's
// seat or an enum value's ordinal; a bad index fails in the closure of the same reference.
import type { Expr, Identifier, NameExpr } from "../../grammar/ast.js";
import type { ZoneIR } from "../ir/game-ir.js";
import { columnCards } from "../interpreter/grid-cells.js";
import { LIST_COST, chargeMemory } from "../interpreter/limits.js";
import { Player } from "../interpreter/values.js";
import { keep, type Gen } from "./gen.js";
import { ordinalOf } from "./ordinals.js";
import type { LocalScope } from "./locals.js";

export type ZoneKind = { kind: "inst" | "all" | "column"; spec: ZoneIR };

/** What zoneRefOf in the closure compiler makes of `e`: one instance, all of them, a column, or no zone. */
export function zoneKind(g: Gen, e: Expr, s: LocalScope): ZoneKind | undefined {
  if (e.kind === "Name") {
    if (s.lookup(e.name) !== undefined) return undefined;
    const spec = zoneNamed(g, e);
    if (!spec) return undefined;
    return { kind: spec.per.kind === "shared" ? "inst" : "all", spec };
  }
  if (e.kind === "Index" && e.object.kind === "Name" && s.lookup(e.object.name) === undefined) {
    const spec = zoneNamed(g, e.object);
    if (!spec) return undefined;
    if (spec.per.kind === "shared" && spec.columns && e.indices.length === 1) return { kind: "column", spec };
    return { kind: "inst", spec };
  }
  return undefined;
}

/** The zone a name declares, if it names one. */
export function zoneNamed(g: Gen, e: NameExpr | Identifier): ZoneIR | undefined {
  const m = g.ir.name(e);
  return m.kind === "zone" ? m.zone : undefined;
}

/** The code of the one zone instance `e` names (zoneKind "inst"), or undefined for the error
 *  cases the checks refuse (they are left to the closures). */
export function zoneInst(g: Gen, e: Expr, s: LocalScope): string | undefined {
  const z = zoneKind(g, e, s);
  if (z?.kind !== "inst") return undefined;
  const zi = z.spec.index;
  if (e.kind === "Name") return `Z[${zi}][0]`;
  const per = z.spec.per;
  if (e.kind !== "Index" || e.indices.length !== 1 || per.kind === "shared") return undefined;
  const ix = g.expr(e.indices[0]!, s);
  const bad = g.slow.over(1, e.range, (ops) => ({ ...e, indices: [ops[0]!] }));
  if (per.kind === "player") {
    g.fn.line(`if (!(${ix} instanceof ${g.k.ref(Player)})) ${bad}(rt, [${ix}]);`);
    return `Z[${zi}][${ix}.seat]`;
  }
  const o = ordinalOf(g, per.keys, ix);
  g.fn.line(`if (${o} === undefined) ${bad}(rt, [${ix}]);`);
  return `Z[${zi}][${o}]`;
}

/** A zone read as a list: its own array when `live` (a reader that keeps nothing), a charged copy
 *  otherwise; every instance or a column as the closures read it. */
export function zoneCards(g: Gen, e: Expr, s: LocalScope, live: boolean): string | undefined {
  const z = zoneKind(g, e, s);
  if (!z) return undefined;
  if (z.kind === "column" && e.kind === "Index") return emitColumnCards(g, z.spec, e, s);
  const inst = z.kind === "inst" ? zoneInst(g, e, s) : undefined;
  if (inst === undefined) return keep(g, g.slow.whole(e, s));
  const cards = keep(g, `${inst}.cards`);
  if (live) return cards;
  g.fn.line(`${g.k.ref(chargeMemory)}(rt, ${cards}.length + ${LIST_COST});`);
  return keep(g, `${cards}.slice()`);
}

/** The cards of one column of a shared grid (`tableau[k]`), in zone order, charged as the closure
 *  charges them; a value that is no column fails in the closure. */
function emitColumnCards(g: Gen, spec: ZoneIR, e: Expr & { kind: "Index" }, s: LocalScope): string {
  const ix = g.expr(e.indices[0]!, s);
  const o = ordinalOf(g, spec.columns!, ix);
  const bad = g.slow.over(1, e.range, (ops) => ({ ...e, indices: [ops[0]!] }));
  g.fn.line(`if (${o} === undefined) ${bad}(rt, [${ix}]);`);
  const grid = keep(g, `Z[${spec.index}][0]`);
  g.fn.line(`${g.k.ref(chargeMemory)}(rt, ${grid}.cards.length + ${LIST_COST});`);
  return keep(g, `${g.k.ref(columnCards)}(rt, ${grid}, ${o})`);
}
