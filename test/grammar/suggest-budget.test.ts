// "Did you mean" compares an unknown name with every name in scope; a file with thousands of
// unknown names and thousands of names would take minutes. Each load has a budget of comparisons:
// the first unknown names get their hint, the rest their diagnostic without one.
import { describe, expect, it } from "vitest";
import { loadProgram } from "../../grammar/index.js";

const n = 500;
const text = [
  "game g { players 2..4  score points }",
  "var points: int per player = 0",
  "rule setup { }",
  "rule finish { winners players }",
  ...Array.from({ length: n }, (_, i) => `var value-number-${i}: int = 0`),
  "rule play {",
  ...Array.from({ length: n }, (_, i) => `  set points[first(players)] = valu-number-${i}`),
  "}",
].join("\n");

describe("hint budget", () => {
  it("gives the first unknown names a hint and every one its diagnostic", () => {
    const unknown = loadProgram("/p/rules/g.agon", { projectRoot: "/p", readFile: () => text }).diagnostics.filter(
      (d) => d.code === "unknown-name",
    );
    expect(unknown).toHaveLength(n);
    expect(unknown[0]!.hint).toBe("did you mean `value-number-0`?");
    expect(unknown[n - 1]!.hint).toBeUndefined();
  });

  it("starts afresh for every load", () => {
    const again = loadProgram("/p/rules/g.agon", { projectRoot: "/p", readFile: () => text }).diagnostics.find(
      (d) => d.code === "unknown-name",
    );
    expect(again?.hint).toBe("did you mean `value-number-0`?");
  });
});
