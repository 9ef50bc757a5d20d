// Card statements. A move into one zone instance, of a zone's cards, a card or a list of cards,
// is written in place around moves.ts; a shuffle, deal, reveal or look of zones the generated
// code finds computes its operands in place and calls the work the closures share
// (card-statements.ts); grid moves and every other case run the statement's closure over the
// locals it names.
import type { Expr } from "../../grammar/ast.js";
import type { DealStmt } from "../../grammar/statements/deal.js";
import type { LookStmt } from "../../grammar/statements/look.js";
import type { MoveStmt } from "../../grammar/statements/move.js";
import type { RevealStmt } from "../../grammar/statements/reveal.js";
import type { ShuffleStmt } from "../../grammar/statements/shuffle.js";
import { dealCards, dealCount, lookAt, revealCards, revealZone, shuffleZone } from "../interpreter/card-statements.js";
import { moveAll, moveCards } from "../interpreter/moves.js";
import { Card } from "../interpreter/values.js";
import { ex, listOf } from "./emit-expr.js";
import { zoneInst, zoneKind, zoneNamed } from "./emit-zones.js";
import { keep, type Gen } from "./gen.js";
import { ordinalOf } from "./ordinals.js";
import { allCards } from "./helpers.js";
import type { LocalScope } from "./locals.js";
import type { SlowPathKind } from "./slow-paths.js";

type CardStmt = MoveStmt | ShuffleStmt | DealStmt | RevealStmt | LookStmt;

/** The statement run by its closure: `work` where the generated code has no path of its own,
 *  `failure` where it reaches the closure only with values the closure refuses. */
function closureCall(g: Gen, st: CardStmt, s: LocalScope, kind: SlowPathKind = "failure"): string {
  return g.slow.cardStatement(st, s, kind);
}

/** Calls `work(rt, zone)` on the one instance or every instance `e` names; false when it names
 *  neither (a column, no zone), for the closure to handle. */
function eachZone(g: Gen, e: Expr, s: LocalScope, work: string): boolean {
  const z = zoneKind(g, e, s);
  if (z?.kind === "all") {
    const zs = keep(g, `Z[${z.spec.index}]`);
    const i = g.fn.temp();
    g.fn.line(`for (let ${i} = 0; ${i} < ${zs}.length; ${i}++) ${work}(rt, ${zs}[${i}]);`);
    return true;
  }
  const inst = z?.kind === "inst" ? zoneInst(g, e, s) : undefined;
  if (inst === undefined) return false;
  g.fn.line(`${work}(rt, ${inst});`);
  return true;
}

/** The cards a move, look or reveal names by value (a card or a list of cards), or null for the closure. */
function cardsByValue(g: Gen, e: Expr, s: LocalScope): string {
  const v = ex(g, e, s);
  const one = g.k.fresh([]);
  const cards = g.fn.temp();
  g.fn.line(`let ${cards} = null;`);
  g.fn.line(`if (${v} instanceof ${g.k.ref(Card)}) { ${one}[0] = ${v}; ${cards} = ${one}; }`);
  g.fn.line(`else if (${g.k.ref(allCards)}(${v})) ${cards} = ${v};`);
  return cards;
}

/** A shuffle, deal, reveal or look in place; false where the closure runs it. */
function emitInPlace(g: Gen, st: Exclude<CardStmt, MoveStmt>, s: LocalScope): boolean {
  switch (st.kind) {
    case "Shuffle":
      return eachZone(g, st.zone, s, g.k.ref(shuffleZone));
    case "Reveal": {
      if (zoneKind(g, st.zone, s)) return eachZone(g, st.zone, s, g.k.ref(revealZone));
      const cards = cardsByValue(g, st.zone, s);
      g.fn.line(`if (${cards} === null) ${closureCall(g, st, s)}`);
      g.fn.line(`else ${g.k.ref(revealCards)}(rt, ${cards});`);
      return true;
    }
    case "Look": {
      const z = zoneKind(g, st.what, s);
      const inst = z?.kind === "inst" ? zoneInst(g, st.what, s) : undefined;
      if (z && inst === undefined) return false;
      const cards = inst !== undefined ? keep(g, `${inst}.cards`) : cardsByValue(g, st.what, s);
      const by = ex(g, st.by, s);
      g.fn.line(`if (${cards} === null) ${closureCall(g, st, s)}`);
      g.fn.line(`else ${g.k.ref(lookAt)}(rt, ${cards}, ${by});`);
      return true;
    }
    case "Deal": {
      const to = zoneNamed(g, st.to);
      // from a shared zone (`deal 1 from pile to hand`): nothing to compute before the count
      if (st.from.kind !== "Name" || zoneKind(g, st.from, s)?.kind !== "inst" || to?.per.kind !== "player") return false;
      const n = keep(g, `${g.k.ref(dealCount)}(rt, ${ex(g, st.count, s)})`);
      const from = zoneInst(g, st.from, s)!;
      const players = st.players ? listOf(g, st.players, s) : "rt.players";
      g.fn.line(`${g.k.ref(dealCards)}(rt, ${n}, ${from}, ${to.index}, ${players});`);
      return true;
    }
  }
}

export function emitCardStatement(g: Gen, st: CardStmt, s: LocalScope): void {
  if (st.kind !== "Move") {
    if (!emitInPlace(g, st, s)) g.fn.line(closureCall(g, st, s, "work"));
    return;
  }
  if (st.row && zoneKind(g, st.to, s)?.kind === "column" && !zoneKind(g, st.what, s)) {
    emitGridMove(g, st, st.row, s);
    return;
  }
  if (zoneKind(g, st.to, s)?.kind !== "inst" || st.row) {
    g.fn.line(closureCall(g, st, s, "work"));
    return;
  }
  const top = st.at === "top" ? "true" : "false";
  const source = zoneKind(g, st.what, s);
  if (source?.kind === "inst") {
    const from = zoneInst(g, st.what, s);
    if (from !== undefined) {
      const src = keep(g, from);
      const to = zoneInst(g, st.to, s);
      if (to !== undefined) {
        g.fn.line(`${g.k.ref(moveAll)}(rt, ${src}, ${to}, ${top}, 0);`);
        return;
      }
    }
  }
  if (source) {
    g.fn.line(closureCall(g, st, s, "work"));
    return;
  }
  const cards = cardsByValue(g, st.what, s);
  g.fn.line(`if (${cards} === null) ${closureCall(g, st, s)}`);
  g.fn.line("else {");
  const to = zoneInst(g, st.to, s);
  if (to === undefined) g.fn.line(closureCall(g, st, s));
  else g.fn.line(`${g.k.ref(moveCards)}(rt, ${cards}, ${to}, ${top}, 0);`);
  g.fn.line("}");
}

/** `move c to grid[column] at row r` of cards named by value, into a shared grid; the closure
 *  runs it (and fails as it does) when the cards, the column or the row are not what they must be. */
function emitGridMove(g: Gen, st: MoveStmt, row: Expr, s: LocalScope): void {
  const spec = zoneKind(g, st.to, s)!.spec;
  const columns = spec.columns!;
  if (st.to.kind !== "Index" || st.to.indices.length !== 1) {
    g.fn.line(closureCall(g, st, s, "work"));
    return;
  }
  // in the closure's order: the cards, the column, the row
  const cards = cardsByValue(g, st.what, s);
  const o = ordinalOf(g, columns, ex(g, st.to.indices[0]!, s));
  const r = ex(g, row, s);
  g.fn.line(`if (${cards} === null || ${o} === undefined || typeof ${r} !== "number") ${closureCall(g, st, s)}`);
  g.fn.line(`else ${g.k.ref(moveCards)}(rt, ${cards}, Z[${spec.index}][0].columns[${o}], ${st.at === "top"}, ${r});`);
}
