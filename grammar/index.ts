// The public API of the Agon front end: parse one text, load a game with its `use`d files and
// variant into a checked Program, render diagnostics.
export type * from "./ast.js";
export type { Diagnostic, Severity } from "./diagnostic.js";
export type { CardData, CardValue, Program } from "./program.js";
export { loadProgram, type LoadOptions, type LoadResult } from "./loader.js";
export { parseSource, type ParseResult } from "./parse.js";
export { buildProgram } from "./program-builder.js";
export { runChecks, defaultRegistry, CheckRegistry, type Check, type CheckContext, type CheckOptions } from "./checks/index.js";
export { renderDiagnostic, type RenderOptions } from "./render.js";
export { didYouMean, editDistance } from "./suggest.js";
export { tokenize, reservedWords } from "./lexer.js";
export { agonParser } from "./parser.js";
