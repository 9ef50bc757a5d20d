// The back ends a match may run on: the closures (the reference) or the generated program, the
// default. A game's program is generated once and kept with the game.
import { markCompiled } from "../interpreter/compiled-games.js";
import type { Runtime } from "../interpreter/runtime.js";
import type { Value } from "../interpreter/values.js";
import type { CompiledGame } from "../interpreter/model.js";
import { compileProgram } from "../interpreter/compile-game.js";
import { type Compiler, compilerOf } from "../interpreter/compiler.js";
import { lowerGame } from "../ir/lower.js";
import { Constants } from "./code.js";
import { emitProgram, type GeneratedProgram } from "./emit-program.js";
import { instantiate, type ProgramFactory } from "./loader.js";
import { SlowPaths } from "./slow-paths.js";
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

/** The back end a match of config engine `engine` runs on. */
export function engineOf(engine: Engine | undefined): Engine {
  return engine ?? defaultEngine;
}

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

/** The generated program of a game, lowered to its IR from the compilation it came from (whose
 *  closures are also the program's fallbacks), with the game of that compilation. */
export function generateProgram(game: CompiledGame): { program: GeneratedProgram; base: CompiledGame } {
  const compiler: Compiler = compilerOf.get(game) ?? compileProgram(game.program).compiler;
  const k = new Constants();
  const program = emitProgram(lowerGame(compiler), k, new SlowPaths(compiler, k));
  return { program, base: compiler.game };
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
  const { program, base } = generateProgram(game);
  const make = factory ?? factoryOf(program.text);
  if (!make) {
    generated.set(game, game);
    return game;
  }
  const copy = gameOfProgram(base, program, make, program.constants);
  if (!factory) generated.set(game, copy);
  return copy;
}

/** The game `base` with the rules of a generated program made by `make` on `constants` (the
 *  program's own, or the same with its fallbacks counted: slow-path-report.ts). */
export function gameOfProgram(
  base: CompiledGame,
  program: GeneratedProgram,
  make: ProgramFactory,
  constants: readonly unknown[],
): CompiledGame {
  const fns = make(Object.freeze(constants.slice()));
  // the same game with other rules: its cards, zones and vars are the closures' own, and the
  // closures the generated code falls back to never call a rule
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
  return copy;
}
