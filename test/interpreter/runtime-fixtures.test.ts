// Each fixture in test/fixtures/runtime is a game whose problem shows only when it is loaded or
// played; its header says which diagnostic to expect and where: `// expect: CODE LINE:COL`.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { AgonError, firstLegalAgent, loadGame, playGame, type Diagnostic } from "../../src/index.js";

const folder = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/runtime");
const fixtures = readdirSync(folder)
  .filter((f) => f.endsWith(".agon"))
  .sort();

function expectation(file: string): { code: string; line: number; column: number } {
  const m = /^\/\/ expect: ([a-z-]+) (\d+):(\d+)/.exec(readFileSync(join(folder, file), "utf8"));
  if (!m) throw new Error(`${file} has no \`// expect: CODE LINE:COL\` header`);
  return { code: m[1]!, line: Number(m[2]), column: Number(m[3]) };
}

/** The first error from loading, or else from playing: 2 players, seed 1, first-legal agents. */
function firstError(file: string): Diagnostic | undefined {
  const loaded = loadGame(join(folder, file));
  const error = loaded.diagnostics.find((d) => d.severity === "error");
  if (error || !loaded.game) return error;
  try {
    playGame(loaded.game, { players: [{ name: "ann" }, { name: "bob" }], seed: 1, stepBudget: 100_000 }, () => firstLegalAgent());
  } catch (e) {
    if (e instanceof AgonError) return e.diagnostic;
    throw e;
  }
  return undefined;
}

describe("runtime fixtures", () => {
  it("there are at least four", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(4);
  });

  for (const file of fixtures) {
    it(file, () => {
      const want = expectation(file);
      const got = firstError(file);
      expect(got, `${file} loaded and played without an error`).toBeDefined();
      expect({ code: got!.code, line: got!.range?.start.line, column: got!.range?.start.column }).toEqual(want);
      expect(got!.range?.file).toContain(file);
    });
  }
});
