// One fuzz case: a mutated rules or card file goes through the whole `check` pipeline (parse,
// `use`, checks, compile, data assertions). It must not throw, must not take long, and every
// diagnostic it gives must point at a real place in the file it names.
import { readFileSync } from "node:fs";
import * as path from "node:path";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { sourceLines } from "../../grammar/source-text.js";
import { loadGame } from "../../src/index.js";

export const FUZZ_TARGETS = ["rules/olympia-2000.agon", "cards/olympia-2000.agon", "rules/olympeak.agon", "cards/olympeak.agon"];
/** Where a generated program (test/fuzz/programs.ts) stands: a rules file of its own, never on disk. */
export const GENERATED_ENTRY = "rules/fuzz-generated.agon";
/** a check takes well under 0.1 s alone; this leaves room for a machine loaded with other work */
const SLOW_MS = 30_000;
const ROOT = path.resolve(".");
const originals = new Map(FUZZ_TARGETS.map((f) => [path.resolve(f), readFileSync(f, "utf8")]));

/** The entry file that loads a target: a card file is reached through its game's rules. */
function entryOf(target: string): string {
  return path.resolve(target.replace(/^cards\//, "rules/"));
}

function positionProblem(d: Diagnostic, sources: Map<string, string>): string | undefined {
  if (!d.range) return undefined;
  const text = sources.get(d.range.file);
  if (text === undefined) return `${d.code}: range in an unknown file ${d.range.file}`;
  const lines = sourceLines(text);
  for (const p of [d.range.start, d.range.end]) {
    if (!Number.isInteger(p.line) || p.line < 1 || p.line > lines.length) return `${d.code}: line ${p.line} of ${lines.length}`;
    if (!Number.isInteger(p.column) || p.column < 1 || p.column > lines[p.line - 1]!.length + 1)
      return `${d.code}: column ${p.column} on line ${p.line}`;
    if (!Number.isInteger(p.offset) || p.offset < 0 || p.offset > text.length) return `${d.code}: offset ${p.offset}`;
  }
  if (/NaN|undefined/.test(d.message)) return `${d.code}: message "${d.message}"`;
  return undefined;
}

/** Runs `check` on `target` with its text replaced; returns what went wrong, or undefined. */
export function checkMutated(target: string, text: string): string | undefined {
  const absolute = path.resolve(target);
  const readFile = (p: string): string => {
    const a = path.resolve(p);
    if (a === absolute) return text;
    const o = originals.get(a);
    return o ?? readFileSync(a, "utf8");
  };
  const started = performance.now();
  let result: ReturnType<typeof loadGame>;
  try {
    result = loadGame(entryOf(target), { projectRoot: ROOT, readFile });
  } catch (e) {
    return `threw: ${(e as Error)?.stack ?? String(e)}`;
  }
  const ms = performance.now() - started;
  if (ms > SLOW_MS) return `took ${Math.round(ms)} ms`;
  for (const d of result.diagnostics) {
    const problem = positionProblem(d, result.sources);
    if (problem) return problem;
  }
  return undefined;
}

export function original(target: string): string {
  return originals.get(path.resolve(target))!;
}
