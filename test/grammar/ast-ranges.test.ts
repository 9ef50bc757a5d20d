import { describe, expect, it } from "vitest";
import type { Node, SourceRange } from "../../grammar/ast.js";
import { parseSource } from "../../grammar/parse.js";

const text = `// ranges
zone hand: card per player owner
rule turn implements X-1 {
  let best = min([c.value for c in hand[p] if c.value > 0]) ?? 0
  move top(hand[p]) to top of hand[next(p)]
}
`;

function slice(r: SourceRange): string {
  return text.slice(r.start.offset, r.end.offset);
}

/** Every object in the AST that has a range. */
function allNodes(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) value.forEach((v) => allNodes(v, found));
  else if (value && typeof value === "object") {
    if ("range" in value) found.push(value as Node);
    for (const [k, v] of Object.entries(value)) if (k !== "range") allNodes(v, found);
  }
  return found;
}

describe("AST source ranges", () => {
  const file = parseSource(text, "rules/t.agon").file!;

  it("gives every node a range in its file, with consistent line, column and offset", () => {
    const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((m) => m.index! + 1)];
    const nodes = allNodes(file);
    expect(nodes.length).toBeGreaterThan(30);
    for (const n of nodes) {
      expect(n.range.file).toBe("rules/t.agon");
      for (const p of [n.range.start, n.range.end]) {
        expect(Number.isInteger(p.line) && p.line >= 1).toBe(true);
        expect(lineStarts[p.line - 1]! + p.column - 1).toBe(p.offset);
      }
      expect(n.range.end.offset).toBeGreaterThanOrEqual(n.range.start.offset);
    }
  });

  it("covers exactly the text of declarations, statements and expressions", () => {
    const [zone, rule] = file.declarations;
    expect(slice(zone!.range)).toBe("zone hand: card per player owner");
    if (rule?.kind !== "Rule") throw new Error("expected a rule");
    expect(slice(rule.name.range)).toBe("turn");
    expect(slice(rule.implements[0]!.range)).toBe("X-1");
    const [letStmt, move] = rule.body.statements;
    expect(slice(letStmt!.range)).toBe("let best = min([c.value for c in hand[p] if c.value > 0]) ?? 0");
    if (letStmt?.kind !== "Let" || letStmt.value.kind !== "Binary") throw new Error("expected let x = a ?? b");
    expect(slice(letStmt.value.left.range)).toBe("min([c.value for c in hand[p] if c.value > 0])");
    expect(slice(letStmt.value.range)).toBe("min([c.value for c in hand[p] if c.value > 0]) ?? 0");
    if (move?.kind !== "Move") throw new Error("expected a move");
    expect(slice(move.what.range)).toBe("top(hand[p])");
    expect(slice(move.to.range)).toBe("hand[next(p)]");
    expect(move.range.start).toEqual({ line: 5, column: 3, offset: text.indexOf("move") });
  });
});
