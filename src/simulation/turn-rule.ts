// What a "turn" is, for any game: the rule that `play` calls inside a loop (`repeat { call turn }`,
// `for r in 1..rounds { call round }`).
// A game's length is the number of executions of that rule.
import type { Block, Stmt } from "../../grammar/ast.js";
import { type ByKind, innerStatements } from "../../grammar/ast-children.js";
import type { Program } from "../../grammar/program.js";

function callsIn(block: Block, inLoop: boolean): string | undefined {
  for (const s of block.statements) {
    const found = callIn(s, inLoop);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The statements that call a rule or loop; every other kind looks into the statements it holds
 *  (grammar/ast-children.ts), in or out of a loop as it stands. */
const CALL_IN: Partial<ByKind<Stmt, string | undefined, [boolean]>> = {
  CallStmt: (s, inLoop) => (inLoop ? s.rule.name : undefined),
  Repeat: (s) => callsIn(s.body, true),
  While: (s) => callsIn(s.body, true),
  For: (s) => callsIn(s.body, true),
};

function callIn(s: Stmt, inLoop: boolean): string | undefined {
  const own = CALL_IN[s.kind] as ((s: Stmt, inLoop: boolean) => string | undefined) | undefined;
  if (own) return own(s, inLoop);
  for (const statements of innerStatements(s))
    for (const inner of statements) {
      const found = callIn(inner, inLoop);
      if (found !== undefined) return found;
    }
  return undefined;
}

/** The first rule `play` calls inside a loop, or undefined when `play` has no such loop. */
export function turnRuleOf(program: Program): string | undefined {
  const play = program.rules.get("play");
  return play ? callsIn(play.body, false) : undefined;
}
