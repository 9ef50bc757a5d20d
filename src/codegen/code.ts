// The text of a generated program, built from pieces the emitter controls: names it makes up
// itself (ASCII, one per thing, never a rules-file name), integers it prints, and a constants
// table for every other value (texts, cards, closures), so that nothing from a rules file is
// pasted into the code.

/** The constants table: each value once, read in the program as `k<i>`. */
export class Constants {
  readonly values: unknown[] = [];
  private readonly index = new Map<unknown, number>();

  /** The name the program reads `v` by. */
  ref(v: unknown): string {
    let i = this.index.get(v);
    if (i === undefined) {
      i = this.values.length;
      this.values.push(v);
      this.index.set(v, i);
    }
    return `k${i}`;
  }

  /** A new entry even when an equal value is already there (a closure made for one place). */
  fresh(v: unknown): string {
    const i = this.values.length;
    this.values.push(v);
    return `k${i}`;
  }
}

/** An int, a bool or none printed as code; anything else goes through the constants table. */
export function literal(k: Constants, v: unknown): string {
  if (typeof v === "number" && Number.isSafeInteger(v)) return v < 0 ? `(${v})` : String(v);
  if (v === true) return "true";
  if (v === false) return "false";
  if (v === null) return "null";
  return k.ref(v);
}

/** The code of one generated function: its lines, and the temporaries and labels it uses. */
export class FnCode {
  readonly lines: string[] = [];
  private temps = 0;
  private labels = 0;
  constructor(readonly prefix: string) {}

  temp(): string {
    return `t${this.temps++}`;
  }

  label(): string {
    return `b${this.labels++}`;
  }

  line(s: string): void {
    this.lines.push(s);
  }
}
