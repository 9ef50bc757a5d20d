// The linking stage: one walk over a built Program that resolves every name occurrence to its
// declaration and gives every expression a type (see linked-program.ts). Each node kind has its
// entry in a table typed by the AST, so a new kind of node that the linker forgets does not compile.
import type { Block, Declaration as AstDeclaration, Expr, Identifier, NameExpr, Param, Stmt, StrategyDecl, TypeExpr } from "../ast.js";
import { type ByKind, forEachChild, isStmt } from "../ast-children.js";
import { assertNever } from "../assert-never.js";
import { declarationsOf, type Program } from "../program.js";
import type { Declaration, LocalBinder, LocalBinding } from "./declarations.js";
import { LinkedProgram } from "./linked-program.js";
import { Namespace, zoneListType } from "./namespace.js";
import { linkTemplate } from "./templates.js";
import { linkStrategy } from "./strategy-link.js";
import type { StatementLinker } from "./statement-linking.js";
import { STATEMENTS } from "../statements/index.js";
import type { SomeStatement } from "../statements/construct.js";
import {
  BOOL,
  INT,
  NONE,
  TEXT,
  elementType,
  intIn,
  listOf,
  mayBeNone,
  typeFromDecl,
  unionOf,
  unknown,
  withoutNone,
  type Type,
} from "./types.js";

class LinkScope {
  private readonly names = new Map<string, LocalBinding>();
  constructor(private readonly parent?: LinkScope) {}
  lookup(name: string): LocalBinding | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
  }
  define(b: LocalBinding): void {
    this.names.set(b.id.name, b);
  }
  child(): LinkScope {
    return new LinkScope(this);
  }
  all(): string[] {
    return [...this.names.keys(), ...(this.parent?.all() ?? [])];
  }
}

/** Links a Program (after `use`, the variant and the Program's build). */
export function linkProgram(program: Program): LinkedProgram {
  const linker = new Linker(program);
  linker.run();
  return linker.linked;
}

/** A construct's own linking, over any statement: each kind's construct holds its own. */
type OwnLinking = (s: Stmt, l: StatementLinker<LinkScope>, scope: LinkScope) => void;

class Linker {
  readonly linked: LinkedProgram;
  private readonly ns: Namespace;
  private readonly statementLinker: StatementLinker<LinkScope>;
  private readonly enumOfValue: (name: string) => string | undefined;
  private readonly strategies: StrategyDecl[] = [];

  constructor(private readonly program: Program) {
    this.ns = new Namespace(program);
    this.statementLinker = this.statementLinkerOf(this.ns);
    this.linked = new LinkedProgram(program, this.ns);
    this.enumOfValue = (name) => this.ns.enumValueOf(name);
  }

  run(): void {
    const root = new LinkScope();
    for (const d of declarationsOf(this.program)) {
      (this.declaration[d.kind] as (d: AstDeclaration, s: LinkScope) => void)(d, root);
    }
    // a strategy names decisions by their labels: linked once every rule's `choose` is known
    for (const s of this.strategies) linkStrategy(s, this.linked, this.ns);
  }

  // ------------------------------------------------------------------ recording

  private refer(node: NameExpr | Identifier, d: Declaration | undefined): void {
    if (d) this.linked.declarations.set(node, d);
  }

  private typeOf(t: TypeExpr | undefined): Type {
    return typeFromDecl(t, this.program, this.enumOfValue);
  }

  /** The enum and kind names a written type mentions. */
  private type(t: TypeExpr | undefined): void {
    if (!t) return;
    switch (t.kind) {
      case "IntType":
      case "BoolType":
      case "TextType":
      case "PlayerType":
        return;
      case "NamedType":
        return this.typeName(t.name);
      case "ListType":
        return this.type(t.element);
      case "MapType":
        this.typeName(t.key);
        return this.type(t.value);
      case "UnionType":
        return t.options.forEach((o) => this.type(o));
    }
  }

  private typeName(id: Identifier | undefined): void {
    if (id) this.refer(id, this.ns.typeName(id.name) ?? this.ns.value(id.name));
  }

  private bind(scope: LinkScope, id: Identifier, binder: LocalBinder, type: Type, param?: Param): void {
    const local: LocalBinding = { id, binder, type, ...(param ? { param } : {}) };
    this.linked.locals.set(id, local);
    scope.define(local);
  }

  private params(params: Param[], scope: LinkScope): void {
    for (const p of params) {
      this.type(p.type);
      this.bind(scope, p.name, "param", this.typeOf(p.type), p);
    }
  }

  private ruleIds(ids: Identifier[]): void {
    for (const id of ids) this.refer(id, this.ns.ruleId(id.name));
  }

  /** A name in card data, a default or a setting (a bare name there is data, not checked as an expression). */
  private data(e: Expr, scope: LinkScope): Type {
    if (e.kind === "Name") {
      const d = this.ns.value(e.name);
      this.refer(e, d);
      const t = d ? this.typeOfName(d) : unknown(`\`${e.name}\` names nothing`);
      this.linked.types.set(e, t);
      return t;
    }
    if (e.kind === "List") {
      const t = listOf(unionOf(...e.items.map((i) => this.data(i, scope)), ...(e.items.length ? [] : [unknown("an empty list")])));
      this.linked.types.set(e, t);
      return t;
    }
    return this.expr(e, scope);
  }

  // ------------------------------------------------------------------ declarations

  private readonly declaration: ByKind<AstDeclaration, void, [LinkScope]> = {
    Use: () => {},
    Game: (g, root) => {
      for (const a of g.playerAttributes) {
        this.type(a.type);
        if (a.default) this.expr(a.default, root);
      }
      if (g.score) this.refer(g.score, this.ns.var(g.score.name));
      if (g.standings) this.refer(g.standings.by, this.ns.callee(g.standings.by.name));
    },
    // a template's placeholders name attributes of the described kind (and entries and vars)
    Describe: (d) => {
      const target = this.ns.typeName(d.target.name);
      this.refer(d.target, target);
      const kind = target?.kind === "kind" ? target.decl : undefined;
      for (const t of d.templates) {
        this.linked.templates.set(
          t,
          linkTemplate(t, kind, this.program, this.ns, (a) => this.typeOf(a.attribute.type)),
        );
      }
    },
    // linked at the end of the walk (see run)
    Strategy: (d) => void this.strategies.push(d),
    Rulebook: () => {},
    Enum: () => {},
    Kind: (k, root) => {
      for (const a of k.attributes) {
        this.type(a.type);
        if (a.default) this.data(a.default, root);
      }
    },
    Cards: (c, root) => {
      this.refer(c.of, this.ns.typeName(c.of.name));
      for (const col of c.columns) {
        const [first, ...rest] = col.path;
        if (first) this.refer(first, this.ns.attribute(c.of.name, first.name));
        for (const id of rest) this.refer(id, this.ns.value(id.name));
      }
      for (const r of c.rows) for (const v of r.values) this.data(v, root);
      for (const g of c.generators) {
        if (g.count) this.expr(g.count, root);
        for (const l of g.loops) {
          this.refer(l.attribute, this.ns.attribute(c.of.name, l.attribute.name));
          this.data(l.source, root);
        }
        for (const f of g.fixed) {
          this.refer(f.attribute, this.ns.attribute(c.of.name, f.attribute.name));
          this.data(f.value, root);
        }
      }
    },
    Assert: (a, root) => void this.expr(a.condition, root),
    Option: (o, root) => {
      this.ruleIds(o.resolves);
      this.type(o.type);
      const d = o.default;
      const own = d.kind === "Name" ? this.ns.valueOfOption(o, d.name) : undefined;
      if (d.kind === "Name" && own) {
        this.refer(d, own);
        this.linked.types.set(d, this.typeOfName(own));
      } else this.data(d, root);
    },
    Zone: (z) => {
      for (const id of [z.of, ...z.holds]) this.refer(id, this.ns.typeName(id.name));
      this.typeName(z.per);
      this.typeName(z.gridColumns);
    },
    Var: (v, root) => {
      this.type(v.type);
      this.typeName(v.per);
      this.expr(v.initial, root);
    },
    Table: (t, root) => {
      t.keyTypes.forEach((k) => this.type(k));
      this.type(t.valueType);
      for (const entry of t.entries) {
        entry.keys.forEach((k) => this.expr(k, root));
        this.expr(entry.value, root);
      }
      if (t.default) this.expr(t.default, root);
    },
    Function: (f, root) => {
      const scope = root.child();
      this.params(f.params, scope);
      this.type(f.returnType);
      this.expr(f.body, scope);
    },
    Rule: (r, root) => {
      this.ruleIds(r.implements);
      const scope = root.child();
      this.params(r.params, scope);
      this.statements(r.body, scope);
    },
    Trigger: (t, root) => {
      this.refer(t.after, this.ns.rule(t.after.name));
      this.ruleIds(t.implements);
      this.expr(t.when, root);
      this.block(t.body, root);
    },
    Invariant: (i, root) => void this.expr(i.condition, root),
    Variant: (v, root) => {
      for (const s of v.settings) {
        const option = this.ns.option(s.option.name);
        this.refer(s.option, option);
        const own = option && s.value.kind === "Name" ? this.ns.valueOfOption(option.decl, s.value.name) : undefined;
        if (own && s.value.kind === "Name") this.refer(s.value, own);
        else this.data(s.value, root);
      }
      for (const r of v.replacements) this.refer(r.name, this.ns.rule(r.name.name));
    },
    Divergence: (d) => {
      const option = this.ns.option(d.name.name);
      this.refer(d.name, option ?? this.ns.value(d.name.name) ?? this.ns.rule(d.name.name) ?? this.ns.typeName(d.name.name));
      for (const r of d.readings) if (r.value && option) this.refer(r.value, this.ns.valueOfOption(option.decl, r.value));
    },
  };

  // ------------------------------------------------------------------ statements

  /** A block in a new scope of its own. */
  private block(b: Block, scope: LinkScope): void {
    this.statements(b, scope.child());
  }

  private statements(b: Block, scope: LinkScope): void {
    for (const s of b.statements) this.statement(s, scope);
  }

  private statement(s: Stmt, scope: LinkScope): void {
    const own = (STATEMENTS[s.kind] as SomeStatement).link as OwnLinking | undefined;
    if (own) own(s, this.statementLinker, scope);
    else this.children(s, scope);
  }

  /** A statement that binds or names nothing itself: its expressions in its scope, each block in
   *  a scope of its own (grammar/ast-children.ts says which are which). */
  private children(s: Stmt, scope: LinkScope): void {
    forEachChild(s, (c) => {
      if (c.kind === "Block") this.block(c, scope);
      else if (isStmt(c)) this.statement(c, scope);
      else this.expr(c, scope);
    });
  }

  /** What a statement that binds or names something links itself through (its construct's `link`). */
  private statementLinkerOf(ns: Namespace): StatementLinker<LinkScope> {
    return {
      ns,
      expr: (e, scope) => this.expr(e, scope),
      statements: (b, scope) => this.statements(b, scope),
      block: (b, scope) => this.block(b, scope),
      bind: (scope, id, binder, type) => this.bind(scope, id, binder, type),
      refer: (node, d) => this.refer(node, d),
      ruleIds: (ids) => this.ruleIds(ids),
      decision: (label, s) => {
        const asking = this.linked.decisions.get(label);
        if (asking) asking.push(s);
        else this.linked.decisions.set(label, [s]);
      },
    };
  }

  // ------------------------------------------------------------------ expressions

  /** Links an expression and its parts; returns (and records) its type. */
  private expr(e: Expr, scope: LinkScope): Type {
    const t = (this.exprTable[e.kind] as (e: Expr, scope: LinkScope) => Type)(e, scope);
    this.linked.types.set(e, t);
    return t;
  }

  private typeOfName(d: Declaration): Type {
    switch (d.kind) {
      case "local":
        return d.local.type;
      case "builtin-value":
        return this.builtinValueType(d.name);
      case "var":
        return d.layout.per === "shared" ? d.valueType : listOf(d.valueType);
      case "zone":
        return zoneListType(d.facts);
      case "option":
        return d.type;
      case "option-value":
        return { t: "symbol", option: d.option.name.name, values: [d.value.name] };
      case "enum":
        return listOf({ t: "symbol", enum: d.decl.name.name });
      case "enum-value":
        return { t: "symbol", enum: d.enum.name.name, values: [d.value.name.name] };
      case "kind":
        return listOf({ t: "card", kind: d.decl.name.name });
      case "card":
        return { t: "card", kind: d.card.kind };
      case "attribute":
        return this.typeOf(d.attribute.type);
      case "player-attribute":
        return this.typeOf(d.attribute.type);
      case "table":
        return unknown("a table is read by its keys: `t[a, b]`");
      case "function":
        return unknown("a function is called: `f(x)`");
      case "builtin-function":
        return unknown("a built-in function is called: `f(x)`");
      case "rule":
      case "section":
      case "trigger":
      case "rule-id":
        return unknown(`${d.kind} is no value`);
    }
  }

  private builtinValueType(name: "players" | "player-count"): Type {
    const g = this.program.game;
    if (name === "players") return listOf({ t: "player" });
    return g ? intIn(g.minPlayers, g.maxPlayers) : INT;
  }

  private name(e: NameExpr, scope: LinkScope): Type {
    const local = scope.lookup(e.name);
    const d: Declaration | undefined = local ? { kind: "local", local } : this.ns.value(e.name);
    if (!d) {
      this.linked.unresolved.set(e, { localsInScope: scope.all() });
      return unknown(`\`${e.name}\` names nothing`);
    }
    this.refer(e, d);
    return this.typeOfName(d);
  }

  private readonly exprTable: ByKind<Expr, Type, [LinkScope]> = {
    Int: (e) => ({ t: "int", min: e.value, max: e.value }),
    Bool: () => BOOL,
    Text: () => TEXT,
    None: () => NONE,
    Name: (e, scope) => this.name(e, scope),
    Member: (e, scope) => {
      const object = withoutNone(this.expr(e.object, scope));
      const member = e.member.name;
      if (object.t === "card") {
        // a card of any kind: the attribute of the one kind that has it
        const kinds = object.kind ? [object.kind] : (this.ns.kindsWithAttribute.get(member) ?? []);
        const d = kinds.length === 1 ? this.ns.attribute(kinds[0]!, member) : undefined;
        this.refer(e.member, d);
        if (d?.kind === "attribute" && object.kind) return this.typeOf(d.attribute.type);
        return unknown(object.kind ? `a \`${object.kind}\` card has no attribute \`${member}\`` : "a card of any kind");
      }
      if (object.t === "player") {
        const d = this.ns.playerAttribute(member);
        this.refer(e.member, d);
        return d?.kind === "player-attribute" ? this.typeOf(d.attribute.type) : unknown(`players have no attribute \`${member}\``);
      }
      if (object.t === "map") return object.value;
      return unknown(`the attribute of ${object.t === "unknown" ? "a value of unknown type" : object.t}`);
    },
    Index: (e, scope) => {
      const object = this.expr(e.object, scope);
      e.indices.forEach((i) => this.expr(i, scope));
      const d = e.object.kind === "Name" ? this.linked.declarations.get(e.object) : undefined;
      if (d?.kind === "zone") return zoneListType(d.facts);
      if (d?.kind === "var") return d.layout.per === "shared" ? unknown("a shared var takes no index") : d.valueType;
      if (d?.kind === "table") return this.typeOf(d.decl.valueType);
      const o = withoutNone(object);
      if (o.t === "map") return o.value;
      return unknown("only maps, zones, tables and vars per player or per enum are indexed");
    },
    Call: (e, scope) => {
      const args = e.args.map((a) => this.expr(a, scope));
      const d = this.ns.callee(e.callee.name);
      this.refer(e.callee, d);
      if (d?.kind === "builtin-function") return d.spec.result(args);
      if (d?.kind === "function")
        return d.decl.returnType ? this.typeOf(d.decl.returnType) : unknown("the function declares no result type");
      return unknown(`\`${e.callee.name}\` is no function`);
    },
    Unary: (e, scope) => {
      this.expr(e.operand, scope);
      return e.op === "not" ? BOOL : INT;
    },
    Binary: (e, scope) => {
      const left = this.expr(e.left, scope);
      const right = this.expr(e.right, scope);
      this.optionComparison(e.left, e.right, e.op);
      switch (e.op) {
        case "+":
          if (left.t === "list") return left;
          if (right.t === "list") return right;
          if (left.t === "text" && right.t === "text") return TEXT;
          return left.t === "int" || right.t === "int" ? INT : unknown("`+` of values of unknown type");
        case "-":
        case "*":
        case "/":
        case "%":
          return INT;
        case "??":
          if (left.t === "none" || left.t === "unknown") return right;
          return mayBeNone(left) ? unionOf(withoutNone(left), right) : left;
        case "==":
        case "!=":
        case "<":
        case "<=":
        case ">":
        case ">=":
        case "and":
        case "or":
        case "in":
          return BOOL;
        default:
          return assertNever(e.op, "the binary operator");
      }
    },
    Is: (e, scope) => {
      this.expr(e.value, scope);
      if (e.type.kind !== "NoneType") this.type(e.type);
      return BOOL;
    },
    IfExpr: (e, scope) => {
      this.expr(e.condition, scope);
      return unionOf(this.expr(e.then, scope), this.expr(e.else, scope));
    },
    List: (e, scope) => {
      const items = e.items.map((i) => this.expr(i, scope));
      return listOf(items.length ? unionOf(...items) : unknown("an empty list"));
    },
    Comprehension: (e, scope) => {
      const inner = this.loopScope(e.name, "comprehension", this.expr(e.iterable, scope), scope);
      if (e.filter) this.expr(e.filter, inner);
      return listOf(this.expr(e.element, inner));
    },
    Sort: (e, scope) => {
      const t = this.expr(e.iterable, scope);
      const inner = this.loopScope(e.name, "sort", t, scope);
      if (e.filter) this.expr(e.filter, inner);
      e.keys.forEach((k) => this.expr(k.key, inner));
      return t;
    },
    Range: (e, scope) => {
      const from = this.expr(e.from, scope);
      const to = this.expr(e.to, scope);
      const lo = from.t === "int" ? from.min : undefined;
      const hi = to.t === "int" ? to.max : undefined;
      return listOf(intIn(lo, hi));
    },
  };

  private loopScope(id: Identifier, binder: LocalBinder, iterable: Type, scope: LinkScope): LinkScope {
    const inner = scope.child();
    this.bind(inner, id, binder, elementType(iterable));
    return inner;
  }

  /** `option == name`: the bare name is one of that option's values, whatever else it could name. */
  private optionComparison(left: Expr, right: Expr, op: string): void {
    if (op !== "==" && op !== "!=") return;
    for (const [side, other] of [
      [left, right],
      [right, left],
    ] as const) {
      if (side.kind !== "Name" || other.kind !== "Name") continue;
      const d = this.linked.declarations.get(side);
      if (d?.kind !== "option" || d.decl.values.length === 0) continue;
      this.linked.comparedWithOption.set(other, d.decl);
      const own = this.ns.valueOfOption(d.decl, other.name);
      // a local of that name shadows the option's value, as it shadows every other name
      if (!own || this.linked.declarations.get(other)?.kind === "local") continue;
      this.linked.unresolved.delete(other);
      this.refer(other, own);
      this.linked.types.set(other, this.typeOfName(own));
    }
  }
}
