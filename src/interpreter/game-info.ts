// What a game declares, for `agon options`, the conformance report and the CLI.
import { sectionsOf } from "../../grammar/rule-names.js";
import type { CompiledGame } from "./model.js";
import { divergenceInfo, type DivergenceInfo } from "./divergence-info.js";
import { toPlain } from "./values.js";
import { checkGame } from "./api-checks.js";
import { nameRecord } from "./name-records.js";

export interface OptionInfo {
  name: string;
  /** the symbol values of an enumerated option; empty for an int, bool or text option */
  values: string[];
  type?: string;
  default: ReturnType<typeof toPlain>;
  description: string;
  resolves: string[];
}

export interface GameInfo {
  name: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  options: OptionInfo[];
  ruleIds: { id: string; summary: string }[];
  /** rule ID -> the rules, sections, triggers and options that name it */
  implemented: Record<string, string[]>;
  /** where the rulebooks disagree or are silent, and what each reads */
  divergences: DivergenceInfo[];
}

export function gameInfo(game: CompiledGame): GameInfo {
  const p = checkGame(game, "gameInfo").program;
  // keyed by rule IDs, which may be any name (`constructor`, `__proto__`)
  const implemented = nameRecord<string[]>();
  const note = (id: string, by: string): void => {
    (implemented[id] ??= []).push(by);
  };
  for (const r of p.rules.values()) {
    for (const id of r.implements) note(id.name, r.name.name);
    for (const section of sectionsOf(r.body)) for (const id of section.implements) note(id.name, section.name.name);
  }
  for (const t of p.triggers) for (const id of t.implements) note(id.name, t.name.name);
  for (const o of game.options) for (const id of o.resolves) note(id, `option ${o.name}`);
  // a rule ID quoted in an assertion's or invariant's message counts as implemented by it
  const ids = p.rulebooks.flatMap((rb) => rb.entries.map((e) => e.id.name));
  const quoted = (message: string, by: string): void => {
    for (const id of ids) if (new RegExp(`(^|[^\\w-])${id}([^\\w-]|$)`).test(message)) note(id, by);
  };
  for (const a of p.asserts) quoted(a.message, `assert "${a.message}"`);
  for (const inv of p.invariants) quoted(inv.message, `invariant "${inv.message}"`);
  return {
    name: game.name,
    title: game.title,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    options: game.options.map((o) => ({
      name: o.name,
      values: o.values,
      ...(o.type ? { type: o.type === "list" ? `list of ${o.element?.enumName ?? o.element?.type}` : o.type } : {}),
      default: toPlain(o.default),
      description: o.description,
      resolves: o.resolves,
    })),
    ruleIds: p.rulebooks.flatMap((rb) => rb.entries.map((e) => ({ id: e.id.name, summary: e.summary }))),
    implemented,
    divergences: divergenceInfo(p),
  };
}
