// Loading: front end (parse, `use`, checks), then data assertions, then compilation. A game is
// returned only when nothing on the way reported an error.
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { loadProgram } from "../../grammar/index.js";
import { nestingDiagnostic } from "../../grammar/parse.js";
import { checkAssertions } from "./assertions.js";
import { compileProgram } from "./compile-game.js";
import type { CompiledGame } from "./model.js";
import type { CardChange } from "./api-types.js";
import { applyCardChanges } from "./card-changes.js";
import { checkLoadOptions, checkText, checkTexts } from "./api-checks.js";

export type { CompiledGame } from "./model.js";

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

function compileAndAssert(path: string, opts: LoadGameOptions, needGame: boolean): LoadGameResult {
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

export function loadGame(path: string, opts: LoadGameOptions = {}): LoadGameResult {
  checkText(path, "loadGame", "path");
  checkLoadOptions(opts, "loadGame");
  const result = compileAndAssert(path, opts, true);
  if (!result.game && !result.diagnostics.some((d) => d.severity === "error")) {
    const start = { line: 1, column: 1, offset: 0 };
    result.diagnostics.push({
      code: "missing-game",
      severity: "error",
      message: `\`${path}\` declares no \`game\`: it cannot be played`,
      range: { file: [...result.sources.keys()][0] ?? path, start, end: start },
      hint: "a file without a `game` is a card library (`agon check` accepts it): give the rules file that `use`s it",
    });
  }
  return result;
}

/** Checks rules and card files: parse, checks, data assertions (and compilation for games). */
export function checkFiles(paths: string[]): { diagnostics: Diagnostic[]; sources: Map<string, string> } {
  checkTexts(paths, "checkFiles", "paths");
  let diagnostics: Diagnostic[] = [];
  const sources = new Map<string, string>();
  for (const p of paths) {
    const r = compileAndAssert(p, {}, false);
    diagnostics = merged(diagnostics, r.diagnostics);
    for (const [k, v] of r.sources) sources.set(k, v);
  }
  return { diagnostics, sources };
}
