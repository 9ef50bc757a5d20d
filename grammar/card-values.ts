// Card data values: a card row's or default's expression, read as a constant of the attribute's
// declared type. Problems become diagnostics (`value-out-of-range`, `wrong-type`,
// `unknown-enum-value`), never exceptions.
import type { EnumDecl, Expr, SourceRange, TypeExpr } from "./ast.js";
import { foldInt } from "./constant-int.js";
import type { Diagnostic, DiagnosticCode } from "./diagnostic.js";
import type { CardValue } from "./program.js";
import { didYouMean } from "./suggest.js";

export interface ValueContext {
  enums: Map<string, EnumDecl>;
  /** card kinds by name: a value of a kind type is a card id */
  kinds: Set<string>;
  /** each card id written as a value of a kind type, to be checked once every card is known */
  cardReferences: { id: string; kind: string; range: SourceRange }[];
}

export type Conversion = { ok: true; value: CardValue } | { ok: false; diagnostic: Diagnostic };

function fail(code: DiagnosticCode, message: string, range: SourceRange, hint?: string): Conversion {
  return { ok: false, diagnostic: { code, severity: "error", message, range, hint } };
}

export function describeType(t: TypeExpr): string {
  switch (t.kind) {
    case "IntType":
      return t.min !== undefined ? `int ${t.min}..${t.max}` : "int";
    case "BoolType":
      return "bool";
    case "TextType":
      return "text";
    case "PlayerType":
      return "player";
    case "NamedType":
      return t.name.name;
    case "ListType":
      return `list of ${describeType(t.element)}`;
    case "MapType":
      return `map ${t.key.name} to ${describeType(t.value)}`;
    case "UnionType":
      return t.options.map(describeType).join(" or ");
  }
}

function isKindType(t: TypeExpr, ctx: ValueContext): boolean {
  return t.kind === "NamedType" && ctx.kinds.has(t.name.name);
}

export function convertValue(e: Expr, type: TypeExpr, ctx: ValueContext): Conversion {
  if (e.kind === "None") return { ok: true, value: null };
  switch (type.kind) {
    case "IntType": {
      const folded = foldInt(e);
      if (!folded.ok)
        return folded.diagnostic
          ? { ok: false, diagnostic: folded.diagnostic }
          : fail("wrong-type", `expected ${describeType(type)} here`, e.range);
      const n = folded.value;
      if ((type.min !== undefined && n < type.min) || (type.max !== undefined && n > type.max)) {
        return fail(
          "value-out-of-range",
          `${n} is outside ${type.min}..${type.max}`,
          e.range,
          `write a number from ${type.min} to ${type.max}`,
        );
      }
      return { ok: true, value: n };
    }
    case "BoolType":
      return e.kind === "Bool" ? { ok: true, value: e.value } : fail("wrong-type", "expected `true` or `false` here", e.range);
    case "TextType":
      return e.kind === "Text" ? { ok: true, value: e.value } : fail("wrong-type", "expected a text in double quotes here", e.range);
    case "PlayerType":
      return fail("wrong-type", "a player cannot be written in card data", e.range);
    case "NamedType": {
      const en = ctx.enums.get(type.name.name);
      if (en) {
        const values = en.values.map((v) => v.name.name);
        if (e.kind !== "Name") return fail("wrong-type", `expected a value of \`${en.name.name}\` (${values.join(", ")}) here`, e.range);
        if (!values.includes(e.name)) {
          return fail("unknown-enum-value", `\`${e.name}\` is not a value of \`${en.name.name}\``, e.range, didYouMean(e.name, values));
        }
        return { ok: true, value: e.name };
      }
      if (ctx.kinds.has(type.name.name) && e.kind === "Name") {
        ctx.cardReferences.push({ id: e.name, kind: type.name.name, range: e.range });
        return { ok: true, value: e.name };
      }
      return fail("wrong-type", `expected ${describeType(type)} here`, e.range);
    }
    case "ListType": {
      if (e.kind !== "List") return fail("wrong-type", `expected a list \`[...]\` here`, e.range);
      const items: CardValue[] = [];
      for (const item of e.items) {
        const c = convertValue(item, type.element, ctx);
        if (!c.ok) return c;
        items.push(c.value);
      }
      return { ok: true, value: items };
    }
    case "MapType":
      return fail("wrong-type", `set a map entry by its own column, e.g. \`columns ${type.key.name}...\``, e.range);
    case "UnionType": {
      let first: Conversion | undefined;
      // a kind type takes any name as a card id: every other reading of a name goes first
      const kindLast = [...type.options].sort((x, y) => Number(isKindType(x, ctx)) - Number(isKindType(y, ctx)));
      for (const option of kindLast) {
        const c = convertValue(e, option, ctx);
        if (c.ok) return c;
        // an int out of range says more than "not an enum value"
        if (!first || c.diagnostic.code === "value-out-of-range") first = c;
      }
      if (first && !first.ok && first.diagnostic.code === "value-out-of-range") return first;
      return fail("wrong-type", `expected ${describeType(type)} here`, e.range);
    }
  }
}
