// The AST builder has a case for every declaration and statement the parser can produce, and no
// case for a rule the parser lacks: its tables are read against the parser's own grammar.
import type { Alternation as AlternationNode, Alternative, IProduction, NonTerminal as NonTerminalNode } from "chevrotain";
import { Alternation, NonTerminal } from "../../grammar/chevrotain.js";
import { describe, expect, it } from "vitest";
import { BUILT_RULES } from "../../grammar/ast-builder.js";
import { agonParser } from "../../grammar/parser.js";

const productions = agonParser.getGAstProductions();

/** The sub-rules that a rule made of one `OR` chooses between. */
function alternativesOf(rule: string): string[] {
  const body: IProduction[] = productions[rule]?.definition ?? [];
  const or = body[0];
  if (body.length !== 1 || !(or instanceof Alternation)) throw new Error(`${rule} is not one OR`);
  return (or as AlternationNode).definition.map((production) => {
    const alt = production as Alternative;
    const only = alt.definition[0];
    if (alt.definition.length !== 1 || !(only instanceof NonTerminal)) throw new Error(`an alternative of ${rule} is not one sub-rule`);
    return (only as NonTerminalNode).nonTerminalName;
  });
}

describe("the AST builder's rule tables", () => {
  it.each(["declaration", "statement"] as const)("build every alternative of the parser's %s rule, and only those", (rule) => {
    expect([...BUILT_RULES[rule]].sort()).toEqual(alternativesOf(rule).sort());
  });

  it("name only parser rules as the rules an expression is built from", () => {
    for (const rule of BUILT_RULES.expression) expect(productions[rule], rule).toBeDefined();
  });
});
