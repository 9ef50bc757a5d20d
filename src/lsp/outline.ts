// The outline of a file (its declarations; rules with their sections and rule IDs), its folding
// ranges (blocks and runs of comment lines) and its semantic tokens (keywords, literals and
// comments from the lexer, names by what the name index says they are).
import { FoldingRangeKind, SymbolKind, type DocumentSymbol, type FoldingRange } from "vscode-languageserver/node";
import type { AgonFile, Block, Declaration, Identifier, Node } from "../../grammar/ast.js";
import { IntLiteral, Name, TextLiteral, tokenize } from "../../grammar/lexer.js";
import type { NameIndex, NameKind } from "../../grammar/names/name-index.js";
import { childBlocks } from "../../grammar/rule-names.js";
import { lspRange } from "./convert.js";

function symbol(
  name: string,
  kind: SymbolKind,
  node: Node,
  id: Identifier | undefined,
  detail?: string,
  children?: DocumentSymbol[],
): DocumentSymbol {
  return { name: name || "?", kind, detail, range: lspRange(node.range), selectionRange: lspRange((id ?? node).range), children };
}

const ids = (list: Identifier[]) => (list.length ? list.map((i) => i.name).join(", ") : undefined);

function sections(block: Block): DocumentSymbol[] {
  const found: DocumentSymbol[] = [];
  for (const s of block.statements) {
    if (s.kind === "NestedRule") found.push(symbol(s.name.name, SymbolKind.Method, s, s.name, ids(s.implements), sections(s.body)));
    else for (const b of childBlocks(s)) found.push(...sections(b));
  }
  return found;
}

function declarationSymbol(d: Declaration): DocumentSymbol | undefined {
  switch (d.kind) {
    case "Use":
      return symbol(d.path, SymbolKind.File, d, undefined, "use");
    case "Game":
      return symbol(d.name.name, SymbolKind.Module, d, d.name, d.title);
    case "Rulebook":
      return symbol(
        d.prefix.name,
        SymbolKind.Namespace,
        d,
        d.prefix,
        "rulebook",
        d.entries.map((e) => symbol(e.id.name, SymbolKind.Key, e, e.id, e.summary)),
      );
    case "Enum":
      return symbol(
        d.name.name,
        SymbolKind.Enum,
        d,
        d.name,
        "enum",
        d.values.map((v) => symbol(v.name.name, SymbolKind.EnumMember, v, v.name)),
      );
    case "Kind":
      return symbol(
        d.name.name,
        SymbolKind.Class,
        d,
        d.name,
        "kind",
        d.attributes.map((a) => symbol(a.name.name, SymbolKind.Field, a, a.name)),
      );
    case "Cards":
      return symbol(`cards ${d.of.name}`, SymbolKind.Array, d, d.of, `${d.rows.length} rows`);
    case "Option":
      return symbol(d.name.name, SymbolKind.Constant, d, d.name, ids(d.resolves) ?? "option");
    case "Zone":
      return symbol(d.name.name, SymbolKind.Variable, d, d.name, "zone");
    case "Var":
      return symbol(d.name.name, SymbolKind.Variable, d, d.name, "var");
    case "Table":
      return symbol(d.name.name, SymbolKind.Struct, d, d.name, "table");
    case "Function":
      return symbol(d.name.name, SymbolKind.Function, d, d.name, "function");
    case "Rule":
      return symbol(d.name.name, SymbolKind.Function, d, d.name, ids(d.implements), sections(d.body));
    case "Trigger":
      return symbol(d.name.name, SymbolKind.Event, d, d.name, ids(d.implements), sections(d.body));
    case "Variant":
      return symbol(
        d.name.name,
        SymbolKind.Module,
        d,
        d.name,
        `variant of ${d.base}`,
        d.replacements.map((r) => symbol(r.name.name, SymbolKind.Function, r, r.name, ids(r.implements), sections(r.body))),
      );
    case "Divergence":
      return symbol(d.name.name, SymbolKind.Property, d, d.name, d.summary);
    case "Describe":
      return symbol(d.target.name, SymbolKind.String, d, d.target, `describe ${d.templates.map((t) => t.lang).join(", ")}`);
    case "Strategy":
      return symbol(
        "strategy",
        SymbolKind.Object,
        d,
        undefined,
        `${d.preferences.length} preferences`,
        d.preferences.map((p) => symbol(p.label.name, SymbolKind.Method, p, undefined, `prefer ${p.order}`)),
      );
    case "Assert":
    case "Invariant":
      return symbol(d.message, SymbolKind.Boolean, d, undefined, d.kind === "Assert" ? "assert" : "invariant");
  }
}

export function documentSymbols(file: AgonFile): DocumentSymbol[] {
  return file.declarations.flatMap((d) => declarationSymbol(d) ?? []);
}

export function foldingRanges(text: string): FoldingRange[] {
  const lexed = tokenize(text, "");
  const ranges: FoldingRange[] = [];
  const open: number[] = [];
  for (const t of lexed.tokens) {
    if (t.image === "{" || t.image === "[" || t.image === "(") open.push(t.startLine! - 1);
    else if ((t.image === "}" || t.image === "]" || t.image === ")") && open.length) {
      const start = open.pop()!;
      const end = t.startLine! - 2;
      if (end > start) ranges.push({ startLine: start, endLine: end });
    }
  }
  let runStart = -1;
  let last = -2;
  const lineOnly = lexed.comments.filter((c) => /^\s*$/.test(text.slice(text.lastIndexOf("\n", c.startOffset - 1) + 1, c.startOffset)));
  for (const c of [...lineOnly, undefined]) {
    const line = c ? c.startLine! - 1 : -10;
    if (line !== last + 1) {
      if (runStart >= 0 && last > runStart) ranges.push({ startLine: runStart, endLine: last, kind: FoldingRangeKind.Comment });
      runStart = line;
    }
    last = line;
  }
  return ranges;
}

export const TOKEN_TYPES = [
  "keyword",
  "variable",
  "parameter",
  "function",
  "enum",
  "enumMember",
  "type",
  "property",
  "string",
  "number",
  "comment",
  "macro",
  "class",
  "event",
] as const;
export const TOKEN_MODIFIERS = ["declaration", "readonly", "defaultLibrary"] as const;
type TokenType = (typeof TOKEN_TYPES)[number];

const NAME_TOKEN: Record<NameKind, TokenType> = {
  zone: "variable",
  var: "variable",
  local: "variable",
  param: "parameter",
  option: "variable",
  "option-value": "enumMember",
  enum: "enum",
  "enum-value": "enumMember",
  kind: "type",
  attribute: "property",
  "player-attribute": "property",
  card: "class",
  rule: "function",
  function: "function",
  table: "variable",
  trigger: "event",
  "rule-id": "macro",
  builtin: "variable",
  "builtin-function": "function",
};

/** The LSP's relative encoding: per token, line and start deltas, length, type, modifier bits. */
export function semanticTokens(text: string, file: string, names: NameIndex): number[] {
  const lexed = tokenize(text, file);
  const occurrences = new Map(names.occurrences(file).map((o) => [o.range.start.offset, o]));
  const data: number[] = [];
  let line = 0;
  let char = 0;
  const comments = new Set(lexed.comments);
  const all = [...lexed.tokens, ...lexed.comments].sort((a, b) => a.startOffset - b.startOffset);
  for (const t of all) {
    let type: TokenType | undefined;
    let modifiers = 0;
    if (comments.has(t)) type = "comment";
    else if (t.tokenType === TextLiteral) type = "string";
    else if (t.tokenType === IntLiteral) type = "number";
    else {
      const o = occurrences.get(t.startOffset);
      const kind = o && names.symbols.get(o.key)?.kind;
      if (o && kind) {
        type = NAME_TOKEN[kind];
        if (o.declares) modifiers |= 1;
        if (kind === "option") modifiers |= 2;
        if (kind === "builtin" || kind === "builtin-function") modifiers |= 4;
      } else if (t.tokenType !== Name && /^[a-z]/.test(t.image)) type = "keyword";
    }
    if (!type) continue;
    const l = t.startLine! - 1;
    const c = t.startColumn! - 1;
    data.push(l - line, l === line ? c - char : c, t.image.length, TOKEN_TYPES.indexOf(type), modifiers);
    line = l;
    char = c;
  }
  return data;
}
