// Walks a Program's declarations, statements and expressions in order, keeping the scope of
// locals up to date, and runs the registered checks on every node.
import type { Block, Declaration, Expr, Stmt } from "../ast.js";
import type { Diagnostic } from "../diagnostic.js";
import type { Program } from "../program.js";
import { elementType, TypeInference } from "./infer.js";
import { makeContext, type CheckContext, type CheckRegistry } from "./registry.js";
import { enumValueIndex } from "./resolve.js";
import { Scope } from "./scope.js";
import { typeFromDecl, UNKNOWN } from "./types.js";

export class Walker {
  private readonly base;

  constructor(
    private readonly program: Program,
    private readonly registry: CheckRegistry,
    readonly diagnostics: Diagnostic[] = [],
  ) {
    const enumValues = enumValueIndex(program);
    this.base = { program, enumValues, inference: new TypeInference(program, enumValues), claimed: new WeakSet<Expr>(), diagnostics };
  }

  private readonly contexts = new WeakMap<Scope, Map<string | undefined, CheckContext>>();

  /** One context per scope (and enclosing rule): contexts are made once, not per node. */
  private run(node: Declaration | Stmt | Expr, scope: Scope, inside?: string): void {
    let byRule = this.contexts.get(scope);
    if (!byRule) this.contexts.set(scope, (byRule = new Map()));
    let ctx = byRule.get(inside);
    if (!ctx) byRule.set(inside, (ctx = makeContext(this.base, scope, inside)));
    this.registry.run(node, ctx);
  }

  walkProgram(): void {
    const root = new Scope();
    const seen = new Set<Declaration>();
    const declarations = [
      ...this.program.files.flatMap((f) => f.declarations).filter((d) => d.kind !== "Rule" && d.kind !== "Option"),
      // after a variant, the Program holds the replaced rules and options
      ...this.program.rules.values(),
      ...this.program.options.values(),
    ];
    for (const d of declarations) {
      if (seen.has(d)) continue;
      seen.add(d);
      this.declaration(d, root);
    }
  }

  private declaration(d: Declaration, root: Scope): void {
    this.run(d, root);
    switch (d.kind) {
      case "Game":
        for (const a of d.playerAttributes) if (a.default) this.expr(a.default, root);
        break;
      case "Kind":
        for (const a of d.attributes) if (a.default && a.default.kind !== "Name") this.expr(a.default, root);
        break;
      case "Assert":
      case "Invariant":
        this.expr(d.condition, root, d.kind);
        break;
      case "Var":
        this.expr(d.initial, root);
        break;
      case "Table":
        for (const entry of d.entries) {
          entry.keys.forEach((k) => this.expr(k, root));
          this.expr(entry.value, root);
        }
        if (d.default) this.expr(d.default, root);
        break;
      case "Function": {
        const scope = root.child();
        for (const p of d.params) scope.define(p.name.name, typeFromDecl(p.type, this.program), p.name);
        this.expr(d.body, scope, d.name.name);
        break;
      }
      case "Rule": {
        const scope = root.child();
        for (const p of d.params) scope.define(p.name.name, typeFromDecl(p.type, this.program), p.name);
        this.block(d.body, scope, d.name.name);
        break;
      }
      case "Trigger":
        this.expr(d.when, root, d.name.name);
        this.block(d.body, root.child(), d.name.name);
        break;
      default:
        break;
    }
  }

  /** `let x = none` is a local that a later `set` fills: its type is not known yet */
  private localType(value: Expr, scope: Scope) {
    const type = this.base.inference.typeOf(value, scope);
    return type.t === "none" ? UNKNOWN : type;
  }

  private block(b: Block, scope: Scope, inside?: string): void {
    for (const s of b.statements) this.statement(s, scope, inside);
  }

  private statement(s: Stmt, scope: Scope, inside?: string): void {
    this.run(s, scope, inside);
    const e = (x: Expr | undefined) => x && this.expr(x, scope, inside);
    switch (s.kind) {
      case "Let":
        e(s.value);
        scope.define(s.name.name, this.localType(s.value, scope), s.name);
        break;
      case "Set":
        e(s.target);
        e(s.value);
        break;
      case "Move":
        e(s.what);
        e(s.to);
        e(s.row);
        break;
      case "Shuffle":
        e(s.zone);
        break;
      case "Deal":
        e(s.count);
        e(s.from);
        e(s.players);
        break;
      case "Reveal":
        e(s.zone);
        break;
      case "Look":
        e(s.what);
        e(s.by);
        break;
      case "Choose":
        e(s.from);
        e(s.by);
        scope.define(s.name.name, elementType(this.base.inference.typeOf(s.from, scope)), s.name);
        break;
      case "If":
        e(s.condition);
        this.block(s.then, scope.child(), inside);
        if (s.else?.kind === "Block") this.block(s.else, scope.child(), inside);
        else if (s.else) this.statement(s.else, scope, inside);
        break;
      case "For": {
        e(s.iterable);
        const inner = scope.child();
        inner.define(s.name.name, elementType(this.base.inference.typeOf(s.iterable, scope)), s.name);
        this.block(s.body, inner, inside);
        break;
      }
      case "While":
        e(s.condition);
        this.block(s.body, scope.child(), inside);
        break;
      case "Repeat":
        this.block(s.body, scope.child(), inside);
        break;
      case "NestedRule":
        this.block(s.body, scope.child(), inside);
        break;
      case "Winners":
        e(s.players);
        break;
      case "Call":
        s.args.forEach((a) => e(a));
        break;
      case "Log":
        e(s.message);
        break;
      default:
        break;
    }
  }

  private expr(x: Expr, scope: Scope, inside?: string): void {
    this.run(x, scope, inside);
    const sub = (y: Expr | undefined, s: Scope = scope) => y && this.expr(y, s, inside);
    switch (x.kind) {
      case "Member":
        sub(x.object);
        break;
      case "Index":
        sub(x.object);
        x.indices.forEach((i) => sub(i));
        break;
      case "Call":
        x.args.forEach((a) => sub(a));
        break;
      case "Unary":
        sub(x.operand);
        break;
      case "Binary":
        sub(x.left);
        sub(x.right);
        break;
      case "Is":
        sub(x.value);
        break;
      case "IfExpr":
        sub(x.condition);
        sub(x.then);
        sub(x.else);
        break;
      case "List":
        x.items.forEach((i) => sub(i));
        break;
      case "Range":
        sub(x.from);
        sub(x.to);
        break;
      case "Comprehension":
      case "Sort": {
        sub(x.iterable);
        const inner = scope.child();
        inner.define(x.name.name, elementType(this.base.inference.typeOf(x.iterable, scope)), x.name);
        sub(x.filter, inner);
        if (x.kind === "Comprehension") sub(x.element, inner);
        else x.keys.forEach((k) => sub(k.key, inner));
        break;
      }
      default:
        break;
    }
  }
}
