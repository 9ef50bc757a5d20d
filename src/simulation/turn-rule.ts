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

function callIn(s: Stmt, inLoop: boolean): string | undefined {
  switch (s.kind) {
    case "Call":
      return inLoop ? s.rule.name : undefined;
    case "Repeat":
    case "While":
    case "For":
      return callsIn(s.body, true);
    case "NestedRule":
      return callsIn(s.body, inLoop);
    case "If":
      return (
        callsIn(s.then, inLoop) ??
        (s.else === undefined ? undefined : s.else.kind === "If" ? callIn(s.else, inLoop) : callsIn(s.else, inLoop))
      );
    default:
      return undefined;
  }
}

/** The first rule `play` calls inside a loop, or undefined when `play` has no such loop. */
export function turnRuleOf(program: Program): string | undefined {
  const play = program.rules.get("play");
  return play ? callsIn(play.body, false) : undefined;
}
