// A diagnostic is how Agon tells a user about a problem in what they wrote: every stage (lexer,
// parser, checks, runtime, CLI) produces these, and the same objects feed the terminal, --json
// output, the tests and any later editor integration.
import type { SourceRange } from "./ast.js";
import type { DiagnosticCode } from "./diagnostic-codes.js";

export type { DiagnosticCode } from "./diagnostic-codes.js";

export type Severity = "error" | "warning";

export interface Diagnostic {
  /** stable kebab-case code, documented in docs/language.md (e.g. `unknown-name`) */
  code: DiagnosticCode;
  severity: Severity;
  message: string;
  /** where the problem is; absent only for problems with no file (a bad CLI flag) */
  range?: SourceRange;
  /** what to write instead, e.g. "did you mean `hand`?" */
  hint?: string;
}
