// Operator precedence for the flat `binaryExpr` and `arithmeticExpr` CST nodes, from low to high:
// `??`, `or`, `and`, `not` (prefix), comparisons `in` `is`, `..`, `+ -`, `* / %`. Binary
// operators associate to the left. Doing this here keeps the parser's rule nesting shallow.
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./ast.js";
import type { AstBuilder } from "./ast-builder.js";
import { isToken, node, nodes, tokens } from "./cst.js";

const PRECEDENCE: Record<string, number> = {
  "??": 1,
  or: 2,
  and: 3,
  "==": 5,
  "!=": 5,
  "<": 5,
  "<=": 5,
  ">": 5,
  ">=": 5,
  in: 5,
  is: 5,
  "..": 6,
  "+": 7,
  "-": 7,
  "*": 8,
  "/": 8,
  "%": 8,
};
/** `not x == y` is `not (x == y)`, and `not a and b` is `(not a) and b` */
const NOT_OPERAND_PRECEDENCE = 4;

type Item =
  | { kind: "operand"; nots: IToken[]; unary: CstNode | undefined }
  | { kind: "operator"; op: string; token?: IToken }
  | { kind: "is"; tail: CstNode };

function offset(n: CstNode): number {
  const o = n.location?.startOffset;
  return o === undefined || Number.isNaN(o) ? Number.MAX_SAFE_INTEGER : o;
}

function operatorToken(n: CstNode): IToken | undefined {
  const inner = node(n, "arithmeticOperator");
  const target = inner ?? n;
  for (const elements of Object.values(target.children)) for (const e of elements) if (isToken(e)) return e;
  return undefined;
}

const COMPARISON = PRECEDENCE["=="]!;

export class PrecedenceClimber {
  private readonly items: Item[];
  private position = 0;

  constructor(
    private readonly builder: AstBuilder,
    n: CstNode,
  ) {
    const parts: CstNode[] =
      n.name === "binaryExpr"
        ? [...nodes(n, "operand"), ...nodes(n, "binaryOperator"), ...nodes(n, "isTail")]
        : [...nodes(n, "unary"), ...nodes(n, "arithmeticOperator")];
    parts.sort((a, b) => offset(a) - offset(b));
    this.items = parts.map((p): Item => {
      if (p.name === "operand") return { kind: "operand", nots: tokens(p, "Not"), unary: node(p, "unary") };
      if (p.name === "unary") return { kind: "operand", nots: [], unary: p };
      if (p.name === "isTail") return { kind: "is", tail: p };
      const token = operatorToken(p);
      return { kind: "operator", op: token?.image ?? "+", token };
    });
  }

  parse(minPrecedence = 0): A.Expr {
    let left = this.prefix();
    let compared = false;
    for (;;) {
      const item = this.items[this.position];
      if (!item || item.kind === "operand") break;
      const precedence = item.kind === "is" ? PRECEDENCE.is! : (PRECEDENCE[item.op] ?? 7);
      if (precedence < minPrecedence) break;
      if (precedence === COMPARISON && compared) this.chained(item);
      compared = precedence === COMPARISON;
      this.position++;
      if (item.kind === "is") {
        left = this.builder.isExpr(left, item.tail);
        continue;
      }
      const right = this.parse(precedence + 1);
      const range = this.builder.span(left.range, right.range);
      left =
        item.op === ".."
          ? { kind: "Range", from: left, to: right, range }
          : { kind: "Binary", op: item.op as A.BinaryExpr["op"], left, right, range };
    }
    return left;
  }

  /** `1 < 2 < 3` would compare a bool with 3: comparisons do not chain, so say so where it happens. */
  private chained(item: Exclude<Item, { kind: "operand" }>): void {
    const at = item.kind === "is" ? tokens(item.tail, "Is")[0] : item.token;
    if (!at) return;
    const op = item.kind === "is" ? "is" : item.op;
    this.builder.diagnostics.push({
      code: "chained-comparison",
      severity: "error",
      range: this.builder.rangeOfToken(at),
      message: `\`${op}\` follows another comparison; comparisons do not chain`,
      hint: "compare two at a time and join them with `and`: `a < b and b < c`",
    });
  }

  private prefix(): A.Expr {
    const item = this.items[this.position];
    if (item?.kind !== "operand") {
      return this.builder.placeholder(); // only after a recovered syntax error
    }
    if (item.nots.length > 0) {
      const not = item.nots.shift()!;
      const operand = this.parse(NOT_OPERAND_PRECEDENCE);
      return { kind: "Unary", op: "not", operand, range: this.builder.span(this.builder.rangeOfToken(not), operand.range) };
    }
    this.position++;
    // an operand without its unary part only after a recovered syntax error
    return item.unary ? this.builder.expression(item.unary) : this.builder.placeholder();
  }
}
