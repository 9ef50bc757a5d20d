// Completion from what is written before the cursor: attributes after `.`, an option's values
// after `option ==`, zones after `to`, rules after `call`/`leave`, rule IDs after `implements` or
// `resolves`, keywords at the start of a statement or declaration, else the names in scope.
import { DECLARATION_WORDS } from "../../grammar/parse-errors.js";
import { CompletionItemKind, type CompletionItem } from "vscode-languageserver/node";
import { builtinFunctions, builtinValues } from "../../grammar/link/builtins.js";
import type { NameKind } from "../../grammar/names/name-index.js";
import { allRuleNames } from "../../grammar/rule-names.js";
import { statementKeywords } from "../../grammar/statement-keywords.js";
import type { Analysis } from "./workspace.js";

/** The words statements begin with, as the parser reads them (`end game` in full). */
export const STATEMENT_KEYWORDS = statementKeywords();

const ITEM_KIND: Record<NameKind, CompletionItemKind> = {
  zone: CompletionItemKind.Variable,
  var: CompletionItemKind.Variable,
  local: CompletionItemKind.Variable,
  param: CompletionItemKind.Variable,
  option: CompletionItemKind.Constant,
  "option-value": CompletionItemKind.EnumMember,
  enum: CompletionItemKind.Enum,
  "enum-value": CompletionItemKind.EnumMember,
  kind: CompletionItemKind.Class,
  attribute: CompletionItemKind.Field,
  "player-attribute": CompletionItemKind.Field,
  card: CompletionItemKind.Value,
  rule: CompletionItemKind.Function,
  function: CompletionItemKind.Function,
  table: CompletionItemKind.Variable,
  trigger: CompletionItemKind.Event,
  "rule-id": CompletionItemKind.Reference,
  builtin: CompletionItemKind.Variable,
  "builtin-function": CompletionItemKind.Function,
};

const items = (labels: Iterable<string>, kind: CompletionItemKind, detail?: string): CompletionItem[] =>
  [...new Set(labels)].map((label) => ({ label, kind, detail }));

/** Brace depth at an offset: 0 is the top level, where declarations start. */
function depthAt(text: string, offset: number): number {
  let depth = 0;
  for (const ch of text.slice(0, offset).replace(/\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"/g, "")) {
    if (ch === "{") depth++;
    else if (ch === "}") depth = Math.max(0, depth - 1);
  }
  return depth;
}

export function completions(analysis: Analysis, file: string, text: string, offset: number): CompletionItem[] {
  const { program } = analysis;
  const lineStart = text.lastIndexOf("\n", offset - 1) + 1;
  const before = text.slice(lineStart, offset);
  const member = /\.[\w-]*$/.exec(before);
  if (member) return attributes(analysis, file, lineStart + member.index - 1);
  const compared = /([A-Za-z_][\w-]*)\s*[!=]=\s*[\w-]*$/.exec(before);
  const option = compared && program.options.get(compared[1]!);
  if (option?.values.length)
    return items(
      option.values.map((v) => v.name),
      CompletionItemKind.EnumMember,
      `value of ${option.name.name}`,
    );
  if (/\b(implements|resolves)\s+(?:[\w-]+\s*,\s*)*[\w-]*$/.test(before)) {
    return program.rulebooks
      .flatMap((b) => b.entries)
      .map((e) => ({ label: e.id.name, kind: CompletionItemKind.Reference, detail: e.summary }));
  }
  if (/\bto\s+(top\s+of\s+)?[\w-]*$/.test(before)) return items(program.zones.keys(), CompletionItemKind.Variable, "zone");
  if (/\b(call|leave|after)\s+[\w-]*$/.test(before)) return items(allRuleNames(program), CompletionItemKind.Function, "rule");
  if (/^\s*[\w-]*$/.test(before)) {
    const depth = depthAt(text, lineStart);
    if (depth === 0) return items([...DECLARATION_WORDS], CompletionItemKind.Keyword);
    const statement = items(STATEMENT_KEYWORDS, CompletionItemKind.Keyword);
    return [...statement, ...namesInScope(analysis, file, offset)];
  }
  return namesInScope(analysis, file, offset);
}

/** The attributes of what stands before the dot, as the checks typed it; of every kind when unknown. */
function attributes(analysis: Analysis, file: string, objectEnd: number): CompletionItem[] {
  const { program, names } = analysis;
  const object = names.at(file, objectEnd);
  const type = object && names.symbols.get(object.key)?.type;
  const kind = type && /^a `([^`]+)` card$/.exec(type)?.[1];
  const players = program.game?.playerAttributes.map((a) => ({ label: a.name.name, detail: "player attribute" })) ?? [];
  if (type === "a player") return players.map((i) => ({ ...i, kind: CompletionItemKind.Field }));
  const kinds = [...program.kinds.values()]
    .filter((k) => !kind || k.name.name === kind)
    .flatMap((k) => k.attributes.map((a) => ({ label: a.name.name, detail: `${k.name.name} attribute` })));
  return [...kinds, ...(kind ? [] : players)].map((i) => ({ ...i, kind: CompletionItemKind.Field }));
}

/** Globals, built-ins, and the locals declared before the cursor in the same top-level block. */
function namesInScope(analysis: Analysis, file: string, offset: number): CompletionItem[] {
  const { program, names } = analysis;
  const block = program.files
    .find((f) => f.path === file)
    ?.declarations.find((d) => d.range.start.offset <= offset && offset <= d.range.end.offset);
  const result: CompletionItem[] = [];
  const seen = new Set<string>();
  const add = (label: string, kind: NameKind, detail?: string) => {
    if (seen.has(label)) return;
    seen.add(label);
    result.push({ label, kind: ITEM_KIND[kind], detail: detail ?? kind });
  };
  for (const s of names.symbols.values()) {
    if (s.kind === "local" || s.kind === "param") {
      const d = s.declaration;
      if (block && d && d.file === file && d.start.offset >= block.range.start.offset && d.start.offset < offset)
        add(s.name, s.kind, s.type);
    }
  }
  for (const [kind, map] of [
    ["zone", program.zones],
    ["var", program.vars],
    ["option", program.options],
    ["enum", program.enums],
    ["kind", program.kinds],
    ["table", program.tables],
    ["function", program.functions],
  ] as const) {
    for (const name of map.keys()) add(name, kind);
  }
  for (const e of program.enums.values()) for (const v of e.values) add(v.name.name, "enum-value", `value of ${e.name.name}`);
  for (const name of builtinValues.keys()) add(name, "builtin", "built-in");
  for (const name of builtinFunctions.keys()) add(name, "builtin-function", "built-in function");
  return result;
}
