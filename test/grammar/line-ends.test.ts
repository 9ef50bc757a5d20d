// Line ends and odd characters: LF, CRLF and a lone CR each end a line (and a comment), a byte
// order mark is no character, and control characters are diagnostics at their place.
import { describe, expect, it } from "vitest";
import { renderDiagnostic } from "../../grammar/render.js";
import { loadGame } from "../../src/index.js";

function load(text: string) {
  return loadGame("/p/rules/g.agon", { projectRoot: "/p", readFile: () => text }).diagnostics.map(
    (d) => `${d.code} ${d.range?.start.line}:${d.range?.start.column}`,
  );
}

const lines = [
  "game g { players 2..4  score points }",
  "var points: int per player = 0 // a comment",
  "rule setup { }",
  "rule play { set points[first(players)] = nope }",
  "rule finish { winners players }",
];

describe("line ends", () => {
  for (const [what, end] of [
    ["LF", "\n"],
    ["CRLF", "\r\n"],
    ["CR", "\r"],
  ] as const) {
    it(`${what}: a position counts lines and columns alike`, () => {
      expect(load(lines.join(end))).toEqual(["unknown-name 4:42"]);
    });
  }

  it("the rendered source line is the diagnostic's line, whatever the line ends", () => {
    for (const end of ["\n", "\r\n", "\r"]) {
      const text = lines.join(end);
      const d = loadGame("/p/rules/g.agon", { projectRoot: "/p", readFile: () => text }).diagnostics[0]!;
      expect(renderDiagnostic(d, text)).toContain(
        "4 | rule play { set points[first(players)] = nope }\n  |                                          ^^^^",
      );
    }
  });

  it("a lone CR ends a comment: what follows is read, and a failing assertion fails", () => {
    const text = `${lines.join("\n").replace("nope", "0")}\nassert 1 == 2 // ok\r]] garbage`;
    expect(load(text)).toEqual(["syntax-error 7:1"]);
    expect(load(`${lines.join("\n").replace("nope", "0")}\n// note\rassert 1 == 2`)).toEqual(["assertion-failed 7:1"]);
  });

  it("CR CR LF is two line ends, not one or three", () => {
    expect(load(lines.join("\r\r\n"))).toEqual(["unknown-name 7:42"]);
  });

  it("a byte order mark at the start is accepted and takes no column", () => {
    expect(load(`\ufeff${lines.join("\n")}`)).toEqual(["unknown-name 4:42"]);
    expect(load(`\ufeffoops ${lines.join("\n")}`)).toEqual(["syntax-error 1:1"]);
  });

  it("a file full of control characters gives the first few, soon", () => {
    const found = load(`rule setup { }\n${"ab\u0000\n".repeat(100_000)}`).filter((d) => d.startsWith("unexpected-character"));
    expect(found.length).toBe(20);
    expect(found[0]).toBe("unexpected-character 2:3");
  });

  it("a NUL or another control character is a diagnostic at its place, in code, a text or a comment", () => {
    const ok = lines.join("\n").replace("nope", "0");
    expect(load(ok.replace("rule setup", "rule \u0000setup"))).toEqual(["unexpected-character 3:6"]);
    expect(load(ok.replace("a comment", "a \u001b[31mcomment"))).toEqual(["unexpected-character 2:37"]);
    expect(load(ok.replace("rule finish", 'assert "a\u0007b" == "ab"\nrule finish'))).toEqual(["unexpected-character 5:10"]);
  });
});
