// `wrong-type` for the cases a static look can settle: conditions that are not true/false,
// list functions given a non-list, arithmetic on true/false or text (but `+` joins two texts),
// `and`/`or`/`not` on numbers.
// An unknown type is never an error.
import type { Expr, Identifier } from "../ast.js";
import { DECLARATION_WORDS } from "../link/index.js";
import { cannotHold, describe, plainType, type Type } from "../link/types.js";
import type { Check, CheckContext } from "./registry.js";

function expectBool(e: Expr | undefined, type: Type, ctx: CheckContext, what: string): void {
  if (!e || type.t === "unknown" || type.t === "bool") return;
  ctx.report({
    code: "wrong-type",
    message: `${what} must be true or false, but this is ${describe(type)}`,
    range: e.range,
    hint: type.t === "list" ? "test a list with `count(xs) > 0`, `any(...)` or `all(...)`" : undefined,
  });
}

const condition = (e: Expr, ctx: CheckContext, what: string) => expectBool(e, ctx.typeOf(e), ctx, what);

export const ifConditionIsBool: Check<"If"> = (s, ctx) => condition(s.condition, ctx, "an `if` condition");
export const whileConditionIsBool: Check<"While"> = (s, ctx) => condition(s.condition, ctx, "a `while` condition");
export const ifExprConditionIsBool: Check<"IfExpr"> = (e, ctx) => condition(e.condition, ctx, "an `if` condition");
export const assertConditionIsBool: Check<"Assert"> = (d, ctx) => condition(d.condition, ctx, "an assertion");
export const invariantConditionIsBool: Check<"Invariant"> = (d, ctx) => condition(d.condition, ctx, "an invariant");
export const triggerConditionIsBool: Check<"Trigger"> = (d, ctx) => condition(d.when, ctx, "a trigger's `when`");

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

function expectList(e: Expr, ctx: CheckContext, what: string): void {
  const type = ctx.typeOf(e);
  if (type.t === "unknown" || type.t === "list" || type.t === "none") return;
  ctx.report({
    code: "wrong-type",
    message: `${what} needs a list, but this is ${describe(type)}`,
    range: e.range,
    hint: type.t === "int" ? "for a count, use a range: `1..n`" : undefined,
  });
}

export const forRunsOverAList: Check<"For"> = (s, ctx) => expectList(s.iterable, ctx, "`for`");
export const chooseFromAList: Check<"Choose"> = (s, ctx) => expectList(s.from, ctx, "`choose`");
export const comprehensionOverAList: Check<"Comprehension"> = (e, ctx) => expectList(e.iterable, ctx, "a comprehension");
export const sortOverAList: Check<"Sort"> = (e, ctx) => expectList(e.iterable, ctx, "`sort`");

/** `set x = ...` assigns a var or a local; a zone, option or enum cannot be assigned. */
export const setTargetIsAssignable: Check<"Set"> = (s, ctx) => {
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
export const setValueFitsTarget: Check<"Set"> = (s, ctx) => {
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

/** `call draw(q)` and `best-rank(c)`: each argument of a rule's or a function's parameter type. */
export const argumentsFitParameters: Check<"Call"> = (e, ctx) => argumentsFit(e.callee, e.args, ctx);
export const ruleArgumentsFitParameters: Check<"CallStmt"> = (s, ctx) => argumentsFit(s.rule, s.args, ctx);

function argumentsFit(callee: Identifier, args: readonly Expr[], ctx: CheckContext): void {
  const d = ctx.declarationOf(callee);
  if (d?.kind !== "rule" && d?.kind !== "function") return;
  d.decl.params.forEach((param, i) => {
    const arg = args[i];
    const binding = ctx.link.locals.get(param.name);
    if (!arg || !binding) return;
    const expected = plainType(binding.type);
    const given = ctx.typeOf(arg);
    if (cannotHold(expected, given))
      ctx.report({
        code: "wrong-type",
        message: `\`${param.name.name}\` of \`${d.decl.name.name}\` is ${describe(expected)}, but this is ${describe(given)}`,
        range: arg.range,
      });
  });
}
