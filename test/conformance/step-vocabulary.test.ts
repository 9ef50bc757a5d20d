// features/README.md lists the step vocabulary generated from the step definitions; this fails
// when a step was added, changed or removed without `npm run steps:doc`.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

describe("the step vocabulary in features/README.md", () => {
  it("is what scripts/step-vocabulary.ts generates from the step definitions", () => {
    const run = spawnSync(process.execPath, ["--import", "./scripts/register.mjs", "scripts/step-vocabulary.ts", "--check"], {
      encoding: "utf8",
    });
    expect(run.stderr).not.toContain("out of date");
    expect(run.status).toBe(0);
  }, 120_000);

  it("gives every pattern, English and Korean, an example", () => {
    const readme = readFileSync("features/README.md", "utf8");
    const rows = readme.split("\n").filter((l) => l.startsWith("| `"));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.filter((r) => /[가-힣]/.test(r)).length).toBeGreaterThan(20);
    for (const row of rows) expect(row).toMatch(/^\| `.+` \| `.+` \|$/);
  });
});
