// Every committed file that a script generates (docs/grammar.html, grammar/cst-types.ts and
// grammar/lookahead-paths.ts from the parser, the TextMate grammar's statement pattern, the
// statements' tables and docs/language.md's statement table from their constructs, the step
// vocabulary in features/README.md, the two decks under cards/) is what its generator writes
// today: scripts/generated.ts runs them all with --check. `npm run generate` rewrites them.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

describe("the generated files", () => {
  it("are each what their generator writes", () => {
    const run = spawnSync(process.execPath, ["--import", "./scripts/register.mjs", "scripts/generated.ts", "--check"], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  }, 180_000);
});
