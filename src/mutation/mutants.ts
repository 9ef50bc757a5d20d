// The mutants of a rules file: small plausible mistakes, each a change of one span of the source
// text, found by walking the file's AST. A mutant keeps the positions of the original so that a
// report can point at the line that was changed.
import type { AgonFile, Block, Expr, Identifier, SourceRange, Stmt } from "../../grammar/ast.js";
import { exprChildren, stmtChildren } from "../../grammar/ast-children.js";

export const MUTATION_OPERATORS = [
  "comparison",
  "and-or",
  "min-max",
  "first-last",
  "drop-not",
  "integer",
  "boolean",
  "option-default",
  "delete-statement",
  "swap-branches",
  "leave-other-rule",
  "flip-comparison",
  "is-not",
  "swap-if-expression",
  "leave-calling-rule",
  "option-range",
  "player-count",
] as const;
export type MutationOperator = (typeof MUTATION_OPERATORS)[number];

export interface Mutant {
  /** 1-based, in the order the mutants were found */
  id: number;
  operator: MutationOperator;
  file: string;
  line: number;
  column: number;
  /** the offsets of the replaced span in the original text */
  start: number;
  end: number;
  original: string;
  replacement: string;
  /** the rule IDs of the innermost block that implements any (empty outside rules) */
  ruleIds: string[];
  /** the rule, function, trigger, invariant or option the change is in */
  where: string;
}

/** The file's text with the mutant applied. */
export function applyMutant(text: string, mutant: Mutant): string {
  return text.slice(0, mutant.start) + mutant.replacement + text.slice(mutant.end);
}

const COMPARISON_SWAPS: Record<string, string[]> = {
  "<": ["<=", ">="],
  "<=": ["<", ">"],
  ">": [">=", "<="],
  ">=": [">", "<"],
  "==": ["!="],
  "!=": ["=="],
};
/** A comparison turned round (`>` to `<`): a mistake of direction, not of a bound. */
const COMPARISON_FLIPS: Record<string, string> = { "<": ">", ">": "<", "<=": ">=", ">=": "<=" };
/** An int option's values probed one by one when its range is at most this long. */
const WHOLE_RANGE = 12;
const CALL_SWAPS: Record<string, { to: string; operator: MutationOperator }> = {
  min: { to: "max", operator: "min-max" },
  max: { to: "min", operator: "min-max" },
  first: { to: "last", operator: "first-last" },
  last: { to: "first", operator: "first-last" },
};

interface Frame {
  name: string;
  implements: Identifier[];
}

/** Where an operator's token stands between its two operands: the first exact occurrence outside
 *  a comment (the text between them holds only brackets, white space and comments). */
function operatorOffset(text: string, from: number, to: number, op: string): number | undefined {
  const between = text.slice(from, to).replace(/\/\/[^\n\r]*/g, (comment) => " ".repeat(comment.length));
  const pattern = /^[a-z]+$/.test(op) ? new RegExp(`\\b${op}\\b`) : new RegExp(`(?<![<>=!])${op.replace(/[<>=!]/g, "\\$&")}(?![<>=])`);
  const found = pattern.exec(between);
  return found ? from + found.index : undefined;
}

type ByKind<N extends { kind: string }> = { [K in N["kind"]]: (c: MutantCollector, node: Extract<N, { kind: K }>) => void };
const nothing = (): void => {};

/** What each expression kind can be mutated into (its children are visited apart). */
const EXPR_MUTATIONS: ByKind<Expr> = {
  Binary: (c, e) => c.binary(e),
  Call: (c, e) => c.call(e),
  Unary: (c, e) => c.dropNot(e),
  Int: (c, e) => c.integer(e),
  Bool: (c, e) => c.boolean(e),
  Text: nothing,
  None: nothing,
  Name: nothing,
  Member: nothing,
  Index: nothing,
  Is: (c, e) => c.isNot(e),
  IfExpr: (c, e) => c.swapIfExpression(e),
  List: nothing,
  Comprehension: nothing,
  Sort: nothing,
  Range: nothing,
};

class MutantCollector {
  readonly mutants: Mutant[] = [];
  private readonly frames: Frame[] = [];
  private where = "";
  /** rule -> the top-level rules that call it, directly or through others */
  private callers = new Map<string, Set<string>>();

  constructor(
    private readonly file: string,
    private readonly text: string,
  ) {}

  /** Who calls whom, for `leave` aimed at a rule that is running because it called this one. */
  private findCallers(file: AgonFile): void {
    const direct = new Map<string, Set<string>>();
    const walk = (caller: string, b: Block): void => {
      for (const s of b.statements) {
        if (s.kind === "CallStmt") {
          const set = direct.get(s.rule.name) ?? new Set<string>();
          set.add(caller);
          direct.set(s.rule.name, set);
        }
        const children = stmtChildren(s);
        for (const child of children.blocks) walk(caller, child);
        for (const nested of children.stmts) walk(caller, { statements: [nested] } as Block);
      }
    };
    for (const d of file.declarations) if (d.kind === "Rule" || d.kind === "Trigger") walk(d.name.name, d.body);
    for (const rule of direct.keys()) {
      const all = new Set<string>();
      const queue = [...direct.get(rule)!];
      while (queue.length > 0) {
        const r = queue.pop()!;
        if (all.has(r)) continue;
        all.add(r);
        queue.push(...(direct.get(r) ?? []));
      }
      this.callers.set(rule, all);
    }
  }

  private ruleIds(): string[] {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const ids = this.frames[i]!.implements;
      if (ids.length > 0) return ids.map((id) => id.name);
    }
    return [];
  }

  private add(
    operator: MutationOperator,
    range: { start: number; end: number; line: number; column: number },
    replacement: string,
    ruleIds = this.ruleIds(),
  ): void {
    const original = this.text.slice(range.start, range.end);
    if (original === replacement) return;
    this.mutants.push({
      id: this.mutants.length + 1,
      operator,
      file: this.file,
      ...range,
      original,
      replacement,
      ruleIds,
      where: this.where,
    });
  }

  private span(range: SourceRange): { start: number; end: number; line: number; column: number } {
    return { start: range.start.offset, end: range.end.offset, line: range.start.line, column: range.start.column };
  }

  /** The span of `length` characters at `offset`, with its line and column. */
  private at(offset: number, length: number): { start: number; end: number; line: number; column: number } {
    const before = this.text.slice(0, offset);
    const line = before.split(/\r\n|\r|\n/).length;
    const column = offset - Math.max(before.lastIndexOf("\n"), before.lastIndexOf("\r"));
    return { start: offset, end: offset + length, line, column };
  }

  private textOf(range: SourceRange): string {
    return this.text.slice(range.start.offset, range.end.offset);
  }

  expr(e: Expr): void {
    (EXPR_MUTATIONS[e.kind] as (c: MutantCollector, node: Expr) => void)(this, e);
    for (const child of exprChildren(e)) this.expr(child);
  }

  binary(e: Extract<Expr, { kind: "Binary" }>): void {
    const swaps = COMPARISON_SWAPS[e.op];
    const isLogic = e.op === "and" || e.op === "or";
    if (!swaps && !isLogic) return;
    const offset = operatorOffset(this.text, e.left.range.end.offset, e.right.range.start.offset, e.op);
    if (offset === undefined) return;
    if (swaps) for (const to of swaps) this.add("comparison", this.at(offset, e.op.length), to);
    const flip = COMPARISON_FLIPS[e.op];
    if (flip && !swaps?.includes(flip)) this.add("flip-comparison", this.at(offset, e.op.length), flip);
    if (!swaps) this.add("and-or", this.at(offset, e.op.length), e.op === "and" ? "or" : "and");
  }

  call(e: Extract<Expr, { kind: "Call" }>): void {
    const swap = CALL_SWAPS[e.callee.name];
    if (swap) this.add(swap.operator, this.span(e.callee.range), swap.to);
  }

  /** `x is not none` to `x is none`, and `x is int` to `x is not int` */
  isNot(e: Extract<Expr, { kind: "Is" }>): void {
    const between = this.text.slice(e.value.range.end.offset, e.type.range.start.offset);
    const m = /\bis(\s+not)?\s*$/.exec(between.replace(/\/\/[^\n\r]*/g, (c) => " ".repeat(c.length)));
    if (!m) return;
    const offset = e.value.range.end.offset + m.index;
    this.add("is-not", this.at(offset, m[0].trimEnd().length), e.negated ? "is" : "is not");
  }

  /** `if c then a else b` to `if c then b else a` */
  swapIfExpression(e: Extract<Expr, { kind: "IfExpr" }>): void {
    const thenText = this.textOf(e.then.range);
    const elseText = this.textOf(e.else.range);
    const between = this.text.slice(e.then.range.end.offset, e.else.range.start.offset);
    const span = this.at(e.then.range.start.offset, e.else.range.end.offset - e.then.range.start.offset);
    this.add("swap-if-expression", span, elseText + between + thenText);
  }

  /** Each integer written in `span` moved by one: the player count of the game header, the
   *  bounds of an option's range. */
  private integersIn(operator: MutationOperator, range: SourceRange, ruleIds: string[] = []): void {
    const text = this.textOf(range);
    for (const m of text.matchAll(/(?<![\w-])-?\d+(?!\w)/g)) {
      const at = this.at(range.start.offset + m.index, m[0].length);
      this.add(operator, at, String(Number(m[0]) + 1), ruleIds);
      this.add(operator, at, String(Number(m[0]) - 1), ruleIds);
    }
  }

  /** An int option: its default set to every other value of its range (when short; one either
   *  side is the integer operator's), and the bounds of the range moved by one. */
  optionRange(d: Extract<AgonFile["declarations"][number], { kind: "Option" }>): void {
    if (d.type?.kind !== "IntType") return;
    const resolves = d.resolves.map((id) => id.name);
    this.integersIn("option-range", d.type.range, resolves);
    const { min, max } = d.type;
    if (min === undefined || max === undefined || max - min >= WHOLE_RANGE || d.default.kind !== "Int") return;
    const current = d.default.value;
    for (let v = min; v <= max; v++)
      if (Math.abs(v - current) > 1) this.add("option-range", this.span(d.default.range), String(v), resolves);
  }

  dropNot(e: Extract<Expr, { kind: "Unary" }>): void {
    // only the keyword goes: the operand's range leaves out its brackets, so cutting by it would not parse
    if (e.op === "not") this.add("drop-not", this.at(e.range.start.offset, "not".length), "");
  }

  integer(e: Extract<Expr, { kind: "Int" }>): void {
    this.add("integer", this.span(e.range), String(e.value + 1));
    this.add("integer", this.span(e.range), String(e.value - 1));
  }

  boolean(e: Extract<Expr, { kind: "Bool" }>): void {
    this.add("boolean", this.span(e.range), String(!e.value));
  }

  block(b: Block): void {
    for (const s of b.statements) this.stmt(s);
  }

  stmt(s: Stmt): void {
    this.add("delete-statement", this.span(s.range), "");
    if (s.kind === "If" && s.else?.kind === "Block") {
      const thenText = this.textOf(s.then.range);
      const elseText = this.textOf(s.else.range);
      const span = this.at(s.then.range.start.offset, s.else.range.end.offset - s.then.range.start.offset);
      const between = this.text.slice(s.then.range.end.offset, s.else.range.start.offset);
      this.add("swap-branches", span, elseText + between + thenText);
    }
    if (s.kind === "Leave") {
      for (const frame of this.frames) if (frame.name !== s.rule.name) this.add("leave-other-rule", this.span(s.rule.range), frame.name);
      const running = new Set(this.frames.map((f) => f.name));
      for (const caller of [...(this.callers.get(this.frames[0]?.name ?? "") ?? [])].sort())
        if (!running.has(caller) && caller !== s.rule.name) this.add("leave-calling-rule", this.span(s.rule.range), caller);
    }
    const children = stmtChildren(s);
    for (const e of children.exprs) this.expr(e);
    if (s.kind === "NestedRule") this.frames.push({ name: s.name.name, implements: s.implements });
    for (const b of children.blocks) this.block(b);
    if (s.kind === "NestedRule") this.frames.pop();
    for (const nested of children.stmts) this.stmtWithoutDeletion(nested);
  }

  /** An `else if` is part of its `if`: deleting it alone would leave `else` dangling. */
  private stmtWithoutDeletion(s: Stmt): void {
    const before = this.mutants.length;
    this.stmt(s);
    const own = this.mutants.findIndex((m, i) => i >= before && m.operator === "delete-statement" && m.start === s.range.start.offset);
    if (own >= 0) this.mutants.splice(own, 1);
  }

  file_(file: AgonFile): void {
    this.findCallers(file);
    for (const d of file.declarations) {
      switch (d.kind) {
        case "Rule":
          this.where = `rule ${d.name.name}`;
          this.frames.push({ name: d.name.name, implements: d.implements });
          this.block(d.body);
          this.frames.pop();
          break;
        case "Trigger":
          this.where = `trigger ${d.name.name}`;
          this.frames.push({ name: d.name.name, implements: d.implements });
          this.expr(d.when);
          this.block(d.body);
          this.frames.pop();
          break;
        case "Function":
          this.where = `function ${d.name.name}`;
          this.expr(d.body);
          break;
        case "Invariant":
          this.where = `invariant "${d.message}"`;
          this.frames.push({
            name: "",
            implements: [...d.message.matchAll(/\b[A-Z]+-[A-Z]+\d+\b/g)].map((m) => ({ name: m[0], range: d.range })),
          });
          this.expr(d.condition);
          this.frames.pop();
          break;
        case "Option":
          this.where = `option ${d.name.name}`;
          if (d.values.length > 0 && d.default.kind === "Name") {
            const current = d.default.name;
            for (const v of d.values)
              if (v.name !== current)
                this.add(
                  "option-default",
                  this.span(d.default.range),
                  v.name,
                  d.resolves.map((id) => id.name),
                );
          } else {
            this.frames.push({ name: "", implements: d.resolves });
            this.expr(d.default);
            this.frames.pop();
            this.optionRange(d);
          }
          break;
        case "Var":
          this.where = `var ${d.name.name}`;
          this.expr(d.initial);
          break;
        case "Game":
          this.where = "game";
          if (d.playersRange) this.integersIn("player-count", d.playersRange);
          break;
        case "Table":
          this.where = `table ${d.name.name}`;
          for (const entry of d.entries) for (const e of [...entry.keys, entry.value]) this.expr(e);
          if (d.default) this.expr(d.default);
          break;
        // declarations that hold card data, names or documentation rather than rules
        case "Use":
        case "Rulebook":
        case "Enum":
        case "Kind":
        case "Cards":
        case "Assert":
        case "Zone":
        case "Variant":
        case "Divergence":
        case "Describe":
        case "Strategy":
          break;
        default: {
          const unhandled: never = d;
          throw new Error(`no mutation walk for ${(unhandled as { kind: string }).kind}`);
        }
      }
    }
  }
}

export function mutantsOf(file: string, text: string, ast: AgonFile): Mutant[] {
  const collector = new MutantCollector(file, text);
  collector.file_(ast);
  return collector.mutants;
}
