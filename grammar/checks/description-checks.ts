// `describe` declarations: the kind exists, each language is described once, and every
// placeholder of a template names what it may (an attribute of the kind, an entry of a map
// attribute, a shared variable of the map's key type), as the link resolved it, each problem
// at the placeholder itself.
import type { DescribeDecl, DescriptionTemplate, KindDecl, Position, SourceRange } from "../ast.js";
import type { Diagnostic, DiagnosticCode } from "../diagnostic.js";
import type { DeclarationOf, LinkedProgram, Type } from "../link/index.js";
import type { LinkedTemplateRef } from "../link/templates.js";
import type { Program } from "../program.js";
import { didYouMean } from "../suggest.js";

/** The range of `length` characters at `offset` within a template (texts are one line). */
function within(t: DescriptionTemplate, file: string, offset: number, length: number): SourceRange {
  const quote = t.text.range.start;
  const at = (n: number): Position => ({ line: quote.line, column: quote.column + 1 + n, offset: quote.offset + 1 + n });
  return { file, start: at(offset), end: at(offset + Math.max(1, length)) };
}

/** The types a value may be: each member of a union, or the type itself. */
const alternatives = (t: Type): Type[] => (t.t === "union" ? t.of : [t]);
const isInt = (t: Type) => alternatives(t).some((a) => a.t === "int");
const holdsEnum = (t: Type, name: string) => alternatives(t).some((a) => a.t === "symbol" && a.enum === name);

type Report = (code: DiagnosticCode, message: string, offset: number, length: number, hint?: string) => void;

function checkRef(linked: LinkedTemplateRef, kind: KindDecl, link: LinkedProgram, report: Report): void {
  const { ref, attribute, attributeType } = linked;
  if (!attribute || !attributeType) {
    if (ref.name === "name" && !ref.signed && !ref.key) {
      if (ref.unit)
        report("malformed-template", `\`#${ref.unit.text}\` follows a number, and a name is none`, ref.unit.offset, ref.unit.text.length);
      return;
    }
    const names = ["name", ...kind.attributes.map((a) => a.name.name)];
    report(
      "unknown-template-attribute",
      `\`${kind.name.name}\` has no attribute \`${ref.name}\``,
      ref.offset,
      ref.name.length,
      didYouMean(ref.name, names) ?? `its attributes: ${names.join(", ")}`,
    );
    return;
  }
  const unitMisplaced = (type: Type, what: string) => {
    if (ref.unit && !isInt(type))
      report("malformed-template", `\`#${ref.unit.text}\` follows a number, and ${what} no int`, ref.unit.offset, ref.unit.text.length);
  };
  if (!ref.key) {
    unitMisplaced(attributeType, `\`${ref.name}\` is`);
    if (ref.signed && !isInt(attributeType))
      report("malformed-template", `\`{+${ref.name}}\` signs a number, and \`${ref.name}\` is no int`, ref.offset, ref.name.length);
    return;
  }
  const map = alternatives(attributeType).find((a) => a.t === "map");
  if (map?.t !== "map") {
    report("malformed-template", `\`${ref.name}\` is no map, so it has no entries to pick`, ref.key.offset, ref.key.name.length);
    return;
  }
  unitMisplaced(map.value, `the entries of \`${ref.name}\` are`);
  if (ref.signed && !isInt(map.value)) {
    report("malformed-template", `the entries of \`${ref.name}\` are no ints to sign`, ref.offset, ref.name.length);
  }
  if (ref.key.by === "entry") {
    if (linked.key?.kind !== "enum-value") {
      const values = link.program.enums.get(map.key)?.values.map((v) => v.name.name) ?? [];
      report(
        "unknown-template-attribute",
        `\`${ref.name}\` has no entry \`${ref.key.name}\``,
        ref.key.offset,
        ref.key.name.length,
        didYouMean(ref.key.name, values) ?? `its entries: ${values.join(", ")}`,
      );
    }
    return;
  }
  const fitting = (v: DeclarationOf<"var"> | undefined) => v !== undefined && v.layout.per === "shared" && holdsEnum(v.valueType, map.key);
  const variable = linked.key?.kind === "var" ? linked.key : undefined;
  if (!fitting(variable)) {
    const candidates = [...link.program.vars.keys()].filter((name) => fitting(link.namespace.var(name)));
    report(
      "unknown-template-variable",
      variable
        ? `\`${ref.key.name}\` is no shared variable holding a \`${map.key}\``
        : `no variable \`${ref.key.name}\` to pick an entry of \`${ref.name}\``,
      ref.key.offset,
      ref.key.name.length,
      didYouMean(ref.key.name, candidates) ??
        (candidates.length > 0
          ? `variables that hold a \`${map.key}\`: ${candidates.join(", ")}`
          : `declare one: \`var NAME: ${map.key} or none = none\``),
    );
  }
}

function checkDescription(d: DescribeDecl, link: LinkedProgram, out: Diagnostic[]): void {
  const file = d.range.file;
  const target = link.declarationOf(d.target);
  const kind = target?.kind === "kind" ? target.decl : undefined;
  if (!kind) {
    out.push({
      code: "unknown-kind",
      severity: "error",
      message: `\`describe ${d.target.name}\` names no kind`,
      range: d.target.range,
      hint: didYouMean(d.target.name, link.program.kinds.keys()),
    });
  }
  for (const t of d.templates) {
    const report: Report = (code, message, offset, length, hint) =>
      out.push({ code, severity: "error", message, range: within(t, file, offset, length), hint });
    const linked = link.templates.get(t);
    if (!linked) throw new Error("a describe template was not linked");
    if (!linked.parsed.ok) {
      report(
        "malformed-template",
        linked.parsed.error.message,
        linked.parsed.error.offset,
        1,
        "placeholders are `{attr}`, `{+attr}`, `{attr.entry}`, `{attr[variable]}`, `{attr?then|else}`; `{{` for a brace",
      );
      continue;
    }
    if (kind) for (const ref of linked.refs) checkRef(ref, kind, link, report);
  }
}

/** Two `describe`s of one kind in one language: the second is reported where it names the language. */
function duplicatesAcross(program: Program, out: Diagnostic[]): void {
  const seen = new Map<string, DescriptionTemplate>();
  for (const d of program.descriptions) {
    for (const t of d.templates) {
      const key = `${d.target.name} ${t.lang}`;
      const first = seen.get(key);
      if (first) {
        out.push({
          code: "duplicate-description",
          severity: "error",
          message: `\`${d.target.name}\` is already described in \`${t.lang}\` (${first.range.file}:${first.range.start.line})`,
          range: t.range,
        });
      } else seen.set(key, t);
    }
  }
}

export function descriptionChecks(link: LinkedProgram): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of link.program.descriptions) checkDescription(d, link, out);
  duplicatesAcross(link.program, out);
  return out;
}
