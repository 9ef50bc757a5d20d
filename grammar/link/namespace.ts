// The names a program declares, looked up once per program: what a bare name means when no local
// of that name is in scope, what a rule name, a rule ID, an attribute or a type name names.
// The one order of resolution (docs/language.md, "Names"): locals, then the built-in names
// (`players`, `player-count`: no declaration may take them), then the game's declarations (one
// namespace: `duplicate-name` refuses a clash), then enum values, then options' own values, then
// card ids (`move two-of-clubs to hand[p]`).
import type { Identifier, RulebookEntry } from "../ast.js";
import type { Program } from "../program.js";
import { sectionsOf } from "../rule-names.js";
import { BUILTIN_FUNCTIONS, builtinFunctions, builtinValues, type BuiltinName, type BuiltinValueName } from "./builtins.js";
import type { Declaration, DeclarationOf, Per, ZoneFacts } from "./declarations.js";
import { listOf, typeFromDecl, unknown, type Type } from "./types.js";

export class Namespace {
  /** vars, zones, options, enums, kinds, tables, functions by name */
  private readonly declared = new Map<string, Declaration>();
  private readonly builtinValue = new Map<string, Declaration>();
  private readonly builtinFunction = new Map<string, Declaration>();
  private readonly enumValues = new Map<string, DeclarationOf<"enum-value">>();
  /** an option's own value -> the first option that has it */
  private readonly optionValues = new Map<string, DeclarationOf<"option-value">>();
  private readonly cards = new Map<string, Declaration>();
  private readonly rules = new Map<string, Declaration>();
  private readonly ruleIds = new Map<string, Declaration>();
  private readonly triggers = new Map<string, Declaration>();
  private readonly attributes = new Map<string, Map<string, Declaration>>();
  /** attribute name -> the kinds that have it */
  readonly kindsWithAttribute = new Map<string, string[]>();
  private readonly playerAttributes = new Map<string, Declaration>();
  readonly zoneFacts = new Map<string, ZoneFacts>();

  constructor(readonly program: Program) {
    const p = program;
    for (const [name] of builtinValues) this.builtinValue.set(name, { kind: "builtin-value", name: name as BuiltinValueName });
    for (const [name, spec] of builtinFunctions)
      this.builtinFunction.set(name, { kind: "builtin-function", name: name as BuiltinName, spec });
    for (const e of p.enums.values()) {
      for (const v of e.values)
        if (!this.enumValues.has(v.name.name)) this.enumValues.set(v.name.name, { kind: "enum-value", enum: e, value: v });
    }
    for (const o of p.options.values()) {
      for (const v of o.values)
        if (!this.optionValues.has(v.name)) this.optionValues.set(v.name, { kind: "option-value", option: o, value: v });
    }
    const enumOfValue = (name: string) => this.enumValueOf(name);
    for (const z of p.zones.values()) {
      const facts = zoneFacts(z, p);
      this.zoneFacts.set(z.name.name, facts);
      this.declared.set(z.name.name, { kind: "zone", decl: z, facts });
    }
    for (const v of p.vars.values()) {
      this.declared.set(v.name.name, { kind: "var", decl: v, layout: perOf(v.per, p), valueType: typeFromDecl(v.type, p, enumOfValue) });
    }
    for (const o of p.options.values()) {
      const type: Type =
        o.values.length > 0
          ? { t: "symbol", option: o.name.name, values: o.values.map((v) => v.name) }
          : o.type
            ? typeFromDecl(o.type, p, enumOfValue)
            : unknown("the option declares no type");
      this.declared.set(o.name.name, { kind: "option", decl: o, type });
    }
    for (const e of p.enums.values()) this.declared.set(e.name.name, { kind: "enum", decl: e });
    for (const k of p.kinds.values()) {
      this.declared.set(k.name.name, { kind: "kind", decl: k });
      const attrs = new Map<string, Declaration>();
      for (const a of k.attributes) {
        attrs.set(a.name.name, { kind: "attribute", of: k, attribute: a });
        this.kindsWithAttribute.set(a.name.name, [...(this.kindsWithAttribute.get(a.name.name) ?? []), k.name.name]);
      }
      this.attributes.set(k.name.name, attrs);
    }
    for (const t of p.tables.values()) this.declared.set(t.name.name, { kind: "table", decl: t });
    for (const f of p.functions.values()) this.declared.set(f.name.name, { kind: "function", decl: f });
    for (const a of p.game?.playerAttributes ?? []) this.playerAttributes.set(a.name.name, { kind: "player-attribute", attribute: a });
    for (const c of p.cards) if (!this.cards.has(c.id)) this.cards.set(c.id, { kind: "card", card: c });
    for (const r of p.rules.values()) {
      this.rules.set(r.name.name, { kind: "rule", decl: r });
      for (const s of sectionsOf(r.body)) if (!this.rules.has(s.name.name)) this.rules.set(s.name.name, { kind: "section", decl: s });
    }
    for (const t of p.triggers) if (!this.triggers.has(t.name.name)) this.triggers.set(t.name.name, { kind: "trigger", decl: t });
    for (const b of p.rulebooks)
      for (const e of b.entries) if (!this.ruleIds.has(e.id.name)) this.ruleIds.set(e.id.name, { kind: "rule-id", entry: e });
  }

  /** What a bare name means in an expression with no local of that name in scope. */
  value(name: string): Declaration | undefined {
    return (
      this.builtinValue.get(name) ??
      this.declared.get(name) ??
      this.enumValues.get(name) ??
      this.optionValues.get(name) ??
      this.cards.get(name)
    );
  }

  /** `f(...)`: a function of the game, else a built-in (a game's function may not be shadowed: see duplicate-name). */
  callee(name: string): Declaration | undefined {
    const d = this.declared.get(name);
    if (d?.kind === "function") return d;
    return this.builtinFunction.get(name);
  }

  /** `call R`, `leave R`, `after R`: a rule or a section */
  rule(name: string): Declaration | undefined {
    return this.rules.get(name);
  }

  topLevelRule(name: string): DeclarationOf<"rule"> | undefined {
    const r = this.rules.get(name);
    return r?.kind === "rule" ? r : undefined;
  }

  trigger(name: string): Declaration | undefined {
    return this.triggers.get(name);
  }

  ruleId(name: string): Declaration | undefined {
    return this.ruleIds.get(name);
  }

  /** Every rule ID the rulebooks declare, in their order (the first of a duplicated one). */
  ruleIdEntries(): RulebookEntry[] {
    return [...this.ruleIds.values()].flatMap((d) => (d.kind === "rule-id" ? [d.entry] : []));
  }

  attribute(kind: string, name: string): Declaration | undefined {
    return this.attributes.get(kind)?.get(name);
  }

  playerAttribute(name: string): Declaration | undefined {
    return this.playerAttributes.get(name);
  }

  zone(name: string): DeclarationOf<"zone"> | undefined {
    const d = this.declared.get(name);
    return d?.kind === "zone" ? d : undefined;
  }

  option(name: string): DeclarationOf<"option"> | undefined {
    const d = this.declared.get(name);
    return d?.kind === "option" ? d : undefined;
  }

  var(name: string): DeclarationOf<"var"> | undefined {
    const d = this.declared.get(name);
    return d?.kind === "var" ? d : undefined;
  }

  /** A type's name: an enum or a kind. */
  typeName(name: string): Declaration | undefined {
    const d = this.declared.get(name);
    return d?.kind === "enum" || d?.kind === "kind" ? d : undefined;
  }

  /** the enum of an enum value, "" for an option's own value, undefined for neither */
  enumValueOf(name: string): string | undefined {
    const e = this.enumValues.get(name);
    if (e) return e.enum.name.name;
    return this.optionValues.has(name) ? "" : undefined;
  }

  /** An option's own value, in that option: `best` in `chooser == best`. */
  valueOfOption(option: DeclarationOf<"option">["decl"], id: Identifier | string): DeclarationOf<"option-value"> | undefined {
    const name = typeof id === "string" ? id : id.name;
    const value = option.values.find((v) => v.name === name);
    return value && { kind: "option-value", option, value };
  }

  /** Every name a bare name in an expression could be, for "did you mean". */
  valueNames(): string[] {
    return [...this.builtinValue.keys(), ...this.declared.keys(), ...this.enumValues.keys(), ...this.optionValues.keys()];
  }

  builtinFunctionNames(): string[] {
    return Object.keys(BUILTIN_FUNCTIONS);
  }
}

export function perOf(per: Identifier | undefined, program: Program): Per {
  if (!per) return { per: "shared" };
  if (per.name === "player") return { per: "player" };
  if (program.enums.has(per.name)) return { per: "enum", enum: per.name };
  return { per: "shared" };
}

function zoneFacts(z: DeclarationOf<"zone">["decl"], program: Program): ZoneFacts {
  const holds = program.kinds.has(z.of.name) ? z.of.name : "card";
  return {
    holds,
    layout: perOf(z.per, program),
    visibility: z.visibility,
    ...(z.gridColumns && program.enums.has(z.gridColumns.name) ? { gridColumns: z.gridColumns.name } : {}),
    cardType: holds === "card" ? { t: "card" } : { t: "card", kind: holds },
  };
}

export const zoneListType = (facts: ZoneFacts): Type => listOf(facts.cardType);
