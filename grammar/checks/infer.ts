// A small static type inference over expressions. It answers `unknown` whenever it is not sure.
import type { Expr } from "../ast.js";
import type { Program } from "../program.js";
import { builtins } from "./builtins.js";
import { resolveName } from "./resolve.js";
import type { Scope } from "./scope.js";
import { BOOL, INT, NONE, TEXT, UNKNOWN, listOf, typeFromDecl, type Type } from "./types.js";

export function elementType(t: Type): Type {
  return t.t === "list" ? t.of : UNKNOWN;
}

export class TypeInference {
  private readonly cache = new WeakMap<Expr, Type>();

  constructor(
    private readonly program: Program,
    private readonly enumValues: Map<string, string>,
  ) {}

  typeOf(e: Expr, scope: Scope): Type {
    let t = this.cache.get(e);
    if (!t) {
      t = this.infer(e, scope);
      this.cache.set(e, t);
    }
    return t;
  }

  private infer(e: Expr, scope: Scope): Type {
    const p = this.program;
    switch (e.kind) {
      case "Int":
        return INT;
      case "Bool":
        return BOOL;
      case "Text":
        return TEXT;
      case "None":
        return NONE;
      case "Name": {
        const r = resolveName(e.name, scope, p, this.enumValues);
        return r && "type" in r ? r.type : UNKNOWN;
      }
      case "Member": {
        const object = this.typeOf(e.object, scope);
        if (object.t === "card" && object.kind) {
          const attr = p.kinds.get(object.kind)?.attributes.find((a) => a.name.name === e.member.name);
          return attr ? typeFromDecl(attr.type, p) : UNKNOWN;
        }
        if (object.t === "player") {
          const attr = p.game?.playerAttributes.find((a) => a.name.name === e.member.name);
          return attr ? typeFromDecl(attr.type, p) : UNKNOWN;
        }
        return UNKNOWN;
      }
      case "Index": {
        const object = this.typeOf(e.object, scope);
        if (e.object.kind === "Name") {
          const r = resolveName(e.object.name, scope, p, this.enumValues);
          if (r?.as === "zone") return r.type;
          if (r?.as === "var") return typeFromDecl(p.vars.get(e.object.name)?.type, p);
          if (r?.as === "table") return typeFromDecl(p.tables.get(e.object.name)?.valueType, p);
        }
        if (object.t === "map") return object.value;
        if (object.t === "list" && e.indices.length === 1 && this.typeOf(e.indices[0]!, scope).t === "int") return object.of;
        return UNKNOWN;
      }
      case "Call": {
        const builtin = builtins.get(e.callee.name);
        if (builtin) return builtin.result(e.args.map((a) => this.typeOf(a, scope)));
        const fn = p.functions.get(e.callee.name);
        return fn?.returnType ? typeFromDecl(fn.returnType, p) : UNKNOWN;
      }
      case "Unary":
        return e.op === "not" ? BOOL : INT;
      case "Binary":
        return this.binary(e, scope);
      case "Is":
        return BOOL;
      case "IfExpr":
        return this.typeOf(e.then, scope);
      case "List":
        return listOf(e.items.length ? this.typeOf(e.items[0]!, scope) : UNKNOWN);
      case "Comprehension": {
        const inner = scope.child();
        inner.define(e.name.name, elementType(this.typeOf(e.iterable, scope)));
        return listOf(this.typeOf(e.element, inner));
      }
      case "Sort":
        return this.typeOf(e.iterable, scope);
      case "Range":
        return listOf(INT);
    }
  }

  private binary(e: Extract<Expr, { kind: "Binary" }>, scope: Scope): Type {
    switch (e.op) {
      case "+": {
        const left = this.typeOf(e.left, scope);
        if (left.t === "list") return left;
        const right = this.typeOf(e.right, scope);
        if (right.t === "list") return right;
        return left.t === "int" || right.t === "int" ? INT : UNKNOWN;
      }
      case "-":
      case "*":
      case "/":
      case "%":
        return INT;
      case "??": {
        const left = this.typeOf(e.left, scope);
        return left.t === "none" || left.t === "unknown" ? this.typeOf(e.right, scope) : left;
      }
      default:
        return BOOL;
    }
  }
}
