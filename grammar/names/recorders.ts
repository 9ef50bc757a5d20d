// Fills a NameIndex from the linking stage's resolution (grammar/link/): the declarations of every
// file, then every name occurrence the linker resolved, with the type it inferred. Nothing here
// resolves a name.
import type { Identifier } from "../ast.js";
import type { Declaration, LinkedProgram } from "../link/index.js";
import { describe, type Type } from "../link/types.js";
import type { Program } from "../program.js";
import { sectionsOf } from "../rule-names.js";
import { localKey, symbolKey, type NameIndex } from "./name-index.js";

/** Every declaring identifier of the program's files. */
export function declareAll(program: Program, index: NameIndex): void {
  const rule = (id: Identifier) => index.declare("rule", id);
  for (const file of program.files) {
    for (const d of file.declarations) {
      switch (d.kind) {
        case "Use":
        case "Assert":
        case "Invariant":
        case "Divergence":
          break;
        case "Game":
          d.playerAttributes.forEach((a) => index.declare("player-attribute", a.name));
          break;
        case "Rulebook":
          d.entries.forEach((e) => index.declare("rule-id", e.id));
          break;
        case "Enum":
          index.declare("enum", d.name);
          d.values.forEach((v) => index.declare("enum-value", v.name, d.name.name));
          break;
        case "Kind":
          index.declare("kind", d.name);
          d.attributes.forEach((a) => index.declare("attribute", a.name, d.name.name));
          break;
        case "Cards":
          d.rows.forEach((r) => index.declare("card", r.id));
          break;
        case "Option":
          index.declare("option", d.name);
          d.values.forEach((v) => index.declare("option-value", v, d.name.name));
          break;
        case "Zone":
        case "Var":
        case "Table":
          index.declare(d.kind === "Zone" ? "zone" : d.kind === "Var" ? "var" : "table", d.name);
          break;
        case "Function":
          index.declare("function", d.name);
          d.params.forEach((p) => index.declare("param", p.name, undefined, localKey(p.name)));
          break;
        case "Rule":
          rule(d.name);
          d.params.forEach((p) => index.declare("param", p.name, undefined, localKey(p.name)));
          sectionsOf(d.body).forEach((s) => rule(s.name));
          break;
        case "Trigger":
          index.declare("trigger", d.name);
          break;
        case "Variant":
          // a replacement names the base's rule; sections inside it are new
          d.replacements.forEach((r) => sectionsOf(r.body).forEach((s) => rule(s.name)));
          break;
      }
    }
  }
}

/** The key of the symbol a declaration is, in the name index. */
function keyOf(d: Declaration): string {
  switch (d.kind) {
    case "local":
      return localKey(d.local.id);
    case "builtin-value":
      return symbolKey("builtin", d.name);
    case "builtin-function":
      return symbolKey("builtin-function", d.name);
    case "var":
    case "zone":
    case "option":
    case "enum":
    case "kind":
    case "table":
    case "function":
    case "trigger":
      return symbolKey(d.kind, d.decl.name.name);
    case "rule":
    case "section":
      return symbolKey("rule", d.decl.name.name);
    case "enum-value":
      return symbolKey("enum-value", d.value.name.name, d.enum.name.name);
    case "option-value":
      return symbolKey("option-value", d.value.name, d.option.name.name);
    case "attribute":
      return symbolKey("attribute", d.attribute.name.name, d.of.name.name);
    case "player-attribute":
      return symbolKey("player-attribute", d.attribute.name.name);
    case "card":
      return symbolKey("card", d.card.id);
    case "rule-id":
      return symbolKey("rule-id", d.entry.id.name);
  }
}

const known = (t: Type | undefined): t is Type => t !== undefined && t.t !== "unknown";

/** Every declaration, local and name occurrence of a linked program, into the index. */
export function recordNames(link: LinkedProgram, index: NameIndex): void {
  declareAll(link.program, index);
  for (const local of link.locals.values()) {
    const key = local.binder === "param" ? localKey(local.id) : index.declare("local", local.id, undefined, localKey(local.id));
    if (known(local.type)) index.describe(key, describe(local.type));
  }
  for (const [node, d] of link.declarations) {
    const key = keyOf(d);
    const builtin =
      d.kind === "builtin-value"
        ? { kind: "builtin" as const, name: d.name }
        : d.kind === "builtin-function"
          ? { kind: "builtin-function" as const, name: d.name }
          : undefined;
    index.refer(node.range, key, builtin);
    const type = "kind" in node && node.kind === "Name" ? link.types.get(node) : undefined;
    if (known(type)) index.describe(key, describe(type));
  }
}
