// The back ends a match may run on: the closures (the reference) or the generated program, the
// default. A game's program is generated once and kept with the game.
import type { CompiledGame } from "../interpreter/model.js";
import { emitProgram, type GeneratedProgram } from "./emit-program.js";
import { instantiate, type ProgramFactory } from "./loader.js";
import { Resolution } from "./resolution.js";

import { type Engine, isEngine } from "./engines.js";
export { ENGINES, type Engine, isEngine } from "./engines.js";

const generated = new WeakMap<CompiledGame, CompiledGame>();

// The back end of a match whose config names none. The CLI sets it for a whole command
// (`--engine`, `--backend`); the environment carries it into worker threads and the features.
const ENV = "AGON_ENGINE";
const env = typeof process === "object" ? process.env?.[ENV] : undefined;
let defaultEngine: Engine = isEngine(env) ? env : "generated";

/** Makes `engine` the default until the returned function restores the one before. */
export function useDefaultEngine(engine: Engine): () => void {
  const before = defaultEngine;
  const envBefore = process.env[ENV];
  defaultEngine = engine;
  process.env[ENV] = engine;
  return () => {
    defaultEngine = before;
    if (envBefore === undefined) delete process.env[ENV];
    else process.env[ENV] = envBefore;
  };
}

/** The generated program of a game, with the resolution (and fallback closures) it was made from. */
export function generateProgram(game: CompiledGame): { program: GeneratedProgram; resolution: Resolution } {
  const resolution = new Resolution(game.program);
  return { program: emitProgram(resolution), resolution };
}

/** The game a match runs: `game` itself for the closures; for the generated back end a game whose
 *  rules are the generated functions (the closures where code cannot be generated at run time).
 *  `factory` is a program compiled ahead of time (`agon compile`). */
export function gameFor(game: CompiledGame, engine: Engine = defaultEngine, factory?: ProgramFactory): CompiledGame {
  if (engine === "closures") return game;
  if (!factory) {
    const known = generated.get(game);
    if (known) return known;
  }
  const { program, resolution } = generateProgram(game);
  const make = factory ?? instantiate(program.text);
  if (!make) {
    generated.set(game, game);
    return game;
  }
  const fns = make(Object.freeze(program.constants.slice()));
  const rules = resolution.game.rules;
  program.ruleNames.forEach((name, i) => {
    const fn = fns[i]!;
    rules.set(name, (rt, _L, args) => (args?.length ? fn(rt, ...args) : fn(rt)));
  });
  if (!factory) generated.set(game, resolution.game);
  return resolution.game;
}
