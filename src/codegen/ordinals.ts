// Enum values to ordinals in generated code. Enum values are texts at run time, and a map lookup
// per read showed in every profile of a turn; a key read in a loop is mostly the value it was
// last time at the same place, so each place remembers its last key and that key's ordinal. A
// loop over an enum's own values (`for d in discipline`) knows its item's ordinal already: it is
// the loop's index, and each place that reads it tests that the local still holds that item.
import type { Expr } from "../../grammar/ast.js";
import type { EnumSpec } from "../interpreter/model.js";
import type { Value } from "../interpreter/values.js";
import { keep, type Gen } from "./gen.js";
import type { LocalScope } from "./locals.js";

/** The code of `key`'s ordinal among `spec`'s values, undefined when it is none of them (as the
 *  spec's ordinal map answers). */
export function ordinalOf(g: Gen, spec: EnumSpec, key: string): string {
  const item = g.fn.items.get(key);
  if (item !== undefined && item.list === spec.values)
    return keep(g, `${key} === ${item.code}[${item.index}] ? ${item.index} : ${g.k.ref(spec.ordinal)}.get(${key})`);
  const last = g.k.fresh({ key: undefined, ord: undefined });
  g.fn.line(`if (${key} !== ${last}.key) { ${last}.ord = ${g.k.ref(spec.ordinal)}.get(${key}); ${last}.key = ${key}; }`);
  return keep(g, `${last}.ord`);
}

/** The list a loop runs over when it is one the generator knows before the game: a name that
 *  stands for a constant list (an enum's values, a kind's cards). */
export function knownList(g: Gen, iterable: Expr, s: LocalScope): readonly Value[] | undefined {
  if (iterable.kind !== "Name" || s.lookup(iterable.name) !== undefined) return undefined;
  const m = g.res.meaning(iterable);
  return m.kind === "constant" && Array.isArray(m.value) ? m.value : undefined;
}

/** While `body` is written, the local `x` holds item `index` of `list`, whose code is `code`
 *  (when the loop runs over a list the generator knows, such as an enum's values). */
export function withItem(g: Gen, x: string, list: readonly Value[] | undefined, code: string, index: string, body: () => void): void {
  if (list === undefined) return body();
  const fn = g.fn;
  fn.items.set(x, { list, code, index });
  try {
    body();
  } finally {
    fn.items.delete(x);
  }
}
