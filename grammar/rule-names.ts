// The names of every rule and section (a `rule` inside a rule) of a Program.
import type { Block, Stmt } from "./ast.js";
import type { NestedRuleStmt } from "./statements/nested-rule.js";
import { stmtChildren } from "./ast-children.js";
import type { Program } from "./program.js";

/** The blocks nested in a statement, an `else if`'s included (ast-children.ts has every kind's). */
export function childBlocks(s: Stmt): Block[] {
  const { blocks, stmts } = stmtChildren(s);
  return [...blocks, ...stmts.flatMap(childBlocks)];
}

/** Every section (a `rule` inside a rule) in a block, however deeply nested, in source order. */
export function sectionsOf(block: Block): NestedRuleStmt[] {
  const sections: NestedRuleStmt[] = [];
  const visit = (b: Block) => {
    for (const s of b.statements) {
      if (s.kind === "NestedRule") sections.push(s);
      childBlocks(s).forEach(visit);
    }
  };
  visit(block);
  return sections;
}

export function allRuleNames(program: Program): string[] {
  return [...program.rules.values()].flatMap((r) => [r.name.name, ...sectionsOf(r.body).map((s) => s.name.name)]);
}
