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

  it("works without the source text and without a range", () => {
    expect(renderDiagnostic(diagnostic)).toBe("error[unknown-zone]: unknown zone `hnd`\n --> rules/g.agon:2:15\n  = hint: did you mean `hand`?");
    expect(renderDiagnostic({ code: "bad-option", severity: "error", message: "no option `x`" })).toBe("error[bad-option]: no option `x`");
  });

  it("puts one caret at the end of a line for an end-of-input position", () => {
    const atEnd: Diagnostic = { ...diagnostic, code: "unexpected-end-of-input", range: { ...diagnostic.range!, start: { line: 3, column: 2, offset: 34 }, end: { line: 3, column: 2, offset: 34 } } };
    expect(renderDiagnostic(atEnd, source).split("\n")[4]).toBe("  |  ^");
  });

  it("colours only when asked", () => {
    expect(renderDiagnostic(diagnostic, source, { color: true })).toContain("\u001b[1;31merror[unknown-zone]\u001b[0m");
    expect(renderDiagnostic({ ...diagnostic, severity: "warning" }, source)).toMatch(/^warning\[unknown-zone\]/);
  });
});
