// Chevrotain's values, from the single-file build it ships: its package entry loads a few hundred
// small modules, which took most of the CLI's start-up time. Types still come from "chevrotain".
import { createRequire } from "node:module";
import * as path from "node:path";
import { pathToFileURL } from "node:url";

const entry = createRequire(import.meta.url).resolve("chevrotain");
const bundle = (await import(pathToFileURL(path.join(path.dirname(entry), "..", "chevrotain.mjs")).href)) as typeof import("chevrotain");

export const {
  createToken,
  Lexer,
  CstParser,
  EOF,
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  LLkLookaheadStrategy,
  generateCstDts,
  getLookaheadPaths,
  tokenMatcher,
} = bundle;
