// `agon fmt`: one canonical layout for an Agon file. It only ever changes whitespace: the tokens
// and comments come out in the same order, so the program cannot change (checked on every call).
// The author's line breaks are kept; indentation follows the brackets, a line that continues an
// item is indented one step more, blank lines collapse to one, a block declaration that spans lines
// is set apart by blank lines, spaces follow the operators, card rows, enum values and table
// entries line up in columns, and trailing comments line up in each paragraph.
import type { IToken } from "chevrotain";
import type { AgonFile, Declaration } from "../../grammar/ast.js";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { tokenize } from "../../grammar/lexer.js";
import { parseSource } from "../../grammar/parse.js";
import { displayWidth, padEnd } from "../../grammar/terminal-text.js";
import { CLAUSE_KEYWORDS, layoutItems, type AlignedRow, type LayoutItems } from "./layout-items.js";
import { gapBetween } from "./spacing.js";

export type FormatResult = { ok: true; text: string } | { ok: false; diagnostics: Diagnostic[] };

const INDENT = "  ";
const COMMENT_GAP = 2;

interface Line {
  tokens: IToken[];
  /** the trailing or only comment */
  comment?: IToken;
  indent: number;
  blankBefore: boolean;
  /** the code, spaced but not yet aligned, as cells (one cell unless the line is an aligned row) */
  cells: string[];
  row?: AlignedRow;
}

const isComment = (t: IToken) => t.image.startsWith("//");

function originalLines(tokens: IToken[]): Line[] {
  const lines: Line[] = [];
  let lastLine = 0;
  for (const t of tokens) {
    const lineNo = t.startLine ?? 1;
    if (lines.length === 0 || lineNo !== lastLine) {
      lines.push({ tokens: [], indent: 0, blankBefore: lines.length > 0 && lineNo > lastLine + 1, cells: [] });
      lastLine = lineNo;
    }
    const line = lines[lines.length - 1]!;
    if (isComment(t)) line.comment = t;
    else line.tokens.push(t);
  }
  return lines;
}

interface Open {
  brace: boolean;
  closer: number;
  content: number;
}

const BLOCK_DECLARATIONS: ReadonlySet<Declaration["kind"]> = new Set([
  "Game",
  "Rulebook",
  "Enum",
  "Kind",
  "Cards",
  "Table",
  "Rule",
  "Trigger",
  "Variant",
  "Divergence",
]);
const isBlock = (d: Declaration) => BLOCK_DECLARATIONS.has(d.kind) && d.range.end.line > d.range.start.line;

/** A blank line sets apart a top-level block (`rule`, `cards`, ...) that spans lines from its
 *  neighbours; the comment lines right above a declaration go with it. */
function separateDeclarations(lines: Line[], file: AgonFile): void {
  const byLine = new Map(lines.map((l, i) => [(l.tokens[0] ?? l.comment)!.startLine!, i]));
  const decls = file.declarations;
  for (let d = 1; d < decls.length; d++) {
    const prev = decls[d - 1]!.range;
    const next = decls[d]!.range;
    if (prev.end.line >= next.start.line || (!isBlock(decls[d - 1]!) && !isBlock(decls[d]!))) continue;
    let i = byLine.get(next.start.line);
    if (i === undefined) continue;
    while (i > 0 && lines[i - 1]!.tokens.length === 0 && !lines[i]!.blankBefore && (lines[i - 1]!.comment!.startLine ?? 0) > prev.end.line)
      i--;
    lines[i]!.blankBefore = true;
  }
}

function indentLines(lines: Line[], items: LayoutItems): void {
  const stack: Open[] = [];
  for (const line of lines) {
    const top = stack[stack.length - 1];
    const level = top?.content ?? 0;
    const first = line.tokens[0];
    if (!first) line.indent = level;
    else if (first.image === "}" || first.image === ")" || first.image === "]") line.indent = top?.closer ?? 0;
    else if (top && !top.brace) line.indent = level;
    else line.indent = items.starts.has(first.startOffset) ? level : level + 1;
    for (const t of line.tokens) {
      const braceLevel = [...stack].reverse().find((o) => o.brace)?.content ?? 0;
      if (t.image === "{") stack.push({ brace: true, closer: braceLevel, content: braceLevel + 1 });
      else if (t.image === "(" || t.image === "[") stack.push({ brace: false, closer: line.indent, content: line.indent + 1 });
      else if (t.image === "}" || t.image === ")" || t.image === "]") stack.pop();
    }
  }
}

function hadSpace(text: string, prev: IToken, next: IToken): boolean {
  return (prev.endOffset ?? prev.startOffset) + 1 < next.startOffset || /\s/.test(text[next.startOffset - 1] ?? "");
}

/** Two spaces set apart items that share a line: `kind tile { suit: suit  value: int 2..6 }`. */
function itemGap(prev: IToken, next: IToken, items: LayoutItems): boolean {
  return (
    items.starts.has(next.startOffset) &&
    !items.starts.has(prev.startOffset) &&
    prev.image !== "{" &&
    prev.image !== "," &&
    prev.image !== "else"
  );
}

function rowOf(line: Line, rows: Map<number, AlignedRow>): AlignedRow | undefined {
  const first = line.tokens[0];
  const row = first && rows.get(first.startOffset);
  if (!row) return undefined;
  const rest = line.tokens.filter((t) => t.startOffset >= row.end);
  return rest.length === 0 || (rest.length === 1 && rest[0]!.image === ",") ? row : undefined;
}

function endsCell(row: AlignedRow, t: IToken, i: number, next: IToken, items: LayoutItems): boolean {
  switch (row.kind) {
    case "card-row":
      return t.image === ":" || t.image === ",";
    case "table-row":
      return t.image === ":" || t.image === "," || items.starts.has(next.startOffset);
    case "enum-value":
      return i === 0 || (t.image.startsWith('"') && next.image !== ",");
  }
}

/** Token indices after which a new cell starts. */
function cellBreaks(line: Line, row: AlignedRow, items: LayoutItems): Set<number> {
  const breaks = new Set<number>();
  let depth = 0;
  line.tokens.forEach((t, i) => {
    if (t.image === "(" || t.image === "[") depth++;
    else if (t.image === ")" || t.image === "]") depth--;
    const next = line.tokens[i + 1];
    if (next && depth === 0 && endsCell(row, t, i, next, items)) breaks.add(i);
  });
  return breaks;
}

function spaceLine(text: string, line: Line, items: LayoutItems, rows: Map<number, AlignedRow>): void {
  line.row = rowOf(line, rows);
  const breaks = line.row ? cellBreaks(line, line.row, items) : new Set<number>();
  let cell = "";
  line.tokens.forEach((t, i) => {
    if (i > 0) {
      const prev = line.tokens[i - 1]!;
      if (breaks.has(i - 1)) {
        // table entries sharing a line stay two spaces apart, as items do
        line.cells.push(line.row?.kind === "table-row" && items.starts.has(t.startOffset) ? `${cell} ` : cell);
        cell = "";
      } else cell += itemGap(prev, t, items) ? "  " : gapBetween(prev, t, hadSpace(text, prev, t));
    }
    cell += t.image;
  });
  if (line.tokens.length > 0) line.cells.push(cell);
}

function alignRows(lines: Line[]): void {
  const widths = new Map<number, number[]>();
  for (const line of lines) {
    if (!line.row) continue;
    const w = widths.get(line.row.group) ?? [];
    line.cells.slice(0, -1).forEach((c, i) => (w[i] = Math.max(w[i] ?? 0, displayWidth(c))));
    widths.set(line.row.group, w);
  }
  for (const line of lines) {
    if (!line.row) continue;
    const w = widths.get(line.row.group)!;
    line.cells = [line.cells.map((c, i) => (i < line.cells.length - 1 ? padEnd(c, w[i]! + 1) : c)).join("")];
  }
}

function codeOf(line: Line): string {
  return INDENT.repeat(line.indent) + line.cells.join(" ");
}

/** Trailing comments line up within each paragraph (a run of code lines with no blank line). */
function renderLines(lines: Line[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    let j = i + 1;
    while (j < lines.length && !lines[j]!.blankBefore && lines[j]!.tokens.length > 0) j++;
    const paragraph = lines.slice(i, j);
    const commented = paragraph.filter((l) => l.comment && l.tokens.length > 0);
    const column = Math.max(0, ...commented.map((l) => displayWidth(codeOf(l)))) + COMMENT_GAP;
    for (const line of paragraph) {
      const comment = line.comment?.image.trimEnd();
      if (line.blankBefore && out.length > 0 && !out[out.length - 1]!.endsWith("{") && line.tokens[0]?.image !== "}") out.push("");
      if (line.tokens.length === 0) out.push(INDENT.repeat(line.indent) + (comment ?? ""));
      else out.push(comment ? padEnd(codeOf(line), column) + comment : codeOf(line));
    }
    i = j;
  }
  return out;
}

function images(lexed: ReturnType<typeof tokenize>): string[] {
  return [...lexed.tokens, ...lexed.comments]
    .sort((a, b) => a.startOffset - b.startOffset)
    .map((t) => (isComment(t) ? t.image.trimEnd() : t.image));
}

export function formatSource(text: string, file: string): FormatResult {
  const parsed = parseSource(text, file);
  const errors = parsed.diagnostics.filter((d) => d.severity === "error");
  if (!parsed.file || errors.length > 0) return { ok: false, diagnostics: errors };
  const lexed = tokenize(text, file);
  const items = layoutItems(parsed.file);
  for (const t of lexed.tokens) {
    if (CLAUSE_KEYWORDS.has(t.image) && items.clauseScopes.some((s) => s.start <= t.startOffset && t.startOffset < s.end))
      items.starts.add(t.startOffset);
  }
  const all = [...lexed.tokens, ...lexed.comments].sort((a, b) => a.startOffset - b.startOffset);
  const lines = originalLines(all);
  separateDeclarations(lines, parsed.file);
  indentLines(lines, items);
  const rows = new Map(items.rows.map((r) => [r.start, r]));
  for (const line of lines) spaceLine(text, line, items, rows);
  alignRows(lines);
  const out = renderLines(lines).join("\n") + (lines.length ? "\n" : "");
  const before = images(lexed);
  const after = images(tokenize(out, file));
  if (before.length !== after.length || before.some((s, i) => s !== after[i])) {
    throw new Error(`the formatter changed the tokens of ${file}`);
  }
  return { ok: true, text: out };
}
