// What a "turn" is, for any game: the rule that `play` calls inside a loop (`repeat { call turn }`,
// `for r in 1..rounds { call round }`).
// A game's length is the number of executions of that rule.
import type { Block, Stmt } from "../../grammar/ast.js";
import type { Program } from "../../grammar/program.js";

function callsIn(block: Block, inLoop: boolean): string | undefined {
  for (const s of block.statements) {
    const found = callIn(s, inLoop);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Per kind of statement: the rule it calls in a loop, looking into the blocks it holds. */
const CALL_IN: { readonly [K in Stmt["kind"]]: (s: Extract<Stmt, { kind: K }>, inLoop: boolean) => string | undefined } = {
  Call: (s, inLoop) => (inLoop ? s.rule.name : undefined),
  Repeat: (s) => callsIn(s.body, true),
  While: (s) => callsIn(s.body, true),
  For: (s) => callsIn(s.body, true),
  NestedRule: (s, inLoop) => callsIn(s.body, inLoop),
  If: (s, inLoop) =>
    callsIn(s.then, inLoop) ?? (s.else === undefined ? undefined : s.else.kind === "If" ? callIn(s.else, inLoop) : callsIn(s.else, inLoop)),
  // statements that hold no block and call no rule
  Let: () => undefined,
  Set: () => undefined,
  Move: () => undefined,
  Shuffle: () => undefined,
  Deal: () => undefined,
  Reveal: () => undefined,
  Look: () => undefined,
  Choose: () => undefined,
  Leave: () => undefined,
  EndGame: () => undefined,
  Winners: () => undefined,
  Log: () => undefined,
};

function callIn(s: Stmt, inLoop: boolean): string | undefined {
  return (CALL_IN[s.kind] as (s: Stmt, inLoop: boolean) => string | undefined)(s, inLoop);
}

/** The first rule `play` calls inside a loop, or undefined when `play` has no such loop. */
export function turnRuleOf(program: Program): string | undefined {
  const play = program.rules.get("play");
  return play ? callsIn(play.body, false) : undefined;
}
