// Compile-time scopes: every local (let, choose, for, comprehension variable, parameter) gets a
// slot in its rule's, trigger's or function's frame array, so running code never looks a name up.
// Which local a name reads is the linking stage's answer (grammar/link/): a scope only maps each
// binding (its declaring identifier) to its slot.
import type { Expr, Identifier } from "../../grammar/ast.js";
import type { LinkedProgram } from "../../grammar/link/index.js";

export class Frame {
  size = 0;
  alloc(): number {
    return this.size++;
  }
}

export class Scope {
  private readonly slots = new Map<Identifier, number>();
  constructor(
    readonly frame: Frame,
    private readonly parent?: Scope,
  ) {}

  /** the slot of a binding, by the identifier that declares it */
  slotOf(binding: Identifier): number | undefined {
    return this.slots.get(binding) ?? this.parent?.slotOf(binding);
  }

  declare(binding: Identifier): number {
    const slot = this.frame.alloc();
    this.slots.set(binding, slot);
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
export function localSlot(link: LinkedProgram, e: Expr, scope: Scope): number | undefined {
  const local = link.localOf(e);
  return local && scope.slotOf(local.id);
}
