// Cards as a person reads them: a kind's `describe` template in a language, filled from the card's
// attributes (and, for `{attr[variable]}`, from the game's state at the time). A kind without a
// template in the language reads as the card's localized name, else its English name, else its id.
import type { TemplatePart, TemplateRef } from "../../grammar/description-template.js";
import type { CardValue } from "../../grammar/program.js";
import type { PlainValue } from "./api-types.js";
import type { CompiledGame } from "./model.js";

/** A shared variable's value now (a symbol by its name), or undefined where it is not known. */
export type VariableLookup = (name: string) => PlainValue | undefined;

interface Describer {
  templates: Map<string, TemplatePart[]>;
  /** enum value -> language -> name */
  symbols: Map<string, Record<string, string>>;
}

const describers = new WeakMap<CompiledGame, Describer>();

function describerOf(game: CompiledGame): Describer {
  let d = describers.get(game);
  if (d) return d;
  const templates = new Map<string, TemplatePart[]>();
  for (const decl of game.program.descriptions) {
    for (const t of decl.templates) {
      const parsed = game.link.templates.get(t)?.parsed;
      // a game that loaded has checked templates; a broken one would not have compiled
      if (parsed?.ok) templates.set(`${decl.target.name} ${t.lang}`, parsed.parts);
    }
  }
  const symbols = new Map<string, Record<string, string>>();
  for (const e of game.program.enums.values()) {
    for (const v of e.values) symbols.set(v.name.name, Object.fromEntries((v.names?.names ?? []).map((n) => [n.lang, n.text])));
  }
  d = { templates, symbols };
  describers.set(game, d);
  return d;
}

function cardName(game: CompiledGame, id: string, lang: string): string {
  const names = game.program.cards[game.cardById.get(id)?.num ?? -1]?.names;
  return names?.[lang] ?? names?.en ?? id;
}

/** Whether the game describes cards of any kind in `lang` (or names them there). */
export function describesIn(game: CompiledGame, lang: string): boolean {
  return game.program.descriptions.some((d) => d.templates.some((t) => t.lang === lang));
}

class Filler {
  constructor(
    private readonly game: CompiledGame,
    private readonly d: Describer,
    private readonly lang: string,
    private readonly variable: VariableLookup,
  ) {}

  private symbol(name: string): string | undefined {
    const names = this.d.symbols.get(name);
    return names ? (names[this.lang] ?? names.en ?? name) : undefined;
  }

  value(v: CardValue | undefined, signed: boolean): string {
    if (v === null || v === undefined || v === false) return "";
    if (v === true) return "✓";
    if (typeof v === "number") return signed && v > 0 ? `+${v}` : String(v);
    if (typeof v === "string") return this.symbol(v) ?? (this.game.cardById.has(v) ? cardName(this.game, v, this.lang) : v);
    if (Array.isArray(v)) return v.map((item) => this.value(item, signed)).join("/");
    return Object.entries(v)
      .map(([key, entry]) => `${this.symbol(key) ?? key} ${this.value(entry, signed)}`)
      .join(", ");
  }

  resolve(ref: TemplateRef, card: string, attributes: Record<string, CardValue>): CardValue | undefined {
    if (!Object.hasOwn(attributes, ref.name)) return ref.name === "name" ? cardName(this.game, card, this.lang) : undefined;
    const v = attributes[ref.name];
    if (!ref.key) return v;
    if (v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
    const key = ref.key.by === "entry" ? ref.key.name : this.variable(ref.key.name);
    return typeof key === "string" && Object.hasOwn(v, key) ? v[key] : undefined;
  }

  fill(parts: readonly TemplatePart[], card: string, attributes: Record<string, CardValue>): string {
    return parts
      .map((p) => {
        switch (p.kind) {
          case "text":
            return p.text;
          case "value": {
            const v = this.resolve(p.ref, card, attributes);
            // a unit follows a number only: a no-placing value reads as itself
            return this.value(v, p.ref.signed) + (p.ref.unit && typeof v === "number" ? p.ref.unit.text : "");
          }
          case "choice": {
            const v = this.resolve(p.ref, card, attributes);
            const has = v !== null && v !== undefined && v !== false && v !== 0 && v !== "" && !(Array.isArray(v) && v.length === 0);
            return this.fill(has ? p.then : p.otherwise, card, attributes);
          }
        }
      })
      .join("");
  }
}

/** How card `id` reads in `lang`; `variable` gives the state a `{attr[variable]}` reads. */
export function describeCard(game: CompiledGame, id: string, lang: string, variable: VariableLookup = () => undefined): string {
  const card = game.cardById.get(id);
  if (!card) return id;
  const data = game.program.cards[card.num]!;
  const d = describerOf(game);
  const parts = d.templates.get(`${data.kind} ${lang}`) ?? d.templates.get(`${data.kind} en`);
  if (!parts) return cardName(game, id, lang);
  return new Filler(game, d, lang, variable).fill(parts, id, data.attributes).trim();
}
