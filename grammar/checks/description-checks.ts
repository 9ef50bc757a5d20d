// `describe` declarations: the kind exists, each language is described once, and every
// placeholder of a template names what it may (an attribute of the kind, an entry of a map
// attribute, a shared variable of the map's key type), each problem at the placeholder itself.
import type { DescribeDecl, DescriptionTemplate, KindDecl, Position, SourceRange, TypeExpr } from "../ast.js";
import type { Diagnostic, DiagnosticCode } from "../diagnostic.js";
import { parseTemplate, templateRefs, type TemplateRef } from "../description-template.js";
import type { Program } from "../program.js";
import { didYouMean } from "../suggest.js";

/** The range of `length` characters at `offset` within a template (texts are one line). */
function within(t: DescriptionTemplate, file: string, offset: number, length: number): SourceRange {
  const quote = t.text.range.start;
  const at = (n: number): Position => ({ line: quote.line, column: quote.column + 1 + n, offset: quote.offset + 1 + n });
  return { file, start: at(offset), end: at(offset + Math.max(1, length)) };
}

/** The types a union may be: `int 1..55 or no-placing` is an int or a `no-placing`. */
function alternatives(t: TypeExpr): TypeExpr[] {
  return t.kind === "UnionType" ? t.options.flatMap(alternatives) : [t];
}

const isInt = (t: TypeExpr) => alternatives(t).some((a) => a.kind === "IntType");

function checkRef(
  ref: TemplateRef,
  kind: KindDecl,
  program: Program,
  report: (code: DiagnosticCode, message: string, offset: number, length: number, hint?: string) => void,
): void {
  const attribute = kind.attributes.find((a) => a.name.name === ref.name);
  if (!attribute) {
    if (ref.name === "name" && !ref.signed && !ref.key) return;
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
  if (!ref.key) {
    if (ref.signed && !isInt(attribute.type))
      report("malformed-template", `\`{+${ref.name}}\` signs a number, and \`${ref.name}\` is no int`, ref.offset, ref.name.length);
    return;
  }
  const map = alternatives(attribute.type).find((a) => a.kind === "MapType");
  if (map?.kind !== "MapType") {
    report("malformed-template", `\`${ref.name}\` is no map, so it has no entries to pick`, ref.key.offset, ref.key.name.length);
    return;
  }
  const keyEnum = program.enums.get(map.key.name);
  if (ref.signed && !isInt(map.value)) {
    report("malformed-template", `the entries of \`${ref.name}\` are no ints to sign`, ref.offset, ref.name.length);
  }
  if (ref.key.by === "entry") {
    const values = keyEnum?.values.map((v) => v.name.name) ?? [];
    if (!values.includes(ref.key.name)) {
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
  const variable = program.vars.get(ref.key.name);
  const fits =
    variable !== undefined &&
    !variable.per &&
    alternatives(variable.type).some((a) => a.kind === "NamedType" && a.name.name === map.key.name);
  if (!fits) {
    const candidates = [...program.vars.values()]
      .filter((v) => !v.per && alternatives(v.type).some((a) => a.kind === "NamedType" && a.name.name === map.key.name))
      .map((v) => v.name.name);
    report(
      "unknown-template-variable",
      variable
        ? `\`${ref.key.name}\` is no shared variable holding a \`${map.key.name}\``
        : `no variable \`${ref.key.name}\` to pick an entry of \`${ref.name}\``,
      ref.key.offset,
      ref.key.name.length,
      didYouMean(ref.key.name, candidates) ??
        (candidates.length > 0
          ? `variables that hold a \`${map.key.name}\`: ${candidates.join(", ")}`
          : `declare one: \`var NAME: ${map.key.name} or none = none\``),
    );
  }
}

function checkDescription(d: DescribeDecl, program: Program, out: Diagnostic[]): void {
  const file = d.range.file;
  const kind = program.kinds.get(d.target.name);
  if (!kind) {
    out.push({
      code: "unknown-kind",
      severity: "error",
      message: `\`describe ${d.target.name}\` names no kind`,
      range: d.target.range,
      hint: didYouMean(d.target.name, program.kinds.keys()),
    });
  }
  for (const t of d.templates) {
    const report = (code: DiagnosticCode, message: string, offset: number, length: number, hint?: string) =>
      out.push({ code, severity: "error", message, range: within(t, file, offset, length), hint });
    const parsed = parseTemplate(t.text.source);
    if (!parsed.ok) {
      report(
        "malformed-template",
        parsed.error.message,
        parsed.error.offset,
        1,
        "placeholders are `{attr}`, `{+attr}`, `{attr.entry}`, `{attr[variable]}`, `{attr?then|else}`; `{{` for a brace",
      );
      continue;
    }
    if (kind) for (const ref of templateRefs(parsed.parts)) checkRef(ref, kind, program, report);
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

export function descriptionChecks(program: Program): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const d of program.descriptions) checkDescription(d, program, out);
  duplicatesAcross(program, out);
  return out;
}
