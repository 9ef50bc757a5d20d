// What a game declares, for `agon options`, the conformance report and the CLI.
import type { Identifier } from "../../grammar/ast.js";
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
  const link = checkGame(game, "gameInfo").link;
  const p = link.program;
  const entries = link.namespace.ruleIdEntries();
  // keyed by rule IDs, which may be any name (`constructor`, `__proto__`)
  const implemented = nameRecord<string[]>();
  const note = (ids: readonly Identifier[], by: string): void => {
    for (const id of ids) {
      const d = link.declarationOf(id);
      if (d?.kind === "rule-id") (implemented[d.entry.id.name] ??= []).push(by);
    }
  };
  for (const r of p.rules.values()) {
    note(r.implements, r.name.name);
    for (const section of sectionsOf(r.body)) note(section.implements, section.name.name);
  }
  for (const t of p.triggers) note(t.implements, t.name.name);
  for (const o of p.options.values()) note(o.resolves, `option ${o.name.name}`);
  // a rule ID quoted in an assertion's or invariant's message counts as implemented by it
  const quoted = (message: string, by: string): void => {
    for (const e of entries) {
      const id = e.id.name;
      if (new RegExp(`(^|[^\\w-])${id}([^\\w-]|$)`).test(message)) (implemented[id] ??= []).push(by);
    }
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
    ruleIds: entries.map((e) => ({ id: e.id.name, summary: e.summary })),
    implemented,
    divergences: divergenceInfo(p),
  };
}
