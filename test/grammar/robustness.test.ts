// A broken file must never crash the front end or yield a position that is not a real place.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { loadProgram } from "../../grammar/loader.js";
import { parseSource } from "../../grammar/parse.js";

const game = readFileSync("rules/olympia-2000.agon", "utf8");

function expectRealPositions(diagnostics: Diagnostic[], text: string): void {
  const lines = text.split("\n");
  for (const d of diagnostics) {
    expect(d.range, d.message).toBeDefined();
    const { line, column, offset } = d.range!.start;
    expect(Number.isInteger(line) && line >= 1 && line <= lines.length, `${d.code} line ${line}`).toBe(true);
    expect(Number.isInteger(column) && column >= 1 && column <= lines[line - 1]!.length + 1, `${d.code} column ${column}`).toBe(true);
    expect(Number.isInteger(offset)).toBe(true);
    expect(d.message).not.toMatch(/NaN|undefined|-->/);
  }
}

describe("front end robustness", () => {
  it("reports a truncated file at real positions, never throwing", () => {
    for (let cut = 1; cut < game.length; cut += 53) {
      const text = game.slice(0, cut);
      const r = parseSource(text, "cut.agon");
      expectRealPositions(r.diagnostics, text);
    }
  });

  it("survives a token deleted anywhere, through the whole loader", () => {
    const words = [...game.matchAll(/\S+/g)];
    for (let i = 0; i < words.length; i += 37) {
      const w = words[i]!;
      const text = game.slice(0, w.index) + game.slice(w.index! + w[0].length);
      const { diagnostics } = loadProgram("/p/rules/g.agon", {
        projectRoot: "/p",
        readFile: (p) => (p.endsWith("g.agon") ? text : readFileSync(p.replace(/^\/p\//, ""), "utf8")),
      });
      expectRealPositions(
        diagnostics.filter((d) => d.range?.file === "/p/rules/g.agon"),
        text,
      );
    }
  });
});
