// The name index filled from the linking stage's resolution, read by the language server.
import { describe, expect, it } from "vitest";
import { loadProgram } from "../../grammar/loader.js";
import { NameIndex } from "../../grammar/names/name-index.js";

describe("the name index", () => {
  const names = new NameIndex();
  const { diagnostics } = loadProgram("test/cli/fixtures/high-card.agon", { names });
  const file = "test/cli/fixtures/high-card.agon";
  const kindOf = (key: string) => names.symbols.get(key)?.kind;

  it("is filled by the checks' resolution, with no error in the game", () => {
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(names.occurrences(file).length).toBeGreaterThan(80);
  });

  it("keys each local by its declaration: each `p` loop or comprehension is its own symbol", () => {
    const ps = names.occurrences(file).filter((o) => kindOf(o.key) === "local" && names.symbols.get(o.key)?.name === "p");
    expect(new Set(ps.map((o) => o.key)).size).toBeGreaterThanOrEqual(3);
    // each use of a `p` is within a few lines of its own declaration
    for (const o of ps.filter((x) => !x.declares)) {
      const decl = names.symbols.get(o.key)!.declaration!;
      expect(Math.abs(decl.start.line - o.range.start.line)).toBeLessThanOrEqual(6);
    }
  });

  it("records every kind of name: zones, options and their values, rules, rule IDs, attributes, cards, built-ins", () => {
    const kinds = new Set(names.occurrences(file).map((o) => kindOf(o.key)));
    for (const k of [
      "zone",
      "option",
      "option-value",
      "rule",
      "rule-id",
      "attribute",
      "card",
      "kind",
      "var",
      "local",
      "builtin",
      "builtin-function",
    ]) {
      expect(kinds, k).toContain(k);
    }
    expect(names.referencesTo("option-value:scoring:card-value").map((o) => o.range.start.line)).toEqual([17, 17, 64]);
  });
});
