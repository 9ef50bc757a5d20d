// A step definition's place in the reports is the line of its Given/When/Then call in the .ts
// source, not a line of the transpiled file (the Korean steps are wrapped, and TypeScript drops
// lines on the way).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Definition {
  pattern: string;
  uri: string;
  line: number;
}

function definitions(): Definition[] {
  const out = execFileSync("npx", ["cucumber-js", "--dry-run", "--format", "message"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return out
    .split("\n")
    .filter((l) => l.includes('"stepDefinition"'))
    .map((l) => {
      const d = JSON.parse(l).stepDefinition;
      return { pattern: d.pattern.source, uri: d.sourceReference.uri, line: d.sourceReference.location.line };
    });
}

describe("step definition locations", () => {
  it("point at the line of the step's own definition, English and Korean", () => {
    const found = definitions();
    const check = (file: string, literal: string) => {
      const d = found.find((x) => x.uri === file && x.pattern.includes(literal));
      expect(d, `${literal} in ${file}`).toBeDefined();
      const lines = readFileSync(file, "utf8").split("\n");
      expect(lines[d!.line - 1]).toMatch(/^(Given|When|Then)\(/);
      // the call, from that line to its closing `);` (the formatter may put the pattern on the next line)
      const end = lines.findIndex((l, i) => i >= d!.line - 1 && l.startsWith(");"));
      const call = lines.slice(d!.line - 1, end < 0 ? d!.line : end + 1).join("\n");
      expect(call).toContain(literal);
    };
    check("features/steps/ko.steps.ts", "총점은");
    check("features/steps/ko.steps.ts", "게임이 끝났다");
    check("features/steps/zone.steps.ts", "holds {list}");
  }, 60_000);
});
