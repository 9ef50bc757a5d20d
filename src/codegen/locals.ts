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

  lookup(name: string): string | undefined {
    return this.names.get(name) ?? this.parent?.lookup(name);
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
