// `set dealer = next(dealer)`, `set points[p] += 3`: assigns a var, a var's entry or a local.
import type { Expr, Node } from "../ast.js";
import type { Check } from "../checks/registry.js";
import { node, token } from "../cst.js";
import { DECLARATION_WORDS } from "../link/declarations.js";
import { cannotHold, describe, type Type } from "../link/types.js";
import { statement } from "./construct.js";

/** `set dealer = next(dealer)`, `set points[p] += 3` */
export interface SetStmt extends Node {
  kind: "Set";
  target: Expr; // a Name or an Index of a Name
  op: "=" | "+=" | "-=";
  value: Expr;
}

declare module "../ast.js" {
  interface StatementNodes {
    Set: SetStmt;
  }
}

/** `set x = ...` assigns a var or a local; a zone, option or enum cannot be assigned. */
const setTargetIsAssignable: Check<"Set"> = (s, ctx) => {
  const base = s.target.kind === "Index" ? s.target.object : s.target;
  if (base.kind !== "Name") {
    ctx.report({ code: "wrong-type", message: "`set` assigns a var, a var's entry or a local", range: s.target.range });
    return;
  }
  const d = ctx.declarationOf(base);
  if (!d || d.kind === "local" || d.kind === "var") return;
  ctx.report({
    code: "wrong-type",
    message: `\`${base.name}\` is ${DECLARATION_WORDS[d.kind]} and cannot be set`,
    range: base.range,
    hint: d.kind === "zone" ? "move cards with `move ... to ...`" : "declare a `var` or use `let`",
  });
};

/** `set x = v`: v must be of x's type; `set x += v` and `-=` work on numbers (and `+=` joins lists). */
const setValueFitsTarget: Check<"Set"> = (s, ctx) => {
  const base = s.target.kind === "Index" ? s.target.object : s.target;
  const d = base.kind === "Name" ? ctx.declarationOf(base) : undefined;
  // what is no var nor local has its error from setTargetIsAssignable
  if (d?.kind !== "local" && d?.kind !== "var") return;
  const target = ctx.typeOf(s.target);
  const value = ctx.typeOf(s.value);
  if (s.op === "=") {
    if (cannotHold(target, value))
      ctx.report({
        code: "wrong-type",
        message: `\`${describeTarget(s.target)}\` holds ${describe(target)}, but this is ${describe(value)}`,
        range: s.value.range,
      });
    return;
  }
  const combines = (t: Type) => t.t === "int" || (s.op === "+=" && t.t === "list");
  if (target.t !== "unknown" && target.t !== "union" && !combines(target)) {
    ctx.report({
      code: "wrong-type",
      message: `\`${s.op}\` works on ${s.op === "+=" ? "a number or a list" : "a number"}, but \`${describeTarget(s.target)}\` holds ${describe(target)}`,
      range: s.target.range,
    });
    return;
  }
  const expected: Type = target.t === "list" ? target : { t: "int" };
  if (cannotHold(expected, value))
    ctx.report({
      code: "wrong-type",
      message: `\`${s.op}\` on ${describe(expected)} needs ${describe(expected)} too, but this is ${describe(value)}`,
      range: s.value.range,
    });
};

function describeTarget(e: Expr): string {
  if (e.kind === "Name") return e.name;
  if (e.kind === "Index" && e.object.kind === "Name") return `${e.object.name}[...]`;
  return "the target";
}

export const setStatement = statement({
  kind: "Set",
  rule: "setStmt",
  build: (n, b, range) => ({
    kind: "Set",
    target: b.postfix(node(n, "target"), range),
    op: token(n, "PlusEquals") ? "+=" : token(n, "MinusEquals") ? "-=" : "=",
    value: b.exprAt(n, "value", range),
    range,
  }),
  children: ["target", "value"],
  checks: [setTargetIsAssignable, setValueFitsTarget],
  docs: [{ syntax: "`set v = e`, `set v[i] += e`, `-=`", meaning: "assign a var, a per-player var entry, or a local" }],
});
