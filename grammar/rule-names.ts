// The names of every rule and section (a `rule` inside a rule) of a Program.
import type { Block, Stmt } from "./ast.js";
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

export function allRuleNames(program: Program): string[] {
  const names: string[] = [];
  const visit = (block: Block) => {
    for (const s of block.statements) {
      if (s.kind === "NestedRule") names.push(s.name.name);
      childBlocks(s).forEach(visit);
    }
  };
  for (const r of program.rules.values()) {
    names.push(r.name.name);
    visit(r.body);
  }
  return names;
}
