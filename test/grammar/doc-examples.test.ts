// The docs stay true: every `agon` code block of docs/language.md is a file the parser reads
// without a diagnostic (the blocks are excerpts of games, so their names are not resolved here;
// a `...` stands for what the excerpt leaves out).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSource } from "../../grammar/parse.js";

const doc = readFileSync("docs/language.md", "utf8");
const blocks = [...doc.matchAll(/```agon\n([\s\S]*?)```/g)].map((m) => ({
  text: m[1]!.replace(/\{ \.\.\. \}/g, "{ }").replace(/^\s*\.\.\.$/gm, ""),
  line: doc.slice(0, m.index).split("\n").length + 1,
}));

describe("docs/language.md's agon examples", () => {
  it("there are examples", () => {
    expect(blocks.length).toBeGreaterThan(10);
  });

  for (const b of blocks) {
    it(`the example at line ${b.line} parses`, () => {
      expect(
        parseSource(b.text, `docs/language.md:${b.line}`).diagnostics.map(
          (d) => `${d.code} ${d.range?.start.line}:${d.range?.start.column} ${d.message}`,
        ),
      ).toEqual([]);
    });
  }
});
