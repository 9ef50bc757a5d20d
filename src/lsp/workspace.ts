// What the server knows about the project: the open buffers (which win over the files on disk),
// and for a file, the games it belongs to. A file is checked as part of its game: a rules file
// with the files it `use`s and the variants built on it; a card library through the rules file
// that uses it. Each load fills a name index (grammar/names/) that the other features read.
import { readdirSync, readFileSync, statSync } from "node:fs";
import * as path from "node:path";
import type { Diagnostic } from "../../grammar/diagnostic.js";
import { findProjectRoot, loadProgram } from "../../grammar/loader.js";
import { parseSource, type ParseResult } from "../../grammar/parse.js";
import { NameIndex } from "../../grammar/names/name-index.js";
import type { Program } from "../../grammar/program.js";

export interface Analysis {
  entry: string;
  program: Program;
  diagnostics: Diagnostic[];
  names: NameIndex;
  /** file -> the text that was checked */
  sources: Map<string, string>;
}

const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".git", "reports"]);

function agonFilesUnder(dir: string, depth = 0): string[] {
  if (depth > 6) return [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const p = path.join(dir, name);
    if (name.endsWith(".agon")) return [p];
    if (SKIPPED_FOLDERS.has(name) || name.startsWith(".")) return [];
    try {
      return statSync(p).isDirectory() ? agonFilesUnder(p, depth + 1) : [];
    } catch {
      return [];
    }
  });
}

const USE = /^\s*use\s+"([^"]*)"/gm;
const VARIANT_OF = /^\s*variant\s+[\w-]+\s+of\s+"([^"]*)"/m;

export class Workspace {
  /** absolute path -> the editor's unsaved text */
  private readonly buffers = new Map<string, string>();
  private readonly lastGood = new Map<string, Analysis>();
  /** per entry, per file: the last text parsed and its result. Per entry, because loading a
   *  variant replaces sections inside its base's parsed rules (the same way on every load). */
  private readonly parses = new Map<string, Map<string, { text: string; result: ParseResult }>>();

  private parserFor(entry: string): (text: string, file: string) => ParseResult {
    let cache = this.parses.get(entry);
    if (!cache) this.parses.set(entry, (cache = new Map()));
    const files = cache;
    return (text, file) => {
      const known = files.get(file);
      if (known?.text === text) return known.result;
      const result = parseSource(text, file);
      files.set(file, { text, result });
      return result;
    };
  }

  open(file: string, text: string): void {
    this.buffers.set(file, text);
  }

  close(file: string): void {
    this.buffers.delete(file);
  }

  read(file: string): string {
    return this.buffers.get(file) ?? readFileSync(file, "utf8");
  }

  private tryRead(file: string): string | undefined {
    try {
      return this.read(file);
    } catch {
      return undefined;
    }
  }

  private projectFiles(file: string): string[] {
    const files = new Set(agonFilesUnder(findProjectRoot(path.dirname(file))));
    for (const open of this.buffers.keys()) files.add(open);
    return [...files];
  }

  /** The rules files (and variants) that `use` this file or are built on it. */
  private dependents(file: string): { users: string[]; variants: string[] } {
    const users: string[] = [];
    const variants: string[] = [];
    for (const other of this.projectFiles(file)) {
      if (other === file) continue;
      const text = this.tryRead(other);
      if (!text) continue;
      const base = VARIANT_OF.exec(text)?.[1];
      if (base !== undefined && path.resolve(path.dirname(other), base) === file) variants.push(other);
      for (const m of text.matchAll(USE)) if (path.resolve(path.dirname(other), m[1]!) === file) users.push(other);
    }
    return { users, variants };
  }

  private isGameEntry(text: string): boolean {
    return /^\s*(game|variant)\s/m.test(text) || /^\s*rule\s/m.test(text);
  }

  /** The loads a file takes part in: its own game first, then the variants built on that game. */
  entriesFor(file: string): string[] {
    const text = this.tryRead(file) ?? "";
    let primary = file;
    if (!this.isGameEntry(text)) primary = this.dependents(file).users[0] ?? file;
    return [primary, ...this.dependents(primary).variants];
  }

  analyse(entry: string): Analysis {
    const names = new NameIndex();
    const result = loadProgram(entry, { readFile: (p) => this.read(path.resolve(p)), names, parse: this.parserFor(entry) });
    const analysis: Analysis = { entry, program: result.program, diagnostics: result.diagnostics, names, sources: result.sources };
    // while a file does not parse, navigation keeps the names of its last good version
    if (names.occurrences().length > 0 || !this.lastGood.has(entry)) this.lastGood.set(entry, analysis);
    return analysis;
  }

  /** The diagnostics an entry would have if some files read differently (a rename, before it is made). */
  diagnosticsWith(entry: string, texts: ReadonlyMap<string, string>): Diagnostic[] {
    return loadProgram(entry, { readFile: (p) => texts.get(path.resolve(p)) ?? this.read(path.resolve(p)) }).diagnostics;
  }

  /** The last analysis of an entry whose names are known. */
  navigable(entry: string): Analysis {
    return this.lastGood.get(entry) ?? this.analyse(entry);
  }
}
