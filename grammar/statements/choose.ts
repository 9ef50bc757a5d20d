// `choose c from hand[p] by p`: a choice point.
import type { Expr, Identifier, LocalizedNames, Node } from "../ast.js";
import { expectList } from "../checks/expect.js";
import type { Check } from "../checks/registry.js";
import { token } from "../cst.js";
import { elementType, maybeNone } from "../link/types.js";
import { statement } from "./construct.js";

/** `choose c from hand[p] by p secret "token to play"`: a choice point. Binds `c` for the rest of the block. */
export interface ChooseStmt extends Node {
  kind: "Choose";
  name: Identifier;
  from: Expr;
  by: Expr;
  secret: boolean;
  label?: string;
  /** the label in other languages: `"card to play" ko "낼 카드"` */
  labelNames?: LocalizedNames;
  /** `optional`: the player may also choose none (binds `none`) */
  optional: boolean;
}

declare module "../ast.js" {
  interface StatementNodes {
    Choose: ChooseStmt;
  }
}

const chooseFromAList: Check<"Choose"> = (s, ctx) => expectList(s.from, ctx, "`choose`");

export const chooseStatement = statement({
  kind: "Choose",
  rule: "chooseStmt",
  build: (n, b, range) => {
    const label = token(n, "TextLiteral");
    return {
      kind: "Choose",
      name: b.id(token(n, "Name")),
      from: b.exprAt(n, "from", range),
      by: b.exprAt(n, "by", range),
      secret: token(n, "Secret") !== undefined,
      label: label ? b.text(label) : undefined,
      labelNames: b.namesIn(n),
      optional: token(n, "Optional") !== undefined,
      range,
    };
  },
  children: ["from", "by"],
  link: (s, l, scope) => {
    const from = l.expr(s.from, scope);
    l.expr(s.by, scope);
    const item = elementType(from);
    l.bind(scope, s.name, "choose", s.optional ? maybeNone(item) : item);
    if (s.label !== undefined) l.decision(s.label, s);
  },
  checks: [chooseFromAList],
  docs: [
    {
      syntax: '`choose x from e by p [secret] ["label"]`',
      meaning:
        "a choice point: p picks one of the list `e`; binds x. `choose optional x ...` also allows none. Choosing from an empty list is an error (`no-legal-option`)",
    },
  ],
});
