import { describe, expect, it } from "vitest";
import { tokenize } from "../../grammar/lexer.js";

const names = (text: string) => tokenize(text, "t.agon").tokens.map((t) => [t.tokenType.name, t.image]);

describe("lexer", () => {
  it("reads kebab-case names as one token, so subtraction needs spaces", () => {
    expect(names("a-b a - b circle-1 G-T4")).toEqual([
      ["Name", "a-b"],
      ["Name", "a"],
      ["Minus", "-"],
      ["Name", "b"],
      ["Name", "circle-1"],
      ["Name", "G-T4"],
    ]);
  });

  it("lexes a name that starts with a keyword as a name", () => {
    expect(names("in-play top-tile format sets")).toEqual([
      ["Name", "in-play"],
      ["Name", "top-tile"],
      ["Name", "format"],
      ["Name", "sets"],
    ]);
  });

  it("tells `int` from `in` and `seating` from `set` whatever the keyword order", () => {
    expect(names("int in seating set")).toEqual([
      ["IntType", "int"],
      ["In", "in"],
      ["Seating", "seating"],
      ["Set", "set"],
    ]);
  });

  it("puts soft keywords in the Name category and keeps hard keywords out of it", () => {
    const [row, inKw] = tokenize("row in", "t.agon").tokens;
    expect(row!.tokenType.CATEGORIES?.map((c) => c.name)).toContain("Name");
    expect(inKw!.tokenType.CATEGORIES ?? []).toEqual([]);
  });

  it("gives a keyword token its type's index, which the parser matches on", () => {
    for (const t of tokenize("row in Row", "t.agon").tokens) expect(t.tokenTypeIdx).toBe(t.tokenType.tokenTypeIdx);
  });

  it("skips comments and reads texts with escapes and UTF-8", () => {
    expect(names('x // a comment\n"높이뛰기 \\"jump\\""')).toEqual([
      ["Name", "x"],
      ["TextLiteral", '"높이뛰기 \\"jump\\""'],
    ]);
  });

  it("reads multi-character operators before their prefixes", () => {
    expect(names("-> += -= == != <= >= ?? .. < > = .")).toEqual([
      ["Arrow", "->"],
      ["PlusEquals", "+="],
      ["MinusEquals", "-="],
      ["EqEq", "=="],
      ["NotEq", "!="],
      ["LessEq", "<="],
      ["GreaterEq", ">="],
      ["Coalesce", "??"],
      ["DotDot", ".."],
      ["Less", "<"],
      ["Greater", ">"],
      ["Equals", "="],
      ["Dot", "."],
    ]);
  });

  it("reports an unexpected character with its position and goes on lexing", () => {
    const r = tokenize("let x = 1\n  @ y", "t.agon");
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ code: "unexpected-character", range: { start: { line: 2, column: 3 } } });
    expect(r.tokens.map((t) => t.image)).toEqual(["let", "x", "=", "1", "y"]);
  });

  it("reports an unterminated text and parses on as if it were closed", () => {
    const r = tokenize('log "no end\nlog "fine"', "t.agon");
    expect(r.diagnostics.map((d) => [d.code, d.range?.start.line, d.range?.start.column])).toEqual([["unterminated-text", 1, 5]]);
    expect(r.tokens.map((t) => t.tokenType.name)).toEqual(["Log", "TextLiteral", "Log", "TextLiteral"]);
  });
});
