// The checks of a `strategy` (grammar/ast-strategy.ts), on the linking stage's resolution
// (grammar/link/strategy-link.ts): every label names a decision some `choose` asks, every zone,
// attribute and enum value is declared, a zone per player is read as `[me]` and a zone per enum
// value at one of its values, and each preference is given once.
import type { Identifier, PreferenceDecl, ScoreTerm, StrategyDecl, TopAttribute, ZoneRef } from "../ast.js";
import { assertNever } from "../assert-never.js";
import { answerKinds, DECIDING_PLAYER } from "../link/strategy-link.js";
import { didYouMean } from "../suggest.js";
import type { Check, CheckContext } from "./registry.js";

function attributeNames(ctx: CheckContext, kinds: readonly string[]): string[] {
  return kinds.flatMap((k) => ctx.program.kinds.get(k)?.attributes.map((a) => a.name.name) ?? []);
}

/** The kinds the zone holds, after reporting what is wrong with the reference. */
function checkZone(z: ZoneRef, ctx: CheckContext): string[] | undefined {
  const d = ctx.declarationOf(z.zone);
  if (d?.kind !== "zone") {
    ctx.report({
      code: "unknown-zone",
      message: `the strategy reads the zone \`${z.zone.name}\`, which is not declared`,
      range: z.zone.range,
      hint: didYouMean(z.zone.name, ctx.program.zones.keys()),
    });
    return undefined;
  }
  const layout = d.facts.layout;
  const name = z.zone.name;
  if (layout.per === "shared" && z.key) {
    ctx.report({ code: "wrong-zone-key", message: `\`${name}\` is one shared zone: write \`${name}\` without a key`, range: z.key.range });
  } else if (layout.per === "player" && z.key?.name !== DECIDING_PLAYER) {
    ctx.report({
      code: "wrong-zone-key",
      message: `\`${name}\` is a zone per player: the strategy reads the deciding player's, \`${name}[${DECIDING_PLAYER}]\``,
      range: z.key?.range ?? z.zone.range,
    });
  } else if (layout.per === "enum") {
    const values = ctx.program.enums.get(layout.enum)?.values.map((v) => v.name.name) ?? [];
    const key = z.key;
    const resolved = key ? ctx.declarationOf(key) : undefined;
    if (!key || key.name === DECIDING_PLAYER) {
      ctx.report({
        code: "wrong-zone-key",
        message: `\`${name}\` is a zone per \`${layout.enum}\`: name one of its values, as in \`${name}[${values[0] ?? "value"}]\``,
        range: key?.range ?? z.zone.range,
      });
    } else if (resolved?.kind !== "enum-value" || resolved.enum.name.name !== layout.enum) {
      ctx.report({
        code: "unknown-enum-value",
        message: `\`${key.name}\` is not a value of \`${layout.enum}\`, the enum \`${name}\` is kept per`,
        range: key.range,
        hint: didYouMean(key.name, values),
      });
    }
  }
  return d.facts.holds === "card" ? [...ctx.program.kinds.keys()] : [d.facts.holds];
}

function checkAttribute(id: Identifier, kinds: readonly string[], where: string, ctx: CheckContext): void {
  if (ctx.declarationOf(id)?.kind === "attribute") return;
  ctx.report({
    code: "unknown-attribute",
    message: `${where} has no attribute \`${id.name}\``,
    range: id.range,
    hint: didYouMean(id.name, attributeNames(ctx, kinds)),
  });
}

function checkTop(t: TopAttribute, ctx: CheckContext): void {
  const kinds = checkZone(t.of, ctx);
  if (kinds) checkAttribute(t.attribute, kinds, `a card of \`${t.of.zone.name}\``, ctx);
}

/** An attribute of the answers, after reporting that they are not cards (false then). */
function checkAnswerAttribute(id: Identifier, p: PreferenceDecl, kinds: readonly string[], ctx: CheckContext): boolean {
  if (kinds.length === 0) {
    ctx.report({
      code: "wrong-type",
      message: `the answers to "${p.label.name}" are not cards: they have no attribute \`${id.name}\``,
      range: id.range,
      hint: "score answers that are not cards with `if answer is ...` or `min ATTRIBUTE in ZONE`",
    });
    return false;
  }
  checkAttribute(id, kinds, `an answer to "${p.label.name}"`, ctx);
  return true;
}

/** `value of Z`, or the answer's `value` */
function checkFactor(f: TopAttribute | Identifier | undefined, p: PreferenceDecl, kinds: readonly string[], ctx: CheckContext): void {
  if (f && "of" in f) checkTop(f, ctx);
  else if (f) checkAnswerAttribute(f, p, kinds, ctx);
}

/** `LIST has ...` reads a list attribute */
function checkList(id: Identifier, ctx: CheckContext): void {
  const d = ctx.declarationOf(id);
  if (d?.kind === "attribute" && d.attribute.type.kind !== "ListType") {
    ctx.report({
      code: "wrong-type",
      message: `\`${id.name} has\` asks whether a list holds a value, but \`${id.name}\` is not a list`,
      range: id.range,
    });
  }
}

function checkTerm(t: ScoreTerm, p: PreferenceDecl, kinds: readonly string[], ctx: CheckContext): void {
  switch (t.kind) {
    case "AnswerAttribute": {
      if (!checkAnswerAttribute(t.attribute, p, kinds, ctx)) return;
      if (t.key && "of" in t.key) checkTop(t.key, ctx);
      else if (t.key && ctx.declarationOf(t.key)?.kind !== "enum-value") {
        ctx.report({
          code: "unknown-enum-value",
          message: `\`${t.key.name}\` is not an enum value`,
          range: t.key.range,
          hint: didYouMean(t.key.name, ctx.link.namespace.valueNames()),
        });
      }
      return;
    }
    case "Match":
      checkFactor(t.times, p, kinds, ctx);
      return checkTop(t.equals, ctx);
    case "Has":
      checkFactor(t.times, p, kinds, ctx);
      if (checkAnswerAttribute(t.list, p, kinds, ctx)) checkList(t.list, ctx);
      return checkTop(t.holds, ctx);
    case "Sum": {
      const zoneKinds = checkZone(t.in, ctx);
      if (!zoneKinds) return;
      checkAttribute(t.attribute, zoneKinds, `a card of \`${t.in.zone.name}\``, ctx);
      if (t.list) {
        checkAttribute(t.list, zoneKinds, `a card of \`${t.in.zone.name}\``, ctx);
        checkList(t.list, ctx);
      }
      if (t.holds) checkAnswerAttribute(t.holds, p, kinds, ctx);
      return;
    }
    case "Extreme": {
      const zoneKinds = checkZone(t.in, ctx);
      if (!zoneKinds) return;
      checkAttribute(t.attribute, zoneKinds, `a card of \`${t.in.zone.name}\``, ctx);
      const d = ctx.declarationOf(t.attribute);
      if (d?.kind === "attribute" && d.attribute.type.kind !== "MapType") {
        ctx.report({
          code: "wrong-type",
          message: `\`${t.best} ${t.attribute.name}\` reads the attribute at each answer, but \`${t.attribute.name}\` is not a map`,
          range: t.attribute.range,
        });
      }
      return;
    }
    default:
      return assertNever(t, "score term");
  }
}

export const strategyNamesResolve: Check<"Strategy"> = (s: StrategyDecl, ctx) => {
  const given = new Map<string, PreferenceDecl>();
  for (const p of s.preferences) {
    const earlier = given.get(p.label.name);
    if (earlier) {
      ctx.report({
        code: "duplicate-preference",
        message: `"${p.label.name}" already has a preference (line ${earlier.label.range.start.line})`,
        range: p.label.range,
        hint: "add its terms to the first with `+`",
      });
    } else given.set(p.label.name, p);
    const choices = ctx.link.decisions.get(p.label.name);
    if (!choices) {
      ctx.report({
        code: "unknown-decision",
        message: `no \`choose\` asks a decision labelled "${p.label.name}"`,
        range: p.label.range,
        hint: didYouMean(p.label.name, ctx.link.decisions.keys()),
      });
      continue;
    }
    const kinds = answerKinds(ctx.link, choices);
    for (const t of p.terms) checkTerm(t, p, kinds, ctx);
  }
};
