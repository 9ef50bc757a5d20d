// Fills a NameIndex while the checks run: the declarations of every file, then, as the walker
// (checks/walker.ts) reaches each node with its scope, every name the node uses, resolved by the
// checks' own `ctx.resolve` and types. Registered in the check registry beside the checks.
import type { Expr, Identifier, TypeExpr } from "../ast.js";
import { builtins } from "../checks/builtins.js";
import type { CheckContext, CheckableKind, Check } from "../checks/registry.js";
import { elementType } from "../checks/infer.js";
import { optionComparisons, type Resolution } from "../checks/resolve.js";
import { describe, typeFromDecl, type Type } from "../checks/types.js";
import type { Program } from "../program.js";
import { allRuleNames, sectionsOf } from "../rule-names.js";
import { localKey, symbolKey, type NameIndex } from "./name-index.js";

/** Every declaring identifier of the program's files. */
export function declareAll(program: Program, index: NameIndex): void {
  const rule = (id: Identifier) => index.declare("rule", id);
  for (const file of program.files) {
    for (const d of file.declarations) {
      switch (d.kind) {
        case "Use":
        case "Assert":
        case "Invariant":
        case "Divergence":
        case "Describe":
          break;
        case "Game":
          d.playerAttributes.forEach((a) => index.declare("player-attribute", a.name));
          break;
        case "Rulebook":
          d.entries.forEach((e) => index.declare("rule-id", e.id));
          break;
        case "Enum":
          index.declare("enum", d.name);
          d.values.forEach((v) => index.declare("enum-value", v.name, d.name.name));
          break;
        case "Kind":
          index.declare("kind", d.name);
          d.attributes.forEach((a) => index.declare("attribute", a.name, d.name.name));
          break;
        case "Cards":
          d.rows.forEach((r) => index.declare("card", r.id));
          break;
        case "Option":
          index.declare("option", d.name);
          d.values.forEach((v) => index.declare("option-value", v, d.name.name));
          break;
        case "Zone":
        case "Var":
        case "Table":
          index.declare(d.kind === "Zone" ? "zone" : d.kind === "Var" ? "var" : "table", d.name);
          break;
        case "Function":
          index.declare("function", d.name);
          d.params.forEach((p) => index.declare("param", p.name, undefined, localKey(p.name)));
          break;
        case "Rule":
          rule(d.name);
          d.params.forEach((p) => index.declare("param", p.name, undefined, localKey(p.name)));
          sectionsOf(d.body).forEach((s) => rule(s.name));
          break;
        case "Trigger":
          index.declare("trigger", d.name);
          break;
        case "Variant":
          // a replacement names the base's rule; sections inside it are new
          d.replacements.forEach((r) => sectionsOf(r.body).forEach((s) => rule(s.name)));
          break;
      }
    }
  }
}

type Recorders = { [K in CheckableKind]?: Check<K>[] };

/** The key of what a resolution names (undefined for a local the walker did not declare). */
function keyOf(name: string, r: Resolution, ctx: CheckContext): string | undefined {
  switch (r.as) {
    case "local": {
      const at = ctx.scope.declarationOf(name);
      return at && localKey(at);
    }
    case "builtin":
      return symbolKey("builtin", name);
    case "var":
    case "zone":
    case "option":
    case "enum":
    case "kind":
    case "table":
    case "function":
      return symbolKey(r.as, name);
    case "enum-value":
      return symbolKey("enum-value", name, ctx.enumValues.get(name));
    case "option-value": {
      const option = factsOf(ctx.program).optionOfValue.get(name);
      return option && symbolKey("option-value", name, option);
    }
  }
}

export function nameRecorders(index: NameIndex): Recorders {
  const recorded = new WeakSet<Expr>();

  const referName = (name: string, range: Identifier["range"], ctx: CheckContext) => {
    const r = ctx.resolve(name);
    const key = r && keyOf(name, r, ctx);
    if (!key) return;
    index.refer(range, key, r.as === "builtin" ? { kind: "builtin", name } : undefined);
    if ("type" in r && r.type.t !== "unknown") index.describe(key, describe(r.type));
  };
  const referIf = (kind: Parameters<typeof symbolKey>[0], id: Identifier | undefined, exists: boolean, container?: string) => {
    if (id && exists) index.refer(id.range, symbolKey(kind, id.name, container));
  };
  const rule = (id: Identifier, ctx: CheckContext) => referIf("rule", id, factsOf(ctx.program).rules.has(id.name));
  const ruleIds = (ids: Identifier[], ctx: CheckContext) => {
    const declared = factsOf(ctx.program).ruleIds;
    ids.forEach((id) => referIf("rule-id", id, declared.has(id.name)));
  };
  const enumOrKind = (id: Identifier | undefined, ctx: CheckContext) => {
    if (!id) return;
    referIf("enum", id, ctx.program.enums.has(id.name));
    referIf("kind", id, ctx.program.kinds.has(id.name));
  };
  const type = (t: TypeExpr | undefined, ctx: CheckContext): void => {
    if (!t) return;
    switch (t.kind) {
      case "IntType":
      case "BoolType":
      case "TextType":
      case "PlayerType":
        return;
      case "NamedType":
        return enumOrKind(t.name, ctx);
      case "ListType":
        return type(t.element, ctx);
      case "MapType":
        enumOrKind(t.key, ctx);
        return type(t.value, ctx);
      case "UnionType":
        return t.options.forEach((o) => type(o, ctx));
    }
  };
  /** names in card data and defaults, which the walker does not visit as expressions */
  const data = (e: Expr, ctx: CheckContext): void => {
    if (e.kind === "Name") referName(e.name, e.range, ctx);
    else if (e.kind === "List") e.items.forEach((i) => data(i, ctx));
  };
  const attribute = (id: Identifier, kind: string, ctx: CheckContext) =>
    referIf("attribute", id, ctx.program.kinds.get(kind)?.attributes.some((a) => a.name.name === id.name) ?? false, kind);
  const declareLocal = (id: Identifier, type: Type) => {
    const key = index.declare("local", id, undefined, localKey(id));
    if (type.t !== "unknown") index.describe(key, describe(type));
  };
  const params = (ps: { name: Identifier; type: TypeExpr }[], ctx: CheckContext) =>
    ps.forEach((p) => {
      type(p.type, ctx);
      const t = typeFromDecl(p.type, ctx.program);
      if (t.t !== "unknown") index.describe(localKey(p.name), describe(t));
    });

  return {
    Name: [
      (e, ctx) => {
        if (!recorded.has(e)) referName(e.name, e.range, ctx);
      },
    ],
    Member: [
      (e, ctx) => {
        const object = ctx.typeOf(e.object);
        if (object.t === "player") {
          referIf("player-attribute", e.member, ctx.program.game?.playerAttributes.some((a) => a.name.name === e.member.name) ?? false);
          return;
        }
        if (object.t !== "card") return;
        // a card of any kind: the attribute of the one kind that has it
        const kinds = object.kind ? [object.kind] : (factsOf(ctx.program).kindsWithAttribute.get(e.member.name) ?? []);
        if (kinds.length === 1) attribute(e.member, kinds[0]!, ctx);
      },
    ],
    Call: [
      (s, ctx) => {
        if ("rule" in s) return rule(s.rule, ctx);
        const name = s.callee.name;
        if (ctx.program.functions.has(name)) index.refer(s.callee.range, symbolKey("function", name));
        else if (BUILTIN_FUNCTIONS.has(name))
          index.refer(s.callee.range, symbolKey("builtin-function", name), { kind: "builtin-function", name });
      },
    ],
    Leave: [(s, ctx) => rule(s.rule, ctx)],
    Trigger: [
      (t, ctx) => {
        rule(t.after, ctx);
        ruleIds(t.implements, ctx);
      },
    ],
    Rule: [
      (r, ctx) => {
        ruleIds(r.implements, ctx);
        params(r.params, ctx);
      },
    ],
    NestedRule: [(r, ctx) => ruleIds(r.implements, ctx)],
    Option: [
      (o, ctx) => {
        ruleIds(o.resolves, ctx);
        type(o.type, ctx);
        const d = o.default;
        if (d.kind === "Name" && o.values.some((v) => v.name === d.name))
          index.refer(d.range, symbolKey("option-value", d.name, o.name.name));
        else data(d, ctx);
      },
    ],
    Binary: [
      (e, ctx) => {
        for (const { option, optionName, symbol } of optionComparisons(e, ctx.resolve)) {
          if (!option.values.some((v) => v.name === symbol.name)) continue;
          recorded.add(symbol);
          index.refer(symbol.range, symbolKey("option-value", symbol.name, optionName));
        }
      },
    ],
    Zone: [
      (z, ctx) => {
        [z.of, ...z.holds].forEach((id) => referIf("kind", id, ctx.program.kinds.has(id.name)));
        enumOrKind(z.per, ctx);
        enumOrKind(z.gridColumns, ctx);
      },
    ],
    Var: [
      (v, ctx) => {
        type(v.type, ctx);
        enumOrKind(v.per, ctx);
      },
    ],
    Function: [
      (f, ctx) => {
        params(f.params, ctx);
        type(f.returnType, ctx);
      },
    ],
    Table: [
      (t, ctx) => {
        t.keyTypes.forEach((k) => type(k, ctx));
        type(t.valueType, ctx);
      },
    ],
    Kind: [
      (k, ctx) =>
        k.attributes.forEach((a) => {
          type(a.type, ctx);
          if (a.default?.kind === "Name") data(a.default, ctx);
        }),
    ],
    Game: [
      (g, ctx) => {
        g.playerAttributes.forEach((a) => type(a.type, ctx));
        referIf("var", g.score, g.score !== undefined && ctx.program.vars.has(g.score.name));
        referIf("function", g.standings?.by, g.standings !== undefined && ctx.program.functions.has(g.standings.by.name));
      },
    ],
    Is: [
      (e, ctx) => {
        if (e.type.kind !== "NoneType") type(e.type, ctx);
      },
    ],
    Deal: [(s, ctx) => referIf("zone", s.to, ctx.program.zones.has(s.to.name))],
    Let: [(s, ctx) => declareLocal(s.name, ctx.typeOf(s.value))],
    Choose: [(s, ctx) => declareLocal(s.name, elementType(ctx.typeOf(s.from)))],
    For: [(s, ctx) => declareLocal(s.name, elementType(ctx.typeOf(s.iterable)))],
    Comprehension: [(e, ctx) => declareLocal(e.name, elementType(ctx.typeOf(e.iterable)))],
    Sort: [(e, ctx) => declareLocal(e.name, elementType(ctx.typeOf(e.iterable)))],
    Cards: [
      (c, ctx) => {
        referIf("kind", c.of, ctx.program.kinds.has(c.of.name));
        for (const col of c.columns) {
          const [first, ...rest] = col.path;
          if (first) attribute(first, c.of.name, ctx);
          rest.forEach((id) => referName(id.name, id.range, ctx));
        }
        c.rows.forEach((r) => r.values.forEach((v) => data(v, ctx)));
        for (const g of c.generators) {
          g.loops.forEach((l) => {
            attribute(l.attribute, c.of.name, ctx);
            data(l.source, ctx);
          });
          g.fixed.forEach((f) => {
            attribute(f.attribute, c.of.name, ctx);
            data(f.value, ctx);
          });
        }
      },
    ],
    Divergence: [
      (d, ctx) => {
        referName(d.name.name, d.name.range, ctx);
        const option = ctx.program.options.get(d.name.name);
        for (const r of d.readings)
          referIf("option-value", r.value, option?.values.some((v) => v.name === r.value?.name) ?? false, d.name.name);
      },
    ],
    Variant: [
      (v, ctx) => {
        for (const s of v.settings) {
          const option = ctx.program.options.get(s.option.name);
          referIf("option", s.option, option !== undefined);
          const value = s.value;
          if (value.kind === "Name" && option?.values.some((x) => x.name === value.name)) {
            index.refer(value.range, symbolKey("option-value", value.name, s.option.name));
          }
        }
        v.replacements.forEach((r) => rule(r.name, ctx));
      },
    ],
  };
}

/** Lookups the recorders make for every name, worked out once per program. */
interface ProgramFacts {
  rules: Set<string>;
  ruleIds: Set<string>;
  /** an option value -> the first option that has it */
  optionOfValue: Map<string, string>;
  kindsWithAttribute: Map<string, string[]>;
}

const facts = new WeakMap<Program, ProgramFacts>();

function factsOf(program: Program): ProgramFacts {
  let f = facts.get(program);
  if (f) return f;
  const optionOfValue = new Map<string, string>();
  for (const o of program.options.values())
    for (const v of o.values) if (!optionOfValue.has(v.name)) optionOfValue.set(v.name, o.name.name);
  const kindsWithAttribute = new Map<string, string[]>();
  for (const k of program.kinds.values())
    for (const a of k.attributes) kindsWithAttribute.set(a.name.name, [...(kindsWithAttribute.get(a.name.name) ?? []), k.name.name]);
  f = {
    rules: new Set(allRuleNames(program)),
    ruleIds: new Set(program.rulebooks.flatMap((b) => b.entries.map((e) => e.id.name))),
    optionOfValue,
    kindsWithAttribute,
  };
  facts.set(program, f);
  return f;
}

const BUILTIN_FUNCTIONS: ReadonlySet<string> = new Set(builtins.keys());
