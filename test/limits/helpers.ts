// Loading and playing hostile sources as the API does (front end, assertions, compilation), with
// the first error found on the way.
import { AgonError, firstLegalAgent, loadGame, playGame, type Diagnostic, type MatchConfig } from "../../src/index.js";

export const header =
  "game hostile { players 2..4  score points }\nvar points: int per player = 0\nrule setup { }\nrule finish { winners players }\n";

/** The diagnostics of loading `text` as a project's rules file (no file system involved). */
export function loadText(text: string) {
  return loadGame("/hostile/rules/game.agon", { projectRoot: "/hostile", readFile: () => text });
}

/** The first error loading or playing `text` (two players, first-legal agents). */
export function firstError(text: string, config: Partial<MatchConfig> = {}): Diagnostic | undefined {
  const loaded = loadText(text);
  const error = loaded.diagnostics.find((d) => d.severity === "error");
  if (error || !loaded.game) return error;
  try {
    playGame(loaded.game, { players: [{ name: "ann" }, { name: "bob" }], ...config }, () => firstLegalAgent());
  } catch (e) {
    if (e instanceof AgonError) return e.diagnostic;
    throw e;
  }
  return undefined;
}

/** code and line:col of a diagnostic */
export function where(d: Diagnostic | undefined): string {
  return `${d?.code} ${d?.range?.start.line}:${d?.range?.start.column}`;
}

/** the 1-based line of `text` on which `needle` first appears */
export function lineOf(text: string, needle: string): number {
  const i = text.split("\n").findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line contains ${needle}`);
  return i + 1;
}
