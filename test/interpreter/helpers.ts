// Compiles Agon source text for the interpreter tests through the front end a user's file goes
// through (parse, link, checks), then compiles it: a test program must be one a user could write.
import { loadProgram } from "../../grammar/loader.js";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { checkAssertions } from "../../src/interpreter/assertions.js";
import { compileProgram } from "../../src/interpreter/compile-game.js";
import type { CompiledGame } from "../../src/interpreter/model.js";
import { AgonError, type MatchConfig } from "../../src/interpreter/api-types.js";
import { newMatch, playGame } from "../../src/interpreter/match.js";
import { firstLegalAgent } from "../../src/interpreter/agents.js";
import { readFileSync } from "node:fs";

export function compileText(text: string, file = "test.agon"): { game: CompiledGame; diagnostics: Diagnostic[] } {
  const path = `/test/${file}`;
  const loaded = loadProgram(path, { projectRoot: "/test", readFile: (p) => (p === path ? text : readFileSync(p, "utf8")) });
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  if (errors.length) {
    throw new Error(
      `test source does not pass the checks: ${errors.map((d) => `${d.range?.start.line}:${d.range?.start.column} ${d.code} ${d.message}`).join("; ")}`,
    );
  }
  const compiled = compileProgram(loaded.program, loaded.linked);
  const assertions = checkAssertions(compiled.compiler, compiled.game);
  return { game: compiled.game, diagnostics: [...compiled.diagnostics, ...assertions] };
}

/** A game that must compile cleanly. */
export function gameOf(text: string): CompiledGame {
  const { game, diagnostics } = compileText(text);
  if (diagnostics.length) throw new Error(`test game has diagnostics: ${diagnostics.map((d) => `${d.code} ${d.message}`).join("; ")}`);
  return game;
}

/** Chips c1..cN worth 1..N, all in a hidden `pile` to start with, and a `hand` per player. */
export function chipDeck(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => `  c${i + 1}: ${i + 1}`).join("\n");
  return `
kind chip { value: int }
cards chip {
  columns value
${rows}
}
zone pile: chip shared hidden holds all chip
zone hand: chip per player owner
`;
}

/** A minimal game around the given declarations and `play` body. */
export function withPlay(decls: string, play: string, finish = "winners players"): string {
  return `game test { players 1..4  score points }
var points: int per player = 0
${decls}
rule setup { }
rule play {
${play}
}
rule finish { ${finish} }
`;
}

export const twoPlayers: MatchConfig = { players: [{ name: "ann" }, { name: "bob" }], seed: 1 };

export function play(text: string, config: Partial<MatchConfig> = {}) {
  return playGame(gameOf(text), { ...twoPlayers, ...config }, () => firstLegalAgent());
}

export function matchOf(text: string, config: Partial<MatchConfig> = {}) {
  return newMatch(gameOf(text), { ...twoPlayers, ...config });
}

/** The logged messages of a game played with first-legal agents. */
export function logs(text: string, config: Partial<MatchConfig> = {}): string[] {
  return play(text, config).events.flatMap((e) => (e.type === "log" ? [e.message] : []));
}

export function errorOf(f: () => unknown): AgonError {
  try {
    f();
  } catch (e) {
    if (e instanceof AgonError) return e;
    throw e;
  }
  throw new Error("expected an AgonError");
}

/** the 1-based line of the first line of `text` that contains `needle` */
export function lineOf(text: string, needle: string): number {
  const i = text.split("\n").findIndex((l) => l.includes(needle));
  if (i < 0) throw new Error(`no line contains ${needle}`);
  return i + 1;
}
