// `wrong-type` for the cases a static look can settle: conditions that are not true/false,
// list functions given a non-list, arithmetic on true/false or text (but `+` joins two texts),
// `and`/`or`/`not` on numbers.
// An unknown type is never an error.
import { describe, type Type } from "../link/types.js";
import { expectArgumentsFit, expectBool, expectCondition, expectList } from "./expect.js";
import type { Check } from "./registry.js";

export const ifExprConditionIsBool: Check<"IfExpr"> = (e, ctx) => expectCondition(e.condition, ctx, "an `if` condition");
export const assertConditionIsBool: Check<"Assert"> = (d, ctx) => expectCondition(d.condition, ctx, "an assertion");
export const invariantConditionIsBool: Check<"Invariant"> = (d, ctx) => expectCondition(d.condition, ctx, "an invariant");
export const triggerConditionIsBool: Check<"Trigger"> = (d, ctx) => expectCondition(d.when, ctx, "a trigger's `when`");

export const filterIsBool: Check<"Comprehension"> = (e, ctx) => {
  if (e.filter) expectBool(e.filter, ctx.typeOf(e.filter), ctx, "a filter");
};
export const sortFilterIsBool: Check<"Sort"> = (e, ctx) => {
  if (e.filter) expectBool(e.filter, ctx.typeOf(e.filter), ctx, "a `where` filter");
};

export const listArgumentsAreLists: Check<"Call"> = (e, ctx) => {
  const d = ctx.declarationOf(e.callee);
  if (d?.kind !== "builtin-function") return;
  for (const i of d.spec.listArgs) {
    const arg = e.args[i];
    if (!arg) continue;
    const type = ctx.typeOf(arg);
    if (type.t === "unknown" || type.t === "list") continue;
    ctx.report({
      code: "wrong-type",
      message: `\`${e.callee.name}\` needs a list, but this is ${describe(type)}`,
      range: arg.range,
    });
  }
};

const notNumeric = (t: Type) => t.t === "bool" || t.t === "text";

export const arithmeticOnNumbers: Check<"Binary"> = (e, ctx) => {
  const arithmetic = ["+", "-", "*", "/", "%"].includes(e.op);
  const logical = e.op === "and" || e.op === "or";
  if (!arithmetic && !logical) return;
  const joinsTexts = e.op === "+" && ctx.typeOf(e.left).t !== "int" && ctx.typeOf(e.right).t !== "int";
  for (const side of [e.left, e.right]) {
    const type = ctx.typeOf(side);
    // `+` also joins lists, and texts ("a" + "b")
    const allowed = e.op === "+" && (type.t === "list" || (type.t === "text" && joinsTexts));
    if (arithmetic && !allowed && (notNumeric(type) || type.t === "list")) {
      ctx.report({ code: "wrong-type", message: `\`${e.op}\` works on numbers, but this is ${describe(type)}`, range: side.range });
    }
    if (logical) expectBool(side, type, ctx, `each side of \`${e.op}\``);
  }
};

export const unaryOperandType: Check<"Unary"> = (e, ctx) => {
  const type = ctx.typeOf(e.operand);
  if (e.op === "not") expectBool(e.operand, type, ctx, "the operand of `not`");
  else if (notNumeric(type) || type.t === "list") {
    ctx.report({ code: "wrong-type", message: `\`-\` works on numbers, but this is ${describe(type)}`, range: e.operand.range });
  }
};

export const comprehensionOverAList: Check<"Comprehension"> = (e, ctx) => expectList(e.iterable, ctx, "a comprehension");
export const sortOverAList: Check<"Sort"> = (e, ctx) => expectList(e.iterable, ctx, "`sort`");

/** `best-rank(c)`: each argument of the function's parameter type. */
export const argumentsFitParameters: Check<"Call"> = (e, ctx) => expectArgumentsFit(e.callee, e.args, ctx);
