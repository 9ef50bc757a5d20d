// The checks that several constructs share: a condition is true or false, a loop runs over a list,
// a statement names a zone or a rule, arguments fit their parameters. Low-level on purpose (types
// and suggestions only): the statements' construct files (grammar/statements/) call these, and
// ast-children.ts, which nearly everything imports, reads those files.
import type { Expr, Identifier } from "../ast.js";
import { cannotHold, describe, plainType, type Type } from "../link/types.js";
import { didYouMean } from "../suggest.js";
import type { CheckContext } from "./registry.js";

export function expectBool(e: Expr | undefined, type: Type, ctx: CheckContext, what: string): void {
  if (!e || type.t === "unknown" || type.t === "bool") return;
  ctx.report({
    code: "wrong-type",
    message: `${what} must be true or false, but this is ${describe(type)}`,
    range: e.range,
    hint: type.t === "list" ? "test a list with `count(xs) > 0`, `any(...)` or `all(...)`" : undefined,
  });
}

/** `what` (`an \`if\` condition`) must be true or false. */
export function expectCondition(e: Expr, ctx: CheckContext, what: string): void {
  expectBool(e, ctx.typeOf(e), ctx, what);
}

export function expectList(e: Expr, ctx: CheckContext, what: string): void {
  const type = ctx.typeOf(e);
  if (type.t === "unknown" || type.t === "list" || type.t === "none") return;
  ctx.report({
    code: "wrong-type",
    message: `${what} needs a list, but this is ${describe(type)}`,
    range: e.range,
    hint: type.t === "int" ? "for a count, use a range: `1..n`" : undefined,
  });
}

/** The name a zone position starts with: `hand` in `hand[p]`. */
function zoneBase(e: Expr): Extract<Expr, { kind: "Name" }> | undefined {
  if (e.kind === "Name") return e;
  if (e.kind === "Index" && e.object.kind === "Name") return e.object;
  return undefined;
}

/** A zone position (`pile`, `hand[p]`) names a zone; a local may hold one's cards too. */
export function expectZone(e: Expr, ctx: CheckContext): void {
  const base = zoneBase(e);
  if (!base) return;
  const d = ctx.declarationOf(base);
  // a local may hold a zone's cards or a card list; only a declared non-zone is wrong
  if (d?.kind === "zone" || d?.kind === "local") return;
  ctx.claim(base);
  ctx.report({
    code: "unknown-zone",
    message: d ? `\`${base.name}\` is not a zone` : `unknown zone \`${base.name}\``,
    range: base.range,
    hint: didYouMean(base.name, ctx.program.zones.keys()),
  });
}

/** A bare zone name (`deal ... to hand`). */
export function expectZoneName(id: Identifier, ctx: CheckContext): void {
  if (!id.name || ctx.declarationOf(id)?.kind === "zone") return;
  ctx.report({
    code: "unknown-zone",
    message: `unknown zone \`${id.name}\``,
    range: id.range,
    hint: didYouMean(id.name, ctx.program.zones.keys()),
  });
}

/** A rule's name resolves; `candidates` are the names a misspelling may have meant. */
export function expectRule(id: Identifier, candidates: readonly string[], ctx: CheckContext): void {
  if (!id.name || ctx.declarationOf(id)) return;
  ctx.report({ code: "unknown-rule", message: `unknown rule \`${id.name}\``, range: id.range, hint: didYouMean(id.name, candidates) });
}

/** Each rule ID is declared in a `rulebook` (when the game has one). */
export function expectRuleIds(ids: readonly Identifier[], ctx: CheckContext): void {
  if (ctx.program.rulebooks.length === 0) return;
  for (const id of ids) {
    if (ctx.declarationOf(id)) continue;
    const declared = ctx.program.rulebooks.flatMap((b) => b.entries.map((e) => e.id.name));
    ctx.report({
      code: "unknown-rule-id",
      message: `rule ID \`${id.name}\` is not declared in a \`rulebook\``,
      range: id.range,
      hint: didYouMean(id.name, declared) ?? "add it to the rulebook with a one-line summary",
    });
  }
}

/** `call draw(q)` and `best-rank(c)`: each argument of a rule's or a function's parameter type. */
export function expectArgumentsFit(callee: Identifier, args: readonly Expr[], ctx: CheckContext): void {
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
