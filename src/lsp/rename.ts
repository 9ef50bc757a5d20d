// Rename: every occurrence the name index holds for the symbol, in every file of every game the
// file takes part in. Refused, with a message, for built-ins and rule IDs, for a new name that is
// not a name, that another declaration already has, or that would leave the game with new errors.
import type { TextEdit, WorkspaceEdit } from "vscode-languageserver/node";
import { builtinFunctions, builtinValues } from "../../grammar/link/builtins.js";
import { reservedWords } from "../../grammar/lexer.js";
import type { NameKind, Occurrence, Symbol as NameSymbol } from "../../grammar/names/name-index.js";
import { lspRange, uriOf } from "./convert.js";
import type { Analysis, Workspace } from "./workspace.js";

const NAME = /^[A-Za-z_][A-Za-z0-9_]*(?:-[A-Za-z0-9_]+)*$/;
/** One namespace: a name in an expression may be any of these. */
const GLOBAL: ReadonlySet<NameKind> = new Set([
  "zone",
  "var",
  "option",
  "enum",
  "kind",
  "table",
  "function",
  "rule",
  "trigger",
  "enum-value",
  "option-value",
]);
const NOT_RENAMED: Partial<Record<NameKind, string>> = {
  builtin: "a built-in name cannot be renamed",
  "builtin-function": "a built-in function cannot be renamed",
  "rule-id": "rule IDs follow the rulebook; rename them in the rulebook block and everywhere by hand",
};

export class RenameRefused extends Error {}

function clashWith(symbol: NameSymbol, newName: string, analyses: Analysis[]): NameSymbol | undefined {
  for (const a of analyses) {
    for (const other of a.names.symbols.values()) {
      if (other.name !== newName || other.key === symbol.key) continue;
      const sameFamily =
        (GLOBAL.has(symbol.kind) && GLOBAL.has(other.kind)) ||
        ((symbol.kind === "local" || symbol.kind === "param") &&
          (GLOBAL.has(other.kind) || other.declaration?.file === symbol.declaration?.file)) ||
        (symbol.kind === other.kind && symbol.container === other.container);
      if (sameFamily) return other;
    }
  }
  return undefined;
}

export function checkRenamable(symbol: NameSymbol): void {
  const refused = NOT_RENAMED[symbol.kind];
  if (refused) throw new RenameRefused(refused);
}

export function renameEdits(symbol: NameSymbol, newName: string, analyses: Analysis[], workspace: Workspace): WorkspaceEdit {
  checkRenamable(symbol);
  if (!NAME.test(newName) || reservedWords.has(newName))
    throw new RenameRefused(`\`${newName}\` is not a name: use letters, digits, \`_\` and single \`-\`, not a keyword`);
  if (builtinValues.has(newName) || builtinFunctions.has(newName)) throw new RenameRefused(`\`${newName}\` is a built-in`);
  const clash = clashWith(symbol, newName, analyses);
  if (clash) {
    const at = clash.declaration ? ` (${clash.declaration.file.split(/[\\/]/).pop()}:${clash.declaration.start.line})` : "";
    throw new RenameRefused(`\`${newName}\` is already a ${clash.kind}${at}`);
  }
  const occurrences = new Map<string, Occurrence>();
  for (const a of analyses) for (const o of a.names.referencesTo(symbol.key)) occurrences.set(`${o.range.file}:${o.range.start.offset}`, o);
  const byFile = new Map<string, Occurrence[]>();
  for (const o of occurrences.values()) byFile.set(o.range.file, [...(byFile.get(o.range.file) ?? []), o]);

  const renamed = new Map<string, string>();
  for (const [file, list] of byFile) {
    let text = workspace.read(file);
    for (const o of [...list].sort((x, y) => y.range.start.offset - x.range.start.offset)) {
      text = text.slice(0, o.range.start.offset) + newName + text.slice(o.range.end.offset);
    }
    renamed.set(file, text);
  }
  for (const a of analyses) {
    const before = a.diagnostics.filter((d) => d.severity === "error").length;
    const after = workspace.diagnosticsWith(a.entry, renamed).filter((d) => d.severity === "error");
    if (after.length > before) throw new RenameRefused(`renaming to \`${newName}\` would break the game: ${after[0]!.message}`);
  }
  const changes: Record<string, TextEdit[]> = {};
  for (const [file, list] of byFile) changes[uriOf(file)] = list.map((o) => ({ range: lspRange(o.range), newText: newName }));
  return { changes };
}
