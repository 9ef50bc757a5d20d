// Chevrotain's LL(k) lookahead, each function worked out the first time the parser reaches its
// alternation or repetition, not all of them when the parser is built: building them took about a
// third of every start of the CLI, and a file uses only some of the grammar. The functions are
// Chevrotain's own, so the parse is the same.
import type { ILookaheadStrategy } from "chevrotain";
import { LLkLookaheadStrategy } from "./chevrotain.js";

type Alternation = ReturnType<ILookaheadStrategy["buildLookaheadForAlternation"]>;
type Optional = ReturnType<ILookaheadStrategy["buildLookaheadForOptional"]>;

export function lazyLookahead(maxLookahead: number): ILookaheadStrategy {
  const llk = new LLkLookaheadStrategy({ maxLookahead });
  return {
    validate: (options) => llk.validate(options),
    initialize: (options) => llk.initialize?.(options),
    buildLookaheadForAlternation(options) {
      let made: Alternation | undefined;
      // Chevrotain calls a lookahead function as a method of the parser
      return function (this: unknown, alternatives) {
        made ??= llk.buildLookaheadForAlternation(options);
        return made.call(this, alternatives);
      };
    },
    buildLookaheadForOptional(options) {
      let made: Optional | undefined;
      return function (this: unknown) {
        made ??= llk.buildLookaheadForOptional(options);
        return made.call(this);
      };
    },
  };
}
