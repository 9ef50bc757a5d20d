// Locals of generated code: every rules-file local becomes a JavaScript local of a made-up name
// (`l<n>`), so that shadowing in the rules is plain renaming in the code.
export class LocalNames {
  private n = 0;
  next(): string {
    return `l${this.n++}`;
  }
}

export class LocalScope {
  private readonly names = new Map<string, string>();
  constructor(
    private readonly alloc: LocalNames,
    private readonly parent?: LocalScope,
  ) {}

  /** on the scope of a section written as a function of its own: the enclosing locals it reads,
   *  which become its parameters */
  private captured?: Set<string>;

  lookup(name: string): string | undefined {
    const own = this.names.get(name);
    if (own !== undefined || !this.captured) return own ?? this.parent?.lookup(name);
    const outer = this.parent?.lookup(name);
    if (outer !== undefined) this.captured.add(outer);
    return outer;
  }

  /** A scope that sees the enclosing locals and records those it reads (`captures`). */
  capturing(): LocalScope {
    const s = new LocalScope(this.alloc, this);
    s.captured = new Set();
    return s;
  }

  /** the enclosing locals read through this scope, in the order first read */
  captures(): string[] {
    return [...(this.captured ?? [])];
  }

  declare(name: string): string {
    const js = this.alloc.next();
    this.names.set(name, js);
    return js;
  }

  child(): LocalScope {
    return new LocalScope(this.alloc, this);
  }

  /** a scope for a function body that sees none of the caller's locals */
  static fresh(alloc = new LocalNames()): LocalScope {
    return new LocalScope(alloc);
  }
}
