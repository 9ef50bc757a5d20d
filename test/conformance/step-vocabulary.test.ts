// features/README.md lists the step vocabulary generated from the step definitions (that it is up
// to date is test/generated-files.test.ts's); here, that every row reads.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("the step vocabulary in features/README.md", () => {
  it("gives every pattern, English and Korean, an example", () => {
    const readme = readFileSync("features/README.md", "utf8");
    const rows = readme.split("\n").filter((l) => l.startsWith("| `"));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => /[가-힣]/.test(r)).length).toBeGreaterThan(20);
    for (const row of rows) expect(row).toMatch(/^\| `.+` \| `.+` \|$/);
  });
});
