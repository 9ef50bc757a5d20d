// Linking a `strategy` (grammar/ast-strategy.ts): its zones, the attributes it reads (of the
// cards a zone holds, or of the cards a decision offers), the enum values it names, and the
// decisions its labels name. Runs after every rule is linked, so that every `choose` is known.
import type { Identifier, ScoreTerm, StrategyDecl, TopAttribute, ZoneRef } from "../ast.js";
import type { ChooseStmt } from "../statements/choose.js";
import { assertNever } from "../assert-never.js";
import type { Declaration } from "./declarations.js";
import type { LinkedProgram } from "./linked-program.js";
import type { Namespace } from "./namespace.js";
import { elementType, plainType, type Type } from "./types.js";

/** The word in `hand[me]` that stands for the deciding player. */
export const DECIDING_PLAYER = "me";

/** The kinds of card the answers to these decisions may be (empty when they are not cards). */
export function answerKinds(linked: LinkedProgram, choices: readonly ChooseStmt[]): string[] {
  const kinds = new Set<string>();
  const add = (t: Type): void => {
    if (t.t === "card") for (const k of t.kind ? [t.kind] : linked.program.kinds.keys()) kinds.add(k);
    else if (t.t === "union") t.of.forEach(add);
  };
  for (const c of choices) add(plainType(elementType(linked.typeOf(c.from))));
  return [...kinds];
}

export function linkStrategy(d: StrategyDecl, linked: LinkedProgram, ns: Namespace): void {
  const refer = (id: Identifier, to: Declaration | undefined): void => {
    if (to) linked.declarations.set(id, to);
  };
  /** the kinds of card the zone holds (every kind for a zone of `card`) */
  const zoneKinds = (z: ZoneRef): string[] => {
    const zone = ns.zone(z.zone.name);
    refer(z.zone, zone);
    if (z.key && z.key.name !== DECIDING_PLAYER) refer(z.key, ns.value(z.key.name));
    if (!zone) return [];
    return zone.facts.holds === "card" ? [...ns.program.kinds.keys()] : [zone.facts.holds];
  };
  const attributeOf = (kinds: readonly string[], id: Identifier): void => {
    for (const kind of kinds) {
      const a = ns.attribute(kind, id.name);
      if (a) return refer(id, a);
    }
  };
  const top = (t: TopAttribute): void => attributeOf(zoneKinds(t.of), t.attribute);
  /** `value of Z`, or the answer's `value` */
  const factor = (f: TopAttribute | Identifier | undefined, kinds: readonly string[]): void => {
    if (f && "of" in f) top(f);
    else if (f) attributeOf(kinds, f);
  };
  const term = (t: ScoreTerm, kinds: readonly string[]): void => {
    switch (t.kind) {
      case "AnswerAttribute":
        attributeOf(kinds, t.attribute);
        if (t.key && "of" in t.key) top(t.key);
        else if (t.key) refer(t.key, ns.value(t.key.name));
        return;
      case "Match":
        factor(t.times, kinds);
        return top(t.equals);
      case "Has":
        factor(t.times, kinds);
        attributeOf(kinds, t.list);
        return top(t.holds);
      case "Extreme":
        return attributeOf(zoneKinds(t.in), t.attribute);
      case "Sum": {
        const held = zoneKinds(t.in);
        attributeOf(held, t.attribute);
        if (t.list) attributeOf(held, t.list);
        if (t.holds) attributeOf(kinds, t.holds);
        return;
      }
      default:
        return assertNever(t, "score term");
    }
  };
  for (const p of d.preferences) {
    const choices = linked.decisions.get(p.label.name) ?? [];
    const kinds = answerKinds(linked, choices);
    for (const t of p.terms) term(t, kinds);
  }
}
