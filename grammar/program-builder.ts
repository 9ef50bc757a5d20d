// Gathers the declarations of a game's files into a Program (grammar/program.ts): indexed by
// name, duplicates reported, cards expanded.
import { assertNever } from "./assert-never.js";
import { builtinValues } from "./link/builtins.js";
import type { AgonFile, Declaration, Identifier, SourceRange, StrategyDecl, VariantDecl } from "./ast.js";
import { CardExpander } from "./card-expansion.js";
import type { Diagnostic } from "./diagnostic.js";
import type { Program } from "./program.js";

export function emptyProgram(files: AgonFile[] = []): Program {
  return {
    files,
    rulebooks: [],
    enums: new Map(),
    kinds: new Map(),
    cards: [],
    options: new Map(),
    zones: new Map(),
    vars: new Map(),
    tables: new Map(),
    functions: new Map(),
    rules: new Map(),
    triggers: [],
    invariants: [],
    asserts: [],
    divergences: [],
    descriptions: [],
  };
}

function where(r: SourceRange): string {
  return `${r.file}:${r.start.line}:${r.start.column}`;
}

/** The strategy a game plays by: a variant file's own replaces its base's; otherwise a game has
 *  one (a second is reported). `strategies` are in the order of usedFirst (used files first). */
function strategyInForce(
  strategies: StrategyDecl[],
  variant: VariantDecl | undefined,
  diagnostics: Diagnostic[],
): StrategyDecl | undefined {
  const own = variant ? strategies.filter((s) => s.range.file === variant.range.file) : [];
  const candidates = own.length ? own : strategies;
  for (const extra of candidates.slice(1)) {
    diagnostics.push({
      code: "duplicate-strategy",
      severity: "error",
      message: `a game has one strategy, and this one follows the strategy at ${where(candidates[0]!.range)}`,
      range: extra.range,
      hint: "put every `prefer` in one `strategy`",
    });
  }
  return candidates[0];
}

export function buildProgram(files: AgonFile[], variant?: VariantDecl): { program: Program; diagnostics: Diagnostic[] } {
  const program = emptyProgram(files);
  program.variant = variant;
  const diagnostics: Diagnostic[] = [];
  // one namespace: a name in an expression may be any of these
  const declared = new Map<string, SourceRange>();
  const claim = (id: Identifier, what: string): boolean => {
    if (!id.name) return false;
    // a built-in name keeps its meaning in every expression: a declaration may not take it
    const builtin = what !== "rule" && what !== "trigger" ? builtinValues.get(id.name) : undefined;
    if (builtin) {
      diagnostics.push({
        code: "duplicate-name",
        severity: "error",
        message: `\`${id.name}\` is a built-in name (${builtin.doc}): a ${what} cannot take it`,
        range: id.range,
        hint: `rename this ${what}`,
      });
      return false;
    }
    const earlier = declared.get(id.name);
    if (earlier) {
      diagnostics.push({
        code: "duplicate-name",
        severity: "error",
        message: `\`${id.name}\` is already declared at ${where(earlier)}`,
        range: id.range,
        hint: `rename this ${what} or the earlier declaration`,
      });
      return false;
    }
    declared.set(id.name, id.range);
    return true;
  };

  const all: Declaration[] = files.flatMap((f) => f.declarations);
  // used files first, so that a clash is reported in the file that uses the library
  const usedFirst: Declaration[] = [...files].reverse().flatMap((f) => f.declarations);
  const strategies: StrategyDecl[] = [];
  for (const d of usedFirst) {
    switch (d.kind) {
      case "Game":
        if (program.game) {
          diagnostics.push({
            code: "duplicate-name",
            severity: "error",
            message: `a second \`game\` declaration; the first is at ${where(program.game.range)}`,
            range: d.name.range,
          });
        } else program.game = d;
        break;
      case "Rulebook":
        program.rulebooks.push(d);
        break;
      case "Enum":
        if (claim(d.name, "enum")) program.enums.set(d.name.name, d);
        break;
      case "Kind":
        if (claim(d.name, "kind")) program.kinds.set(d.name.name, d);
        break;
      case "Option":
        if (claim(d.name, "option")) program.options.set(d.name.name, d);
        break;
      case "Zone":
        if (claim(d.name, "zone")) program.zones.set(d.name.name, d);
        break;
      case "Var":
        if (claim(d.name, "var")) program.vars.set(d.name.name, d);
        break;
      case "Table":
        if (claim(d.name, "table")) program.tables.set(d.name.name, d);
        break;
      case "Function":
        if (claim(d.name, "function")) program.functions.set(d.name.name, d);
        break;
      case "Rule":
        if (claim(d.name, "rule")) program.rules.set(d.name.name, d);
        break;
      case "Trigger":
        if (claim(d.name, "trigger")) program.triggers.push(d);
        break;
      case "Invariant":
        program.invariants.push(d);
        break;
      case "Assert":
        program.asserts.push(d);
        break;
      case "Divergence":
        program.divergences.push(d);
        break;
      case "Describe":
        program.descriptions.push(d);
        break;
      case "Strategy":
        strategies.push(d);
        break;
      // `use` is followed by the loader, card rows are expanded below, a variant is applied after the build
      case "Use":
      case "Cards":
      case "Variant":
        break;
      default:
        assertNever(d, "the declaration");
    }
  }
  program.strategy = strategyInForce(strategies, variant, diagnostics);
  checkRuleIds(program, diagnostics);
  checkEnumValues(program, diagnostics);

  const expander = new CardExpander({
    enums: program.enums,
    kinds: new Set(program.kinds.keys()),
    kindDecls: program.kinds,
    cardReferences: [],
  });
  for (const d of all) if (d.kind === "Cards") expander.expand(d);
  expander.checkCardReferences();
  program.cards = expander.cards;
  diagnostics.push(...expander.diagnostics);
  return { program, diagnostics };
}

function checkRuleIds(program: Program, diagnostics: Diagnostic[]): void {
  const seen = new Map<string, SourceRange>();
  for (const book of program.rulebooks) {
    for (const entry of book.entries) {
      const earlier = seen.get(entry.id.name);
      if (earlier) {
        diagnostics.push({
          code: "duplicate-rule-id",
          severity: "error",
          message: `rule ID \`${entry.id.name}\` is already declared at ${where(earlier)}`,
          range: entry.id.range,
        });
      } else seen.set(entry.id.name, entry.id.range);
    }
  }
}

function checkEnumValues(program: Program, diagnostics: Diagnostic[]): void {
  for (const e of program.enums.values()) {
    const seen = new Map<string, SourceRange>();
    for (const v of e.values) {
      const earlier = seen.get(v.name.name);
      if (earlier) {
        diagnostics.push({
          code: "duplicate-name",
          severity: "error",
          message: `\`${e.name.name}\` already has a value \`${v.name.name}\` at ${where(earlier)}`,
          range: v.name.range,
        });
      } else seen.set(v.name.name, v.name.range);
    }
  }
}
