// A game's `strategy` declaration (grammar/ast-strategy.ts), checked and linked with the rest of
// its rules, compiled to what the heuristic agent reads (preference-agent.ts): zones as the labels
// a view shows (`hand[me]`, the deciding player's), attributes and enum values by name.
import type { Identifier, ScoreTerm, TopAttribute, ZoneRef } from "../../grammar/ast.js";
import { assertNever } from "../../grammar/assert-never.js";
import type { CompiledGame } from "../interpreter/model.js";
import type { Factor, Strategy, Term, ViewRef } from "./preference-agent.js";

function zoneLabel(z: ZoneRef): string {
  return z.key ? `${z.zone.name}[${z.key.name}]` : z.zone.name;
}

function viewRef(t: TopAttribute): ViewRef {
  return { zone: zoneLabel(t.of), attribute: t.attribute.name };
}

/** `value of Z`, or the answer's `value` */
function factor(f: TopAttribute | Identifier): Factor {
  return "of" in f ? viewRef(f) : f.name;
}

function term(t: ScoreTerm): Term {
  switch (t.kind) {
    case "AnswerAttribute":
      if (!t.key) return { attribute: t.attribute.name };
      return { attribute: t.attribute.name, key: "of" in t.key ? viewRef(t.key) : t.key.name };
    case "Match":
      return {
        equals: viewRef(t.equals),
        ...(t.times ? { times: factor(t.times) } : {}),
        ...(t.weight !== undefined ? { weight: t.weight } : {}),
      };
    case "Has":
      return {
        list: t.list.name,
        holds: viewRef(t.holds),
        ...(t.times ? { times: factor(t.times) } : {}),
        ...(t.weight !== undefined ? { weight: t.weight } : {}),
      };
    case "Extreme":
      return { best: t.best, of: { zone: zoneLabel(t.in), attribute: t.attribute.name } };
    case "Sum":
      return {
        sum: { zone: zoneLabel(t.in), attribute: t.attribute.name },
        ...(t.list && t.holds ? { where: { list: t.list.name, holds: t.holds.name } } : {}),
      };
    default:
      return assertNever(t, "score term");
  }
}

const compiled = new WeakMap<object, Strategy | undefined>();

/** The game's strategy, or undefined when its rules declare none. */
export function strategyOf(game: CompiledGame): Strategy | undefined {
  const decl = game.program.strategy;
  if (!decl) return undefined;
  if (compiled.has(decl)) return compiled.get(decl);
  const strategy: Strategy = {
    prefer: decl.preferences.map((p) => ({ label: p.label.name, order: p.order, by: p.terms.map(term) })),
  };
  compiled.set(decl, strategy);
  return strategy;
}
