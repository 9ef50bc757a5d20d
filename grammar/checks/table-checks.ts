// A table's entries: each key may be given once. A second entry for a key would silently replace
// the first (the table keeps one value per key), so it is an error at the second one.
import type { Expr } from "../ast.js";
import { assertNever } from "../assert-never.js";
import { foldInt } from "../constant-int.js";
import type { Check } from "./registry.js";

/** A key part as the checks compare it (`id`, which keeps 1 and "1" apart) and as a message
 *  shows it; undefined for a part that is no constant (the other checks report those). */
function keyPart(e: Expr): { id: string; text: string } | undefined {
  const folded = foldInt(e);
  if (folded.ok) return { id: `int ${folded.value}`, text: String(folded.value) };
  switch (e.kind) {
    case "Name":
      return { id: `name ${e.name}`, text: e.name };
    case "Bool":
      return { id: `bool ${e.value}`, text: String(e.value) };
    case "Text":
      return { id: `text ${JSON.stringify(e.value)}`, text: JSON.stringify(e.value) };
    // no constant key (an int expression was folded above)
    case "Int":
    case "None":
    case "Member":
    case "Index":
    case "Call":
    case "Unary":
    case "Binary":
    case "Is":
    case "IfExpr":
    case "List":
    case "Comprehension":
    case "Sort":
    case "Range":
      return undefined;
    default:
      return assertNever(e, "the expression");
  }
}

export const tableKeysDistinct: Check<"Table"> = (t, ctx) => {
  const firstLine = new Map<string, number>();
  for (const entry of t.entries) {
    const parts = entry.keys.map(keyPart);
    if (parts.some((p) => p === undefined)) continue;
    const key = parts.map((p) => p!.id).join(", ");
    const first = firstLine.get(key);
    if (first === undefined) {
      firstLine.set(key, entry.range.start.line);
      continue;
    }
    ctx.report({
      code: "duplicate-table-key",
      message: `table \`${t.name.name}\` has two entries for \`${parts.map((p) => p!.text).join(", ")}\` (the first on line ${first})`,
      range: entry.range,
      hint: "give each key one entry: remove this one or change its key",
    });
  }
};
