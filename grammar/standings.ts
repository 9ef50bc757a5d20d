// `standings NAME highest|lowest` in the game header: how each player stands at any moment of
// play, as a provisional score, and which end of it leads. NAME is a function of one player that
// gives an int (`function points-so-far(p: player): int = ...`). The simulation reads it after
// every turn for the lead and its changes, the agents that search score their playouts by it, and
// a game whose `finish` names no winners is won by the players at the leading end of it.
import type { GameDecl } from "./ast.js";
import type { Check } from "./checks/registry.js";
import { didYouMean } from "./suggest.js";

export const standingsFunctionFits: Check<"Game"> = (g: GameDecl, ctx) => {
  const s = g.standings;
  if (!s) return;
  const d = ctx.link.declarationOf(s.by);
  const f = d?.kind === "function" ? d.decl : undefined;
  if (!f) {
    ctx.report({
      code: "unknown-name",
      message: `the standings name \`${s.by.name}\`, which is not a function`,
      range: s.by.range,
      hint: didYouMean(s.by.name, ctx.program.functions.keys()) ?? "declare it: `function standing(p: player): int = ...`",
    });
    return;
  }
  if (f.params.length !== 1 || f.params[0]!.type.kind !== "PlayerType") {
    ctx.report({
      code: "wrong-arity",
      message: `the standings function \`${f.name.name}\` must take one player, as in \`function ${f.name.name}(p: player): int\``,
      range: s.by.range,
    });
  }
  if (f.returnType && f.returnType.kind !== "IntType") {
    ctx.report({
      code: "wrong-type",
      message: `the standings function \`${f.name.name}\` must give an int`,
      range: f.returnType.range,
    });
  }
};
