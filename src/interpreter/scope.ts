// Compile-time scopes: every local (let, choose, for, comprehension variable, parameter) gets a
// slot in its rule's, trigger's or function's frame array, so running code never looks a name up.
import type { Expr } from "../../grammar/ast.js";

export class Frame {
  size = 0;
  alloc(): number {
    return this.size++;
  }
}

export class Scope {
  private readonly names = new Map<string, number>();
  constructor(
    readonly frame: Frame,
    private readonly parent?: Scope,
  ) {}

  lookup(name: string): number | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
  }

  declare(name: string): number {
    const slot = this.frame.alloc();
    this.names.set(name, slot);
    return slot;
  }

  child(): Scope {
    return new Scope(this.frame, this);
  }

  static fresh(): Scope {
    return new Scope(new Frame());
  }
}

/** The frame slot an expression reads when it is a bare local's name: readers that take it
 *  straight from the frame save a closure call on every evaluation. */
export function localSlot(e: Expr, scope: Scope): number | undefined {
  return e.kind === "Name" ? scope.lookup(e.name) : undefined;
}
