// Lexical scopes of locals (`let`, `choose`, loop and comprehension variables, parameters).
import type { Type } from "./types.js";

export class Scope {
  private readonly locals = new Map<string, Type>();

  constructor(readonly parent?: Scope) {}

  define(name: string, type: Type): void {
    this.locals.set(name, type);
  }

  /** re-types an existing local where it was defined (`set x = ...` after `let x = none`) */
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
