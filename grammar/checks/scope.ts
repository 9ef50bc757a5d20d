// Lexical scopes of locals (`let`, `choose`, loop and comprehension variables, parameters).
import type { Identifier } from "../ast.js";
import type { Type } from "./types.js";

export class Scope {
  private readonly locals = new Map<string, Type>();
  private readonly declarations = new Map<string, Identifier>();

  constructor(readonly parent?: Scope) {}

  /** `at`: the identifier that declares the local, for the name index (grammar/names/) */
  define(name: string, type: Type, at?: Identifier): void {
    this.locals.set(name, type);
    if (at) this.declarations.set(name, at);
  }

  /** the identifier that declares the innermost local of that name */
  declarationOf(name: string): Identifier | undefined {
    if (this.locals.has(name)) return this.declarations.get(name);
    return this.parent?.declarationOf(name);
  }

  /** the innermost local of that name, or undefined */
  lookup(name: string): Type | undefined {
    return this.locals.get(name) ?? this.parent?.lookup(name);
  }

  child(): Scope {
    return new Scope(this);
  }

  *names(): Iterable<string> {
    yield* this.locals.keys();
    if (this.parent) yield* this.parent.names();
  }
}
