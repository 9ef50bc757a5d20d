// The language server: LSP requests answered from the workspace's analyses. Every feature that
// needs a name reads the name index the checks filled (grammar/names/); diagnostics are the
// checks' own, for the file's game and the variants built on it.
import {
  CodeActionKind,
  LSPErrorCodes,
  ResponseError,
  TextDocumentSyncKind,
  type CodeAction,
  type Connection,
  type Diagnostic as LspDiagnostic,
  type InitializeResult,
} from "vscode-languageserver/node";
import { TextDocument } from "vscode-languageserver-textdocument";
import type { Occurrence } from "../../grammar/names/name-index.js";
import { formatSource } from "../format/format.js";
import { completions } from "./completion.js";
import { fileOf, location, lspDiagnostic, lspRange, offsetAt, uriOf, type DiagnosticData } from "./convert.js";
import { hoverText } from "./hover.js";
import { documentSymbols, foldingRanges, semanticTokens, TOKEN_MODIFIERS, TOKEN_TYPES } from "./outline.js";
import { checkRenamable, RenameRefused, renameEdits } from "./rename.js";
import { Workspace, type Analysis } from "./workspace.js";

const DID_YOU_MEAN = /did you mean `([^`]+)`\?/;

export class AgonServer {
  readonly workspace = new Workspace();
  private readonly documents = new Map<string, TextDocument>();
  private readonly entries = new Map<string, string[]>();
  /** files that had diagnostics last time, so that fixed files are cleared */
  private readonly published = new Set<string>();
  /** counts the checks, so that a check of variants a newer change overtook is dropped */
  private generation = 0;

  constructor(private readonly connection: Connection) {}

  capabilities(): InitializeResult {
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        definitionProvider: true,
        referencesProvider: true,
        renameProvider: { prepareProvider: true },
        completionProvider: { triggerCharacters: [".", " "] },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
        documentSymbolProvider: true,
        foldingRangeProvider: true,
        documentFormattingProvider: true,
        semanticTokensProvider: { legend: { tokenTypes: [...TOKEN_TYPES], tokenModifiers: [...TOKEN_MODIFIERS] }, full: true },
      },
      serverInfo: { name: "agon" },
    };
  }

  listen(): void {
    const c = this.connection;
    c.onInitialize(() => this.capabilities());
    c.onDidOpenTextDocument(({ textDocument: d }) => {
      // a buffer never saved has no folder, so no game and no `use` to follow
      if (!d.uri.startsWith("file:")) return;
      this.documents.set(d.uri, TextDocument.create(d.uri, d.languageId, d.version, d.text));
      this.workspace.open(fileOf(d.uri), d.text);
      this.entries.delete(fileOf(d.uri));
      this.check(fileOf(d.uri));
    });
    c.onDidChangeTextDocument(({ textDocument, contentChanges }) => {
      const doc = this.documents.get(textDocument.uri);
      if (!doc) return;
      const updated = TextDocument.update(doc, contentChanges, textDocument.version);
      this.documents.set(textDocument.uri, updated);
      this.workspace.open(fileOf(textDocument.uri), updated.getText());
      this.check(fileOf(textDocument.uri));
    });
    c.onDidSaveTextDocument(({ textDocument }) => void this.entries.delete(fileOf(textDocument.uri)));
    // a file added, renamed or deleted may change which games and variants a file belongs to
    c.onDidChangeWatchedFiles(() => this.entries.clear());
    c.onDidCloseTextDocument(({ textDocument }) => {
      if (!this.documents.delete(textDocument.uri)) return;
      this.workspace.close(fileOf(textDocument.uri));
    });
    c.onCodeAction(({ textDocument, context }) => quickFixes(textDocument.uri, context.diagnostics));
    c.onHover(({ textDocument, position }) => {
      if (!this.isOpen(textDocument.uri)) return null;
      const found = this.symbolAt(textDocument.uri, position.line, position.character);
      if (!found) return null;
      return { contents: { kind: "markdown", value: hoverText(found.symbol, found.analysis) }, range: lspRange(found.occurrence.range) };
    });
    c.onDefinition(({ textDocument, position }) => {
      if (!this.isOpen(textDocument.uri)) return null;
      const found = this.symbolAt(textDocument.uri, position.line, position.character);
      return found?.symbol.declaration ? location(found.symbol.declaration) : null;
    });
    c.onReferences(({ textDocument, position, context }) => {
      if (!this.isOpen(textDocument.uri)) return [];
      const found = this.symbolAt(textDocument.uri, position.line, position.character);
      if (!found) return [];
      return this.references(fileOf(textDocument.uri), found.symbol.key)
        .filter((o) => context.includeDeclaration || !o.declares)
        .map((o) => location(o.range));
    });
    c.onPrepareRename(({ textDocument, position }) => {
      if (!this.isOpen(textDocument.uri)) return null;
      const found = this.symbolAt(textDocument.uri, position.line, position.character);
      if (!found) return null;
      try {
        checkRenamable(found.symbol);
      } catch (e) {
        if (e instanceof RenameRefused) return new ResponseError(LSPErrorCodes.RequestFailed, e.message);
        throw e;
      }
      return { range: lspRange(found.occurrence.range), placeholder: found.symbol.name };
    });
    c.onRenameRequest(({ textDocument, position, newName }) => {
      if (!this.isOpen(textDocument.uri)) return null;
      const file = fileOf(textDocument.uri);
      const found = this.symbolAt(textDocument.uri, position.line, position.character);
      if (!found) return null;
      try {
        return renameEdits(found.symbol, newName, this.analyses(file), this.workspace);
      } catch (e) {
        if (e instanceof RenameRefused) return new ResponseError(LSPErrorCodes.RequestFailed, e.message);
        throw e;
      }
    });
    c.onCompletion(({ textDocument, position }) => {
      if (!this.isOpen(textDocument.uri)) return [];
      const file = fileOf(textDocument.uri);
      const text = this.workspace.read(file);
      return completions(this.primary(file), file, text, offsetAt(text, position.line, position.character));
    });
    c.onDocumentSymbol(({ textDocument }) => {
      if (!this.isOpen(textDocument.uri)) return [];
      const file = fileOf(textDocument.uri);
      const ast = this.primary(file).program.files.find((f) => f.path === file);
      return ast ? documentSymbols(ast) : [];
    });
    c.onFoldingRanges(({ textDocument }) =>
      this.isOpen(textDocument.uri) ? foldingRanges(this.workspace.read(fileOf(textDocument.uri))) : [],
    );
    c.onDocumentFormatting(({ textDocument }) => {
      if (!this.isOpen(textDocument.uri)) return [];
      const file = fileOf(textDocument.uri);
      const text = this.workspace.read(file);
      const result = formatSource(text, file);
      if (!result.ok || result.text === text) return [];
      const lines = text.split("\n");
      return [{ range: { start: { line: 0, character: 0 }, end: { line: lines.length, character: 0 } }, newText: result.text }];
    });
    c.languages.semanticTokens.on(({ textDocument }) => {
      if (!this.isOpen(textDocument.uri)) return { data: [] };
      const file = fileOf(textDocument.uri);
      return { data: semanticTokens(this.workspace.read(file), file, this.primary(file).names) };
    });
    c.listen();
  }

  /** Requests are answered about open documents only: a URI the client merely names (a file
   *  outside the project, a FIFO) is never read to answer it. */
  private isOpen(uri: unknown): boolean {
    return typeof uri === "string" && this.documents.has(uri);
  }

  private entriesOf(file: string): string[] {
    let entries = this.entries.get(file);
    if (!entries) this.entries.set(file, (entries = this.workspace.entriesFor(file)));
    return entries;
  }

  /** Checks the file's game and, unless the file changes again meanwhile, the variants built on
   *  it, then publishes once: every open file's diagnostics and those of the files the game reads,
   *  each open one with the version they were found for. */
  check(file: string): void {
    const generation = ++this.generation;
    const [primary, ...variants] = this.entriesOf(file);
    const analyses = [this.workspace.analyse(primary!)];
    if (variants.length === 0) return this.publish(analyses);
    setImmediate(() => {
      if (generation !== this.generation) return;
      analyses.push(...variants.map((v) => this.workspace.analyse(v)));
      this.publish(analyses);
    });
  }

  /** A file the editor should hear about: one it has open, or one the open file's game reads (a
   *  variant built on it, unopened, is checked for the open file's sake but not reported). */
  private reported(file: string, game: Analysis): boolean {
    return this.documents.has(uriOf(file)) || game.sources.has(file);
  }

  private publish(analyses: Analysis[]): void {
    const byFile = new Map<string, Map<string, LspDiagnostic>>();
    for (const analysis of analyses) {
      for (const f of analysis.sources.keys()) if (!byFile.has(f)) byFile.set(f, new Map());
      for (const d of analysis.diagnostics) {
        const target = d.range?.file ?? analysis.entry;
        const lsp = lspDiagnostic(d);
        const list = byFile.get(target) ?? new Map<string, LspDiagnostic>();
        list.set(`${d.code}:${lsp.range.start.line}:${lsp.range.start.character}:${d.message}`, lsp);
        byFile.set(target, list);
      }
    }
    for (const f of byFile.keys()) if (!this.reported(f, analyses[0]!)) byFile.delete(f);
    for (const f of this.published) if (!byFile.has(f)) byFile.set(f, new Map());
    this.published.clear();
    for (const [f, list] of byFile) {
      if (list.size) this.published.add(f);
      const version = this.documents.get(uriOf(f))?.version;
      void this.connection.sendDiagnostics({
        uri: uriOf(f),
        ...(version !== undefined ? { version } : {}),
        diagnostics: [...list.values()],
      });
    }
  }

  private analyses(file: string): Analysis[] {
    return this.entriesOf(file).map((e) => this.workspace.navigable(e));
  }

  private primary(file: string): Analysis {
    return this.analyses(file)[0]!;
  }

  private references(file: string, key: string): Occurrence[] {
    const seen = new Map<string, Occurrence>();
    for (const a of this.analyses(file)) for (const o of a.names.referencesTo(key)) seen.set(`${o.range.file}:${o.range.start.offset}`, o);
    return [...seen.values()].sort((a, b) => a.range.file.localeCompare(b.range.file) || a.range.start.offset - b.range.start.offset);
  }

  private symbolAt(uri: string, line: number, character: number) {
    if (!uri.startsWith("file:")) return undefined;
    const file = fileOf(uri);
    const text = this.workspace.read(file);
    const offset = offsetAt(text, line, character);
    for (const analysis of this.analyses(file)) {
      const occurrence = analysis.names.at(file, offset);
      const symbol = occurrence && analysis.names.symbols.get(occurrence.key);
      if (occurrence && symbol) return { occurrence, symbol, analysis };
    }
    return undefined;
  }
}

function quickFixes(uri: string, diagnostics: LspDiagnostic[]): CodeAction[] {
  return diagnostics.flatMap((d) => {
    const hint = (d.data as DiagnosticData | undefined)?.hint ?? (typeof d.message === "string" ? d.message : d.message.value);
    const suggestion = DID_YOU_MEAN.exec(hint)?.[1];
    if (!suggestion) return [];
    return [
      {
        title: `Change to \`${suggestion}\``,
        kind: CodeActionKind.QuickFix,
        diagnostics: [d],
        isPreferred: true,
        edit: { changes: { [uri]: [{ range: d.range, newText: suggestion }] } },
      },
    ];
  });
}
