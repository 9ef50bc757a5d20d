// Statements to JavaScript. Every statement sets the position and charges its step inline, as
// compileBlock does; a flow code (`leave`, `end game`) is kept in `f` and leaves the innermost
// labelled block that has something to undo (a loop's `rt.loop`, a section's rule IDs).
import type { Block, Expr, Stmt, StmtOf } from "../../grammar/ast.js";
import type { SetStmt } from "../../grammar/statements/set.js";
import { innerStatements } from "../../grammar/ast-children.js";
import { assertNever } from "../../grammar/assert-never.js";
import { checkInvariants } from "../interpreter/invariants.js";
import { MAX_INT, budgetExceeded } from "../interpreter/limits.js";
import type { StmtMeta } from "../interpreter/model.js";
import { Player, toPlain } from "../interpreter/values.js";
import { choiceEvent, decisionSpec } from "../interpreter/decisions.js";
import { emitCardStatement } from "./emit-cards.js";
import { ex, listOf } from "./emit-expr.js";
import { zoneCards, zoneKind } from "./emit-zones.js";
import { PRELUDE, keep, type Gen } from "./gen.js";
import { ordinalOf } from "./ordinals.js";
import { combine, logText } from "./helpers.js";
import type { LocalScope } from "./locals.js";
import type { VarIR } from "../ir/game-ir.js";
import { FnCode } from "./code.js";
import { emitExecution } from "./emit-execution.js";

export function meta(g: Gen, s: { range: StmtMeta["range"] }): string {
  const m: StmtMeta = { range: s.range, rule: g.owner };
  return g.k.fresh(m);
}

/** A block: `label` is where a flow code goes. */
export function emitBlock(g: Gen, b: Block, s: LocalScope, label: string): void {
  const inner = s.child();
  for (const st of b.statements) {
    g.fn.line(`rt.at = ${meta(g, st)};`);
    g.fn.line(`if (++rt.steps > rt.budget) ${g.k.ref(budgetExceeded)}(rt);`);
    g.statement(st, inner, label);
    if (g.mayFlow(st)) g.fn.line(`if (f !== 0) break ${label};`);
  }
}

/** The closure of a one-statement block over operands `$0 ...` (its step charged again: only
 *  for paths that fail). */
export function statementOver(g: Gen, n: number, build: (ops: Expr[]) => Stmt): string {
  return g.slow.statementOver(n, g.owner, build);
}

/** The var a name declares, if it names one (and no local of the code hides it). */
function varNamed(g: Gen, e: Expr, s: LocalScope): VarIR | undefined {
  if (e.kind !== "Name" || s.lookup(e.name) !== undefined) return undefined;
  const m = g.ir.name(e);
  return m.kind === "var" ? m.v : undefined;
}

function loopStart(g: Gen, st: Stmt): { outer: string; m: string } {
  const outer = keep(g, "rt.loop");
  const m = meta(g, st);
  g.fn.line(`rt.loop = ${m};`);
  return { outer, m };
}

function chargeIteration(g: Gen, m: string): string {
  return `rt.at = ${m}; if (++rt.steps > rt.budget) ${g.k.ref(budgetExceeded)}(rt);`;
}

/** The statements whose code is written here (or in emit-cards.ts); every other statement's is in
 *  its back end (src/statements/), and these statements' back ends call emitStmt. */
type WrittenHere =
  | "Let"
  | "Set"
  | "Move"
  | "Shuffle"
  | "Deal"
  | "Reveal"
  | "Look"
  | "Choose"
  | "If"
  | "For"
  | "While"
  | "Repeat"
  | "CallStmt"
  | "Leave"
  | "EndGame"
  | "Winners"
  | "NestedRule"
  | "Log";

export function emitStmt(g: Gen, st: StmtOf<WrittenHere>, s: LocalScope, label: string): void {
  switch (st.kind) {
    case "Let": {
      const v = ex(g, st.value, s);
      g.fn.line(`let ${s.declare(st.name.name)} = ${v};`);
      return;
    }
    case "Set":
      return emitSet(g, st, s);
    case "Move":
    case "Shuffle":
    case "Deal":
    case "Reveal":
    case "Look":
      return emitCardStatement(g, st, s);
    case "Choose": {
      const items = listOf(g, st.from, s);
      const by = ex(g, st.by, s);
      // a player who must choose from nothing, or no player: the closure fails as it does
      const bad = statementOver(g, 2, (ops) => ({ ...st, from: ops[0] ?? st.from, by: ops[1] ?? st.by }));
      const empty = st.optional ? "" : ` || ${items}.length === 0`;
      g.fn.line(`if (!(${by} instanceof ${g.k.ref(Player)})${empty}) { rt.steps--; ${bad}(rt, [${items}, ${by}]); }`);
      g.fn.line(`if ((rt.steps += ${items}.length) > rt.budget) ${g.k.ref(budgetExceeded)}(rt);`);
      const spec = g.k.fresh(decisionSpec(g.ir.link, st));
      // test mode: a choice point is a point of rest (compile-choose.ts checks there too)
      g.fn.line(`if (ci) ${g.k.ref(checkInvariants)}(rt, ${g.k.ref("choice")});`);
      const i = keep(g, `rt.decide(rt, ${by}, ${items}, ${spec})`);
      const x = s.declare(st.name.name);
      g.fn.line(`let ${x} = ${i} < 0 ? null : ${items}[${i}];`);
      g.fn.line(
        `if (rt.events && rt.builds(${g.k.ref("choice")})) rt.event(${g.k.ref(choiceEvent)}(${by}, ${spec}, ${g.k.ref(toPlain)}(${x})));`,
      );
      return;
    }
    case "If": {
      const cond = ex(g, st.condition, s);
      const bad = statementOver(g, 1, (ops) => ({ ...st, condition: ops[0] ?? st.condition, then: emptyBlock(st), else: undefined }));
      g.fn.line(`if (${cond} === true) {`);
      emitBlock(g, st.then, s, label);
      g.fn.line("} else {");
      g.fn.line(`if (${cond} !== false) { rt.steps--; ${bad}(rt, [${cond}]); }`);
      if (st.else?.kind === "Block") emitBlock(g, st.else, s, label);
      else if (st.else) {
        emitStmt(g, st.else, s, label);
        if (g.mayFlow(st.else)) g.fn.line(`if (f !== 0) break ${label};`);
      }
      g.fn.line("}");
      return;
    }
    case "For": {
      const z = zoneKind(g, st.iterable, s);
      const xs = z ? zoneCards(g, st.iterable, s, false)! : listOf(g, st.iterable, s);
      const { outer, m } = loopStart(g, st);
      const inner = s.child();
      const x = inner.declare(st.name.name);
      const i = g.fn.temp();
      const loop = g.fn.label();
      g.fn.line(`let ${x};`);
      g.fn.line(`${loop}: for (let ${i} = 0; ${i} < ${xs}.length; ${i}++) {`);
      g.fn.line(`if (${i} > 0) { ${chargeIteration(g, m)} }`);
      g.fn.line(`${x} = ${xs}[${i}];`);
      emitBlock(g, st.body, inner, loop);
      g.fn.line("}");
      g.fn.line(`rt.loop = ${outer};`);
      return;
    }
    case "While": {
      const { outer, m } = loopStart(g, st);
      const first = g.fn.temp();
      const loop = g.fn.label();
      g.fn.line(`${loop}: for (let ${first} = true; ; ${first} = false) {`);
      g.fn.line(`if (!${first}) { ${chargeIteration(g, m)} }`);
      const v = ex(g, st.condition, s);
      const bad = statementOver(g, 1, (ops) => ({ ...st, condition: ops[0] ?? st.condition, body: emptyBlock(st) }));
      g.fn.line(`if (${v} !== true) { if (${v} !== false) { rt.steps--; ${bad}(rt, [${v}]); } break; }`);
      emitBlock(g, st.body, s, loop);
      g.fn.line("}");
      g.fn.line(`rt.loop = ${outer};`);
      return;
    }
    case "Repeat": {
      const { outer, m } = loopStart(g, st);
      const first = g.fn.temp();
      const loop = g.fn.label();
      g.fn.line(`${loop}: for (let ${first} = true; ; ${first} = false) {`);
      g.fn.line(`if (!${first}) { ${chargeIteration(g, m)} }`);
      emitBlock(g, st.body, s, loop);
      g.fn.line("}");
      g.fn.line(`rt.loop = ${outer};`);
      return;
    }
    case "CallStmt": {
      const args = st.args.map((a) => ex(g, a, s));
      g.fn.line(`f = ${g.ruleFns.get(st.rule.name)!}(rt${args.map((a) => `, ${a}`).join("")});`);
      return;
    }
    case "Leave":
      g.fn.line(`rt.leaveTarget = ${g.k.ref(st.rule.name)}; f = 1;`);
      return;
    case "EndGame":
      g.fn.line(`if (rt.events && rt.builds(${g.k.ref("end")})) rt.event({ type: ${g.k.ref("end")} }); f = 2;`);
      return;
    case "Winners": {
      const v = ex(g, st.players, s);
      const list = keep(g, `${g.k.ref(Array.isArray)}(${v}) ? ${v} : [${v}]`);
      const bad = statementOver(g, 1, (ops) => ({ ...st, players: ops[0] ?? st.players }));
      const i = g.fn.temp();
      g.fn.line(
        `for (let ${i} = 0; ${i} < ${list}.length; ${i}++) if (!(${list}[${i}] instanceof ${g.k.ref(Player)})) { rt.steps--; ${bad}(rt, [${v}]); }`,
      );
      g.fn.line(`rt.winners = ${list};`);
      return;
    }
    case "NestedRule": {
      // a function of its own: a rule's sections written in place made functions too large for
      // the optimizing compiler to take on quickly. At the top level, with the enclosing locals
      // it reads as parameters, unless it sets one of them; else closed over them.
      if (!setsEnclosingLocal(st.body, s)) return emitTopLevelSection(g, st, s);
      const saved = g.owner;
      g.owner = st.name.name;
      const section = `s${g.sections.count++}`;
      g.fn.line(`function ${section}() {`);
      g.fn.line("let f = 0;");
      emitExecution(
        g,
        st.name.name,
        st.implements.map((i) => i.name),
        label,
        (inner) => emitBlock(g, st.body, s, inner),
      );
      g.fn.line("return f;");
      g.fn.line("}");
      g.fn.line(`f = ${section}();`);
      g.owner = saved;
      return;
    }
    case "Log": {
      const v = ex(g, st.message, s);
      g.fn.line(
        `if (rt.events && rt.builds(${g.k.ref("log")})) rt.event({ type: ${g.k.ref("log")}, message: ${g.k.ref(logText)}(${v}) });`,
      );
      return;
    }
    default:
      // a new kind of statement is a type error here, not a statement silently left out
      return assertNever(st, "the statement");
  }
}

/** Whether a statement of `b`, at any depth, sets a name that `s` knows as a local (a local the
 *  block declares itself with the same name counts too: the answer errs on the safe side). */
function setsEnclosingLocal(b: Block, s: LocalScope): boolean {
  const sets = (st: Stmt): boolean =>
    st.kind === "Set" ? st.target.kind === "Name" && s.lookup(st.target.name) !== undefined : innerStatements(st).some((x) => x.some(sets));
  return b.statements.some(sets);
}

/** A section as a top-level function `s<n>(rt, ...locals it reads)`, called in its place. */
function emitTopLevelSection(g: Gen, st: Extract<Stmt, { kind: "NestedRule" }>, s: LocalScope): void {
  const saved = { owner: g.owner, fn: g.fn };
  const inner = s.capturing();
  const lines = executionFunction(g, st, inner);
  const name = `s${g.sections.count++}`;
  const params = ["rt", ...inner.captures()].join(", ");
  g.sections.parts.push(`function ${name}(${params}) {`, ...lines, "}");
  g.owner = saved.owner;
  g.fn = saved.fn;
  g.fn.line(`f = ${name}(${params});`);
}

/** The body of a top-level function that runs one execution of a rule or section (emit-execution.ts). */
export function executionFunction(
  g: Gen,
  r: { name: { name: string }; implements: { name: string }[]; body: Block },
  s: LocalScope,
): string[] {
  g.owner = r.name.name;
  g.fn = new FnCode("");
  g.fn.line(PRELUDE);
  g.fn.line("let f = 0;");
  emitExecution(
    g,
    r.name.name,
    r.implements.map((i) => i.name),
    "",
    (label) => emitBlock(g, r.body, s, label),
  );
  g.fn.line("return f;");
  return g.fn.lines;
}

function emptyBlock(st: Stmt): Block {
  return { kind: "Block", statements: [], range: st.range };
}

function emitSet(g: Gen, st: SetStmt, s: LocalScope): void {
  const t = st.target;
  const op = g.k.ref(st.op);
  const comb = g.k.ref(combine);
  const plain = g.k.ref(toPlain);
  if (t.kind === "Name") {
    const local = s.lookup(t.name);
    if (local !== undefined) {
      const v = ex(g, st.value, s);
      if (st.op === "=") g.fn.line(`${local} = ${v};`);
      else {
        const r = g.fn.temp();
        const sign = st.op === "+=" ? "+" : "-";
        g.fn.line(`let ${r};`);
        g.fn.line(
          `if (typeof ${local} === "number" && typeof ${v} === "number" && (${r} = ${local} ${sign} ${v}) <= ${MAX_INT} && ${r} >= -${MAX_INT}) ${local} = ${r};`,
        );
        g.fn.line(`else ${local} = ${comb}(rt, ${op}, ${local}, ${v});`);
      }
      return;
    }
    const v = varNamed(g, t, s);
    if (v && v.per.kind === "shared") {
      const value = ex(g, st.value, s);
      const nv = keep(g, st.op === "=" ? value : `${comb}(rt, ${op}, V[${v.slot}], ${value})`);
      g.fn.line(`V[${v.slot}] = ${nv};`);
      g.fn.line(
        `if (rt.events && rt.buildsSet(${g.k.ref(v.name)})) rt.event({ type: ${g.k.ref("set")}, variable: ${g.k.ref(v.name)}, value: ${plain}(${nv}) });`,
      );
      return;
    }
  }
  if (t.kind === "Index" && t.object.kind === "Name" && t.indices.length === 1 && s.lookup(t.object.name) === undefined) {
    const v = varNamed(g, t.object, s);
    const per = v?.per;
    if (v && per && per.kind !== "shared") {
      const k = ex(g, t.indices[0]!, s);
      const i = per.kind === "player" ? keep(g, `${k} instanceof ${g.k.ref(Player)} ? ${k}.seat : undefined`) : ordinalOf(g, per.keys, k);
      const bad = statementOver(g, 1, (ops) => ({
        ...st,
        target: { ...t, indices: [ops[0] ?? t.indices[0]!] },
        value: { kind: "None", range: st.range },
      }));
      g.fn.line(`if (${i} === undefined) { rt.steps--; ${bad}(rt, [${k}]); }`);
      const entries = keep(g, `V[${v.slot}]`);
      const value = ex(g, st.value, s);
      const nv = keep(g, st.op === "=" ? value : `${comb}(rt, ${op}, ${entries}[${i}], ${value})`);
      g.fn.line(`${entries}[${i}] = ${nv};`);
      const index = per.kind === "player" ? `${k}.name` : `${g.k.ref(String)}(${k})`;
      g.fn.line(
        `if (rt.events && rt.buildsSet(${g.k.ref(v.name)})) rt.event({ type: ${g.k.ref("set")}, variable: ${g.k.ref(v.name)}, index: ${index}, value: ${plain}(${nv}) });`,
      );
      return;
    }
  }
  // the checks refuse every other target
  const { call, frame } = g.slow.block(st, s, g.owner);
  g.fn.line(`rt.steps--; ${call}(rt, ${frame});`);
}
