// Whole-program checks: a rules file has a game and the rules setup, play and finish; finish says
// the winners; every declared rule ID is implemented somewhere.
import type { Block, SourceRange } from "../ast.js";
import type { Diagnostic } from "../diagnostic.js";
import type { Program } from "../program.js";
import { childBlocks } from "../rule-names.js";

const REQUIRED_RULES = ["setup", "play", "finish"];

function saysWinners(block: Block): boolean {
  return block.statements.some((s) => s.kind === "Winners" || childBlocks(s).some(saysWinners));
}

export function programChecks(program: Program, rulesFile: boolean, entryRange: SourceRange): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  if (rulesFile) {
    if (!program.game) {
      diagnostics.push({
        code: "missing-game",
        severity: "error",
        message: "this rules file has no `game` declaration",
        range: entryRange,
        hint: "add `game NAME { players 2..4 }`",
      });
    }
    for (const name of REQUIRED_RULES) {
      const rule = program.rules.get(name);
      if (rule && rule.params.length > 0) {
        // the game itself starts these rules, with nothing to pass
        diagnostics.push({
          code: "wrong-arity",
          severity: "error",
          message: `the \`${name}\` rule cannot take parameters`,
          range: rule.params[0]!.range,
          hint: `write \`rule ${name} { ... }\``,
        });
      }
      if (rule) continue;
      diagnostics.push({
        code: "missing-rule",
        severity: "error",
        message: `the game has no \`${name}\` rule`,
        range: program.game?.name.range ?? entryRange,
        hint: `add \`rule ${name} { ... }\``,
      });
    }
    const finish = program.rules.get("finish");
    if (finish && !saysWinners(finish.body)) {
      diagnostics.push({
        code: "missing-winners",
        severity: "warning",
        message: "the `finish` rule never says the `winners`",
        range: finish.name.range,
        hint: "end it with `winners [p for p in players if ...]`",
      });
    }
  }
  diagnostics.push(...unimplementedRuleIds(program));
  return diagnostics;
}

function unimplementedRuleIds(program: Program): Diagnostic[] {
  if (program.rulebooks.length === 0) return [];
  const named = new Set<string>();
  const visit = (block: Block) => {
    for (const s of block.statements) {
      if (s.kind === "NestedRule") s.implements.forEach((id) => named.add(id.name));
      childBlocks(s).forEach(visit);
    }
  };
  for (const r of program.rules.values()) {
    r.implements.forEach((id) => named.add(id.name));
    visit(r.body);
  }
  for (const t of program.triggers) t.implements.forEach((id) => named.add(id.name));
  for (const o of program.options.values()) o.resolves.forEach((id) => named.add(id.name));
  // a data assertion that quotes an ID in its message checks that rule
  const messages = [...program.asserts, ...program.invariants].map((a) => a.message).join(" ");
  const diagnostics: Diagnostic[] = [];
  for (const book of program.rulebooks) {
    for (const entry of book.entries) {
      if (named.has(entry.id.name) || new RegExp(`\\b${entry.id.name}\\b`).test(messages)) continue;
      diagnostics.push({
        code: "unimplemented-rule-id",
        severity: "warning",
        message: `no rule, trigger or option names \`${entry.id.name}\``,
        range: entry.id.range,
        hint: `add \`implements ${entry.id.name}\` to the block that carries it out`,
      });
    }
  }
  return diagnostics;
}
