// The parser's grammar (Chevrotain's GAST) as data, and back. Chevrotain learns the grammar by
// running every rule once in a recording mode at each start (with its set-up and tear-down, ~8% of
// a cold `agon check`), although the answer only changes with parser.ts. scripts/
// recorded-grammar.ts writes the record into grammar/recorded-grammar.ts (`npm run generate`;
// test/generated-files.test.ts holds it up to date, and under vitest the parser records as
// Chevrotain does and compares); the built CLI's parser reads it instead of recording
// (parser.ts). Chevrotain's own serializeGrammar leaves out what its lookahead needs
// (`hasPredicates`, `maxLookahead`), so the record is ours.
import type { IProduction, TokenType } from "chevrotain";
import {
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
} from "./chevrotain.js";

/** One production: its kind, occurrence index, name (a rule's, a NonTerminal's rule, a
 *  Terminal's token), label, parts, separator token, and the flags the lookahead reads. */
export interface RecordedProduction {
  t: string;
  i?: number;
  n?: string;
  l?: string;
  d?: RecordedProduction[];
  s?: string;
  /** hasPredicates */
  p?: true;
  /** ignoreAmbiguities */
  a?: true;
  /** maxLookahead */
  k?: number;
}

type Production = IProduction & {
  idx?: number;
  name?: string;
  nonTerminalName?: string;
  terminalType?: TokenType;
  label?: string;
  separator?: TokenType;
  hasPredicates?: boolean;
  ignoreAmbiguities?: boolean;
  maxLookahead?: number;
};

const KINDS = {
  Rule,
  NonTerminal,
  Terminal,
  Alternation,
  Alternative,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
} as const;
type Kind = keyof typeof KINDS;

function kindOf(p: Production): Kind {
  // subclasses first: each separator repetition is no plain repetition, but check exactly
  for (const name of Object.keys(KINDS) as Kind[]) if (p.constructor === KINDS[name]) return name;
  throw new Error(`grammar-record: no record for a ${p.constructor.name}`);
}

/** A production as data. */
export function recordOf(p: Production): RecordedProduction {
  const r: RecordedProduction = { t: kindOf(p) };
  if (p.idx !== undefined && r.t !== "Rule" && r.t !== "Alternative") r.i = p.idx;
  const name = p.name ?? p.nonTerminalName ?? p.terminalType?.name;
  if (name !== undefined) r.n = name;
  if (typeof p.label === "string") r.l = p.label;
  if (p.separator) r.s = p.separator.name;
  if (p.hasPredicates) r.p = true;
  if (p.ignoreAmbiguities) r.a = true;
  if (p.maxLookahead !== undefined) r.k = p.maxLookahead;
  const parts = (p as { definition?: Production[] }).definition;
  if (parts && r.t !== "NonTerminal") r.d = parts.map(recordOf);
  return r;
}

/** An object of a GAST class with these fields, made without its constructor (which copies its
 *  options through lodash-style helpers: most of the time of reading the record, in a CLI that
 *  starts without V8's optimiser). The fields are those the constructors and the recorder set. */
function made<T extends object>(kind: abstract new (...args: never[]) => T, fields: object): T {
  return Object.assign(Object.create(kind.prototype) as T, fields);
}

/** The production a record stands for; NonTerminals name their rule (Chevrotain's resolver,
 *  which runs next, links them). */
export function productionOf(r: RecordedProduction, tokens: ReadonlyMap<string, TokenType>): IProduction {
  const token = (name: string | undefined): TokenType => {
    const t = tokens.get(name ?? "");
    if (!t) throw new Error(`grammar/recorded-grammar.ts names no token ${name}: run \`npm run generate\``);
    return t;
  };
  const idx = r.i ?? 1;
  const label = r.l === undefined ? {} : { label: r.l };
  const lookahead = r.k === undefined ? {} : { maxLookahead: r.k };
  const _definition = (r.d ?? []).map((c) => productionOf(c, tokens));
  switch (r.t as Kind) {
    case "Rule":
      return made(Rule, { _definition, orgText: "", name: r.n! });
    case "NonTerminal":
      return made(NonTerminal, { _definition: [], idx, nonTerminalName: r.n!, referencedRule: undefined, ...label });
    case "Terminal":
      return made(Terminal, { idx, terminalType: token(r.n), ...label });
    case "Alternation":
      return made(Alternation, { _definition, idx, ignoreAmbiguities: r.a === true, hasPredicates: r.p === true, ...lookahead });
    case "Alternative":
      return made(Alternative, { _definition, ignoreAmbiguities: r.a === true });
    case "RepetitionMandatoryWithSeparator":
      return made(RepetitionMandatoryWithSeparator, { _definition, idx, separator: token(r.s), ...lookahead });
    case "RepetitionWithSeparator":
      return made(RepetitionWithSeparator, { _definition, idx, separator: token(r.s), ...lookahead });
    case "Option":
      return made(Option, { _definition, idx, ...lookahead });
    case "Repetition":
      return made(Repetition, { _definition, idx, ...lookahead });
    case "RepetitionMandatory":
      return made(RepetitionMandatory, { _definition, idx, ...lookahead });
  }
}
