import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { renderDiagnostic } from "../../grammar/render.js";

const source = "rule turn {\n    move c to hnd[p]\n}\n";
const diagnostic: Diagnostic = {
  code: "unknown-zone",
  severity: "error",
  message: "unknown zone `hnd`",
  range: { file: "rules/g.agon", start: { line: 2, column: 15, offset: 26 }, end: { line: 2, column: 18, offset: 29 } },
  hint: "did you mean `hand`?",
};

describe("renderDiagnostic", () => {
  it("shows code, place, the source line with a caret run under the span, and the hint", () => {
    expect(renderDiagnostic(diagnostic, source)).toBe(
      [
        "error[unknown-zone]: unknown zone `hnd`",
        " --> rules/g.agon:2:15",
        "  |",
        "2 |     move c to hnd[p]",
        "  |               ^^^",
        "  = hint: did you mean `hand`?",
      ].join("\n"),
    );
  });

  it("shows a long line only around the span, with ellipses, and the caret still under it", () => {
    const line = `${"a".repeat(200_000)} hnd ${"b".repeat(200_000)}`;
    const column = 200_002;
    const long: Diagnostic = {
      ...diagnostic,
      range: {
        file: "rules/g.agon",
        start: { line: 1, column, offset: column - 1 },
        end: { line: 1, column: column + 3, offset: column + 2 },
      },
    };
    const [, , , shown, caret] = renderDiagnostic(long, line).split("\n");
    expect(shown).toBe(`1 | …${"a".repeat(59)} hnd ${"b".repeat(59)}…`);
    expect(caret).toBe(`  | ${" ".repeat(61)}^^^`);
  });

  it("cuts a span longer than a line's excerpt, and never through a character", () => {
    const line = `x = ${"가".repeat(300)}`;
    const wide: Diagnostic = {
      ...diagnostic,
      range: { file: "rules/g.agon", start: { line: 1, column: 5, offset: 4 }, end: { line: 1, column: 305, offset: 304 } },
    };
    const [, , , shown, caret] = renderDiagnostic(wide, line).split("\n");
    expect(shown).toBe(`1 | x = ${"가".repeat(80)}…`);
    expect(caret).toBe(`  |     ${"^".repeat(161)}`);
    const emoji = `${"😀".repeat(100)} hnd`;
    const far: Diagnostic = {
      ...diagnostic,
      range: { file: "rules/g.agon", start: { line: 1, column: 202, offset: 201 }, end: { line: 1, column: 205, offset: 204 } },
    };
    // a half of a surrogate pair would not survive UTF-8
    const cut = renderDiagnostic(far, emoji).split("\n")[3]!;
    expect(cut.startsWith("1 | …")).toBe(true);
    expect(Buffer.from(cut, "utf8").toString("utf8")).toBe(cut);
  });

  it("works without the source text and without a range", () => {
    expect(renderDiagnostic(diagnostic)).toBe(
      "error[unknown-zone]: unknown zone `hnd`\n --> rules/g.agon:2:15\n  = hint: did you mean `hand`?",
    );
    expect(renderDiagnostic({ code: "bad-option", severity: "error", message: "no option `x`" })).toBe("error[bad-option]: no option `x`");
  });

  it("puts one caret at the end of a line for an end-of-input position", () => {
    const atEnd: Diagnostic = {
      ...diagnostic,
      code: "unexpected-end-of-input",
      range: { ...diagnostic.range!, start: { line: 3, column: 2, offset: 34 }, end: { line: 3, column: 2, offset: 34 } },
    };
    expect(renderDiagnostic(atEnd, source).split("\n")[4]).toBe("  |  ^");
  });

  it("colours only when asked", () => {
    expect(renderDiagnostic(diagnostic, source, { color: true })).toContain("\u001b[1;31merror[unknown-zone]\u001b[0m");
    expect(renderDiagnostic({ ...diagnostic, severity: "warning" }, source)).toMatch(/^warning\[unknown-zone\]/);
  });
});

describe("renderDiagnostic on wide characters and terminal escapes", () => {
  it("puts the caret under the span by display width (a Hangul syllable takes two columns)", () => {
    const text = 'log "점수를 센다" + hnd\n';
    const column = text.indexOf("hnd") + 1;
    const d: Diagnostic = {
      code: "unknown-name",
      severity: "error",
      message: "unknown name `hnd`",
      range: { file: "g.agon", start: { line: 1, column, offset: column - 1 }, end: { line: 1, column: column + 3, offset: column + 2 } },
    };
    const [, , , line, caret] = renderDiagnostic(d, text).split("\n");
    expect(line).toBe('1 | log "점수를 센다" + hnd');
    // `log "` is 5 columns, the five syllables 10, the space between them 1, `" + ` 4: 20 before the name
    expect(caret).toBe(`  | ${" ".repeat(20)}^^^`);
  });

  it("shows a file's control characters escaped, in the line, the message and the hint", () => {
    const text = 'log "\u001b]0;pwned\u0007\u001b[2J" + x\n';
    const column = text.indexOf("x") + 1;
    const d: Diagnostic = {
      code: "unknown-name",
      severity: "error",
      message: "unknown name in \u001b[31mred\u009b",
      hint: "\u001bc",
      range: { file: "g.agon", start: { line: 1, column, offset: column - 1 }, end: { line: 1, column: column + 1, offset: column } },
    };
    const out = renderDiagnostic(d, text);
    expect(out).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
    expect(out).toContain('1 | log "\\x1b]0;pwned\\x07\\x1b[2J" + x');
    expect(out).toContain("unknown name in \\x1b[31mred\\x9b");
    expect(out).toContain("= hint: \\x1bc");
    const caret = out.split("\n")[4]!;
    expect(caret.indexOf("^")).toBe(out.split("\n")[3]!.lastIndexOf("x"));
  });
});
