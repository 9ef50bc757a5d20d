// The declarations that carry localized names besides cards: the game, kinds, attributes, enum
// values, zones, variables, options, their values, choices (by their label) and triggers, so that
// a tool written in another language can name them in its own words.
import type { Block, LocalizedNames } from "./ast.js";
import type { Program } from "./program.js";
import { childBlocks } from "./rule-names.js";

export type NamedThing =
  | "game"
  | "kind"
  | "attribute"
  | "enum-value"
  | "zone"
  | "variable"
  | "option"
  | "option-value"
  | "decision"
  | "trigger";

export interface LocalizedDeclaration {
  thing: NamedThing;
  /** the name in the rules: `hand`, `rank`, a choice's label, or an option value as `--option` takes
   *  it (`OPTION=VALUE`) */
  name: string;
  /** language code -> name */
  names: Record<string, string>;
  /** a zone's component kind (`card` for any) */
  holds?: string;
}

const record = (names: LocalizedNames | undefined): Record<string, string> =>
  Object.fromEntries((names?.names ?? []).map((n) => [n.lang, n.text]));

function choicesIn(block: Block, out: LocalizedDeclaration[]): void {
  for (const s of block.statements) {
    if (s.kind === "Choose") out.push({ thing: "decision", name: s.label ?? s.name.name, names: record(s.labelNames) });
    for (const child of childBlocks(s)) choicesIn(child, out);
  }
}

// A program does not change once built, and the steps and the account ask for its names at every
// step: made once per program (they were 8% of `npm start`).
const declarationsOf = new WeakMap<Program, readonly LocalizedDeclaration[]>();

/** The game and every kind, attribute, enum value, zone, variable, option, choice and trigger of the program, with its localized names
 *  (an empty record where it has none), in declaration order. */
export function localizedDeclarations(program: Program): readonly LocalizedDeclaration[] {
  let declarations = declarationsOf.get(program);
  if (!declarations) declarationsOf.set(program, (declarations = Object.freeze(collectDeclarations(program))));
  return declarations;
}

function collectDeclarations(program: Program): LocalizedDeclaration[] {
  const out: LocalizedDeclaration[] = [];
  if (program.game) out.push({ thing: "game", name: program.game.name.name, names: record(program.game.names) });
  for (const k of program.kinds.values()) {
    out.push({ thing: "kind", name: k.name.name, names: record(k.names) });
    for (const a of k.attributes) out.push({ thing: "attribute", name: a.name.name, names: record(a.names) });
  }
  for (const e of program.enums.values())
    for (const v of e.values) out.push({ thing: "enum-value", name: v.name.name, names: record(v.names) });
  for (const z of program.zones.values()) out.push({ thing: "zone", name: z.name.name, names: record(z.names), holds: z.of.name });
  for (const v of program.vars.values()) out.push({ thing: "variable", name: v.name.name, names: record(v.names) });
  for (const o of program.options.values()) {
    out.push({ thing: "option", name: o.name.name, names: record(o.names) });
    for (const v of o.values)
      out.push({ thing: "option-value", name: optionValueName(o.name.name, v.name), names: record(o.valueNames?.[v.name]) });
  }
  for (const r of program.rules.values()) choicesIn(r.body, out);
  for (const t of program.triggers) {
    out.push({ thing: "trigger", name: t.name.name, names: record(t.names) });
    choicesIn(t.body, out);
  }
  return out;
}

/** An option value's name among the localized declarations: as `--option` takes it. */
export function optionValueName(option: string, value: string): string {
  return `${option}=${value}`;
}
