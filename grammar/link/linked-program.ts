// The result of linking: for every name occurrence the declaration it names, for every expression
// its type. Every later stage (the checks, the name index, the closure compiler, the code
// generator, `gameInfo`) reads this one resolution and resolves no name itself.
import type { DescriptionTemplate, Expr, Identifier, NameExpr, OptionDecl, SourceRange } from "../ast.js";
import type { ChooseStmt } from "../statements/choose.js";
import type { Program } from "../program.js";
import type { Declaration, LocalBinding } from "./declarations.js";
import type { Namespace } from "./namespace.js";
import type { LinkedTemplate } from "./templates.js";
import { unknown, type Type } from "./types.js";

/** Why a bare name names nothing. */
export interface Unresolved {
  /** the locals in scope there, for "did you mean" */
  localsInScope: readonly string[];
}

export class LinkedProgram {
  /** name occurrence -> what it names: `NameExpr`s in expressions, and the `Identifier`s that name
   *  a callee, rule, section, trigger, zone (`deal ... to Z`), attribute (`c.x`), kind or enum (in a
   *  type, `per`, `of`, `holds`, grid columns), option (a variant's `set`), option value or rule ID */
  readonly declarations = new Map<NameExpr | Identifier, Declaration>();
  /** every linked expression -> its type */
  readonly types = new Map<Expr, Type>();
  /** declaring identifier -> the local it binds (let, choose, for, comprehension, sort, parameter) */
  readonly locals = new Map<Identifier, LocalBinding>();
  readonly unresolved = new Map<NameExpr, Unresolved>();
  /** a `describe` template -> its parts and what each placeholder names */
  readonly templates = new Map<DescriptionTemplate, LinkedTemplate>();
  /** the bare name on the other side of `option == name` (or `!=`) -> that option */
  readonly comparedWithOption = new Map<NameExpr, OptionDecl>();
  /** a decision's label -> the `choose` statements that ask it (a strategy names decisions by it) */
  readonly decisions = new Map<string, ChooseStmt[]>();

  constructor(
    readonly program: Program,
    readonly namespace: Namespace,
  ) {}

  /** What a name occurrence names, or undefined when it names nothing the program declares. */
  declarationOf(node: NameExpr | Identifier): Declaration | undefined {
    return this.declarations.get(node);
  }

  /** The type of an expression; an expression the linker never reached is unknown, and says so. */
  typeOf(e: Expr): Type {
    return this.types.get(e) ?? unknown("this expression was not linked");
  }

  /** A local no rules file can write (`$0`, ...), read by a node the code generator builds for a
   *  fallback to the closures: linked here like any local, so that the closure compiler, which
   *  reads only this resolution, compiles the fallback as it compiles the rules. */
  operandLocal(name: string, range: SourceRange): { read: NameExpr; binding: Identifier } {
    const binding: Identifier = { name, range };
    const local: LocalBinding = { id: binding, binder: "operand", type: unknown("computed by the generated code") };
    const read: NameExpr = { kind: "Name", name, range };
    this.locals.set(binding, local);
    this.declarations.set(read, { kind: "local", local });
    return { read, binding };
  }

  /** The callee of a built-in call the code generator builds for a fallback, linked to the built-in. */
  builtinCallee(name: string, range: SourceRange): Identifier {
    const callee: Identifier = { name, range };
    const d = this.namespace.callee(name);
    if (d?.kind !== "builtin-function") throw new Error(`\`${name}\` is not a built-in function`);
    this.declarations.set(callee, d);
    return callee;
  }

  /** The local a bare name reads, if it reads one. */
  localOf(e: Expr): LocalBinding | undefined {
    if (e.kind !== "Name") return undefined;
    const d = this.declarations.get(e);
    return d?.kind === "local" ? d.local : undefined;
  }
}
