// The linking stage (see linker.ts): `linkProgram(program)` gives the LinkedProgram every later
// stage reads.
export { linkProgram } from "./linker.js";
export { LinkedProgram, type Unresolved } from "./linked-program.js";
export { Namespace } from "./namespace.js";
export type { Declaration, DeclarationKind, DeclarationOf, LocalBinder, LocalBinding, Per, ZoneFacts } from "./declarations.js";
export { DECLARATION_WORDS } from "./declarations.js";
export * from "./types.js";
export {
  BUILTIN_FUNCTIONS,
  BUILTIN_VALUES,
  builtinFunctions,
  builtinValues,
  isBuiltinName,
  type BuiltinFunctionSpec,
  type BuiltinName,
  type BuiltinValueName,
  type BuiltinValueSpec,
} from "./builtins.js";
