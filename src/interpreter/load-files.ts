// Loading: front end (parse, `use`, checks), then data assertions, then compilation. A game is
// returned only when nothing on the way reported an error. The public API's functions around these
// (load.ts) check their arguments first; the CLI, whose arguments commander has parsed, calls
// these directly, and so loads no argument schemas (zod) for `agon check`.
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { loadProgram } from "../../grammar/index.js";
import { nestingDiagnostic } from "../../grammar/parse.js";
import type { CardChange } from "./api-types.js";
import { checkAssertions } from "./assertions.js";
import { applyCardChanges } from "./card-changes.js";
import { compileProgram } from "./compile-game.js";
import type { CompiledGame } from "./model.js";

export interface LoadGameResult {
  game?: CompiledGame;
  diagnostics: Diagnostic[];
  sources: Map<string, string>;
}

function key(d: Diagnostic): string {
  const r = d.range;
  return `${d.code}|${r?.file}|${r?.start.offset}|${r?.end.offset}|${d.message}`;
}

function merged(front: Diagnostic[], more: Diagnostic[]): Diagnostic[] {
  const seen = new Set(front.map(key));
  return [...front, ...more.filter((d) => !seen.has(key(d)))];
}

/** `readFile` stands in for the file system (tests and fuzzing feed files that are not on disk). */
export interface LoadGameOptions {
  projectRoot?: string;
  readFile?: (p: string) => string;
  /** a test deck: cards changed after the card files' assertions have held (card-changes.ts) */
  cardChanges?: CardChange[];
}

export function compileAndAssert(path: string, opts: LoadGameOptions, needGame: boolean): LoadGameResult {
  const loaded = loadProgram(path, {
    ...(opts.projectRoot ? { projectRoot: opts.projectRoot } : {}),
    ...(opts.readFile ? { readFile: opts.readFile } : {}),
  });
  let diagnostics = loaded.diagnostics;
  if (diagnostics.some((d) => d.severity === "error")) return { diagnostics, sources: loaded.sources };
  let compiled: ReturnType<typeof compileProgram>;
  try {
    compiled = compileProgram(loaded.program, loaded.linked);
  } catch (e) {
    return { diagnostics: [...diagnostics, nestingDiagnostic(e, path)], sources: loaded.sources };
  }
  const { game, diagnostics: compileDiagnostics, compiler } = compiled;
  diagnostics = merged(diagnostics, compileDiagnostics);
  if (compileDiagnostics.length === 0) diagnostics = merged(diagnostics, checkAssertions(compiler, game));
  const ok = !diagnostics.some((d) => d.severity === "error") && (!needGame || loaded.program.game !== undefined);
  if (ok && opts.cardChanges?.length) applyCardChanges(compiler, game, opts.cardChanges);
  return { ...(ok ? { game } : {}), diagnostics, sources: loaded.sources };
}

/** Checks rules and card files: parse, checks, data assertions (and compilation for games). */
export function checkFilesAt(paths: readonly string[]): { diagnostics: Diagnostic[]; sources: Map<string, string> } {
  let diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  for (const p of paths) {
    const r = compileAndAssert(p, {}, false);
    diagnostics = merged(diagnostics, r.diagnostics);
    for (const [k, v] of r.sources) sources.set(k, v);
  }
  return { diagnostics, sources };
}
