// The names of every rule and section (a `rule` inside a rule) of a Program.
import type { Block, NestedRuleStmt, Stmt } from "./ast.js";
import type { Program } from "./program.js";

export function childBlocks(s: Stmt): Block[] {
  switch (s.kind) {
    case "If": {
      const rest = s.else ? (s.else.kind === "Block" ? [s.else] : childBlocks(s.else)) : [];
      return [s.then, ...rest];
    }
    case "For":
    case "While":
    case "Repeat":
    case "NestedRule":
      return [s.body];
    default:
      return [];
  }
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
