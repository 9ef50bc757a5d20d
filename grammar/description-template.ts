// The template of a `describe` declaration, read into parts. A template is text with placeholders:
//   {name}             the card's own localized name
//   {attr}             an attribute's value (enum values by their localized names, lists joined)
//   {+attr}            an int with its sign: +2, -1, 0
//   {attr#unit}        a number followed by its unit (51위, 3 pts); any other value bare: a unit
//                      is a word of the template's language, and "기권위" is none
//   {attr.entry}       one entry of a map attribute, by its enum value
//   {attr[variable]}   the entry a shared variable names at the time (none: nothing)
//   {ref?then|else}    `then` where the reference has a value (not none, false, 0 or empty), else
//                      `else` (optional); both may hold placeholders, choices too
//                      (`{rank? ({rank}{wild?, wild})|{wild? (wild)}}`)
//   {{ and }}          a brace itself, outside a choice; inside a choice's branch `}` always
//                      closes (two choices may end together: `|{wild? (x)}}`), and \{ or \}
//                      is a brace
// Offsets count characters of the template as written between the quotes, so that a check can
// point at a placeholder.

export interface TemplateRef {
  name: string;
  signed: boolean;
  key?: { name: string; by: "entry" | "variable"; offset: number };
  /** the text that follows the value where it is a number (`{placing#위}`) */
  unit?: { text: string; offset: number };
  /** where the reference's name starts */
  offset: number;
}

export type TemplatePart =
  | { kind: "text"; text: string }
  | { kind: "value"; ref: TemplateRef }
  | { kind: "choice"; ref: TemplateRef; then: TemplatePart[]; otherwise: TemplatePart[] };

export interface TemplateError {
  message: string;
  offset: number;
}

export type ParsedTemplate = { ok: true; parts: TemplatePart[] } | { ok: false; error: TemplateError };

const NAME = /[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*/y;

class TemplateReader {
  private at = 0;
  constructor(private readonly source: string) {}

  read(): TemplatePart[] {
    const parts = this.parts(false);
    if (this.at < this.source.length) throw this.error(`\`${this.source[this.at]}\` outside a placeholder; write \`}}\` for a brace`);
    return parts;
  }

  private error(message: string, offset = this.at): TemplateError {
    return { message, offset };
  }

  /** Text and placeholders up to the end, or (inside a choice's branch) up to `|` or `}`. */
  private parts(nested: boolean): TemplatePart[] {
    const parts: TemplatePart[] = [];
    let text = "";
    const flush = () => {
      if (text !== "") parts.push({ kind: "text", text });
      text = "";
    };
    while (this.at < this.source.length) {
      const c = this.source[this.at]!;
      const next = this.source[this.at + 1];
      if ((c === "{" || c === "}") && next === c && !nested) {
        text += c;
        this.at += 2;
      } else if (c === "{") {
        flush();
        parts.push(this.placeholder());
      } else if (c === "}" || (nested && c === "|")) {
        break;
      } else if (c === "\\" && next !== undefined) {
        text += next === "n" ? "\n" : next;
        this.at += 2;
      } else {
        text += c;
        this.at++;
      }
    }
    flush();
    return parts;
  }

  private name(what: string): { name: string; offset: number } {
    NAME.lastIndex = this.at;
    const m = NAME.exec(this.source);
    if (!m) throw this.error(`expected ${what}`);
    this.at += m[0].length;
    return { name: m[0], offset: m.index };
  }

  private expect(c: string, what: string): void {
    if (this.source[this.at] !== c) throw this.error(`expected \`${c}\` ${what}`);
    this.at++;
  }

  private ref(): TemplateRef {
    const signed = this.source[this.at] === "+";
    if (signed) this.at++;
    const { name, offset } = this.name("an attribute name after `{`");
    const ref: TemplateRef = { name, signed, offset };
    if (this.source[this.at] === ".") {
      this.at++;
      const key = this.name("an enum value after `.`");
      ref.key = { name: key.name, by: "entry", offset: key.offset };
    } else if (this.source[this.at] === "[") {
      this.at++;
      const key = this.name("a variable name after `[`");
      ref.key = { name: key.name, by: "variable", offset: key.offset };
      this.expect("]", "to close the variable");
    }
    return ref;
  }

  /** `#unit`: plain text up to the closing brace */
  private unit(): { text: string; offset: number } {
    const offset = ++this.at;
    while (this.at < this.source.length && !"{}|?#".includes(this.source[this.at]!)) this.at++;
    const text = this.source.slice(offset, this.at);
    if (text.trim() === "") throw this.error("expected a unit after `#`, such as `{placing#위}`", offset);
    if (this.source[this.at] !== "}" && this.at < this.source.length)
      throw this.error(`a unit is plain text: \`${this.source[this.at]}\` cannot stand in it`);
    return { text, offset };
  }

  private placeholder(): TemplatePart {
    const open = this.at;
    this.at++;
    const ref = this.ref();
    if (this.source[this.at] === "?") {
      this.at++;
      const then = this.parts(true);
      let otherwise: TemplatePart[] = [];
      if (this.source[this.at] === "|") {
        this.at++;
        otherwise = this.parts(true);
      }
      if (this.source[this.at] !== "}") throw this.error("a placeholder opened here is not closed with `}`", open);
      this.at++;
      return { kind: "choice", ref, then, otherwise };
    }
    if (this.source[this.at] === "#") ref.unit = this.unit();
    if (this.source[this.at] !== "}") {
      throw this.at >= this.source.length
        ? this.error("a placeholder opened here is not closed with `}`", open)
        : this.error(`expected \`}\`, \`?\`, \`#\`, \`.\` or \`[\` after \`${ref.name}\``);
    }
    this.at++;
    return { kind: "value", ref };
  }
}

export function parseTemplate(source: string): ParsedTemplate {
  try {
    return { ok: true, parts: new TemplateReader(source).read() };
  } catch (e) {
    if (e instanceof Error) throw e;
    return { ok: false, error: e as TemplateError };
  }
}

/** Every reference of a template, choices' own and those inside them. */
export function templateRefs(parts: readonly TemplatePart[]): TemplateRef[] {
  return parts.flatMap((p) => {
    switch (p.kind) {
      case "text":
        return [];
      case "value":
        return [p.ref];
      case "choice":
        return [p.ref, ...templateRefs(p.then), ...templateRefs(p.otherwise)];
    }
  });
}
