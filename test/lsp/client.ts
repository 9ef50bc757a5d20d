// A real LSP client for the tests: spawns `agon lsp` (the TypeScript entry point) and speaks
// JSON-RPC to it over stdio with vscode-jsonrpc, as an editor does.
import { spawn, type ChildProcess } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createMessageConnection, StreamMessageReader, StreamMessageWriter, type MessageConnection } from "vscode-jsonrpc/node";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const BUILT_AGON = resolve(ROOT, "dist/src/cli/main.js");

export interface LspDiagnostic {
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
  code: string;
  message: string;
  severity: number;
  data?: { hint?: string };
}

export class LspClient {
  private readonly child: ChildProcess;
  readonly connection: MessageConnection;
  private readonly diagnostics = new Map<string, LspDiagnostic[]>();
  private waiters: { uri: string; test: (d: LspDiagnostic[]) => boolean; done: (d: LspDiagnostic[]) => void }[] = [];
  private readonly versions = new Map<string, number>();
  /** every publication, in order: the file, the version it was for, how many diagnostics */
  readonly published: { uri: string; version?: number; count: number }[] = [];

  constructor() {
    this.child = spawn(process.execPath, [BUILT_AGON, "lsp"], { cwd: ROOT, stdio: ["pipe", "pipe", "inherit"] });
    this.connection = createMessageConnection(new StreamMessageReader(this.child.stdout!), new StreamMessageWriter(this.child.stdin!));
    this.connection.onNotification(
      "textDocument/publishDiagnostics",
      (p: { uri: string; version?: number; diagnostics: LspDiagnostic[] }) => {
        this.published.push({ uri: p.uri, ...(p.version !== undefined ? { version: p.version } : {}), count: p.diagnostics.length });
        this.diagnostics.set(p.uri, p.diagnostics);
        this.waiters = this.waiters.filter((w) => {
          if (w.uri !== p.uri || !w.test(p.diagnostics)) return true;
          w.done(p.diagnostics);
          return false;
        });
      },
    );
    this.connection.listen();
  }

  async initialize(rootDir: string): Promise<Record<string, unknown>> {
    const result = await this.connection.sendRequest("initialize", {
      processId: process.pid,
      rootUri: pathToFileURL(rootDir).href,
      capabilities: {},
    });
    await this.connection.sendNotification("initialized", {});
    return (result as { capabilities: Record<string, unknown> }).capabilities;
  }

  /** The next diagnostics published for `uri` that pass `test` (or the current ones if they do). */
  diagnosticsFor(uri: string, test: (d: LspDiagnostic[]) => boolean = () => true): Promise<LspDiagnostic[]> {
    const now = this.diagnostics.get(uri);
    if (now && test(now)) return Promise.resolve(now);
    return new Promise((done) => this.waiters.push({ uri, test, done }));
  }

  clearDiagnostics(uri: string): void {
    this.diagnostics.delete(uri);
  }

  open(uri: string, text: string): Promise<void> {
    this.versions.set(uri, 1);
    return this.connection.sendNotification("textDocument/didOpen", { textDocument: { uri, languageId: "agon", version: 1, text } });
  }

  change(uri: string, text: string): Promise<void> {
    const version = (this.versions.get(uri) ?? 1) + 1;
    this.versions.set(uri, version);
    this.diagnostics.delete(uri);
    return this.connection.sendNotification("textDocument/didChange", { textDocument: { uri, version }, contentChanges: [{ text }] });
  }

  request<T>(method: string, params: object): Promise<T> {
    return this.connection.sendRequest(method, params) as Promise<T>;
  }

  async close(): Promise<number | null> {
    await this.connection.sendRequest("shutdown");
    await this.connection.sendNotification("exit");
    const code = await new Promise<number | null>((done) => {
      if (this.child.exitCode !== null) done(this.child.exitCode);
      else this.child.on("exit", (c) => done(c));
    });
    this.connection.dispose();
    return code;
  }
}

export const uri = (file: string) => pathToFileURL(file).href;

/** The LSP position (0-based) of the `nth` occurrence of `needle` in `text`, `delta` characters in. */
export function positionOf(text: string, needle: string, delta = 0, nth = 0): { line: number; character: number } {
  let offset = -1;
  for (let i = 0; i <= nth; i++) {
    offset = text.indexOf(needle, offset + 1);
    if (offset < 0) throw new Error(`\`${needle}\` not found`);
  }
  offset += delta;
  const before = text.slice(0, offset);
  const line = before.split("\n").length - 1;
  return { line, character: offset - (before.lastIndexOf("\n") + 1) };
}

export interface TextEdit {
  range: LspDiagnostic["range"];
  newText: string;
}

export function applyEdits(text: string, edits: TextEdit[]): string {
  const offset = (p: { line: number; character: number }) => {
    const lines = text.split("\n");
    return lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  };
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  let out = text;
  for (const e of sorted) out = out.slice(0, offset(e.range.start)) + e.newText + out.slice(offset(e.range.end));
  return out;
}
