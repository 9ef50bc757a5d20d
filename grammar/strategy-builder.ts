// CST -> AST for the `strategy` declaration (grammar/ast-strategy.ts; its parser rules are in
// grammar/parser.ts under "strategy").
import type { CstNode, IToken } from "chevrotain";
import type * as A from "./ast.js";
import { type RangeMaker, node, nodes, token } from "./cst.js";
import { textValue } from "./lexer.js";

export function buildStrategy(n: CstNode, r: RangeMaker, range: A.SourceRange): A.StrategyDecl {
  const id = (t: IToken | undefined): A.Identifier => ({ name: t?.image ?? "", range: r.ofToken(t) });
  const zoneRef = (z: CstNode | undefined): A.ZoneRef => {
    if (!z) return { zone: id(undefined), range };
    const key = token(z, "key");
    return { zone: id(token(z, "Name")), ...(key ? { key: id(key) } : {}), range: r.ofNode(z) };
  };
  const top = (t: CstNode | undefined): A.TopAttribute =>
    t
      ? { attribute: id(token(t, "Name")), of: zoneRef(node(t, "zoneRef")), range: r.ofNode(t) }
      : { attribute: id(undefined), of: zoneRef(undefined), range };
  /** `value of Z` or the answer's `value` */
  const times = (f: CstNode): A.TopAttribute | A.Identifier => {
    const of = node(f, "of");
    return of ? top(of) : id(token(f, "answerAttribute"));
  };
  const term = (t: CstNode): A.ScoreTerm => {
    const at = r.ofNode(t);
    if (token(t, "Sum"))
      return {
        kind: "Sum",
        attribute: id(token(t, "attribute")),
        in: zoneRef(node(t, "zoneRef")),
        ...(token(t, "Has") ? { list: id(token(t, "list")), holds: id(token(t, "holds")) } : {}),
        range: at,
      };
    const best = token(t, "Min") ?? token(t, "Max");
    if (best)
      return {
        kind: "Extreme",
        best: token(t, "Min") ? "min" : "max",
        attribute: id(token(t, "attribute")),
        in: zoneRef(node(t, "zoneRef")),
        range: at,
      };
    if (token(t, "If")) {
      const weight = token(t, "IntLiteral");
      const factor = node(t, "times");
      const scale = {
        ...(weight ? { weight: (token(t, "Minus") ? -1 : 1) * Number(weight.image) } : {}),
        ...(factor ? { times: times(factor) } : {}),
      };
      const holds = node(t, "holds");
      if (holds) return { kind: "Has", ...scale, list: id(token(t, "list")), holds: top(holds), range: at };
      return { kind: "Match", ...scale, equals: top(node(t, "equals")), range: at };
    }
    const key = node(t, "key");
    const value = token(t, "value");
    return {
      kind: "AnswerAttribute",
      attribute: id(token(t, "attribute")),
      ...(key ? { key: top(key) } : value ? { key: id(value) } : {}),
      range: at,
    };
  };
  return {
    kind: "Strategy",
    preferences: nodes(n, "preferItem").map((p) => {
      const label = token(p, "TextLiteral");
      return {
        label: { name: label ? textValue(label.image) : "", range: r.ofToken(label) },
        order: token(p, "Lowest") ? "lowest" : "highest",
        terms: nodes(p, "scoreTerm").map(term),
        range: r.ofNode(p),
      };
    }),
    range,
  };
}
