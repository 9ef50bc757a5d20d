// Chevrotain's LL(k) lookahead, with its paths worked out ahead of time. Chevrotain works out, for
// each alternation and repetition, the token sequences that lead into each branch: at every start
// of the CLI that took ~12% of a cold `agon check` (and much of its garbage), although the answer
// only changes with the grammar. scripts/lookahead-paths.ts records Chevrotain's own paths into
// grammar/lookahead-paths.ts (`npm run generate`; test/generated-files.test.ts holds it up to
// date, and under vitest each path used is compared with Chevrotain's as well). Each function is
// made the first time the parser reaches its production. Chevrotain exports `getLookaheadPaths`
// but not the function it builds from them, so `fromPaths` below does what its LL(k) strategy does
// with the same paths: the first alternative (whose gate, if any, is open) with a path that the
// next tokens match.
import type { ILookaheadStrategy, IToken, TokenType } from "chevrotain";
import { EOF, getLookaheadPaths, LLkLookaheadStrategy, tokenMatcher } from "./chevrotain.js";
import { allTokens } from "./lexer.js";
import { LOOKAHEAD_PATHS } from "./lookahead-paths.js";

type Alternation = ReturnType<ILookaheadStrategy["buildLookaheadForAlternation"]>;
type Optional = ReturnType<ILookaheadStrategy["buildLookaheadForOptional"]>;
type AlternationOptions = Parameters<ILookaheadStrategy["buildLookaheadForAlternation"]>[0];
type OptionalOptions = Parameters<ILookaheadStrategy["buildLookaheadForOptional"]>[0];
type LookaheadProductionType = OptionalOptions["prodType"] | "Alternation";
/** For each alternative, its paths: each the token types that the next tokens must match. */
export type Paths = TokenType[][][];
/** Paths by token name: each alternative's paths, a path as its tokens' names joined by spaces. */
export type NamedPaths = readonly (readonly string[])[];

/** The parser as a lookahead function sees it (Chevrotain calls one as a method of the parser). */
interface Lookahead {
  LA(i: number): IToken;
}

/** The key of a production in LOOKAHEAD_PATHS. */
export function productionKey(rule: string, prodType: string, occurrence: number): string {
  return `${rule} ${prodType} ${occurrence}`;
}

export function namedPaths(paths: Paths): NamedPaths {
  return paths.map((alternative) => alternative.map((path) => path.map((t) => t.name).join(" ")));
}

let tokenByName: Map<string, TokenType> | undefined;
function typedPaths(named: NamedPaths): Paths {
  tokenByName ??= new Map(allTokens.map((t) => [t.name, t]));
  const byName = tokenByName;
  return named.map((alternative) =>
    alternative.map((path) =>
      path === ""
        ? []
        : path.split(" ").map((name) => {
            const type = byName.get(name);
            if (!type) throw new Error(`grammar/lookahead-paths.ts names no token ${name}: run \`npm run generate\``);
            return type;
          }),
    ),
  );
}

// (loops, not closures: a lookahead function runs at every decision of the parse)
function matchesOne(parser: Lookahead, paths: TokenType[][]): boolean {
  next: for (const path of paths) {
    for (let i = 0; i < path.length; i++) if (!tokenMatcher(parser.LA(i + 1), path[i] as TokenType)) continue next;
    return true;
  }
  return false;
}

/** The token types a path's one token matches: itself and, for a category (`Name`), its members. */
function typesMatching(type: TokenType): number[] {
  return [type.tokenTypeIdx!, ...((type as { categoryMatches?: number[] }).categoryMatches ?? [])];
}

let tokenCount: number | undefined;

/** For a decision where every path is one token long or empty (most of them), the alternative to
 *  take for each next token's type, as `matchesOne` would choose it in order: an array lookup
 *  instead of a loop over every alternative's paths at each decision. `rest`: the alternative for
 *  any other token (an empty path's), else -1. */
function oneTokenChoice(alternatives: Paths): { choice: Int16Array; rest: number } | undefined {
  if (alternatives.some((paths) => paths.some((path) => path.length > 1))) return undefined;
  tokenCount ??= Math.max(EOF.tokenTypeIdx!, ...allTokens.map((t) => t.tokenTypeIdx!)) + 1;
  const choice = new Int16Array(tokenCount).fill(-1);
  for (let t = 0; t < alternatives.length; t++) {
    for (const path of alternatives[t]!) {
      if (path.length === 0) {
        for (let i = 0; i < choice.length; i++) if (choice[i] === -1) choice[i] = t;
        return { choice, rest: t };
      }
      for (const idx of typesMatching(path[0]!)) if (choice[idx] === -1) choice[idx] = t;
    }
  }
  return { choice, rest: -1 };
}

/** The index of the alternative to take, or undefined: as Chevrotain's LL(k) strategy chooses. */
function fromPaths(alternatives: Paths, hasPredicates: boolean): Alternation {
  const table = hasPredicates ? undefined : oneTokenChoice(alternatives);
  if (table) {
    const { choice, rest } = table;
    return function (this: Lookahead) {
      const t = choice[this.LA(1).tokenTypeIdx] ?? rest;
      return t === -1 ? undefined : t;
    };
  }
  return function (this: Lookahead, orAlts) {
    for (let t = 0; t < alternatives.length; t++) {
      const gate = hasPredicates ? orAlts?.[t]?.GATE : undefined;
      if (gate !== undefined && gate.call(this) === false) continue;
      if (matchesOne(this, alternatives[t] as TokenType[][])) return t;
    }
    return undefined;
  };
}

/** Whether the next tokens lead into an optional production or a repetition's next turn. */
function intoOptional(inside: TokenType[][]): Optional {
  const table = oneTokenChoice([inside]);
  if (table) {
    const { choice } = table;
    return function (this: Lookahead) {
      return choice[this.LA(1).tokenTypeIdx] === 0;
    };
  }
  return function (this: Lookahead) {
    return matchesOne(this, inside);
  };
}

/** A lookahead function made on its first call; `make` makes it, for a cache that keeps the made
 *  function in the lazy one's place (parser.ts), so that later calls go to it directly. */
export type Lazy<F extends (...args: never[]) => unknown> = F & { make: () => F };

function lazily<F extends (...args: never[]) => unknown>(make: () => F): Lazy<F> {
  let made: F | undefined;
  const once = () => (made ??= make());
  const lazy = function (this: unknown, ...args: Parameters<F>) {
    return once().apply(this, args);
  } as unknown as Lazy<F>;
  lazy.make = once;
  return lazy;
}

export function lazyLookahead(maxLookahead: number, table: Record<string, NamedPaths> = LOOKAHEAD_PATHS): ILookaheadStrategy {
  const llk = new LLkLookaheadStrategy({ maxLookahead });
  /** The paths from the table (Chevrotain's own where the table has none, or under vitest, differs). */
  function pathsOf(rule: string, prodType: LookaheadProductionType, options: AlternationOptions | OptionalOptions): Paths {
    const key = productionKey(rule, prodType, options.prodOccurrence);
    const named = table[key];
    if (named !== undefined && process.env.VITEST === undefined) return typedPaths(named);
    const worked = getLookaheadPaths({
      occurrence: options.prodOccurrence,
      rule: options.rule,
      prodType,
      maxLookahead: options.maxLookahead,
    });
    if (named === undefined) return worked;
    if (JSON.stringify(namedPaths(worked)) !== JSON.stringify(named))
      throw new Error(`grammar/lookahead-paths.ts is out of date at ${key}: run \`npm run generate\``);
    return typedPaths(named);
  }
  return {
    validate: (options) => llk.validate(options),
    initialize: (options) => llk.initialize?.(options),
    buildLookaheadForAlternation(options) {
      return lazily(() => fromPaths(pathsOf(options.rule.name, "Alternation", options), options.hasPredicates));
    },
    buildLookaheadForOptional(options) {
      // (the paths into the production; Chevrotain's second set, of what follows it, is not used)
      return lazily(() => intoOptional(pathsOf(options.rule.name, options.prodType, options)[0] ?? []));
    },
  };
}
