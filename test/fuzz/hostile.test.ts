// Hostile rules files: a loop without end, recursion without end, brackets or operator chains
// nested without end, a huge collection, a file outside the project. Each ends with a diagnostic
// of its own code, soon, without taking the memory; and nothing in the core can run code.
import { readdirSync, readFileSync, statSync } from "node:fs";
import * as path from "node:path";
import { describe, expect, it } from "vitest";
import { AgonError, firstLegalAgent, loadGame, playGame, type Diagnostic } from "../../src/index.js";

const header =
  "game hostile { players 2..4  score points }\nvar points: int per player = 0\nrule setup { }\nrule finish { winners players }\n";
/** generous for a loaded machine: alone each case takes well under a second */
const SOON_MS = 3000;
const BOUNDED_BYTES = 300 * 2 ** 20;

/** The first error loading or playing `text` (the default step budget), how long it took and
 *  how much the heap grew. */
function outcome(text: string): { diagnostic?: Diagnostic; ms: number; grew: number } {
  const heap = process.memoryUsage().heapUsed;
  const started = performance.now();
  const loaded = loadGame("/hostile/rules/game.agon", { projectRoot: "/hostile", readFile: () => text });
  let diagnostic = loaded.diagnostics.find((d) => d.severity === "error");
  if (!diagnostic && loaded.game) {
    try {
      playGame(loaded.game, { players: [{ name: "ann" }, { name: "bob" }], recordEvents: false }, () => firstLegalAgent());
    } catch (e) {
      if (!(e instanceof AgonError)) throw e;
      diagnostic = e.diagnostic;
    }
  }
  return { diagnostic, ms: performance.now() - started, grew: process.memoryUsage().heapUsed - heap };
}

const cases: [string, string, string][] = [
  ["a loop without end", "step-budget-exceeded", "rule play { repeat { set points[first(players)] += 1 } }"],
  [
    "a function calling itself without end",
    "recursion-too-deep",
    "function down(n: int): int = down(n + 1)\nrule play { set points[first(players)] = down(1) }",
  ],
  [
    "brackets nested 20,000 deep",
    "nesting-too-deep",
    `rule play { set points[first(players)] = ${"(".repeat(20_000)}1${")".repeat(20_000)} }`,
  ],
  ["a list nested 20,000 deep", "nesting-too-deep", `rule play { let xs = ${"[".repeat(20_000)}1${"]".repeat(20_000)} }`],
  ["a chain of 50,000 additions", "nesting-too-deep", `rule play { let x = 1${" + 1".repeat(50_000)} }`],
  ["20,000 nots in a row", "nesting-too-deep", `rule play { let x = ${"not ".repeat(20_000)}true }`],
  ["a range of 100,000,000", "collection-too-large", "rule play { set points[first(players)] = count(1..100000000) }"],
  ["a list doubling without end", "collection-too-large", "rule play {\n  let xs = [1]\n  repeat { set xs += xs }\n}"],
  ["a file outside the project", "file-outside-project", 'use "../../etc/passwd"\nrule play { }'],
];

describe("hostile rules files", () => {
  for (const [what, code, rules] of cases) {
    it(`${what}: ${code}, soon, in bounded memory`, () => {
      const r = outcome(header + rules);
      expect(r.diagnostic?.code, r.diagnostic?.message).toBe(code);
      expect(r.diagnostic?.range?.start.line).toBeGreaterThanOrEqual(1);
      expect(r.ms).toBeLessThan(SOON_MS);
      expect(r.grew).toBeLessThan(BOUNDED_BYTES);
    });
  }
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return statSync(p).isDirectory() ? sourceFiles(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("no code from outside runs", () => {
  // the one exception (DESIGN.md): the loader of the generated back end, whose text is checked
  // by test/codegen/safety.test.ts
  it("no eval or new Function in grammar/ or src/ but the generated code's loader", () => {
    const offending = ["grammar", "src"]
      .flatMap(sourceFiles)
      .filter((f) => /\beval\s*\(|new\s+Function\b|\bFunction\s*\(/.test(readFileSync(f, "utf8")));
    expect(offending).toEqual([path.join("src", "codegen", "loader.ts")]);
  });
});
