// Integer constants the front end must know before the game runs (card values, generator ranges
// and counts, option defaults): literals and arithmetic on them, folded as the interpreter computes
// (`/` truncates). Every integer in Agon is a safe integer, so a literal or a folded result outside
// ±(2^53 − 1) is `integer-out-of-range`, never a wrong number.
import { assertNever } from "./assert-never.js";
import type { Expr, SourceRange } from "./ast.js";
import type { Diagnostic } from "./diagnostic.js";

export type IntConstant =
  | { ok: true; value: number }
  /** not a constant integer (no diagnostic), or one that cannot be computed (with it) */
  | { ok: false; diagnostic?: Diagnostic };

export function integerOutOfRange(value: string | number, range: SourceRange): Diagnostic {
  return {
    code: "integer-out-of-range",
    severity: "error",
    message: `${value} is outside the integers Agon computes with (${Number.MIN_SAFE_INTEGER}..${Number.MAX_SAFE_INTEGER})`,
    range,
    hint: "integers are exact only up to 2^53 − 1; use a smaller number",
  };
}

export function foldInt(e: Expr): IntConstant {
  switch (e.kind) {
    case "Int":
      return Number.isSafeInteger(e.value) ? { ok: true, value: e.value } : { ok: false, diagnostic: integerOutOfRange(e.value, e.range) };
    case "Unary": {
      if (e.op !== "-") return { ok: false };
      const inner = foldInt(e.operand);
      return inner.ok ? { ok: true, value: -inner.value } : inner;
    }
    case "Binary": {
      if (!["+", "-", "*", "/", "%"].includes(e.op)) return { ok: false };
      const left = foldInt(e.left);
      if (!left.ok) return left;
      const right = foldInt(e.right);
      if (!right.ok) return right;
      const [x, y] = [left.value, right.value];
      if ((e.op === "/" || e.op === "%") && y === 0) {
        return {
          ok: false,
          diagnostic: { code: "division-by-zero", severity: "error", message: `division by zero (${x} ${e.op} 0)`, range: e.range },
        };
      }
      const value = e.op === "+" ? x + y : e.op === "-" ? x - y : e.op === "*" ? x * y : e.op === "/" ? Math.trunc(x / y) : x % y;
      return Number.isSafeInteger(value) ? { ok: true, value } : { ok: false, diagnostic: integerOutOfRange(value, e.range) };
    }
    // no other expression is a constant integer
    case "Bool":
    case "Text":
    case "None":
    case "Name":
    case "Member":
    case "Index":
    case "Call":
    case "Is":
    case "IfExpr":
    case "List":
    case "Comprehension":
    case "Sort":
    case "Range":
      return { ok: false };
    default:
      return assertNever(e, "the expression");
  }
}
