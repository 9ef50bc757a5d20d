// Expands `cards` declarations (explicit rows and generators) into CardData: every attribute of
// the kind filled in (defaults included), names per language from name columns or templates.
import type { AttributeDecl, CardGenerator, CardRow, CardsDecl, Expr, KindDecl, SourceRange, TypeExpr } from "./ast.js";
import { convertValue, type ValueContext } from "./card-values.js";
import { foldInt } from "./constant-int.js";
import type { Diagnostic, DiagnosticCode } from "./diagnostic.js";
import { MAX_CARDS } from "./limits.js";
import { dict } from "./dict.js";
import type { CardData, CardValue } from "./program.js";
import { didYouMean } from "./suggest.js";

const LANGUAGE_CODE = /^[a-z]{2}$/;

export class CardExpander {
  readonly cards: CardData[] = [];
  readonly diagnostics: Diagnostic[] = [];
  private readonly seenIds = new Map<string, SourceRange>();
  /** a column or default is reported once, not once per card that uses it */
  private readonly reported = new Set<string>();
  private readonly defaultsChecked = new Set<KindDecl>();

  constructor(private readonly ctx: ValueContext & { kindDecls: Map<string, KindDecl> }) {}

  private error(code: DiagnosticCode, message: string, range: SourceRange, hint?: string): void {
    this.report({ code, severity: "error", message, range, hint });
  }

  private report(d: Diagnostic): void {
    const spot = `${d.code} ${d.range?.file}:${d.range?.start.offset}`;
    if (this.reported.has(spot)) return;
    this.reported.add(spot);
    this.diagnostics.push(d);
  }

  expand(decl: CardsDecl): void {
    const kind = this.ctx.kindDecls.get(decl.of.name);
    if (!kind) {
      this.error("unknown-kind", `unknown kind \`${decl.of.name}\``, decl.of.range, didYouMean(decl.of.name, this.ctx.kindDecls.keys()));
      return;
    }
    this.checkDefaults(kind);
    for (const row of decl.rows) this.expandRow(kind, decl, row);
    for (const g of decl.generators) this.expandGenerator(kind, g);
  }

  /** Every card id written as a value of a kind type names a card of that kind. */
  checkCardReferences(): void {
    const kindOf = new Map(this.cards.map((c) => [c.id, c.kind]));
    for (const ref of this.ctx.cardReferences) {
      const kind = kindOf.get(ref.id);
      if (kind === ref.kind) continue;
      const ofKind = this.cards.filter((c) => c.kind === ref.kind).map((c) => c.id);
      this.error(
        "unknown-card",
        kind === undefined ? `there is no card \`${ref.id}\`` : `card \`${ref.id}\` is a ${kind}, not a ${ref.kind}`,
        ref.range,
        didYouMean(ref.id, ofKind) ?? `a card of kind \`${ref.kind}\`, by its id`,
      );
    }
  }

  /** A default written by its enum value's name is checked here (the expression checks skip such
   *  names); once per kind, not at every card that takes it. */
  private checkDefaults(kind: KindDecl): void {
    if (this.defaultsChecked.has(kind)) return;
    this.defaultsChecked.add(kind);
    for (const attr of kind.attributes) {
      if (attr.default?.kind !== "Name") continue;
      const c = convertValue(attr.default, attr.type.kind === "MapType" ? attr.type.value : attr.type, this.ctx);
      if (!c.ok) this.report(c.diagnostic);
    }
  }

  private attribute(kind: KindDecl, name: string): AttributeDecl | undefined {
    return kind.attributes.find((a) => a.name.name === name);
  }

  private expandRow(kind: KindDecl, decl: CardsDecl, row: CardRow): void {
    if (row.values.length !== decl.columns.length) {
      this.error(
        "wrong-column-count",
        `card \`${row.id.name}\` has ${row.values.length} value${row.values.length === 1 ? "" : "s"} but there ${decl.columns.length === 1 ? "is 1 column" : `are ${decl.columns.length} columns`}`,
        row.range,
        `columns: ${decl.columns.map((c) => c.path.map((p) => p.name).join(".")).join(", ")}`,
      );
      return;
    }
    const attributes = dict<CardValue>();
    const names = dict<string>();
    decl.columns.forEach((column, i) => {
      const value = row.values[i]!;
      const [head, key] = column.path;
      if (!head) return;
      const attr = this.attribute(kind, head.name);
      if (!attr && column.path.length === 1 && LANGUAGE_CODE.test(head.name)) {
        if (value.kind !== "Text") this.error("wrong-type", `the \`${head.name}\` name must be a text in double quotes`, value.range);
        else names[head.name] = value.value;
        return;
      }
      if (!attr) {
        this.error(
          "unknown-attribute",
          `kind \`${kind.name.name}\` has no attribute \`${head.name}\``,
          head.range,
          didYouMean(
            head.name,
            kind.attributes.map((a) => a.name.name),
          ),
        );
        return;
      }
      if (key) this.setMapEntry(attributes, attr, key.name, key.range, value);
      else this.setValue(attributes, attr.name.name, attr.type, value);
    });
    this.finish(kind, row.id.name, names, attributes, row.range);
  }

  private setValue(attributes: Record<string, CardValue>, name: string, type: TypeExpr, value: Expr): void {
    const c = convertValue(value, type, this.ctx);
    if (c.ok) attributes[name] = c.value;
    else {
      this.report(c.diagnostic);
      attributes[name] = null; // reported once: not again as missing
    }
  }

  private setMapEntry(attributes: Record<string, CardValue>, attr: AttributeDecl, key: string, keyRange: SourceRange, value: Expr): void {
    if (attr.type.kind !== "MapType") {
      this.error("unknown-attribute", `\`${attr.name.name}\` is not a map, so it has no entry \`${key}\``, keyRange);
      return;
    }
    const keys = this.ctx.enums.get(attr.type.key.name)?.values.map((v) => v.name.name) ?? [];
    if (!keys.includes(key)) {
      this.error("unknown-enum-value", `\`${key}\` is not a value of \`${attr.type.key.name}\``, keyRange, didYouMean(key, keys));
      return;
    }
    const c = convertValue(value, attr.type.value, this.ctx);
    if (!c.ok) this.report(c.diagnostic);
    const map = (attributes[attr.name.name] ??= dict()) as Record<string, CardValue>;
    map[key] = c.ok ? c.value : null;
  }

  /** Defaults, missing attributes, the id check, then the card. */
  private finish(
    kind: KindDecl,
    id: string,
    names: Record<string, string>,
    attributes: Record<string, CardValue>,
    range: SourceRange,
  ): void {
    for (const attr of kind.attributes) {
      const name = attr.name.name;
      if (attr.type.kind === "MapType") {
        const map = (attributes[name] ??= dict()) as Record<string, CardValue>;
        for (const key of this.ctx.enums.get(attr.type.key.name)?.values ?? []) {
          if (Object.hasOwn(map, key.name.name)) continue;
          if (attr.default) {
            const c = convertValue(attr.default, attr.type.value, this.ctx);
            map[key.name.name] = c.ok ? c.value : null;
          } else {
            this.error(
              "missing-attribute",
              `card \`${id}\` does not set \`${name}.${key.name.name}\``,
              range,
              `add a column \`${name}.${key.name.name}\` or give \`${name}\` a default`,
            );
          }
        }
      } else if (!Object.hasOwn(attributes, name)) {
        if (attr.default) {
          const c = convertValue(attr.default, attr.type, this.ctx);
          attributes[name] = c.ok ? c.value : null;
        } else {
          this.error(
            "missing-attribute",
            `card \`${id}\` does not set \`${name}\``,
            range,
            `add a column \`${name}\` or give \`${name}\` a default`,
          );
        }
      }
    }
    const earlier = this.seenIds.get(id);
    if (earlier) {
      this.error(
        "duplicate-card-id",
        `a card \`${id}\` is already declared at ${earlier.file}:${earlier.start.line}:${earlier.start.column}`,
        range,
        "give every card its own id",
      );
      return;
    }
    this.seenIds.set(id, range);
    this.cards.push({ id, kind: kind.name.name, names, attributes, range });
  }

  private expandGenerator(kind: KindDecl, g: CardGenerator): void {
    const fixed = dict<CardValue>();
    for (const f of g.fixed) {
      const attr = this.attribute(kind, f.attribute.name);
      if (!attr) {
        this.error(
          "unknown-attribute",
          `kind \`${kind.name.name}\` has no attribute \`${f.attribute.name}\``,
          f.attribute.range,
          didYouMean(
            f.attribute.name,
            kind.attributes.map((a) => a.name.name),
          ),
        );
        continue;
      }
      this.setValue(fixed, attr.name.name, attr.type, f.value);
    }
    if (g.count) {
      const n = g.count.kind === "Int" ? g.count.value : 0;
      if (!this.withinLimit(n, g.count.range)) return;
      for (let i = 1; i <= n; i++) {
        const id = `${kind.name.name}-${i}`;
        this.finish(kind, id, this.names(g, dict(fixed, { n: i })), dict(fixed), g.range);
      }
      return;
    }
    const loops: { attr: AttributeDecl; values: { value: CardValue; range: SourceRange }[] }[] = [];
    for (const loop of g.loops) {
      const attr = this.attribute(kind, loop.attribute.name);
      if (!attr) {
        this.error(
          "unknown-attribute",
          `kind \`${kind.name.name}\` has no attribute \`${loop.attribute.name}\``,
          loop.attribute.range,
          didYouMean(
            loop.attribute.name,
            kind.attributes.map((a) => a.name.name),
          ),
        );
        return;
      }
      const values = this.loopValues(loop.source, attr);
      if (!values) return;
      loops.push({ attr, values });
    }
    if (
      !this.withinLimit(
        loops.reduce((n, l) => n * l.values.length, 1),
        g.range,
      )
    )
      return;
    const combine = (depth: number, current: Record<string, CardValue>, idParts: string[]): void => {
      if (depth === loops.length) {
        const attributes = dict(fixed, current);
        this.finish(kind, idParts.join("-"), this.names(g, attributes), attributes, g.range);
        return;
      }
      const loop = loops[depth]!;
      for (const v of loop.values) {
        combine(depth + 1, dict(current, { [loop.attr.name.name]: v.value }), [...idParts, String(v.value)]);
      }
    };
    combine(0, dict(), []);
  }

  /** Whether `n` more cards stay within MAX_CARDS with those declared before (else reported at
   *  `range`), asked before any of them is made. */
  private withinLimit(n: number, range: SourceRange): boolean {
    if (this.cards.length + n <= MAX_CARDS) return true;
    const before = this.cards.length ? ` after the ${this.cards.length.toLocaleString("en-US")} declared before` : "";
    this.error(
      "too-many-cards",
      `${n.toLocaleString("en-US")} cards${before}: more than the ${MAX_CARDS.toLocaleString("en-US")} a game may have`,
      range,
      "a generator's count or range, or the product of its loops, is far larger than any deck",
    );
    return false;
  }

  /** The values a generator loop runs over: an enum's values, a range, or a list. */
  private loopValues(source: Expr, attr: AttributeDecl): { value: CardValue; range: SourceRange }[] | undefined {
    let items: Expr[];
    if (source.kind === "Name" && this.ctx.enums.has(source.name)) {
      items = this.ctx.enums.get(source.name)!.values.map((v) => ({ kind: "Name", name: v.name.name, range: source.range }) as Expr);
    } else if (source.kind === "Range") {
      const bounds = [foldInt(source.from), foldInt(source.to)];
      const failed = bounds.find((b) => !b.ok);
      if (failed && !failed.ok) {
        if (failed.diagnostic) this.report(failed.diagnostic);
        else this.error("wrong-type", "a generator range needs two numbers, e.g. `2..6`", source.range);
        return undefined;
      }
      const [from, to] = bounds.map((b) => (b.ok ? b.value : 0)) as [number, number];
      if (!this.withinLimit(to - from + 1, source.range)) return undefined;
      items = [];
      for (let i = from; i <= to; i++) items.push({ kind: "Int", value: i, range: source.range });
    } else if (source.kind === "List") {
      items = source.items;
    } else {
      this.error("wrong-type", "a generator runs over an enum, a range `a..b` or a list `[...]`", source.range);
      return undefined;
    }
    const values: { value: CardValue; range: SourceRange }[] = [];
    for (const item of items) {
      const c = convertValue(item, attr.type, this.ctx);
      if (!c.ok) {
        this.report(c.diagnostic);
        return undefined;
      }
      values.push({ value: c.value, range: item.range });
    }
    return values;
  }

  /** `named en "{suit} {value}"`: `{attr}` becomes the value's name in that language. */
  private names(g: CardGenerator, values: Record<string, CardValue>): Record<string, string> {
    const names = dict<string>();
    for (const { lang, text } of g.names?.names ?? []) {
      names[lang] = text.replace(/\{([A-Za-z0-9_-]+)\}/g, (whole, attr: string) => {
        const v = Object.hasOwn(values, attr) ? values[attr] : undefined;
        if (v === undefined) return whole;
        if (typeof v === "string") return this.localizedEnumValue(v, lang) ?? v;
        return String(v);
      });
    }
    return names;
  }

  private localizedEnumValue(symbol: string, lang: string): string | undefined {
    for (const e of this.ctx.enums.values()) {
      const v = e.values.find((x) => x.name.name === symbol);
      if (!v) continue;
      const names = v.names?.names ?? [];
      return (names.find((n) => n.lang === lang) ?? names.find((n) => n.lang === "en"))?.text;
    }
    return undefined;
  }
}
