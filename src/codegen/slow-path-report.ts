// `agon compile --report`: which of a game's fallbacks to the closures (slow-paths.ts) its
// generated program takes, and how often. The program is made as for a match, with each
// fallback's closure in the constants table wrapped in a counter: the program text, and so every
// path it takes, is the one a match runs.
import type { SourceRange } from "../../grammar/ast.js";
import type { CompiledGame } from "../interpreter/model.js";
import { gameOfProgram, generateProgram } from "./backend.js";
import { instantiate } from "./loader.js";
import type { SlowPathSite } from "./slow-paths.js";

export interface SlowPathTally {
  site: SlowPathSite;
  /** how many times the program called it since the game was made */
  taken: number;
}

export interface CountedGame {
  /** the game on its generated program, its fallbacks counted */
  game: CompiledGame;
  /** one per fallback of the program, in the order it was written */
  tallies: SlowPathTally[];
}

/** The game on its generated program with every fallback counted; undefined where code cannot
 *  be generated at run time. */
export function countedGame(game: CompiledGame): CountedGame | undefined {
  const { program, base } = generateProgram(game);
  const make = instantiate(program.text);
  if (!make) return undefined;
  const constants = program.constants.slice();
  const tallies = program.slowPaths.map((site): SlowPathTally => {
    const tally = { site, taken: 0 };
    const closure = constants[site.constant] as (...args: unknown[]) => unknown;
    constants[site.constant] = (...args: unknown[]) => {
      tally.taken++;
      return closure(...args);
    };
    return tally;
  });
  return { game: gameOfProgram(base, program, make, constants), tallies };
}

export function siteText(range: SourceRange): string {
  return `${range.file}:${range.start.line}:${range.start.column}`;
}
