// The back ends a match may run on: the closures (the reference) or the generated program, the
// default. A game's program is generated once and kept with the game.
import { markCompiled } from "../interpreter/compiled-games.js";
import type { Runtime } from "../interpreter/runtime.js";
import type { Value } from "../interpreter/values.js";
import type { CompiledGame } from "../interpreter/model.js";
import { emitProgram, type GeneratedProgram } from "./emit-program.js";
import { instantiate, type ProgramFactory } from "./loader.js";
import { Resolution } from "./resolution.js";
import { type Engine, isEngine } from "./engines.js";
export { ENGINES, type Engine, isEngine } from "./engines.js";

/** Programs already turned into functions, by their text: a game loaded again (the features,
 *  `agon mutate`) reuses the code V8 compiled and optimized for it. */
const factories = new Map<string, ProgramFactory | undefined>();
const MAX_FACTORIES = 32;

function factoryOf(text: string): ProgramFactory | undefined {
  if (factories.has(text)) return factories.get(text);
  const made = instantiate(text);
  if (factories.size >= MAX_FACTORIES) factories.delete(factories.keys().next().value!);
  factories.set(text, made);
  return made;
}

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
  const resolution = new Resolution(game);
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
  const make = factory ?? factoryOf(program.text);
  if (!make) {
    generated.set(game, game);
    return game;
  }
  const fns = make(Object.freeze(program.constants.slice()));
  // the same game with other rules: its cards, zones and vars are the closures' own, and the
  // closures the generated code falls back to never call a rule
  const base = resolution.game;
  const copy: CompiledGame = { ...base, rules: new Map(base.rules) };
  markCompiled(copy);
  program.ruleNames.forEach((name, i) => {
    const fn = fns[i]!;
    copy.rules.set(name, (rt, _L, args) => (args?.length ? fn(rt, ...args) : fn(rt)));
  });
  if (program.standings && base.standings) {
    // the function of one player that follows the rules (emitProgram), as the closure reads it
    const standing = fns[program.ruleNames.length]! as unknown as (rt: Runtime, player: Value) => Value;
    copy.standings = { ...base.standings, of: (rt, frame) => standing(rt, frame[0]) };
  }
  if (!factory) generated.set(game, copy);
  return copy;
}
