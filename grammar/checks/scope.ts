// Lexical scopes of locals (`let`, `choose`, loop and comprehension variables, parameters).
import type { Type } from "./types.js";

export class Scope {
  private readonly locals = new Map<string, Type>();

  constructor(readonly parent?: Scope) {}

  define(name: string, type: Type): void {
    this.locals.set(name, type);
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
