// A step definition's place in the reports is the line of its Given/When/Then call in the .ts
// source, not a line of the transpiled file (the Korean steps are wrapped, and TypeScript drops
// lines on the way).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface Definition { pattern: string; uri: string; line: number }

function definitions(): Definition[] {
  const out = execFileSync("npx", ["cucumber-js", "--dry-run", "--format", "message"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  return out.split("\n").filter((l) => l.includes('"stepDefinition"')).map((l) => {
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
      const line = readFileSync(file, "utf8").split("\n")[d!.line - 1]!;
      expect(line).toMatch(/^(Given|When|Then)\(/);
      expect(line).toContain(literal);
    };
    check("features/steps/ko.steps.ts", "총점은");
    check("features/steps/ko.steps.ts", "게임이 끝났다");
    check("features/steps/zone.steps.ts", "holds {list}");
  }, 60_000);
});
