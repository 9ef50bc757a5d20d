// Enum values to ordinals in generated code. Enum values are texts at run time, and a map lookup
// per read showed in every profile of a turn; a key read in a loop is mostly the value it was
// last time at the same place, so each place remembers its last key and that key's ordinal.
import type { EnumIR } from "../ir/game-ir.js";
import { keep, type Gen } from "./gen.js";

/** The code of `key`'s ordinal among `spec`'s values, undefined when it is none of them (as the
 *  spec's ordinal map answers). */
export function ordinalOf(g: Gen, spec: EnumIR, key: string): string {
  const last = g.k.fresh({ key: undefined, ord: undefined });
  g.fn.line(`if (${key} !== ${last}.key) { ${last}.ord = ${g.k.ref(spec.ordinal)}.get(${key}); ${last}.key = ${key}; }`);
  return keep(g, `${last}.ord`);
}
