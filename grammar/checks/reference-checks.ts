// References by name in declarations: the rule a trigger follows, rule IDs, option values, and the
// kinds and enums that declarations name. A statement's own references (the zones it moves cards
// to, the rule it calls) are checked by its construct (grammar/statements/).
import type { Identifier, TypeExpr } from "../ast.js";
import { describeType } from "../card-values.js";
import { foldInt } from "../constant-int.js";
import { assertNever } from "../assert-never.js";
import { didYouMean } from "../suggest.js";
import { expectRule, expectRuleIds } from "./expect.js";
import type { Check, CheckContext } from "./registry.js";

export const triggerRuleExists: Check<"Trigger"> = (t, ctx) => expectRule(t.after, ctx.ruleNames(), ctx);

export const ruleIdsDeclared: Check<"Rule"> = (r, ctx) => expectRuleIds(r.implements, ctx);
export const triggerIdsDeclared: Check<"Trigger"> = (t, ctx) => expectRuleIds(t.implements, ctx);
export const optionIdsDeclared: Check<"Option"> = (o, ctx) => expectRuleIds(o.resolves, ctx);

export const optionDefaultIsAValue: Check<"Option"> = (o, ctx) => {
  if (o.values.length === 0) return;
  const values = o.values.map((v) => v.name);
  const d = o.default;
  if (d.kind === "Name" && values.includes(d.name)) return;
  ctx.report({
    code: "unknown-option-value",
    message: `option \`${o.name.name}\` has no value ${d.kind === "Name" ? `\`${d.name}\`` : "like this"}`,
    range: d.range,
    hint: (d.kind === "Name" ? didYouMean(d.name, values) : undefined) ?? `its values: ${values.join(", ")}`,
  });
};

/** An option's value is set before the match exists, from a default or the command line: it is an
 *  int, bool or text, or a list of those or of an enum's values; no player, card or map. */
export const optionTypeIsSettable: Check<"Option"> = (o, ctx) => {
  const t = o.type;
  if (!t) return;
  const simple = (x: TypeExpr): boolean => x.kind === "IntType" || x.kind === "BoolType" || x.kind === "TextType";
  const settable =
    simple(t) ||
    (t.kind === "ListType" && (simple(t.element) || (t.element.kind === "NamedType" && ctx.program.enums.has(t.element.name.name))));
  if (settable) return;
  ctx.report({
    code: "wrong-type",
    range: t.range,
    message: `an option cannot be of type \`${describeType(t)}\`: its value is set before any player or card exists`,
    hint: "use `int`, `int A..B`, `bool`, `text`, `list of` one of those or of an enum, or a list of values `a | b`",
  });
};

/** An int option's default (or a variant's `set`) lies in the option's range. */
export const optionDefaultInRange: Check<"Option"> = (o, ctx) => {
  if (o.type?.kind !== "IntType") return;
  const folded = foldInt(o.default);
  if (!folded.ok) {
    if (folded.diagnostic) ctx.report(folded.diagnostic);
    return;
  }
  const { min, max } = o.type;
  if ((min !== undefined && folded.value < min) || (max !== undefined && folded.value > max)) {
    ctx.report({
      code: "value-out-of-range",
      message: `option \`${o.name.name}\` is ${min}..${max}; ${folded.value} is outside`,
      range: o.default.range,
      hint: `write a number from ${min} to ${max}`,
    });
  }
};

/** `option == symbol`: the symbol must be one of the option's values. */
export const optionComparedToItsValues: Check<"Binary"> = (e, ctx) => {
  for (const symbol of [e.left, e.right]) {
    if (symbol.kind !== "Name") continue;
    const option = ctx.link.comparedWithOption.get(symbol);
    if (!option) continue;
    const values = option.values.map((v) => v.name);
    const d = ctx.declarationOf(symbol);
    if (d?.kind === "option-value" && d.option === option) {
      ctx.claim(symbol);
      continue;
    }
    // a local or a var compared with the option is a value like any other
    if (d && d.kind !== "enum-value" && d.kind !== "option-value") continue;
    ctx.claim(symbol);
    ctx.report({
      code: "unknown-option-value",
      message: `option \`${option.name.name}\` has no value \`${symbol.name}\``,
      range: symbol.range,
      hint: didYouMean(symbol.name, values) ?? `its values: ${values.join(", ")}`,
    });
  }
};

function checkType(t: TypeExpr | undefined, ctx: CheckContext): void {
  if (!t) return;
  switch (t.kind) {
    case "NamedType": {
      const name = t.name.name;
      if (!name || name === "card" || name === "none" || ctx.program.kinds.has(name) || ctx.program.enums.has(name)) return;
      ctx.report({
        code: "unknown-kind",
        message: `unknown type \`${name}\`: no kind or enum has this name`,
        range: t.name.range,
        hint: didYouMean(name, [...ctx.program.kinds.keys(), ...ctx.program.enums.keys(), "int", "bool", "text", "player"]),
      });
      return;
    }
    case "ListType":
      return checkType(t.element, ctx);
    case "MapType":
      if (!ctx.program.enums.has(t.key.name)) {
        ctx.report({
          code: "unknown-kind",
          message: `a map is keyed by an enum, and \`${t.key.name}\` is none`,
          range: t.key.range,
          hint: didYouMean(t.key.name, ctx.program.enums.keys()),
        });
      }
      return checkType(t.value, ctx);
    case "UnionType":
      return t.options.forEach((o) => checkType(o, ctx));
    case "IntType":
    case "BoolType":
    case "TextType":
    case "PlayerType":
      return;
    default:
      assertNever(t, "the type");
  }
}

function checkPer(per: Identifier | undefined, ctx: CheckContext): void {
  if (!per || per.name === "player" || ctx.program.enums.has(per.name)) return;
  ctx.report({
    code: "unknown-name",
    message: `\`per\` needs \`player\` or an enum, and \`${per.name}\` is neither`,
    range: per.range,
    hint: didYouMean(per.name, ["player", ...ctx.program.enums.keys()]),
  });
}

export const kindTypesExist: Check<"Kind"> = (k, ctx) => k.attributes.forEach((a) => checkType(a.type, ctx));
export const gameTypesExist: Check<"Game"> = (g, ctx) => {
  g.playerAttributes.forEach((a) => checkType(a.type, ctx));
  if (g.score && !ctx.program.vars.has(g.score.name)) {
    ctx.report({
      code: "unknown-name",
      message: `the score names \`${g.score.name}\`, which is not a var`,
      range: g.score.range,
      hint: didYouMean(g.score.name, ctx.program.vars.keys()) ?? "declare it: `var points: int per player = 0`",
    });
  }
};
export const varTypesExist: Check<"Var"> = (v, ctx) => {
  checkType(v.type, ctx);
  checkPer(v.per, ctx);
};
export const functionTypesExist: Check<"Function"> = (f, ctx) => {
  f.params.forEach((p) => checkType(p.type, ctx));
  checkType(f.returnType, ctx);
};
export const tableTypesExist: Check<"Table"> = (t, ctx) => {
  t.keyTypes.forEach((k) => checkType(k, ctx));
  checkType(t.valueType, ctx);
};
export const optionTypeExists: Check<"Option"> = (o, ctx) => checkType(o.type, ctx);
export const isTypeExists: Check<"Is"> = (e, ctx) => {
  if (e.type.kind !== "NoneType") checkType(e.type, ctx);
};

export const zoneReferencesExist: Check<"Zone"> = (z, ctx) => {
  const kinds = [...ctx.program.kinds.keys()];
  for (const id of [z.of, ...z.holds]) {
    if (ctx.program.kinds.has(id.name) || (id === z.of && id.name === "card")) continue;
    ctx.report({
      code: "unknown-kind",
      message: `unknown kind \`${id.name}\``,
      range: id.range,
      hint: didYouMean(id.name, id === z.of ? [...kinds, "card"] : kinds),
    });
  }
  checkPer(z.per, ctx);
  if (z.gridColumns && !ctx.program.enums.has(z.gridColumns.name)) {
    ctx.report({
      code: "unknown-name",
      message: `grid columns need an enum, and \`${z.gridColumns.name}\` is none`,
      range: z.gridColumns.range,
      hint: didYouMean(z.gridColumns.name, ctx.program.enums.keys()),
    });
  }
};
