// Runs every generator of a committed file: `npm run generate` rewrites them all, and
// `... generated.ts --check` (the unit test runs this) exits 1 naming each file that is out of date.
// A new generated file gets its generator listed here, and writes through write-generated.ts.
await import("./recorded-grammar.js");
await import("./diagrams.js");
await import("./cst-types.js");
await import("./lookahead-paths.js");
await import("./textmate-statements.js");
await import("./statement-tables.js");
await import("./step-vocabulary.js");
await import("./generate-olympia-deck.js");
await import("./generate-olympeak-deck.js");
