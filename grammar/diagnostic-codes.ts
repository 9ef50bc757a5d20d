// Every diagnostic code Agon emits, from the lexer to the CLI: the one declaration a `Diagnostic`'s
// `code` is typed by, so a code cannot be emitted without being declared here, and a test holds
// this list equal to the table in docs/language.md.
export const DIAGNOSTIC_CODES = [
  // reading the file
  "unexpected-character", "unterminated-text", "syntax-error", "unexpected-end-of-input", "nesting-too-deep",
  "integer-out-of-range", "chained-comparison", "conflicting-zone-settings",
  // names and declarations
  "unknown-name", "unknown-zone", "unknown-rule", "unknown-kind", "unknown-attribute", "unknown-enum-value",
  "unknown-function", "unknown-option", "unknown-rule-id", "unknown-card", "unknown-player", "unknown-option-value",
  "unknown-divergence-subject", "reading-value-without-option", "duplicate-reading", "single-reading",
  "duplicate-name", "duplicate-card-id", "duplicate-rule-id",
  // types and values
  "wrong-type", "wrong-arity", "wrong-column-count", "value-out-of-range", "division-by-zero", "missing-attribute",
  "invalid-player-range",
  // the whole game
  "assertion-failed", "invariant-violated", "missing-game", "missing-rule", "missing-winners", "unimplemented-rule-id",
  "file-not-found", "file-outside-project", "not-a-file", "too-many-cards",
  // running
  "step-budget-exceeded", "memory-budget-exceeded", "collection-too-large", "recursion-too-deep", "no-legal-option",
  "none-in-arithmetic", "runtime-error", "illegal-choice", "script-exhausted", "agent-failed", "simulation-worker-died",
  // the command line
  "bad-option", "bad-player-count", "bad-argument",
] as const;

export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number];
