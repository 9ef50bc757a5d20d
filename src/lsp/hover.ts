// Hover: what a name is, read from the name index and the checked Program. A name's declaration
// (its source line) and type; a rule ID's summary, the options that resolve it and the blocks that
// implement it; an option's values, default and description; a card's attributes; a built-in's
// signature.
import type { SourceRange } from "../../grammar/ast.js";
import { builtinFunctions, builtinValues } from "../../grammar/link/builtins.js";
import type { Symbol as NameSymbol } from "../../grammar/names/name-index.js";
import type { Program } from "../../grammar/program.js";
import { sectionsOf } from "../../grammar/rule-names.js";
import type { Analysis } from "./workspace.js";

const code = (text: string) => `\`\`\`agon\n${text}\n\`\`\``;

function declarationLine(range: SourceRange | undefined, sources: Map<string, string>): string | undefined {
  if (!range) return undefined;
  const text = sources.get(range.file);
  if (text === undefined) return undefined;
  const start = text.lastIndexOf("\n", range.start.offset - 1) + 1;
  const end = text.indexOf("\n", range.start.offset);
  return text
    .slice(start, end < 0 ? undefined : end)
    .replace(/\s*\/\/.*$/, "")
    .trim();
}

function where(range: SourceRange): string {
  return `${range.file.split(/[\\/]/).pop()}:${range.start.line}`;
}

export function ruleIdHover(id: string, program: Program): string[] {
  const lines: string[] = [];
  const entry = program.rulebooks.flatMap((b) => b.entries).find((e) => e.id.name === id);
  lines.push(`**${id}**: ${entry?.summary ?? "(not in a rulebook)"}`);
  const options = [...program.options.values()].filter((o) => o.resolves.some((r) => r.name === id));
  for (const o of options) lines.push(`resolved by option \`${o.name.name}\`: ${optionSummary(o)}`);
  const blocks = [...program.rules.values()]
    .flatMap((r) => [r, ...sectionsOf(r.body)])
    .filter((r) => r.implements.some((i) => i.name === id))
    .map((r) => `\`${r.name.name}\``);
  blocks.push(...program.triggers.filter((t) => t.implements.some((i) => i.name === id)).map((t) => `trigger \`${t.name.name}\``));
  if (blocks.length) lines.push(`implemented by ${blocks.join(", ")}`);
  return lines;
}

function optionSummary(o: Program["options"] extends Map<string, infer O> ? O : never): string {
  const values = o.values.length ? o.values.map((v) => `\`${v.name}\``).join(" | ") : "a value";
  const d = o.default;
  const def = d.kind === "Name" ? d.name : d.kind === "Int" ? String(d.value) : d.kind === "Bool" ? String(d.value) : "…";
  return `${values}, default \`${def}\``;
}

function cardHover(name: string, program: Program): string[] {
  const card = program.cards.find((c) => c.id === name);
  if (!card) return [];
  const names = Object.entries(card.names)
    .map(([lang, text]) => `${lang} "${text}"`)
    .join(", ");
  const attributes = Object.entries(card.attributes).map(([k, v]) => `- \`${k}\`: \`${JSON.stringify(v)}\``);
  return [`a \`${card.kind}\` card${names ? `: ${names}` : ""}`, ...attributes];
}

function symbolHover(symbol: NameSymbol, analysis: Analysis): string[] {
  const { program } = analysis;
  const name = symbol.name;
  switch (symbol.kind) {
    case "builtin-function": {
      const spec = builtinFunctions.get(name);
      return [
        code(`${name}(${spec?.params.join(", ") ?? ""})`),
        `built-in${spec ? `, ${spec.params.length} argument(s)` : ""}: ${spec?.doc ?? ""}`,
      ];
    }
    case "builtin":
      return [code(name), `built-in: ${builtinValues.get(name)?.doc ?? ""}${symbol.type ? ` (${symbol.type})` : ""}`];
    case "rule-id":
      return ruleIdHover(name, program);
    case "card":
      return [code(declarationLine(symbol.declaration, analysis.sources) ?? name), ...cardHover(name, program)];
    case "option": {
      const o = program.options.get(name);
      const lines = [code(declarationLine(symbol.declaration, analysis.sources) ?? name)];
      if (o) {
        lines.push(`option: ${optionSummary(o)}`, o.description);
        if (o.resolves.length) lines.push(`resolves ${o.resolves.map((r) => `\`${r.name}\``).join(", ")}`);
      }
      return lines;
    }
    case "kind": {
      const k = program.kinds.get(name);
      return [
        code(declarationLine(symbol.declaration, analysis.sources) ?? name),
        ...(k
          ? [
              `kind with attributes ${k.attributes.map((a) => `\`${a.name.name}\``).join(", ")}; ${program.cards.filter((c) => c.kind === name).length} cards`,
            ]
          : []),
      ];
    }
    case "enum-value":
      return [code(declarationLine(symbol.declaration, analysis.sources) ?? name), `a value of enum \`${symbol.container}\``];
    case "option-value":
      return [code(`${name}`), `a value of option \`${symbol.container}\``];
    case "attribute":
      return [code(declarationLine(symbol.declaration, analysis.sources) ?? name), `attribute of kind \`${symbol.container}\``];
    case "rule": {
      const rule = [...program.rules.values()].flatMap((r) => [r, ...sectionsOf(r.body)]).find((r) => r.name.name === name);
      const ids = rule?.implements.flatMap((i) => ruleIdHover(i.name, program).slice(0, 1)) ?? [];
      return [code(declarationLine(symbol.declaration, analysis.sources) ?? name), ...ids];
    }
    case "local":
    case "param":
    case "zone":
    case "var":
    case "enum":
    case "player-attribute":
    case "function":
    case "table":
    case "trigger":
      return [
        code(declarationLine(symbol.declaration, analysis.sources) ?? name),
        `${symbol.kind === "param" ? "parameter" : symbol.kind}${symbol.type ? `: ${symbol.type}` : ""}`,
      ];
  }
}

export function hoverText(symbol: NameSymbol, analysis: Analysis): string {
  const lines = symbolHover(symbol, analysis);
  if (symbol.declaration && symbol.kind !== "card") lines.push(`declared at ${where(symbol.declaration)}`);
  return lines.join("\n\n");
}
