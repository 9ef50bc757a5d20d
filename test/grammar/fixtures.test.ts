// Every broken file under test/fixtures/check/ says in its header what the checker must report:
//   // expect: CODE LINE:COL ["hint text it must contain"]
// The test loads each file and demands exactly those errors (warnings only when expected).
import { readdirSync, readFileSync } from "node:fs";
import * as path from "node:path";
import { describe, expect, it } from "vitest";
import { loadProgram } from "../../grammar/index.js";

const folder = "test/fixtures/check";
const fixtures = readdirSync(folder)
  .filter((f) => f.endsWith(".agon"))
  .sort();

interface Expectation {
  code: string;
  line: number;
  column: number;
  hint?: string;
}

function expectations(text: string): Expectation[] {
  const found: Expectation[] = [];
  for (const m of text.matchAll(/^\/\/ expect: ([a-z-]+) (\d+):(\d+)(?: "(.*)")?$/gm)) {
    found.push({ code: m[1]!, line: Number(m[2]), column: Number(m[3]), hint: m[4] });
  }
  return found;
}

describe("check fixtures", () => {
  it("has a fixture for each of at least 16 problems", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(16);
  });

  for (const name of fixtures) {
    it(name, () => {
      const file = path.join(folder, name);
      const expected = expectations(readFileSync(file, "utf8"));
      expect(expected.length, "the fixture declares what it expects").toBeGreaterThan(0);
      const { diagnostics } = loadProgram(file);
      const inThisFile = diagnostics.filter((d) => d.range?.file === file || !d.range);
      for (const e of expected) {
        const match = inThisFile.find((d) => d.code === e.code && d.range?.start.line === e.line && d.range?.start.column === e.column);
        expect(
          match,
          `${e.code} at ${e.line}:${e.column}; got ${JSON.stringify(diagnostics.map((d) => [d.code, d.range?.start]))}`,
        ).toBeDefined();
        if (e.hint) expect(match?.hint).toContain(e.hint);
      }
      const unexpected = diagnostics.filter(
        (d) =>
          d.severity === "error" &&
          !expected.some((e) => e.code === d.code && d.range?.start.line === e.line && d.range?.start.column === e.column),
      );
      expect(unexpected).toEqual([]);
    });
  }
});
