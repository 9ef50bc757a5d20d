// Card statements. A move into one zone instance, of a zone's cards, a card or a list of cards,
// is written in place around moves.ts; shuffles, deals, reveals, looks, grid moves and every
// failing case run the statement's closure over the locals it names.
import type { DealStmt, LookStmt, MoveStmt, RevealStmt, ShuffleStmt } from "../../grammar/ast.js";
import { compileDeal, compileLook, compileMove, compileReveal, compileShuffle } from "../interpreter/card-statements.js";
import { moveAll, moveCards } from "../interpreter/moves.js";
import { Card } from "../interpreter/values.js";
import { ex } from "./emit-expr.js";
import { zoneInst, zoneKind } from "./emit-zones.js";
import { keep, type Gen } from "./gen.js";
import { allCards } from "./helpers.js";
import type { LocalScope } from "./locals.js";

type CardStmt = MoveStmt | ShuffleStmt | DealStmt | RevealStmt | LookStmt;

function closureCall(g: Gen, st: CardStmt, s: LocalScope): string {
  const c = g.res.compiler;
  const { call, frame } = g.slow.statement(st, s, (scope) => {
    switch (st.kind) {
      case "Move":
        return compileMove(c, st, scope);
      case "Shuffle":
        return compileShuffle(c, st, scope);
      case "Deal":
        return compileDeal(c, st, scope);
      case "Reveal":
        return compileReveal(c, st, scope);
      case "Look":
        return compileLook(c, st, scope);
    }
  });
  return `${call}(rt, ${frame});`;
}

export function emitCardStatement(g: Gen, st: CardStmt, s: LocalScope): void {
  if (st.kind !== "Move" || zoneKind(g, st.to, s)?.kind !== "inst" || st.row) {
    g.fn.line(closureCall(g, st, s));
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
    g.fn.line(closureCall(g, st, s));
    return;
  }
  const v = ex(g, st.what, s);
  const one = g.k.fresh([]);
  const cards = g.fn.temp();
  g.fn.line(`let ${cards} = null;`);
  g.fn.line(`if (${v} instanceof ${g.k.ref(Card)}) { ${one}[0] = ${v}; ${cards} = ${one}; }`);
  g.fn.line(`else if (${g.k.ref(allCards)}(${v})) ${cards} = ${v};`);
  g.fn.line(`if (${cards} === null) ${closureCall(g, st, s)}`);
  g.fn.line("else {");
  const to = zoneInst(g, st.to, s);
  if (to === undefined) g.fn.line(closureCall(g, st, s));
  else g.fn.line(`${g.k.ref(moveCards)}(rt, ${cards}, ${to}, ${top}, 0);`);
  g.fn.line("}");
}
