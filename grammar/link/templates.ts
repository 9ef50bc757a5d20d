// The placeholders of a `describe` template, linked: what each one names (an attribute of the
// described kind, an entry of a map attribute's key enum, a shared var). The description checks
// report what names nothing; the runtime fills a card's text from the parts parsed here.
import type { DescriptionTemplate, KindDecl } from "../ast.js";
import { parseTemplate, templateRefs, type ParsedTemplate, type TemplateRef } from "../description-template.js";
import type { Program } from "../program.js";
import type { DeclarationOf } from "./declarations.js";
import type { Namespace } from "./namespace.js";
import type { Type } from "./types.js";

export interface LinkedTemplateRef {
  ref: TemplateRef;
  /** the attribute `ref.name` names; undefined for the card's own `{name}` or a name of nothing */
  attribute?: DeclarationOf<"attribute">;
  /** the attribute's type, when it names one */
  attributeType?: Type;
  /** `{attr.entry}`: the entry's enum value; `{attr[variable]}`: the var; undefined for nothing */
  key?: DeclarationOf<"enum-value"> | DeclarationOf<"var">;
}

export interface LinkedTemplate {
  parsed: ParsedTemplate;
  /** every placeholder of a template that parsed, in order (none for one that did not) */
  refs: LinkedTemplateRef[];
}

function keyOf(ref: TemplateRef, type: Type, program: Program, ns: Namespace): LinkedTemplateRef["key"] {
  if (!ref.key) return undefined;
  if (ref.key.by === "variable") return ns.var(ref.key.name);
  const map = (type.t === "union" ? type.of : [type]).find((t) => t.t === "map");
  const keyEnum = map?.t === "map" ? program.enums.get(map.key) : undefined;
  const value = keyEnum?.values.find((v) => v.name.name === ref.key?.name);
  return keyEnum && value ? { kind: "enum-value", enum: keyEnum, value } : undefined;
}

export function linkTemplate(
  t: DescriptionTemplate,
  kind: KindDecl | undefined,
  program: Program,
  ns: Namespace,
  typeOf: (d: DeclarationOf<"attribute">) => Type,
): LinkedTemplate {
  const parsed = parseTemplate(t.text.source);
  if (!parsed.ok) return { parsed, refs: [] };
  const refs = templateRefs(parsed.parts).map((ref): LinkedTemplateRef => {
    const found = kind ? ns.attribute(kind.name.name, ref.name) : undefined;
    if (found?.kind !== "attribute") return { ref };
    const attributeType = typeOf(found);
    const key = keyOf(ref, attributeType, program, ns);
    return { ref, attribute: found, attributeType, ...(key ? { key } : {}) };
  });
  return { parsed, refs };
}
